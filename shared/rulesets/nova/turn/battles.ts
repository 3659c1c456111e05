/**
 * Battles the turn queues (NOVA: 6.2 steps G and I) → the combat resolver's inputs, and a
 * resolved battle → the turn's `BattleResult`. Pure: the Combat screen and the turn runner's
 * auto-resolution both go through here, so a battle opened by hand and one resolved
 * automatically start from the same set-up.
 *
 * Space battles (step G): every ship of the queued empires in the system, built from its design
 * with `fromDesign`, with the damage it carries (`unit.damage`, same shape as the battle file's
 * `damage`). Set-up (NOVA: SET-UP, SCATTERS L3088):
 * - a ship that jumped in this turn (`unit.arrivedTurn === world.turn`, or `unit.jumped === true`)
 *   is incoming: it scatters from the warp point with its group (same origin and route:
 *   `unit.arrivedFrom`; without it, one group per empire, said in the notes);
 * - a ship already in the system sets up as NOVA: IN-SYSTEM SETUP says (in-system-setup.ts): at
 *   its ordered (D/n) (the movement row's `(4/3)`, stamped on `turnOrders.setup`); without one,
 *   armed ships (and unarmed ships kept there by an SS or their orders, or in a system their
 *   empire has not explored) at the centre of the warp point, other unarmed ships away from it
 *   (Settings "NOVA: space combat": hexes out in their side's direction: D1, D4, D2, …);
 * - a ship with Maintain Range (M, M+n) sets up n hexes from an alien chosen at random, towards
 *   the warp point, and keeps that range (maintain-range.ts).
 * Every ship carries the contact order it fights under (battle-contact.ts; `kDefault` is the turn
 * setting for K), which the default tactics follow (combat/contact-tactics.ts).
 * Every placement is said in `input.notes`.
 *
 * Surface battles (step I): see surface-battle.ts. Results: see battle-result.ts.
 */
import { z } from 'zod';
import type { Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import { seedRng } from '../../../rng';
import { novaDesignSchema } from '../design-model';
import { readBattleInput, startBattle, type Battle, type BattleInput, type BattleShipInput } from '../combat/battle';
import type { DieEvent } from '../combat/dice';
import type { BattleEvent } from '../combat/log';
import type { SurfaceEvent } from '../combat/surface';
import { resolveBattle } from '../combat/engine';
import { fromDesign } from '../combat/from-design';
import { critLineSchema } from '../combat/ship-spec';
import { awayFromWarpPointOf, battleSwitches, DEFAULT_COMBAT_SETTINGS, type CombatGameSettings, type CombatSettings } from '../combat/settings';
import type { SetupOrder } from '../orders/sheet';
import { equipmentOf, mayDo, ordersOf } from './fleet';
import { inSystemPlacement, readSetupOrder } from './in-system-setup';
import { maintainRangeOf, maintainSetup, pickMaintainTarget } from './maintain-range';
import { battleResultOf, type TurnBattleResult } from './battle-result';
import { battleContactOf } from './battle-contact';
import type { ContactLetter } from '../orders/order-letters';
import { carriedInHold, holdCargoLabels, withHoldCargo } from './battle-cargo';
import { missileDesignsOf, withheldNotes } from './missile-acquisition';
import { resolveSurfaceBattle, surfaceBattleInput, type SurfaceBattleInput, type TurnSurfaceState } from './surface-battle';
import type { QueuedBattle, TurnWorld } from './types';

export { battleResultOf, damageWording, type TurnBattleResult, type ShipDamageState } from './battle-result';
export { resolveSurfaceBattle, startSurfaceBattle, surfaceBattleInput, type SurfaceBattleInput, type TurnSurfaceState } from './surface-battle';

/** Damage a ship carries between battles (stored on the unit as `damage`); the battle file's `damage` shape. */
export const unitDamageSchema = z.looseObject({
  sd: z.int().min(0).default(0),
  armourLost: z.int().min(0).default(0),
  destroyed: z.array(z.string()).default([]),
  ieLost: z.int().min(0).default(0),
  jdLost: z.int().min(0).default(0),
});
export type UnitDamage = z.infer<typeof unitDamageSchema>;

/** The fields of a ship unit the battle reads (all optional; the movement step and orders set them). */
const shipFieldsSchema = z.looseObject({
  designId: z.string().optional(),
  carriedBy: z.string().optional(),
  arrivedTurn: z.int().optional(),
  jumped: z.boolean().optional(),
  arrivedFrom: z.string().optional(),
  setup: z.object({ direction: z.int().min(1).max(6), distance: z.int().min(0) }).optional(),
  damage: unitDamageSchema.optional(),
});

/** A design's official critical-hit chart, when the GM made one (`design.critChart`). */
const designChartSchema = z.array(critLineSchema);

/** Sides without a jump-in set up in these directions, in side order (opposite pairs first). */
const SIDE_DIRECTIONS = [1, 4, 2, 5, 3, 6] as const;

export interface SpaceSetup {
  input: BattleInput;
  /** What was assumed (defaults, units left out); also stored in `input.notes`. */
  notes: string[];
}

/** The empire explored the system or was given its exploration data (NOVA: EXPLORATION; map/knowledge.ts). */
function explored(world: TurnWorld, empireId: string, systemId: string): boolean {
  const known = world.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId) as { how?: string } | undefined;
  return known?.how === 'explored' || known?.how === 'received' || known?.how === 'observed';
}

