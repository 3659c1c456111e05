/**
 * The GM's rulings on positions and treasuries (NOVA: 10.6 "the GM is the final arbiter"),
 * applied after the step they name and logged as ruling events; the run goes on from them.
 */
import { gmEvent, ownEvent, type TurnEvent } from './events';
import type { TurnDecisions, TurnStep, TurnWorld } from './types';

export function applyRulings(world: TurnWorld, decisions: TurnDecisions, step: TurnStep): { world: TurnWorld; events: TurnEvent[] } {
  const events: TurnEvent[] = [];
  let units = world.units;
  let empires = world.empires;
  for (const [unitId, ruling] of Object.entries(decisions.positions ?? {})) {
    if (ruling.value.afterStep !== step) continue;
    const unit = units.find((u) => u.id === unitId);
    if (!unit) {
      events.push(gmEvent(step, null, { kind: 'ruling', what: `position of unit ${unitId}`, value: 'not applied: no such unit', note: ruling.note }));
      continue;
    }
    units = units.map((u) => (u.id === unitId || u.carriedBy === unitId ? { ...u, systemId: ruling.value.systemId } : u));
    events.push(gmEvent(step, ruling.value.systemId, { kind: 'ruling', what: `position of ${unit.name || unitId}`, value: ruling.value.systemId, note: ruling.note }));
  }
  for (const [empireId, ruling] of Object.entries(decisions.treasuries ?? {})) {
    if (ruling.value.afterStep !== step) continue;
    if (!empires.some((e) => e.id === empireId)) continue;
    empires = empires.map((e) => (e.id === empireId ? { ...e, treasury: ruling.value.mcr } : e));
    events.push(ownEvent(step, empireId, null, { kind: 'ruling', what: 'treasury', value: `${ruling.value.mcr} MCr`, note: ruling.note }));
  }
  return { world: events.length > 0 ? { ...world, units, empires } : world, events };
}
