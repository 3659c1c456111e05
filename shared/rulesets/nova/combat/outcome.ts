/** A battle's sides and outcome in words (NOVA: 7.1 the end of a battle). */
import type { Battle } from './battle';

export function sideName(battle: Battle, sideId: string): string {
  return battle.input.sides.find((s) => s.id === sideId)?.name || sideId;
}

/** The outcome in words, with the side's name where the engine names its id. */
export function outcomeText(battle: Battle): string {
  const o = battle.outcome;
  if (!o) return '';
  return o.kind === 'victory' ? `${sideName(battle, o.side)} holds the system` : o.text;
}
