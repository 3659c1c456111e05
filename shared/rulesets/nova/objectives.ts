/**
 * NOVA: GAME OBJECTIVES (8.1): "The GM will inform the players of the victory conditions that will
 * be used in advance." The book lists four methods and leaves the choice, and the levels, to the GM:
 * a game setting (group "NOVA: game objectives", `game.settings.objectives`), default none.
 *
 * - population: outpost 1 VP, settlement 3, World 5 (a Home Star is a World); captured systems are
 *   valueless; the first empire to reach the level wins.
 * - production: an empire's production, captured systems included, at the systems' unmodified
 *   production (NOVA: 4.4); a win when it exceeds the level.
 * - time: the game ends on a set turn; the winner has the most production (or VPs) then.
 * - territory: "Each turn each player acquires points according to the number of systems they
 *   control. Points are accrued at a rate of 1 per controlled system per turn. Points are never
 *   lost." The engine adds them at the end of every turn (turn/territory-points.ts) to the
 *   empire's `nova.territoryPoints`; the standings rank by those accrued points, and with a level
 *   the first to reach it wins.
 *
 * NOVA: 8.2 PLAYER ELIMINATION: an eliminated empire (`nova.eliminatedTurn`) is out of the game:
 * it is listed last, marked with its turn, and cannot win.
 */
import { z } from 'zod';
import { production } from './economy';
import type { NovaSystem } from './records';
import { territoryPointsOf } from './turn/territory-points';

export const objectivesSettingsSchema = z.looseObject({
  method: z
    .enum(['none', 'population', 'production', 'time', 'territory'])
    .default('none')
    .meta({
      title: 'Victory condition (8.1)',
      description: 'The book leaves the victory conditions to the GM. none: no victory condition tracked. population: outposts 1 VP, settlements 3, Worlds 5, captured systems nothing; the first to reach the level wins. production: a win when an empire\'s production (captured systems included) exceeds the level. time: the game ends on the end turn; the most production (or VPs) wins. territory: 1 point a turn per controlled system.',
    }),
  level: z
    .int()
    .min(0)
    .default(0)
    .meta({ title: 'Victory level', description: 'VPs (population), MCr of production (production) or points (territory) that win; 0: no level, standings only. Often kept hidden from the players.' }),
  endTurn: z
    .int()
    .min(0)
    .default(0)
    .meta({ title: 'Last turn (time limit)', description: 'time: the game ends after this turn; 0: not set.' }),
  announceLevel: z
    .boolean()
    .default(false)
    .meta({ title: 'Print the victory level in packets', description: 'The book suggests the level may be hidden. Off: a packet gives the empire its own figure only. On: it gives the level too.' }),
  timeScore: z
    .enum(['production', 'vp'])
    .default('production')
    .meta({ title: 'Time limit winner by', description: 'time: the winner at the end has the most production, or the most VPs.' }),
});
export type ObjectivesSettings = z.infer<typeof objectivesSettingsSchema>;

/** The objective settings of a game's settings (defaults where missing or unreadable). */
export function objectivesSettingsOf(settings: Record<string, unknown> | undefined): ObjectivesSettings {
  const parsed = objectivesSettingsSchema.safeParse(settings?.objectives ?? {});
  return parsed.success ? parsed.data : objectivesSettingsSchema.parse({});
}

const VP = { outpost: 1, settlement: 3, world: 5 } as const;

const isCaptured = (s: NovaSystem) => s.captured === true || typeof s.capturedFrom === 'string';

/** Population VPs of one system for its owner (NOVA: 8.1 A): 0 when captured or uncolonised. */
export function systemVp(system: NovaSystem): number {
  if (isCaptured(system)) return 0;
  if (system.homeStar) return VP.world;
  return system.status === 'none' ? 0 : VP[system.status];
}

export interface Standing {
  empireId: string;
  vp: number;
  /** MCr a turn, unmodified production of every system held, captured ones included. */
  production: number;
  /** Systems controlled (territory points a turn). */
  systems: number;
  /** Territory points accrued over the committed turns (NOVA: 8.1 D; never lost). */
  points: number;
  /** The turn the empire was eliminated on (NOVA: 8.2); null while it plays. */
  eliminatedTurn: number | null;
  /** The figure the method ranks by. */
  score: number;
}

export interface Standings {
  method: ObjectivesSettings['method'];
  rows: Standing[];
  /** The winner when the condition is met by one empire; null otherwise. */
  winnerId: string | null;
  /** The state in words, for the GM. */
  text: string;
}

/**
 * The standings of `empires` on `turn` (the turn being played or just committed), best first (ties by
 * empire order), and the winner when the game's condition is met.
 */
