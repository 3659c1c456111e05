/**
 * A player's packet (NOVA: 7 sitreps and fog of war; 6.12 the TURN ORDER SHEET) as a
 * document model: what one empire receives after a turn, independent of how it is drawn.
 * The same model renders to plain text (render-text.ts), to print HTML (render-html.ts) and
 * to the Reports screen; the leak check (leak-check.ts) reads it.
 *
 * Everything a packet names is a typed run (system, empire, unit, design, warp point), so
 * the leak check can verify each name against the empire's knowledge, and every plain text
 * is scanned for names the empire must not know.
 */
import type { Game } from '../../../model/entities';

/** One piece of a line. Names are never plain text: they carry the id they stand for. */
export type Run =
  /**
   * Plain text. `quoted`: the empire's own words echoed back (an order line it wrote), which
   * tell it nothing new; the leak check does not scan them.
   */
  | { kind: 'text'; text: string; underline?: boolean; quoted?: boolean }
  | { kind: 'system'; id: string; text: string }
  /** Another empire by the viewer's alias (or the viewer itself by its name). */
  | { kind: 'empire'; id: string; text: string }
  /** One of the viewer's own units (ships, armies, colonies) by name. */
  | { kind: 'unit'; id: string; text: string }
  | { kind: 'design'; id: string; text: string }
  /** A warp point's letter at a system; the return letter of an exploration is underlined (NOVA: 7.3). */
  | { kind: 'warp'; systemId: string; letter: string; underline?: boolean };

/** One sitrep item: one `*` entry (NOVA: 7.1 "entries are separated by *"). */
export interface SitrepItem {
  /** What the item reports, for the screen and for tests. */
  type: SitrepItemType;
  runs: Run[];
  /** Sequence numbers of the turn events the item was made from (the GM's trace). */
  from: number[];
}

export type SitrepItemType = 'header' | 'research' | 'exploration' | 'lost-contact' | 'local' | 'error' | 'money' | 'ruling' | 'note';

/** One table cell: runs (names stay typed). */
export type Cell = Run[];

export interface CoverSection {
  kind: 'cover';
  title: string;
  lines: { label: string; value: Run[] }[];
  contents: string[];
}

export interface SitrepSection {
  kind: 'sitrep';
  title: string;
  items: SitrepItem[];
}

export interface MapSection {
  kind: 'map';
  title: string;
  /** A standalone SVG document drawn from the empire's knowledge only (shared/map/svg.ts). */
  svg: string;
  /** The systems drawn, for the leak check and a legend. */
  systems: { id: string; name: string }[];
  legend: string[];
}

export interface BattleReport {
  battleId: string;
  title: Run[];
  lines: Run[][];
}

export interface BattlesSection {
  kind: 'battles';
  title: string;
  reports: BattleReport[];
  /** Said when there is no battle to report. */
  empty: string;
}

export interface ResearchRow {
  project: string;
  table: string;
  goal: string;
  tp: string;
  rdts: string;
  /** This turn's d10s and the TP they gave (NOVA: 5.4), "3, 7 (+2 TP)"; empty when not reported. */
  dice: string;
  status: string;
}

/** The research status table's columns, in the order of `researchCells`. */
export const RESEARCH_COLUMNS = ['Project', 'Table', 'Goal', 'TP', 'RDTs', 'Dice this turn', 'Status'] as const;

/** A research row as the table's cells. */
export function researchCells(r: ResearchRow): string[] {
  return [r.project, r.table, r.goal, r.tp, r.rdts, r.dice, r.status];
}

export interface ResearchSection {
  kind: 'research';
  title: string;
  /** Why the status is or is not shown (NOVA: 5.6). */
  note: string;
  rows: ResearchRow[];
}

/** The TURN ORDER SHEET's income block (NOVA: 6.12), front, left column. */
export interface LedgerRow {
  label: string;
  value: Cell;
}

export interface OrderSheetSection {
  kind: 'order-sheet';
  title: string;
  /** The empire's name, blank on a blank sheet. */
  empire: string;
  /** The turn the sheet is for (the next turn). */
  turn: number;
  ledger: LedgerRow[];
  /** 11 lines on the paper: Unit(s) | # | @ | Cost. */
  expenditures: Cell[][];
  /** 5 rows of two Unit(s) | System pairs. */
  commissions: Cell[][];
  /** 6 rows: Project | Table | (Goal) | [RDTs At Start] | Changes | [RDTs At End]. */
  research: Cell[][];
  /** 24 rows (more when the empire's ships need them): START | SHIPS (CARGO) | ROUTE | ORDERS | RETREAT. */
  movement: Cell[][];
  /** 6 rows of free text. */
  general: Cell[][];
  /** The systems the empire knows, for reference: name, type, status, warp letters, its forces there. */
  knownSystems: Cell[][];
}

export interface GlossarySection {
  kind: 'glossary';
  title: string;
  entries: { abbr: string; meaning: string }[];
}

export type Section = CoverSection | SitrepSection | MapSection | BattlesSection | ResearchSection | OrderSheetSection | GlossarySection;
export type SectionKind = Section['kind'];

export interface Packet {
  game: { id: string; name: string };
  /** The turn reported on. */
  turn: number;
  empireId: string;
  empireName: string;
  /** Short code printed on every page: turn, empire position, checksum (see packetCode). */
  code: string;
  /** The deadline for the next orders, as the GM wrote it. */
  deadline: string;
  /** Made from a dry run, not a committed turn: printed as a preview. */
  preview: boolean;
  sections: Section[];
}

/** The column headings of the paper's tables (NOVA: 6.12). */
export const SHEET_COLUMNS = {
  expenditures: ['Unit(s)', '#', '@', 'Cost'],
  commissions: ['Unit(s)', 'System', 'Unit(s)', 'System'],
  research: ['Project', 'Table', '(Goal)', '[RDTs At Start]', 'Changes', '[RDTs At End]'],
  movement: ['START', 'SHIPS (CARGO)', 'ROUTE', 'ORDERS', 'RETREAT'],
  general: ['GENERAL, SPECIFIC & CONDITIONAL ORDERS'],
  knownSystems: ['System', 'Type', 'Status', 'Warp points', 'Seen', 'Your forces'],
} as const;

/** Rows of the blank paper form (NOVA: 6.12). */
export const SHEET_ROWS = { expenditures: 11, commissions: 5, research: 6, movement: 24, general: 6 } as const;

/** The labels of the income block, top to bottom (NOVA: 6.12). */
export const LEDGER_LABELS = ['Production :', 'Treasury :', 'Salvage : Units(Location) :', 'Pillage : Systems(Amount) :', 'Transfers : Amounts(Sender) :', 'Bonus :', 'Total :', 'Expend :', 'Treasury :'] as const;

export { checksum32, packetCode } from '../../../print/packet-code';

/** Plain text of runs (underline shown by the caller's choice of marker). */
export function runsText(runs: readonly Run[], underline: (text: string) => string = (t) => t): string {
  return runs.map((r) => (r.kind === 'warp' ? (r.underline ? underline(r.letter) : r.letter) : r.kind === 'text' && r.underline ? underline(r.text) : r.text)).join('');
}

export const text = (t: string): Run => ({ kind: 'text', text: t });

/** The game fields a packet reads. */
export type PacketGame = Pick<Game, 'id' | 'name' | 'deadline' | 'settings'>;

