/**
 * A battle's result applied to the world (NOVA: 6.2 G and I): units destroyed (with what
 * they carried), ships damaged, retreated or captured, the system's holder after a surface
 * battle; what each side is told: the battle with its result when units of that side survived
 * in the system, All Contact Lost (ACL) for ships nobody survived to report on (NOVA: 7.3,
 * 7.4), and Minor contact for the side that destroyed alien units and stayed (NOVA: 6.4).
 */
import type { Empire } from '../../../model/entities';
import { aliasesFor, contactWith, gainContact } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import type { TurnBattleResult } from './battle-result';
import { asTurnUnit } from './fleet';
import { retreatDestinationOf } from './retreat-destination';
import { retreatTieWarning } from './retreat-tie';
import { applySurfaceMoves } from './surface-moves';
import { markSurfaceCombatGoesOn } from './surface-goes-on';
import { handOverMissiles } from './missile-handover';
import type { BattleResult, QueuedBattle, TurnDecisions, TurnStep, TurnWarning, TurnWorld } from './types';

/** The event of a battle found and not yet resolved, for the GM and the sides present. */
export function pendingBattleEvents(world: TurnWorld, step: TurnStep, battle: QueuedBattle): TurnEvent[] {
  return battle.empireIds.map((empireId) => {
    const others = battle.empireIds.filter((e) => e !== empireId);
    return { ...ownEvent(step, empireId, battle.systemId, { kind: 'battle', battleId: battle.id, battleKind: battle.kind, otherEmpireIds: others, result: null }), aliases: aliasesFor(world.empires, [empireId], others) };
  });
}

/**
 * Applies `result` to the world in place; returns the events of every side. Retreating ships
 * get their destination from `start` (the world at the turn's start, NOVA: 6.11) and the GM's
 * retreat rulings in `decisions`; a destination still tied after production adds a RETREAT-TIE
 * warning to `warnings`.
 */
