/**
 * A surface battle queued at step I (NOVA: 6.2 I; SURFACE COMBAT L3988–4010) → the surface
 * resolver's state, with the world's unit ids so the result names the units destroyed.
 *
 * Defender: the system's owner (else the first empire of the battle with units on the ground).
 * Its units: armies (AA, RA, MA units) and SDU units on the ground in the system, the system's
 * installed SDUs (`system.installations.SDU`, ids `<systemId>/SDU#n`) and the intrinsic militia
 * (NOVA: L2084: home star 10, world 3, settlement 2, outpost 1; ids `<systemId>/MA#n`; militia.ts),
 * unless the system was captured (none in captured systems), less those lost this turn in an
 * earlier battle on the planet.
 * Invader: the other empire (a battle of more than two empires takes the first other one and says
 * so). Its units: the armies of the battle (the assault armies step I lands this turn: they land
 * in round 1), armies and SDUs still aboard its ships in the system (`carriedBy`: they may land in
 * later rounds), and units that landed on an earlier turn (`landedTurn` before this turn: an
 * invasion going on, so not its first turn). OS: every OS unit on the invader's ships in the
 * system (design lines `n OS level`), ids `<shipId>/OS#k`.
 */
import type { Unit } from '../../../model/entities';
import { seedRng } from '../../../rng';
import { novaDesignSchema } from '../design-model';
import { CombatDice, type DieEvent } from '../combat/dice';
import { resolveSurfaceTurn, type GroundUnit, type SurfaceEvent, type SurfaceRoundDecision, type SurfaceState } from '../combat/surface';
import type { GroundUnitType } from '../combat/tables';
import { standingMilitia } from './militia';
import type { QueuedBattle, TurnWorld } from './types';

const GROUND_TYPES: readonly GroundUnitType[] = ['SDU', 'RA', 'AA', 'MA'];

export interface SurfaceBattleInput {
  id: string;
  name: string;
  systemId: string;
  defenderEmpireId: string;
  invaderEmpireId: string;
  /** Ground units with their ids (world unit ids, or `<systemId>/SDU#n`, `<systemId>/MA#n`). */
  units: { id: string; type: GroundUnitType; side: 'defender' | 'invader'; landed: boolean }[];
  os: { id: string; level: number }[];
  /** First turn of the invasion (round 1 lands AAs only). */
  firstTurn: boolean;
  notes: string[];
  /** The turn's battle id (`s.<turn>.<systemId>`); absent for a surface battle set up by hand. */
  turnBattleId?: string;
}

/** The surface state of this input; `invaderEmpireId` rides along so the result can name the new holder. */
export type TurnSurfaceState = SurfaceState & { invaderEmpireId: string; defenderEmpireId: string };

function carrier(u: Unit): string | undefined {
  const c = u.carriedBy;
  return typeof c === 'string' ? c : undefined;
}

