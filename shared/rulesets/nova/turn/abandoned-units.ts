/**
 * NOVA: 4.7 CAPTURED SYSTEMS — "If all armies are removed the planet is abandoned and control
 * returns to the original colonizer as of the instant of abandonment. All ICs, PCBs, TFCs & SGs
 * are captured by the invader". What was captured with the system (captured-units.ts: unfinished
 * ships, ICs, PCBs, TFCs and SG ends not aboard a ship) goes back with its control: the instant a
 * captured system is abandoned (captured-abandoned.ts), every such unit of the holder there that is
 * not aboard one of its ships passes to the original colonizer — as capture took them, so the
 * holder's own units left there go too (load them first to keep them). An SG end captured from the
 * colonizer is its own again (`capturedFrom` and `capturedTurn` cleared): it is no longer a captured
 * end (gate-capture.ts). An unfinished ship returns to the empire that laid it down, which may
 * finish it again (construction-build.ts). Changes `world` in place.
 */
import { CAPTURED_WITH_SYSTEM } from './captured-units';
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit } from './fleet';
import type { TurnStep, TurnWorld } from './types';

/** Hands the abandoned system's captured units from `holder` back to `colonizer`; one transfer event for each. */
export function returnAbandonedUnits(world: TurnWorld, systemId: string, holder: string, colonizer: string, step: TurnStep): TurnEvent[] {
  const back = world.units.filter((u) => u.empireId === holder && u.systemId === systemId && !asTurnUnit(u).carriedBy && CAPTURED_WITH_SYSTEM.includes(u.kind));
  if (back.length === 0) return [];
  for (const unit of back) {
    unit.empireId = colonizer;
    const record = unit as typeof unit & { capturedFrom?: unknown; capturedTurn?: unknown };
    if (record.capturedFrom === colonizer) {
      delete record.capturedFrom;
      delete record.capturedTurn;
    }
  }
  const unitIds = back.map((u) => u.id);
  const reason = 'returned with the abandoned system: control returns to the original colonizer (NOVA 4.7)';
  return [
    { ...ownEvent(step, holder, systemId, { kind: 'transfer', unitIds, to: colonizer, ok: true, reason }), aliases: aliasesFor(world.empires, [holder], [colonizer]) },
    { ...ownEvent(step, colonizer, systemId, { kind: 'transfer', unitIds, to: colonizer, ok: true, reason, from: holder }), aliases: aliasesFor(world.empires, [colonizer], [holder]) },
  ];
}