function jumpedIn(unit: Unit, turn: number): boolean {
  const f = shipFieldsSchema.safeParse(unit);
  if (!f.success) return false;
  return f.data.arrivedTurn === turn || f.data.jumped === true;
}

/**
 * The battle file of a queued space battle. Ship ids are the units' ids, sides the empires' ids
 * (named by the empire's name). Units that are not ships, or whose design cannot be found, are
 * left out and named in the notes.
 */
export function spaceBattleSetup(queued: QueuedBattle, world: TurnWorld, gameSettings: CombatSettings | CombatGameSettings = DEFAULT_COMBAT_SETTINGS, kDefault: ContactLetter = 'R'): SpaceSetup {
  const settings = battleSwitches(gameSettings);
  const notes: string[] = [];
  const system = world.systems.find((s) => s.id === queued.systemId);
  // One pass over the world's units, not one search per unit of the battle; the battle's units by id.
  const wanted = new Set(queued.unitIds);
  const byId = new Map(world.units.filter((u) => wanted.has(u.id)).map((u) => [u.id, u]));
  const units = queued.unitIds.map((id) => byId.get(id)).filter((u): u is Unit => u !== undefined);
  for (const id of queued.unitIds) if (!units.some((u) => u.id === id)) notes.push(`unit ${id} is not in the game: left out`);
  const ships: BattleShipInput[] = [];
  const designOf = (id: string | undefined): NovaDesignRow | undefined => world.designs.find((d) => d.id === id);
  const markers = units.some((u) => jumpedIn(u, world.turn));
  const carriers = new Map<string, string>();
  for (const unit of units) {
    if (unit.kind !== 'ship') continue;
    if (!queued.empireIds.includes(unit.empireId)) continue;
    const fields = shipFieldsSchema.safeParse(unit);
    const f = fields.success ? fields.data : {};
    const design = designOf(f.designId);
    if (!design) {
      notes.push(`${unit.name || unit.id}: no design ${f.designId ?? '(none given)'}: left out`);
      continue;
    }
    const nova = novaDesignSchema.safeParse(design.nova ?? {});
    if (!nova.success) {
      notes.push(`${unit.name || unit.id}: design ${design.name} does not read: left out`);
      continue;
    }
    // NOVA: NEW MISSILE DESIGNS, MISSILE DESIGN ACQUISITION: only designs researched and received by this ship.
    const fireable = missileDesignsOf(unit, world);
    if (nova.data.components.some((c) => c.code === 'ML')) notes.push(...withheldNotes(unit.name || unit.id, fireable.withheld));
    const missiles = fireable.usable.map((d) => ({ id: d.id, name: d.name, nova: novaDesignSchema.parse(d.nova ?? {}) }));
    const chart = designChartSchema.safeParse(design.critChart);
    const made = fromDesign({ name: design.name, nova: nova.data }, missiles, chart.success ? chart.data : undefined);
    notes.push(...made.notes);
    // NOVA: CARGO HOLDS: a ship in another's cargo hold is cargo (it uses none of its systems); each hold says what it carries, for its criticals.
    if (f.carriedBy !== undefined && carriedInHold(unit, f.carriedBy, world)) {
      notes.push(`${unit.name || unit.id} is carried in a cargo hold: it takes no part and shares its hold's fate`);
      continue;
    }
    made.spec.components = withHoldCargo(made.spec.components, holdCargoLabels(unit, world));
    // NOVA: CONTACT ORDERS, HOSTILITIES: the order it fights under (battle-contact.ts), for the tactics.
    const ship: BattleShipInput = { id: unit.id, name: unit.name || unit.id, side: unit.empireId, spec: made.spec, contact: battleContactOf(unit, world, kDefault) };
    if (f.damage && (f.damage.sd > 0 || f.damage.armourLost > 0 || f.damage.destroyed.length > 0 || f.damage.ieLost > 0 || f.damage.jdLost > 0)) ship.damage = { ...f.damage };
    if (f.carriedBy !== undefined) carriers.set(ship.id, f.carriedBy);
    if (jumpedIn(unit, world.turn)) ship.placement = { incoming: f.arrivedFrom ?? `${unit.empireId} jump-in` };
    else if (f.setup) ship.placement = { setup: f.setup };
    ships.push(ship);
  }
  // Ships in a launch bay of a ship of the battle stay aboard (NOVA: LAUNCH BAYS L811); they are placed with it.
  for (const ship of ships) {
    const carrierId = carriers.get(ship.id);
    const carrier = ships.find((c) => c.id === carrierId);
    if (!carrier?.spec.components.some((c) => c.code === 'LB')) continue;
    ship.carriedBy = carrier.id;
    delete ship.placement;
  }
  if (!markers) notes.push('no ship of this battle is marked as having jumped in this turn: every ship sets up as already in the system');
  else if (ships.some((s) => s.placement && 'incoming' in s.placement && s.placement.incoming.endsWith(' jump-in'))) notes.push('ships that jumped in without a recorded origin scatter as one group per empire');

  // Say how each incoming group scatters (NOVA: SCATTERS: same origin and route, one group).
  const groups = new Map<string, string[]>();
  for (const ship of ships) if (ship.placement && 'incoming' in ship.placement) groups.set(ship.placement.incoming, [...(groups.get(ship.placement.incoming) ?? []), ship.name]);
  for (const [group, names] of groups) {
    const [from, letter] = group.split(':');
    const origin = world.systems.find((s) => s.id === from)?.name;
    const where = origin && letter ? `from ${origin} by warp point ${letter}` : group;
    notes.push(`${names.join(', ')} jumped in this turn (${where}): ${names.length > 1 ? 'they scatter as one group' : 'it scatters'} from the warp point`);
  }
  // Ships already in the system (NOVA: IN-SYSTEM SETUP, in-system-setup.ts), then Maintain Range (maintain-range.ts).
  const placed = new Map<string, SetupOrder>();
  const maintaining: { ship: BattleShipInput; range: number }[] = [];
  queued.empireIds.forEach((empireId, sideIndex) => {
    const sideDirection = SIDE_DIRECTIONS[sideIndex % SIDE_DIRECTIONS.length] as number;
    const said: string[] = [];
    for (const ship of ships) {
      if (ship.side !== empireId || ship.carriedBy !== undefined) continue;
      const unit = byId.get(ship.id) as Unit;
      if (ship.placement && 'incoming' in ship.placement) continue;
      const orders = ordersOf(unit, world.turn);
      const range = orders && mayDo(unit, world.turn, 'M') ? maintainRangeOf(orders.activity) : null;
      if (range !== null) {
        maintaining.push({ ship, range });
        continue;
      }
      const equipment = equipmentOf(unit, world.designs);
      const setup = readSetupOrder(orders?.setup) ?? readSetupOrder(shipFieldsSchema.safeParse(unit).data?.setup);
      const where = inSystemPlacement({
        armed: equipment.armed,
        sensorScreen: equipment.components.has('SS'),
        contact: orders?.contact ?? [],
        activity: (orders?.activity ?? []).map((a) => a.letter),
        setup,
        explored: explored(world, empireId, queued.systemId),
      });
      const at = where.kind === 'ordered' ? where.setup : where.kind === 'centre' ? { direction: 1, distance: 0 } : { direction: sideDirection, distance: awayFromWarpPointOf(gameSettings) };
      ship.placement = { setup: at };
      placed.set(ship.id, at);
      said.push(`${ship.name} ${at.distance === 0 ? 'at the centre' : `at (${at.direction}/${at.distance})`}: ${where.why}`);
    }
    if (said.length > 0) notes.push(`IN-SYSTEM SETUP, ${nameOf(world, empireId)}: ${said.join('; ')}`);
  });
  // NOVA: ACTIVITY ORDERS M: range 0 (or n) to an alien ship chosen at random, set up towards the warp point.
  for (const { ship, range } of maintaining) {
    const aliens = ships.filter((s) => s.side !== ship.side && s.carriedBy === undefined);
    const inSystem = aliens.filter((s) => placed.has(s.id));
    const target = pickMaintainTarget(inSystem.length > 0 ? inSystem : aliens, `${queued.id}/maintain/${ship.id}`);
    const own = SIDE_DIRECTIONS[Math.max(0, queued.empireIds.indexOf(ship.side)) % SIDE_DIRECTIONS.length] as number;
    const at = maintainSetup(target ? (placed.get(target.id) ?? { direction: 1, distance: 0 }) : { direction: 1, distance: 0 }, range, own);
    ship.placement = { setup: at };
    if (target) ship.maintain = { range, targetId: target.id };
    notes.push(`Maintain Range (M${range > 0 ? `+${range}` : ''}): ${ship.name} sets up at (${at.direction}/${at.distance}), ${range} ${range === 1 ? 'hex' : 'hexes'} from ${target ? target.name : 'the warp point'}${target && (inSystem.length > 1 || aliens.length > 1) ? ' (chosen at random)' : ''}, and keeps that range`);
  }
  const sides = queued.empireIds.map((id) => ({ id, name: nameOf(world, id) }));
  const sideless = queued.empireIds.filter((id) => !ships.some((s) => s.side === id));
  for (const id of sideless) notes.push(`${nameOf(world, id)} has no ship in this battle`);
  const input: BattleInput = {
    format: 'warpdesk-nova-battle',
    version: 1,
    id: queued.id,
    name: `Turn ${world.turn}: ${system?.name ?? queued.systemId}`,
    settings,
    warpPoint: { q: 0, r: 0 },
    sides,
    ships,
    turnBattleId: queued.id,
    notes,
  };
  return { input, notes };
}

