/**
 * Clocks at the ends of player turns and game turns: victory conditions held at the start and
 * the end of a player turn (DN §13.0, A19), the Vilani replacement queue (DN §10.0), the Hierate
 * expansion drive (DN §8.0, A26), the Kingdom's turn-8 truce, the Vilani governor's term and early
 * truce (DN §10.0), and the truce results (conditions 4 and 5, A42).
 */
import type { GameOver, Side } from '../model';
import { SIDES, otherSide } from '../model';
import { controlsCapital, ownsBox } from '../state/ownership';
import { nebulaBoxes, sheetOf } from '../state/queries';
import { emit, type Ctx } from './context';

export interface Holdings {
  capital: boolean;
  allNebula: boolean;
  outside: boolean;
}

/** What a side holds now, for the victory streaks. */
export function holdings(ctx: Ctx, side: Side): Holdings {
  const world = ctx.world;
  const dn = nebulaBoxes(world);
  let outside = false;
  if (world.sides[side].variant === 'vilani')
    for (const s of world.map.systems) for (const b of s.boxes) if (b.type === 1 && !b.imperial && !world.boxes[b.id]?.opm && ownsBox(world, side, b.id)) outside = true;
  return { capital: controlsCapital(world, side, otherSide(side)), allNebula: dn.length > 0 && dn.every((b) => ownsBox(world, side, b.id)), outside };
}

/** Start of a player turn: what each side holds now (the "held at start" half of the test). */
export function snapshotHoldings(ctx: Ctx): void {
  for (const side of SIDES) ctx.world.clocks.heldAtStart[side] = holdings(ctx, side);
}

/** End of a player turn: streaks, and decisive or strategic victory. */
export function endPlayerTurnClocks(ctx: Ctx, player: Side): void {
  const world = ctx.world;
  const c = world.clocks;
  const results: GameOver['results'][number][] = [];
  for (const side of SIDES) {
    if (!world.settings.streaksAcrossBothTurns && side !== player) continue;
    const now = holdings(ctx, side);
    const start = c.heldAtStart[side];
    c.capital[side] = start.capital && now.capital ? c.capital[side] + 1 : 0;
    c.allNebula[side] = start.allNebula && now.allNebula ? c.allNebula[side] + 1 : 0;
    if (world.sides[side].variant === 'vilani') c.vilaniOutside = start.outside && now.outside ? c.vilaniOutside + 1 : 0;
    if (c.capital[side] >= 2) results.push({ condition: 1, side, outcome: 'decisive victory' });
    if (c.allNebula[side] >= 4) results.push({ condition: 2, side, outcome: 'strategic victory' });
  }
  emit(ctx, { kind: 'clocks', text: `Victory streaks: capital ${JSON.stringify(c.capital)}, all DN boxes ${JSON.stringify(c.allNebula)}, Vilani outside ${c.vilaniOutside}`, visibleTo: [], data: { capital: c.capital, allNebula: c.allNebula, vilaniOutside: c.vilaniOutside } });
  if (results.length > 0) finish(ctx, results.some((r) => r.condition === 1) ? 'enemy capital held for 2 player turns (DN §13.0 #1)' : 'all Dark Nebula boxes held for 4 player turns (DN §13.0 #2)', results);
}

/** Boxes a side controls outside the AH sheet (Hierate expansion, DN §8.0; allied ones per A26). */
export function boxesOutsideHome(ctx: Ctx, side: Side): number {
  const world = ctx.world;
  let n = 0;
  for (const s of world.map.systems) {
    if (sheetOf(world, s.id)?.role === 'aslan-home') continue;
    for (const b of s.boxes) {
      const st = world.boxes[b.id];
      if (st?.owner === side || (world.settings.hierateCountsAllies && st?.owner === 'independent' && st.alliedWith === side)) n++;
    }
  }
  return n;
}

