/**
 * NOVA: DICE — percentage and permillage rolls read from the ten-sided dice as rolled: "generated
 * by rolling the die 10 in order, with the first roll representing the high order position and the
 * others the successively lower digit positions … A result of 000 is read as 1000, a result of 00
 * is 100. Thus three die ten rolls of 3, 7, and 1 are read as three hundred and seventy one."
 * Two d10 faces (0–9) make a d100 reading (1–100), three a d1000 reading (1–1000). Pure.
 */
import type { DieType } from './dice';

export type DigitsRead = { ok: true; die: DieType; value: number } | { ok: false; reason: string };

/** The reading of d10 faces rolled in order, high digit first: [3, 7, 1] → d1000 371; [0, 0] → d100 100. */
export function readD10Digits(faces: readonly number[]): DigitsRead {
  if (faces.length !== 2 && faces.length !== 3) return { ok: false, reason: `${faces.length} ten-sided dice: a percentage roll takes 2, a permillage roll 3` };
  const bad = faces.find((f) => !Number.isInteger(f) || f < 0 || f > 9);
  if (bad !== undefined) return { ok: false, reason: `${bad} is not a face of a ten-sided die (0–9)` };
  const die: DieType = faces.length === 2 ? 'd100' : 'd1000';
  const number = faces.reduce((n, f) => n * 10 + f, 0);
  return { ok: true, die, value: number === 0 ? (die === 'd100' ? 100 : 1000) : number };
}