export function objectiveStandings(turn: number, empires: readonly { id: string; name: string; nova?: unknown }[], systems: readonly NovaSystem[], settings: ObjectivesSettings): Standings {
  const rows: Standing[] = empires.map((e) => {
    const held = systems.filter((s) => s.ownerId === e.id);
    const vp = held.reduce((sum, s) => sum + systemVp(s), 0);
    const mcr = held.reduce((sum, s) => sum + (production(s.type, s.homeStar ? 'world' : s.status) ?? 0), 0);
    const eliminated = (e.nova as { eliminatedTurn?: unknown } | undefined)?.eliminatedTurn;
    return { empireId: e.id, vp, production: mcr, systems: held.length, points: territoryPointsOf(e), eliminatedTurn: typeof eliminated === 'number' ? eliminated : null, score: 0 };
  });
  const by = settings.method === 'population' || (settings.method === 'time' && settings.timeScore === 'vp') ? 'vp' : settings.method === 'territory' ? 'points' : 'production';
  for (const r of rows) r.score = r[by];
  const order = new Map(empires.map((e, i) => [e.id, i]));
  // An eliminated empire is out of the game (NOVA: 8.2): listed last, never the winner.
  const out = (r: Standing) => (r.eliminatedTurn === null ? 0 : 1);
  rows.sort((a, b) => out(a) - out(b) || b.score - a.score || (order.get(a.empireId) ?? 0) - (order.get(b.empireId) ?? 0));
  const playing = rows.filter((r) => r.eliminatedTurn === null);
  const name = (id: string) => empires.find((e) => e.id === id)?.name ?? id;
  const best = playing[0];
  const tied = best !== undefined && playing.filter((r) => r.score === best.score).length > 1;
  const unit = by === 'vp' ? 'VP' : by === 'points' ? 'points' : 'MCr';
  let winnerId: string | null = null;
  let text: string;
  switch (settings.method) {
    case 'none':
      text = 'No victory condition is set (Settings, "NOVA: game objectives").';
      break;
    case 'population':
    case 'production':
    case 'territory': {
      const accrue = settings.method === 'territory' ? 'Each controlled system gives 1 point a turn, never lost; the points are added up at the end of every turn. ' : '';
      if (settings.level === 0) {
        text = `${accrue}No victory level set: standings by ${unit}.`;
        break;
      }
      // Population and territory: "reach" the level; production: "exceeds" it.
      const reached = playing.filter((r) => (settings.method === 'production' ? r.score > settings.level : r.score >= settings.level));
      if (reached.length === 1 && reached[0]) winnerId = reached[0].empireId;
      text = reached.length === 0 ? `${accrue}Nobody has ${settings.method === 'production' ? 'exceeded' : 'reached'} ${settings.level} ${unit} yet.` : reached.length === 1 ? `${name(reached[0]?.empireId ?? '')} wins with ${reached[0]?.score} ${unit} (level ${settings.level}).` : `${reached.map((r) => name(r.empireId)).join(', ')} have all passed ${settings.level} ${unit} this turn: the GM decides.`;
      break;
    }
    case 'time':
      if (settings.endTurn === 0) text = 'No last turn set.';
      else if (turn < settings.endTurn) text = `The game ends after turn ${settings.endTurn} (${settings.endTurn - turn} turn${settings.endTurn - turn === 1 ? '' : 's'} to go); the most ${unit} wins.`;
      else if (tied || !best) text = `Turn ${settings.endTurn} reached: a tie at ${best?.score ?? 0} ${unit}, the GM decides.`;
      else {
        winnerId = best.empireId;
        text = `Turn ${settings.endTurn} reached: ${name(best.empireId)} wins with ${best.score} ${unit}.`;
      }
      break;
  }
  return { method: settings.method, rows, winnerId, text };
}

/**
 * The packet's line on the objectives for one empire (NOVA: 8.1), or null when none is set. It
 * gives the empire's own figure only (never another empire's standing or name): the level when the
 * GM announces it, and whether the game is won (by this empire, or by "another empire").
 */
export function objectivePacketLine(standings: Standings, settings: ObjectivesSettings, empireId: string): string | null {
  if (standings.method === 'none') return null;
  const own = standings.rows.find((r) => r.empireId === empireId);
  const figure = standings.method === 'population' || (standings.method === 'time' && settings.timeScore === 'vp') ? `${own?.vp ?? 0} VP` : standings.method === 'territory' ? `${own?.points ?? 0} points (${own?.systems ?? 0} systems controlled: 1 point each a turn)` : `${own?.production ?? 0} MCr production`;
  const what = { population: 'Population', production: 'Production level', time: 'Time limit', territory: 'Territory' }[standings.method];
  const level = settings.announceLevel && settings.level > 0 && standings.method !== 'time' ? `; victory at ${settings.method === 'production' ? 'more than ' : ''}${settings.level}` : '';
  const ends = standings.method === 'time' && settings.endTurn > 0 ? `; the game ends after turn ${settings.endTurn}` : '';
  const won = standings.winnerId === null ? '' : standings.winnerId === empireId ? ' — you have won the game' : ' — another empire has met the victory condition';
  return `${what}: you have ${figure}${level}${ends}${won}`;
}
