/**
 * The round file of `warpdesk star-sectors resolve` (docs/star-sectors.md, "Round files"):
 * a battle, each side's typed orders, and optionally who goes first and a seed.
 */
import { z } from 'zod';
import { describeJsonError } from '../../format/json-location';
import { formatPath, type Problem } from '../../format/problems';
import { battleSchema, isOnBoard, shipHull, type Battle } from './battle';
import { checkTerrain } from './terrain';

export const roundFileSchema = z.object({
  battle: battleSchema,
  orders: z.record(z.string(), z.string()).default({}),
  firstSideId: z.string().nullable().default(null),
  seed: z.string().min(1).default('warpdesk'),
});
export type RoundFile = z.infer<typeof roundFileSchema>;

/** Reads a round file; every problem names where it is (`battle.ships.2.card.cf`). */
export function readRoundFile(text: string): { ok: true; value: RoundFile } | { ok: false; problems: Problem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [describeJsonError(text, error)] };
  }
  const parsed = roundFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => ({ where: formatPath(issue.path) || '(top)', message: issue.message })) };
  const problems = checkBattle(parsed.data.battle);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

/** Consistency a schema cannot see: unique ids, known sides, ships on the board and apart, terrain. */
export function checkBattle(battle: Battle): Problem[] {
  const problems: Problem[] = [];
  const sideIds = new Set(battle.sides.map((s) => s.id));
  if (sideIds.size !== battle.sides.length) problems.push({ where: 'battle.sides', message: 'two sides share an id' });
  const ids = new Set<string>();
  const taken = new Map<string, string>();
  battle.ships.forEach((ship, index) => {
    const where = `battle.ships.${index}`;
    if (ids.has(ship.id)) problems.push({ where, message: `ship id ${ship.id} is used twice` });
    ids.add(ship.id);
    if (!sideIds.has(ship.sideId)) problems.push({ where, message: `ship ${ship.id} belongs to unknown side "${ship.sideId}"` });
    if (ship.destroyed) return;
    for (const h of shipHull(ship)) {
      if (!isOnBoard(battle, h)) problems.push({ where, message: `ship ${ship.id} lies off the ${battle.cols} × ${battle.rows} board` });
      const key = `${h.q},${h.r}`;
      const other = taken.get(key);
      if (other) problems.push({ where, message: `ship ${ship.id} shares a hex with ${other}` });
      taken.set(key, ship.id);
    }
  });
  for (const p of checkTerrain(battle.terrain, (h) => isOnBoard(battle, h))) problems.push({ where: `battle.${p.where}`, message: p.message });
  return problems;
}

/** Forced dice from text: d12 faces separated by spaces, commas or new lines. */
export function readDiceList(text: string): { ok: true; dice: number[] } | { ok: false; message: string } {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  const dice: number[] = [];
  for (const [index, word] of words.entries()) {
    const n = Number(word);
    if (!Number.isInteger(n) || n < 1 || n > 12) return { ok: false, message: `die ${index + 1} ("${word}") is not a face of a d12 (1–12)` };
    dice.push(n);
  }
  return { ok: true, dice };
}
