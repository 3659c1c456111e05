/**
 * NOVA: 4.7 CAPTURED SYSTEMS — "If all armies are removed the planet is abandoned and control
 * returns to the original colonizer as of the instant of abandonment." Checked after every step
 * of the turn (armies leave by loading at D, die in surface combat at I, are wiped at J): a
 * captured system (`capturedFrom`) whose holder has no army left on the planet goes back to the
 * empire it was captured from, with its installations and the ICs, PCBs, TFCs, SG ends and
 * unfinished ships standing there (abandoned-units.ts). One event for each of the two empires.
 */
import { returnAbandonedUnits } from './abandoned-units';
import { capturedFrom, garrison } from './captured';
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import type { TurnStep, TurnWorld } from './types';

export function abandonCaptured(world: TurnWorld, step: TurnStep): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const system of world.systems) {
    const from = capturedFrom(system);
    const holder = system.ownerId;
    if (from === null || holder === null || system.colonies === 0) continue;
    if (garrison(system, world.units) > 0) continue;
    system.ownerId = from;
    delete (system as { capturedFrom?: unknown }).capturedFrom;
    events.push({ ...ownEvent(step, holder, system.id, { kind: 'abandoned', fromEmpireId: holder, toEmpireId: from }), audience: [holder, from], aliases: aliasesFor(world.empires, [holder, from], [holder, from]) });
    events.push(...returnAbandonedUnits(world, system.id, holder, from, step));
  }
  return events;
}