/** The battle file of a queued space battle (see spaceBattleSetup for the set-up rules). */
export function spaceBattleInput(queued: QueuedBattle, world: TurnWorld, settings?: CombatSettings | CombatGameSettings, kDefault?: ContactLetter): BattleInput {
  return spaceBattleSetup(queued, world, settings, kDefault).input;
}

function nameOf(world: TurnWorld, empireId: string): string {
  return world.empires.find((e) => e.id === empireId)?.name ?? empireId;
}

/** A battle resolved without the GM: the turn's result and the battle as it ended, with its log and dice. */
export type AutoResolved =
  | { ok: true; result: TurnBattleResult; battle: { kind: 'space'; input: BattleInput; state: Battle; log: BattleEvent[]; dice: DieEvent[] } }
  | { ok: true; result: TurnBattleResult; battle: { kind: 'surface'; input: SurfaceBattleInput; state: TurnSurfaceState; log: SurfaceEvent[]; dice: DieEvent[] } }
  | { ok: false; reason: string };

/**
 * Resolves a queued battle with the default tactics from `seed`: a space battle to its end, or
 * this turn's (up to three) rounds of surface combat. Never throws: a battle that cannot be
 * fought (fewer than two sides with ships, a decision the tactics do not make) gives the reason.
 * Same world and seed → the same result, byte for byte.
 */
