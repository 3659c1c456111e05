/**
 * NOVA: CRITICAL HITS — "Each ship design has a critical hit chart. Players may produce their own
 * critical hit charts by using the following rules, but only charts produced by the GM are
 * official." A design's chart is the one the rules make (CREATING CRITICAL HIT CHARTS,
 * critical-chart.ts) unless the GM stored an official one on the design (`critChart`), which
 * battles then use (turn battles and new battles alike).
 *
 * This module shows a design's chart with each line's critical factor size, and reads a chart the
 * GM typed in the book's notation ("IE#1 001-121", "No Effect 918-000"). Pure; no storage.
 */
import { generateCritChart, formatCritChart } from './critical-chart';
import { fromDesign, type DesignForCombat } from './from-design';
import { buildProfile, type ShipProfile } from './profile';
import { critLineSchema, type CritLine } from './ship-spec';
import { z } from 'zod';

export interface ChartRow {
  ref: string;
  /** Component code ("IE", "SM", "BL"…), or "No Effect". */
  label: string;
  /** Critical factor size (fractions kept), from the COMPONENT CRITICAL FACTOR SIZE TABLE; null for a line the profile does not know. */
  cfs: number | null;
  from: number;
  to: number;
}

export interface DesignChart {
  rows: ChartRow[];
  /** The GM's official chart (true) or the one the rules make (false). */
  official: boolean;
  /** Total critical factor size, No Effect included. */
  totalCfs: number;
}

/** The stored official chart of a design row, when it reads as one. */
export function storedChart(value: unknown): CritLine[] | undefined {
  const parsed = z.array(critLineSchema).safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
}

function profileOfDesign(design: DesignForCombat): ShipProfile {
  return buildProfile(fromDesign(design).spec);
}

/** The chart battles use for `design`: the GM's official one if stored, else the rules'. */
export function designChart(design: DesignForCombat, stored?: unknown): DesignChart {
  const profile = profileOfDesign(design);
  const official = storedChart(stored);
  const chart = official ?? generateCritChart(profile);
  const cfsOf = new Map(profile.components.map((c) => [c.id, c.cfs20 / 20]));
  const ne = profile.ssz / 10;
  const totalCfs = profile.components.reduce((t, c) => t + c.cfs20 / 20, ne);
  const rows = chart.map((l) => ({ ref: l.ref, label: l.ref === 'NE' ? 'No Effect' : (l.ref.split('#')[0] ?? l.ref), cfs: l.ref === 'NE' ? ne : cfsOf.get(l.ref) ?? null, from: l.from, to: l.to }));
  return { rows, official: official !== undefined, totalCfs };
}

/** The chart as text the GM can edit: one line per component, the book's notation. */
export function chartText(chart: readonly CritLine[]): string {
  return formatCritChart(chart).join('\n');
}

const LINE = /^\s*(no effect|ne|[a-z]{2}#\d+)\s+(\d{1,4})\s*[-–]\s*(\d{1,4})\s*$/i;

/**
 * Reads a chart typed in the book's notation, one line per component: "IE#1 001-121" (the
 * component ids of the design sheet's chart), "No Effect 918-000" (000 = 1000). Lines must follow
 * on from 001 to 000 without gaps or overlaps and name components of the design; a line whose
 * range is empty ("SN#1 0-0") means the component can't be hit. Every problem says its line.
 */
export function parseChartText(text: string, design: DesignForCombat): { ok: true; chart: CritLine[] } | { ok: false; problems: string[] } {
  const profile = profileOfDesign(design);
  const known = new Set(profile.components.map((c) => c.id));
  const problems: string[] = [];
  const chart: CritLine[] = [];
  let expected = 1;
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const at = `line ${i + 1}`;
    const m = LINE.exec(raw);
    if (!m) {
      problems.push(`${at}: "${raw.trim()}" is not "COMPONENT#n FROM-TO" (e.g. "IE#1 001-121", "No Effect 918-000")`);
      return;
    }
    const name = (m[1] as string).toUpperCase();
    const ref = name === 'NO EFFECT' || name === 'NE' ? 'NE' : name;
    const from = Number(m[2]) === 0 ? 1000 : Number(m[2]);
    const to = Number(m[3]) === 0 && Number(m[2]) !== 0 ? 1000 : Number(m[3]);
    if (from > 1000 || to > 1000) {
      problems.push(`${at}: permillage runs from 001 to 000 (1000)`);
      return;
    }
    if (to < from) return; // an empty range: the component can't be hit
    if (ref !== 'NE' && !known.has(ref)) {
      problems.push(`${at}: this design has no component ${ref} (it has ${[...known].join(', ')})`);
      expected = to + 1; // the range itself is read, so the next line is checked against it
      return;
    }
    if (from !== expected) problems.push(`${at}: ${ref === 'NE' ? 'No Effect' : ref} starts at ${String(from).padStart(3, '0')}, the line before ends at ${String(expected - 1).padStart(3, '0')}`);
    chart.push({ ref, from, to });
    expected = to + 1;
  });
  if (problems.length === 0 && expected !== 1001) problems.push(`the chart ends at ${String(expected - 1).padStart(3, '0')}: it must reach 000 (1000)`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, chart };
}