export function applyBattleResult(world: TurnWorld, step: TurnStep, battle: QueuedBattle, result: TurnBattleResult, start: TurnWorld = world, decisions: TurnDecisions = {}, warnings: TurnWarning[] = []): TurnEvent[] {
  const events: TurnEvent[] = [];
  const inBattle = new Set(battle.unitIds);
  const before = new Map(world.units.filter((u) => inBattle.has(u.id)).map((u) => [u.id, { ...u }]));
  const destroyed = new Set(result.destroyed);
  if (destroyed.size > 0) {
    // Cargo goes down with its ship.
    for (const u of world.units) if (asTurnUnit(u).carriedBy && destroyed.has(asTurnUnit(u).carriedBy as string)) destroyed.add(u.id);
    world.units = world.units.filter((u) => !destroyed.has(u.id));
  }
  const states: Record<string, unknown> = result.damageStates ?? {};
  for (const d of result.damaged) {
    const unit = world.units.find((u) => u.id === d.unitId);
    if (!unit) continue;
    asTurnUnit(unit).damageText = d.damage;
    if (states[d.unitId] !== undefined) asTurnUnit(unit).damage = states[d.unitId];
  }
  const tiesSaid = new Set<string>();
  for (const id of result.retreated) {
    const unit = world.units.find((u) => u.id === id);
    if (unit) {
      const choice = retreatDestinationOf(world, start, decisions, id);
      asTurnUnit(unit).retreat = { systemId: choice.systemId, since: world.turn };
      // NOVA: 6.11: a tie after production is the GM's, as for retreats under the contact table (retreat-tie.ts); said once per empire.
      const tie = tiesSaid.has(unit.empireId) ? null : retreatTieWarning(world, step, unit.empireId, battle.systemId, choice, 'ships retreating out of the battle');
      if (tie) {
        tiesSaid.add(unit.empireId);
        warnings.push(tie);
      }
      const orders = asTurnUnit(unit).turnOrders;
      if (orders) orders.aborted = true;
    }
  }
  for (const c of result.captured ?? []) {
    const unit = world.units.find((u) => u.id === c.unitId);
    if (!unit) continue;
    handOverMissiles(unit, world); // NOVA: MISSILE LAUNCHERS: a captured ship keeps its builder's missile designs.
    unit.empireId = c.empireId;
  }
  const system = world.systems.find((s) => s.id === battle.systemId);
  if (system && result.installationsLost) {
    // Installed SDUs and militia have no unit records: they are counted on the system.
    const installations = { ...system.installations };
    for (const [abbr, n] of Object.entries(result.installationsLost)) if (installations[abbr] !== undefined) installations[abbr] = Math.max(0, (installations[abbr] ?? 0) - n);
    system.installations = installations;
  }
  // NOVA: 4.5 (b) surface combat going on past round 3 suppresses the system next turn, and nothing may be established there this turn (L4004).
  if (system && battle.kind === 'surface' && result.undecided) {
    system.suppressed = world.turn;
    markSurfaceCombatGoesOn(system, world.turn);
  }
  if (system && battle.kind === 'surface') applySurfaceMoves(world, system, result);
  if (system && result.holder !== undefined && result.holder !== null && result.holder !== system.ownerId) {
    system.capturedFrom = system.ownerId;
    system.ownerId = result.holder;
  }

  const retreated = new Set(result.retreated);
  const survivorsOf = (empireId: string) => world.units.some((u) => u.empireId === empireId && u.systemId === battle.systemId && !retreated.has(u.id));
  const lostOf = (empireId: string) => [...before.values()].filter((u) => u.empireId === empireId && destroyed.has(u.id));

  for (const empireId of battle.empireIds) {
    const others = battle.empireIds.filter((e) => e !== empireId);
    const reportsHome = result.reportsHome?.[empireId];
    if (survivorsOf(empireId) || reportsHome === true || result.retreated.some((id) => before.get(id)?.empireId === empireId)) {
      events.push({ ...ownEvent(step, empireId, battle.systemId, { kind: 'battle', battleId: battle.id, battleKind: battle.kind, otherEmpireIds: others, result: ownView(result, empireId, before) }), aliases: aliasesFor(world.empires, [empireId], others) });
    } else {
      // Nobody of this side survived to report (NOVA: 7.3 ACL).
      const lost = lostOf(empireId).filter((u) => u.kind === 'ship');
      // NOVA: DISTORTION GENERATOR "No notification is given when interdicted ships are destroyed and an All Contact Lost result occurs. The ACL is attributed to the destination system": the jump into it.
      const interdicted = lost.map((u) => asTurnUnit(u).interdictedOn).find((x) => x !== undefined);
      const jumped = lost.map((u) => asTurnUnit(u).arrival).find((a) => a?.turn === world.turn);
      const arrival = interdicted ?? (jumped ? { fromSystemId: jumped.fromSystemId, letter: jumped.fromLetter } : null);
      if (lost.length > 0) events.push(ownEvent(step, empireId, arrival ? arrival.fromSystemId : battle.systemId, { kind: 'contact-lost', unitIds: lost.map((u) => u.id), fromSystemId: arrival?.fromSystemId ?? battle.systemId, letter: arrival?.letter ?? null }));
    }
  }

  // NOVA: 6.4 Minor contact: the side that destroyed alien units and stays examines the wreckage.
  const rounds = result.rounds ?? 1;
  for (const examiner of battle.empireIds) {
    if (!survivorsOf(examiner)) continue;
    for (const other of battle.empireIds) {
      if (other === examiner) continue;
      const examined = lostOf(other).length > 0 || (battle.kind === 'surface' && rounds > 1);
      if (!examined) continue;
      const viewer = world.empires.find((e) => e.id === examiner);
      const owner = world.empires.find((e) => e.id === other);
      if (!viewer || !owner) continue;
      const had = contactWith(viewer, other);
      // NOVA: 6.4 NORMAL CONTACT "Players with Normal Contact are identified as such in instances where Minor Contact would normally result": the examiner is told whose wreckage it was, by its letter.
      if (had && had.level !== 'minor') {
        if (lostOf(other).length > 0) events.push({ ...ownEvent(step, examiner, battle.systemId, { kind: 'minor-contact', otherEmpireId: other, alias: had.alias, known: true }), aliases: { [examiner]: { [other]: had.alias } } });
        continue;
      }
      if (had) continue;
      const gained = gainContact(viewer, owner, 'minor', world.turn);
      world.empires = world.empires.map((e): Empire => (e.id === examiner ? gained.empire : e));
      events.push({ ...ownEvent(step, examiner, battle.systemId, { kind: 'minor-contact', otherEmpireId: other, alias: gained.contact.alias }), aliases: { [examiner]: { [other]: gained.contact.alias } } });
    }
  }
  return events;
}

/**
 * The result as one side may know it: its own losses and damage in full; of the aliens, the count
 * destroyed (ids kept off) and what this side observed of them (`seen`, NOVA: 7.3, 7.4) — never
 * another side's observations, the aliens' damage states or whether their reports got home.
 */
export function ownView(result: TurnBattleResult, empireId: string, before: Map<string, { empireId: string }>): BattleResult {
  const mine = (id: string) => before.get(id)?.empireId === empireId;
  const { observed, damageStates, reportsHome, ...rest } = result;
  const seen = (observed?.[empireId] ?? []).map((s) => ({ category: s.category, attributes: [...s.attributes], ...(s.fate === 'destroyed' ? { destroyed: true } : {}) }));
  const ownStates = Object.entries(damageStates ?? {}).filter(([id]) => mine(id));
  const view: TurnBattleResult = {
    ...rest,
    ...(seen.length > 0 ? { seen } : {}),
    ...(ownStates.length > 0 ? { damageStates: Object.fromEntries(ownStates) } : {}),
    ...(reportsHome && empireId in reportsHome ? { reportsHome: { [empireId]: reportsHome[empireId] as boolean } } : {}),
    destroyed: result.destroyed.filter(mine),
    damaged: result.damaged.filter((d) => mine(d.unitId)),
    retreated: result.retreated.filter(mine),
    captured: (result.captured ?? []).filter((c) => mine(c.unitId) || c.empireId === empireId),
    aliensDestroyed: result.destroyed.filter((id) => !mine(id) && before.has(id)).length,
  };
  return view;
}
