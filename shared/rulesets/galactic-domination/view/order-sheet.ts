/**
 * The pre-filled order sheet (digest §5.3 [P]): header, the player's fleets with the segments their speed
 * allows (cells the chart forbids are greyed as "##"), builds waiting for placement, and the standing
 * instructions; rendered as the text the parser reads back.
 */
import { expectedSegments } from '../orders/check';
import { resourceChits } from '../rules/income';
import { mayMove } from '../rules/movement-chart';
import { orderableFleets } from '../world/planned';
import type { World } from '../world/world';
import { playerView } from './player-view';

export interface OrderSheet {
  readonly game: string;
  readonly turn: number;
  readonly turns: number;
  readonly empire: string;
  readonly seat: number;
  readonly stellars: number;
  readonly expectedIncome: number;
  readonly handCount: number;
  readonly vp: number;
  readonly segments: number;
  readonly fleets: readonly { readonly ref: string; readonly label: string; readonly hex: string; readonly speed: number; readonly allowed: readonly boolean[] }[];
  readonly waiting: readonly string[];
  readonly discoveryTurn: boolean;
}

export function orderSheet(world: World, playerId: string): OrderSheet {
  const view = playerView(world, playerId);
  const me = world.players.find((p) => p.id === playerId);
  const segments = expectedSegments(world);
  const mine = world.planets.filter((p) => p.ownerId === playerId);
  return {
    game: world.name,
    turn: world.turn,
    turns: world.rules.turns,
    empire: view.me.name,
    seat: view.me.seat + 1,
    stellars: view.me.stellars,
    expectedIncome: resourceChits(mine.map((p) => ({ id: p.id, name: p.name, kind: p.kind, resource: p.resource, nativeRace: p.nativeRace, blockaded: p.blockaded })), me?.raceCode ?? ''),
    handCount: view.me.hand.length,
    vp: view.me.vp,
    segments,
    fleets: orderableFleets(world, playerId).map((f) => ({
      ref: `F${f.number}`,
      label: f.planned ? `new fleet, appears in phase F at ${world.planets.find((p) => p.id === f.planetId)?.name ?? '?'}` : (view.fleets.find((v) => v.id === f.id)?.label ?? f.id),
      hex: world.hexes.find((h) => h.id === f.hexId)?.label ?? f.hexId,
      speed: f.speed,
      allowed: Array.from({ length: segments }, (_, i) => mayMove(f.speed, i + 1, segments)),
    })),
    waiting: view.builds.map((b) => `${b.id}: ${b.qty} ${b.code} at ${view.planets.find((p) => p.id === b.planetId)?.name ?? '?'}`),
    discoveryTurn: world.turn >= 4 && world.turn <= 6,
  };
}

/** The sheet as text (digest §5.3 layout); movement cells start as H (hold) or ## where the chart forbids a move. */
export function renderOrderSheet(s: OrderSheet): string {
  const out: string[] = [];
  out.push(`GALACTIC DOMINATION — ORDERS        Game ${s.game}  Turn ${s.turn}/${s.turns}   Empire ${s.empire}   Seat ${s.seat}`);
  out.push(`Stellars on hand: $${s.stellars}   Expected income: $${s.expectedIncome}   TCs in hand: ${s.handCount}   VP: ${s.vp}`);
  out.push('---------------------------------------------------------------------------------------');
  out.push('A. CARDS / TRADES (phases B,C,E)');
  out.push('# TRADEIN <tc> <tc>   PLAY <tc> [ON <target>] [AT <phase|SEGn>]   TRADE GIVE <x> TO <empire> GET <y>');
  out.push('B. PLACEMENT (phase F)');
  for (const w of s.waiting) out.push(`# ${w}`);
  out.push('C. FLEET ORGANISATION');
  out.push('# SPLIT <fleet> NEW <n> <units>   MERGE <fleet> INTO <fleet>   LOAD <n> MI FROM <planet> TO <unit>');
  out.push('D. MOVEMENT (phase G)');
  out.push(`FLEET  SPD  ${Array.from({ length: s.segments }, (_, i) => `SEG${i + 1}`).join('   ')}`);
  for (const f of s.fleets) out.push(`${f.ref.padEnd(6)} ${String(f.speed).padEnd(4)} ${f.allowed.map((a) => (a ? 'H' : '##').padEnd(6)).join(' ')}`.trimEnd() + `   # ${f.label} at ${f.hex}`);
  out.push('E. STANDING INSTRUCTIONS');
  out.push('# ONNEUTRAL * LEAVE   DEFEND * ORBITAL   ALLOC * LEVEL   INVADE * LAND ALL   OCCUPY * YES');
  if (s.discoveryTurn) out.push('# DISCOVER AT <hex>');
  out.push('F. PURCHASES (phase I)');
  out.push('# BUY TC   BUY RISK');
  out.push('G. CONSTRUCTION (phase J)');
  out.push('# BUILD <qty> <type> AT <planet> [FOR <carrier|NEW>]');
  return `${out.join('\n')}\n`;
}
