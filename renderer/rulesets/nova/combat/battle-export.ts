/**
 * A stored battle as files the CLI replays exactly: the battle file with its seed and every decision
 * made (docs/nova-battle-format.md), and, when dice were typed in, a dice file naming each forced die
 * by its purpose (`{"byPurpose": {…}}`). Forced dice do not advance the seeded stream, so
 * `warpdesk combat resolve BATTLE.json --dice DICE.json` rolls the same dice and gives the same log.
 */
import type { Replay } from '../../../../shared/rulesets/nova/combat/battle-record';

export function battleExport(stored: { battle: unknown; seed: string }, replay: Replay): { battle: string; dice: string | null } {
  const file = { ...(stored.battle as Record<string, unknown>), seed: stored.seed, decisions: replay.decisions };
  const forced = replay.dice.filter((d) => d.forced);
  const dice = forced.length > 0 ? { byPurpose: Object.fromEntries(forced.map((d) => [d.purpose, d.result])) } : null;
  return { battle: `${JSON.stringify(file, null, 2)}\n`, dice: dice ? `${JSON.stringify(dice, null, 2)}\n` : null };
}