/** End of a game turn: truce triggers; on truce, conditions 3–5. */
export function endGameTurnClocks(ctx: Ctx): void {
  const world = ctx.world;
  world.negotiated = [];
  const reasons: string[] = [];
  let imperial = false;
  for (const side of SIDES) {
    const v = world.sides[side].variant;
    if (v === 'hierate') {
      const count = boxesOutsideHome(ctx, side);
      world.clocks.hierateCounts[world.turn] = count;
      const before = world.clocks.hierateCounts[world.turn - 1];
      emit(ctx, { kind: 'hierate-count', side, text: `Hierate boxes outside the AH sheet at the end of turn ${world.turn}: ${count}${before !== undefined ? ` (was ${before})` : ''}`, visibleTo: [side], data: { count, before } });
      if (world.turn > 0 && before !== undefined && count < before + 1) reasons.push(`the Hierate failed to expand in turn ${world.turn} (DN §8.0)`);
    }
    if (v === 'kingdom' && world.turn >= 8) reasons.push('the Kingdom truces at the end of turn 8 (DN §8.0)');
    if (v === 'vilani') {
      if (world.turn >= world.clocks.vilaniTermEnd) reasons.push(`the governor's term ends with turn ${world.clocks.vilaniTermEnd}; the successor truces (DN §10.0)`);
      if (world.clocks.vilaniOutside >= 2) {
        imperial = true;
        reasons.push('the governor is promoted after holding a Type-1 box outside imperial territory for 2 player turns; the successor truces (DN §10.0)');
      }
    }
    if (v === 'solomani' && world.sides[side].truceDeclared) reasons.push('the Solomani declare a truce holding Osa, Simsek and Dim/Astek (DN §9.0)');
  }
  if (reasons.length === 0 || world.over) return;
  truceNow(ctx, reasons.join('; '), imperial);
}

/** A truce takes effect now: condition 3 if it came from the Vilani promotion, then conditions 4 and 5. */
export function truceNow(ctx: Ctx, reason: string, imperial = false): void {
  const world = ctx.world;
  const results: GameOver['results'][number][] = [];
  if (imperial) results.push({ condition: 3, side: SIDES.find((s) => world.sides[s].variant === 'vilani') ?? null, outcome: 'imperial (limited) victory' });
  const dn = nebulaBoxes(world);
  const held = Object.fromEntries(SIDES.map((s) => [s, dn.filter((b) => ownsBox(world, s, b.id)).length])) as Record<Side, number>;
  for (const side of SIDES) if (held[side] >= 3) results.push({ condition: 4, side, outcome: 'limited victory' });
  if (held.aslan <= 2 && held.human <= 2) results.push({ condition: 5, side: null, outcome: 'draw' });
  finish(ctx, `truce: ${reason}`, results);
}

function finish(ctx: Ctx, reason: string, results: GameOver['results'][number][]): void {
  const world = ctx.world;
  if (world.over) return;
  world.over = { turn: world.turn, reason, results };
  // The war is over: whom each side fought is no secret any more (the reason itself may name a variant).
  if (SIDES.some((s) => !world.sides[s].knowsEnemy)) {
    for (const s of SIDES) world.sides[s].knowsEnemy = true;
    emit(ctx, { kind: 'reveal', text: `The war is over; identities revealed: Aslan ${world.sides.aslan.variant}, human ${world.sides.human.variant}`, visibleTo: ['aslan', 'human'], data: { aslan: world.sides.aslan.variant, human: world.sides.human.variant } });
  }
  emit(ctx, { kind: 'game-over', text: `Game over, turn ${world.turn}: ${reason}. ${results.map((r) => `#${r.condition} ${r.side ?? 'both'}: ${r.outcome}`).join('; ') || 'no condition met'}`, visibleTo: ['aslan', 'human'], data: { reason, results } });
}

/** Solomani truce eligibility (DN §9.0): Osa, Simsek and Dim/Astek all controlled. */
export function solomaniMayTruce(ctx: Ctx, side: Side): boolean {
  const world = ctx.world;
  if (world.sides[side].variant !== 'solomani') return false;
  const names = ['osa', 'simsek', 'dim'];
  return names.every((n) => {
    const s = world.map.systems.find((x) => x.id === n || x.name.toLowerCase().split('/')[0]?.trim() === n);
    return !!s && s.boxes.length > 0 && s.boxes.every((b) => ownsBox(world, side, b.id));
  });
}