export function surfaceBattleInput(queued: QueuedBattle, world: TurnWorld): SurfaceBattleInput {
  const notes: string[] = [];
  const system = world.systems.find((s) => s.id === queued.systemId);
  const inSystem = world.units.filter((u) => u.systemId === queued.systemId && queued.empireIds.includes(u.empireId));
  const typeOf = (u: Unit): GroundUnitType | null => {
    const k = u.kind.toUpperCase();
    return (GROUND_TYPES as readonly string[]).includes(k) ? (k as GroundUnitType) : null;
  };
  const onGround = (empireId: string) => inSystem.filter((u) => u.empireId === empireId && carrier(u) === undefined && typeOf(u) !== null);
  const defenderEmpireId = system?.ownerId && queued.empireIds.includes(system.ownerId) ? system.ownerId : (queued.empireIds.find((id) => onGround(id).length > 0) ?? queued.empireIds[0] ?? '');
  const others = queued.empireIds.filter((id) => id !== defenderEmpireId);
  const invaderEmpireId = others[0] ?? '';
  if (others.length > 1) notes.push(`more than two empires in the battle: ${others.slice(1).join(', ')} left out (resolve their invasions separately)`);
  const units: SurfaceBattleInput['units'] = [];
  for (const u of onGround(defenderEmpireId)) units.push({ id: u.id, type: typeOf(u) as GroundUnitType, side: 'defender', landed: true });
  const installed = system && system.ownerId === defenderEmpireId ? (system.installations.SDU ?? 0) : 0;
  for (let i = 1; i <= installed; i++) units.push({ id: `${queued.systemId}/SDU#${i}`, type: 'SDU', side: 'defender', landed: true });
  const ma = system && system.ownerId === defenderEmpireId ? standingMilitia(world, system) : 0;
  for (let i = 1; i <= ma; i++) units.push({ id: `${queued.systemId}/MA#${i}`, type: 'MA', side: 'defender', landed: true });
  if (ma > 0) notes.push(`${ma} intrinsic militia army${ma > 1 ? ' units' : ''} (${system?.homeStar ? 'home star' : system?.status})`);
  const invaderShips = inSystem.filter((u) => u.empireId === invaderEmpireId && u.kind === 'ship');
  const invaderUnits = inSystem.filter((u) => u.empireId === invaderEmpireId && typeOf(u) !== null && typeOf(u) !== 'MA');
  let landedAlready = false;
  for (const u of invaderUnits) {
    const by = carrier(u);
    const landedTurn = u.landedTurn;
    // On the ground since an earlier turn (or with no landing turn recorded): the invasion goes on.
    const earlier = by === undefined && (typeof landedTurn !== 'number' || landedTurn < world.turn);
    if (by !== undefined && !invaderShips.some((s) => s.id === by)) continue;
    // On the ground and not in this battle: not part of this invasion.
    if (by === undefined && !earlier && !queued.unitIds.includes(u.id)) continue;
    if (earlier) landedAlready = true;
    units.push({ id: u.id, type: typeOf(u) as GroundUnitType, side: 'invader', landed: earlier });
  }
  const os: SurfaceBattleInput['os'] = [];
  for (const ship of invaderShips) {
    const design = world.designs.find((d) => d.id === ship.designId);
    const nova = novaDesignSchema.safeParse(design?.nova ?? {});
    if (!nova.success) continue;
    let k = 0;
    for (const line of nova.data.components) if (line.code === 'OS') for (let n = 0; n < line.count; n++) os.push({ id: `${ship.id}/OS#${++k}`, level: line.level });
  }
  if (landedAlready) notes.push('invading units are already on the ground: the invasion goes on from an earlier turn');
  return { id: queued.id, name: `Turn ${world.turn}: surface of ${system?.name ?? queued.systemId}`, systemId: queued.systemId, defenderEmpireId, invaderEmpireId, units, os, firstTurn: !landedAlready, notes, turnBattleId: queued.id };
}

/** The surface resolver's state for an input (round 0, nothing fought yet). */
export function startSurfaceBattle(input: SurfaceBattleInput): TurnSurfaceState {
  const units: GroundUnit[] = input.units.map((u) => ({ id: u.id, type: u.type, side: u.side, landed: u.landed, alive: true }));
  return {
    id: input.id,
    round: 0,
    units,
    os: input.os.map((o) => ({ ...o })),
    invaderSurvivedARound: !input.firstTurn && units.some((u) => u.side === 'invader' && u.landed),
    firstTurn: input.firstTurn,
    outcome: null,
    invaderEmpireId: input.invaderEmpireId,
    defenderEmpireId: input.defenderEmpireId,
  };
}

/** This turn's rounds (up to three) with the default line-up and the seed, every die logged. */
export function resolveSurfaceBattle(input: SurfaceBattleInput, seed: string, decisions: readonly (SurfaceRoundDecision | undefined)[] = []): { ok: true; state: TurnSurfaceState; log: SurfaceEvent[]; dice: DieEvent[]; decisions: SurfaceRoundDecision[] } | { ok: false; reason: string } {
  const dice = new CombatDice(seedRng(seed));
  const r = resolveSurfaceTurn(startSurfaceBattle(input), decisions, dice, { tactics: 'default' });
  if (!r.ok) return { ok: false, reason: r.reason };
  return { ok: true, state: r.state as TurnSurfaceState, log: r.log, dice: dice.log, decisions: r.decisions };
}
