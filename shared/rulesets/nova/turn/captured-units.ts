/**
 * NOVA: CONSTRUCTION RESTRICTIONS (4.2) "If the system is captured, so is the incomplete ship.
 * Partial ships can't be finished by alien empires, but may be destroyed or salvaged as per
 * normal"; CAPTURED SYSTEMS (4.7) "All ICs, PCBs, TFCs & SGs are captured by the invader and may
 * be used". Checked after every step (run-turn.ts), as the treasury is: when a system passes from
 * one empire to another, the loser's unfinished ships and its ICs, PCBs, TFCs and SG ends there
 * that are not aboard a ship pass to the new holder. An unfinished ship keeps `builtBy` (the
 * empire that laid it down), so its captor may salvage it but never finish it
 * (construction-build.ts). Established installations are counted on the system and change hands
 * with it already.
 */
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import type { TurnStep, TurnWorld } from './types';

/** Unit kinds captured with the system they stand in (NOVA: 4.2, 4.7); `hull` is an unfinished ship. */
export const CAPTURED_WITH_SYSTEM: readonly string[] = ['hull', 'IC', 'PCB', 'TFC', 'SG'];

/** Each system's holder before a step: system id → empire id (systems without one are left out). */
export function systemHolders(world: TurnWorld): Map<string, string> {
  const held = new Map<string, string>();
  for (const s of world.systems) if (s.ownerId) held.set(s.id, s.ownerId);
  return held;
}

/** After a step: the units of each system that changed holder pass to the new one. Changes `world` in place. */
export function unitsCapturedAfterStep(world: TurnWorld, before: ReadonlyMap<string, string>, step: TurnStep): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const system of world.systems) {
    const from = before.get(system.id);
    const to = system.ownerId;
    if (!from || !to || from === to) continue;
    const taken = world.units.filter((u) => u.empireId === from && u.systemId === system.id && !u.carriedBy && CAPTURED_WITH_SYSTEM.includes(u.kind));
    if (taken.length === 0) continue;
    for (const unit of taken) unit.empireId = to;
    const unitIds = taken.map((u) => u.id);
    const reason = `captured with the system${taken.some((u) => u.kind === 'hull') ? '; an unfinished ship may not be finished by its captor, only salvaged' : ''} (NOVA 4.2, 4.7)`;
    events.push({ ...ownEvent(step, from, system.id, { kind: 'transfer', unitIds, to, ok: true, reason }), aliases: aliasesFor(world.empires, [from], [to]) });
    events.push({ ...ownEvent(step, to, system.id, { kind: 'transfer', unitIds, to, ok: true, reason, from }), aliases: aliasesFor(world.empires, [to], [from]) });
  }
  return events;
}