export function autoResolveBattle(queued: QueuedBattle, world: TurnWorld, seed: string, settings?: CombatSettings | CombatGameSettings, kDefault?: ContactLetter): AutoResolved {
  if (queued.kind === 'surface') {
    const input = surfaceBattleInput(queued, world);
    const r = resolveSurfaceBattle(input, seed);
    if (!r.ok) return { ok: false, reason: `${queued.id}: ${r.reason}` };
    return { ok: true, result: battleResultOf(r.state, queued, world), battle: { kind: 'surface', input, state: r.state, log: r.log, dice: r.dice } };
  }
  const setup = spaceBattleSetup(queued, world, settings, kDefault);
  const input = setup.input;
  const fighting = input.sides.filter((s) => input.ships.some((x) => x.side === s.id));
  if (fighting.length < 2) return { ok: false, reason: `${queued.id}: fewer than two sides have ships in the battle${setup.notes.length ? ` (${setup.notes.join('; ')})` : ''}` };
  const read = readBattleInput(input);
  if (!read.ok) return { ok: false, reason: `${queued.id}: ${read.reasons.join('; ')}` };
  const r = resolveBattle(startBattle(read.input), {}, seedRng(seed), { tactics: 'default' });
  if (!r.ok) return { ok: false, reason: `${queued.id}: ${r.reason}` };
  if (r.status.kind !== 'finished') return { ok: false, reason: `${queued.id}: the default tactics stopped at a decision they do not make (round ${r.battle.round})` };
  return { ok: true, result: battleResultOf(r.battle, queued, world, r.log), battle: { kind: 'space', input: read.input, state: r.battle, log: r.log, dice: r.dice } };
}
