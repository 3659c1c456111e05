/**
 * The TURN ORDER SHEET (NOVA: 6.12), front and back, blank or pre-filled with what the empire
 * has after the turn: treasury and projected production, transfers received, research
 * projects under way, its ships grouped by system with their cargo, and the systems it
 * knows. The rows match the paper: 11 expenditure lines, 5 commission rows, 6 research rows,
 * 24 movement rows (more when the ships need them), 6 general rows.
 */
import type { Empire, Unit } from '../../../model/entities';
import type { NovaSystem, NovaUnit } from '../records';
import { production } from '../economy';
import { LEDGER_LABELS, SHEET_ROWS, text, type Cell, type OrderSheetSection, type Run } from './packet-model';
import type { ResearchProject } from './research-status';
import type { Namer } from './viewer';

/** Ships on one movement row; the paper's SHIPS (CARGO) column holds about this many names. */
const SHIPS_PER_ROW = 3;

const blankRows = (n: number, cols: number): Cell[][] => Array.from({ length: n }, () => Array.from({ length: cols }, () => []));
const pad = (rows: Cell[][], n: number, cols: number): Cell[][] => [...rows, ...blankRows(Math.max(0, n - rows.length), cols)];

/** A blank sheet for `turn`: every field empty, the paper's rows. */
export function blankSheetSection(turn: number, empire = ''): OrderSheetSection {
  return {
    kind: 'order-sheet',
    title: 'TURN ORDER SHEET',
    empire,
    turn,
    ledger: LEDGER_LABELS.map((label) => ({ label, value: [] })),
    expenditures: blankRows(SHEET_ROWS.expenditures, 4),
    commissions: blankRows(SHEET_ROWS.commissions, 4),
    research: blankRows(SHEET_ROWS.research, 6),
    movement: blankRows(SHEET_ROWS.movement, 5),
    general: blankRows(SHEET_ROWS.general, 1),
    knownSystems: [],
  };
}

export interface SheetInput {
  namer: Namer;
  empire: Empire;
  /** The turn the sheet is for (the one after the turn reported on). */
  turn: number;
  systems: readonly NovaSystem[];
  /** Every unit after the turn (the empire's own are picked out). */
  units: readonly Unit[];
  projects: readonly ResearchProject[];
  /** MCr received this turn, by sender (NOVA: 6.12 "Transfers : Amounts(Sender)"). */
  transfers: { mcr: number; from: Run }[];
}

/** Revenue next turn of the empire's unsuppressed colonised systems, MCr (NOVA: 4.4). */
export function projectedProduction(empireId: string, systems: readonly NovaSystem[]): number {
  let total = 0;
  for (const s of systems) {
    if (s.ownerId !== empireId || s.suppressed) continue;
    total += production(s.type, s.status) ?? 0;
  }
  return total;
}

const carrierOf = (u: NovaUnit): string | undefined => u.carriedBy;

/** The sheet pre-filled with the empire's position after the turn. */
export function prefilledSheetSection(input: SheetInput): OrderSheetSection {
  const { namer, empire } = input;
  const sheet = blankSheetSection(input.turn, empire.name);
  const ledgerValue: Record<string, Cell> = {
    'Production :': [text(String(projectedProduction(empire.id, input.systems)))],
    'Treasury :': [text(String(empire.treasury))],
  };
  if (input.transfers.length > 0) ledgerValue['Transfers : Amounts(Sender) :'] = input.transfers.flatMap((t, i) => [...(i > 0 ? [text(', ')] : []), text(`${t.mcr}(`), t.from, text(')')]);
  // The second Treasury line (after Expend) stays for the player to fill.
  sheet.ledger = sheet.ledger.map((row, i) => (i < 6 ? { ...row, value: ledgerValue[row.label] ?? [] } : row));

  sheet.research = pad(
    input.projects.slice(0, 64).map((p) => [[text(p.project)], [text(p.table)], [text(p.goal ? `(${p.goal})` : '')], [text(p.rdts === null ? '' : `[${p.rdts}]`)], [], []]),
    SHEET_ROWS.research,
    6,
  );

  const own = input.units.filter((u) => u.empireId === empire.id);
  const cargo = new Map<string, Unit[]>();
  for (const u of own) {
    const c = carrierOf(u);
    if (c) cargo.set(c, [...(cargo.get(c) ?? []), u]);
  }
  const bySystem = new Map<string, Unit[]>();
  for (const u of own) {
    if (u.kind !== 'ship' || carrierOf(u) || !u.systemId) continue;
    bySystem.set(u.systemId, [...(bySystem.get(u.systemId) ?? []), u]);
  }
  const nameOf = (id: string) => namer.systems.get(id)?.name ?? '';
  const movement: Cell[][] = [];
  for (const systemId of [...bySystem.keys()].sort((a, b) => nameOf(a).localeCompare(nameOf(b)))) {
    const ships = bySystem.get(systemId) as Unit[];
    for (let i = 0; i < ships.length; i += SHIPS_PER_ROW) {
      const cell: Cell = [];
      ships.slice(i, i + SHIPS_PER_ROW).forEach((ship, j) => {
        if (j > 0) cell.push(text(', '));
        cell.push(namer.unit(ship.id));
        const load = cargo.get(ship.id) ?? [];
        if (load.length > 0) cell.push(text(' ('), ...load.flatMap((u, k) => [...(k > 0 ? [text(',')] : []), namer.unit(u.id)]), text(')'));
      });
      movement.push([[namer.system(systemId)], cell, [], [], []]);
    }
  }
  sheet.movement = pad(movement, SHEET_ROWS.movement, 5);

  const forces = new Map<string, number>();
  for (const u of own) if (u.systemId && !carrierOf(u)) forces.set(u.systemId, (forces.get(u.systemId) ?? 0) + 1);
  sheet.knownSystems = [...namer.systems.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((k) => {
      const r = k.record;
      const letters: Run[] = (r?.warpPoints ?? []).flatMap((p, i) => {
        const lead = p.leadsTo && namer.knowsSystem(p.leadsTo.systemId) ? [text('→'), namer.system(p.leadsTo.systemId)] : [];
        return [...(i > 0 ? [text(' ')] : []), namer.warp(k.id, p.letter), ...lead];
      });
      const status = r?.status ? ({ none: '', outpost: 'OP', settlement: 'ST', world: 'WD' } as Record<string, string>)[r.status] ?? '' : '';
      return [[namer.system(k.id)], [text(r?.type === null || r?.type === undefined ? '?' : String(r.type))], [text(status)], letters, [text(r ? `turn ${r.turn}, ${r.how}` : 'your units are there')], [text(forces.get(k.id) ? String(forces.get(k.id)) : '')]];
    });
  return sheet;
}
