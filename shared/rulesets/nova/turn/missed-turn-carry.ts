/**
 * NOVA: 6.3 MISSED TURNS, carried out while the turn runs: "When players fail to submit orders
 * certain assumptions are made while executing the turn. General, Conditional, and Special
 * orders from the previous turn will be carried over intact, as are individual activity and
 * contact orders. RDTs will be maintained if enough MCr exist. If not, projects will be reduced
 * to a Minimum of 1 RDT each starting with the least priority projects, until within the limits."
 *
 * An empire with no sheet for the turn gets the sheet orders/missed-turn.ts makes from its
 * sheet of the turn before (the same one the Orders screen's "Missed turn" button stores), read
 * as the engine reads any sheet. Without a sheet of the turn before nothing is carried (its
 * units keep their default orders). "Players who miss two or more turns in a row … will
 * probably have their positions declared vacant by the GM": the GM is warned (MISSED-TURNS).
 * An empire eliminated on an earlier turn (NOVA 8.2) is left alone: nothing carried, no warning.
 * Setting *Missed turns* (`missedTurns`): 'carry' (default) or 'defaults' (nothing carried).
 * Pure.
 */
import type { OrderSheet } from '../../../model/entities';
import { missedTurnSheet } from '../orders/missed-turn';
import { parseSectionLines } from '../orders/parse-sheet';
import { asOrderSheet, readStoredLines } from '../orders/stored';
import { eliminatedBefore } from './eliminated-orders';
import { turnSettingsOf } from './settings';
import type { EmpireOrders, TurnWarning, TurnWorld } from './types';

/** The engine's orders with each missing sheet replaced by last turn's carried over, and what the GM is told. */
export function carryMissedTurns(world: TurnWorld, sheets: readonly OrderSheet[], orders: readonly EmpireOrders[], settings: Record<string, unknown> = {}): { orders: EmpireOrders[]; warnings: TurnWarning[] } {
  const warnings: TurnWarning[] = [];
  const out = orders.map((o) => {
    if (!o.missing) return o;
    const empire = world.empires.find((e) => e.id === o.empireId);
    // NOVA: 8.2: an eliminated empire plays no more: nothing is carried over, and it has no turns to miss.
    if (empire && eliminatedBefore(empire, world.turn) !== null) return o;
    const name = empire?.name ?? o.empireId;
    const sheetOf = (turn: number) => {
      const record = sheets.find((s) => s.empireId === o.empireId && s.turn === turn);
      const sheet = record ? asOrderSheet(record) : null;
      return sheet && (sheet.lines.length > 0 || sheet.missedTurn) ? sheet : null;
    };
    const previous = world.turn > 1 ? sheetOf(world.turn - 1) : null;
    if (world.turn > 1 && !previous) {
      warnings.push({ step: 'A', code: 'MISSED-TURNS', message: `${name} has sent no orders for two turns or more: the GM may declare the position vacant, fill it from the standby list or run it as Neutral, and tell every empire in contact with it (NOVA 6.3)`, empireId: o.empireId });
    }
    if (!previous || turnSettingsOf(settings).missedTurns === 'defaults') return o;
    const carried = missedTurnSheet(
      readStoredLines(previous.lines),
      { empireId: o.empireId, systems: world.systems, warpLines: world.warpLines, units: world.units.filter((u) => u.empireId === o.empireId), designs: world.designs, knowledge: world.knowledge, empires: world.empires, settings: settings.orders as Record<string, unknown> | undefined },
      world.turn,
    );
    const read = parseSectionLines(carried.lines);
    warnings.push({ step: 'A', code: 'MISSED-TURN', message: `${name} sent no orders: its orders of turn ${world.turn - 1} are carried over (NOVA 6.3). ${carried.notes.join('; ')}`, empireId: o.empireId });
    return { empireId: o.empireId, missing: false, carriedOver: true, lines: read.map((l) => ({ line: l.line, text: l.text, row: l.row })) };
  });
  return { orders: out, warnings };
}
