/**
 * Reads designs written in the rulebook's standard format (NOVA: 3.5), the way players
 * really write them:
 *
 *   "Hornet" Class FG TP Cost = 2 (TA=12)      ← header: name, stated category, TP, TA
 *   COMPONENT SIZE COST                          ← column heads: skipped
 *   IE 4 - 17                                    ← code, level, stated size and cost
 *   JD3L6 / JD 3L3                               ← jump drive and lag time
 *   2 SI 9 2 18 / 2SI 12                         ← count, code, level
 *   10 AR 1 / AR 6                               ← armour points and HF
 *   4 FP 4 16 16 (FA120,FD4)                     ← intangibles beside a component
 *   FA120, FD4                                   ← intangibles on a line of their own
 *   1) MD6 MA90 MR14 Size = 12                   ← a missile design (also beside a component)
 *   30 78                                        ← stated totals
 *
 * Every line is accounted for: read, skipped as layout, or reported with its line number.
 */
import { findCategory, SIZE_CATEGORIES } from './categories';
import { COMPONENT_CODES, FIXED_COMPONENTS, INTANGIBLE_CODES, novaDesignSchema, type ComponentCode, type DesignComponent, type NovaDesign } from './design-model';
import { parseDecimal, type Rational } from './exact';

export interface ParseDiagnostic {
  /** 1-based line number in the text. */
  line: number;
  severity: 'error' | 'warning';
  message: string;
  /** The line as written. */
  text: string;
}

/** What a player wrote beside a design, to compare with what Warpdesk computes. */
export interface StatedFigures {
  ssz?: number;
  category?: string;
  tp?: number;
  cost?: Rational;
  ta?: number;
  /** Missile designs: "Size = 12". */
  size?: number;
}

export interface ParsedDesign {
  name: string;
  kind: 'ship' | 'missile';
  /** 1-based line of the header (or of the missile's line). */
  line: number;
  nova: NovaDesign;
  /** The line of each component, same order as nova.components. */
  componentLines: number[];
  /** Stated size and cost columns of each component line, when written. */
  componentStated: { size?: number; cost?: Rational }[];
  stated: StatedFigures;
}

export interface DesignTextResult {
  designs: ParsedDesign[];
  diagnostics: ParseDiagnostic[];
}

const CODE_SET = new Set<string>(COMPONENT_CODES);
const INTANGIBLE_RE = new RegExp(`\\b(${INTANGIBLE_CODES.join('|')})\\s*[=:]?\\s*(\\d+)\\b`, 'g');
const MISSILE_RE = /(?:(\d+)\s*\)\s*)?MD\s*[=:]?\s*(\d+)[\s,;/-]*MA\s*[=:]?\s*(\d+)[\s,;/-]*MR\s*[=:]?\s*(\d+)(?:\s*(?:=\s*)?SIZE\s*[=:(]?\s*(?:\(\s*[\d.]+\s*\)\s*=?\s*)?(\d+))?\)?/i;
const SKIP_RE = /^(component|components)\b.*\b(size|ssz)\b|^[-_=–—\s]+$|^no effect\b/i;
const TOTALS_RE = /^(?:totals?:?\s+)?(\d+(?:\.\d+)?)(?:\s+(\d+(?:\.\d+)?))?(?:\s+\d+(?:\.\d+)?)?$/i;

function normalise(line: string): string {
  return line.replace(/[“”„]/g, '"').replace(/[–—]/g, '-').replace(/\t/g, ' ').trim();
}

function newDesign(name: string, line: number, kind: 'ship' | 'missile'): ParsedDesign {
  return { name, kind, line, nova: novaDesignSchema.parse({}), componentLines: [], componentStated: [], stated: {} };
}

/** Takes the intangibles out of a piece of text; returns them and the text without them. */
function takeIntangibles(text: string): { found: [string, number][]; rest: string } {
  const found: [string, number][] = [];
  const rest = text.toUpperCase().replace(INTANGIBLE_RE, (_, code: string, value: string) => {
    found.push([code, Number(value)]);
    return ' ';
  });
  return { found, rest };
}

interface ComponentRead {
  component: DesignComponent;
  stated: { size?: number; cost?: Rational };
  rest: string;
}

/** Reads one component line, or says why it is not one (undefined: not a component line at all). */
function readComponent(text: string): ComponentRead | { error: string } | undefined {
  const upper = text.toUpperCase();
  const head = /^(?:(\d+)\s*[xX×]?\s*)?([A-Z]{2})(?![A-Z])\s*(.*)$/.exec(upper);
  if (!head) return undefined;
  const [, countText, code = '', tail = ''] = head;
  if (code === 'SM') return { error: 'shields are written "n SI level" (for example 2 SI 9), not SM' };
  if (!CODE_SET.has(code)) return undefined;
  const typed = code as ComponentCode;
  let rest = tail.trim();
  let count = countText ? Number(countText) : 1;
  let level = 0;
  let lt: number | undefined;
  if (typed === 'JD') {
    const m = /^(\d+)\s*(?:L\s*(\d+))?(.*)$/.exec(rest);
    if (!m) return { error: 'write a jump drive as JDxLy, for example JD3L6' };
    level = Number(m[1]);
    if (m[2] !== undefined) lt = Number(m[2]);
    rest = (m[3] ?? '').trim();
  } else if (typed === 'AR') {
    const hf = /HF\s*(\d+)/.exec(rest);
    const m = /^(\d+)(.*)$/.exec(rest);
    if (countText) {
      level = hf ? Number(hf[1]) : m ? Number(m[1]) : 1;
      if (!hf && m) rest = (m[2] ?? '').trim();
    } else if (m) {
      count = Number(m[1]);
      level = hf ? Number(hf[1]) : 1;
      rest = (m[2] ?? '').trim();
    } else return { error: 'write armour as "x AR y": x points of HF y, for example 9 AR 2' };
    if (hf) rest = rest.replace(/HF\s*\d+/, '').trim();
  } else if (!FIXED_COMPONENTS.includes(typed)) {
    const m = /^(\d+)(?![.\d])(.*)$/.exec(rest);
    if (m) {
      level = Number(m[1]);
      rest = (m[2] ?? '').trim();
    } else if (typed !== 'PA' && typed !== 'WC') return { error: `${typed} needs its level or size, for example ${typed} ${typed === 'SI' ? 9 : 15}` };
  }
  if (count < 1) return { error: `${count} ${typed}: the count must be at least 1` };
  const stated: { size?: number; cost?: Rational } = {};
  const cols = /^(-+|_+|\d+)\s+(\d+(?:\.\d+)?)(?![\d.])(.*)$/.exec(rest) ?? /^(-+|_+)\s*(?:(\d+(?:\.\d+)?))?(?![\d.])(.*)$/.exec(rest);
  if (cols) {
    stated.size = /^\d+$/.test(cols[1] ?? '') ? Number(cols[1]) : 0;
    if (cols[2] !== undefined) {
      const cost = parseDecimal(cols[2]);
      if (cost) stated.cost = cost;
    }
    rest = (cols[3] ?? '').trim();
  }
  let intrinsic: boolean | undefined;
  if (typed === 'TC' && /\b(INTRINSIC|INTR|INT|I)\b|\(I\)|\*/.test(rest)) {
    intrinsic = true;
    rest = rest.replace(/\(?\b(INTRINSIC|INTR|INT|I)\b\)?|\*/g, ' ').trim();
  }
  if (typed === 'TC' && intrinsic === undefined && stated.size === 0 && stated.cost?.num === 0) intrinsic = true;
  const component: DesignComponent = { code: typed, count, level, ...(lt !== undefined ? { lt } : {}), ...(intrinsic ? { intrinsic } : {}) };
  return { component, stated, rest };
}

/** Reads a missile design on a line ("Mark 7 = MD13-MA190-MR4", "1) MD6 MA90 MR14 Size = 12"). */
function readMissile(text: string): { name: string; md: number; ma: number; mr: number; size?: number; index?: string; before: string; after: string } | undefined {
  const m = MISSILE_RE.exec(text);
  if (!m) return undefined;
  const before = text.slice(0, m.index).replace(/[=:\-[\s]+$/, '').trim();
  const after = text.slice(m.index + m[0].length).trim();
  return { name: before, md: Number(m[2]), ma: Number(m[3]), mr: Number(m[4]), ...(m[5] ? { size: Number(m[5]) } : {}), ...(m[1] ? { index: m[1] } : {}), before, after };
}

function readHeader(text: string, line: number): ParsedDesign {
  const quoted = /"([^"]+)"/.exec(text);
  let name: string;
  let rest: string;
  if (quoted) {
    name = (quoted[1] ?? '').trim();
    rest = text.replace(quoted[0], ' ');
  } else {
    const classMatch = /^(.*?)\s+class\b/i.exec(text);
    const paren = /^([^(]*?)\s*\(/.exec(text);
    name = (classMatch?.[1] ?? paren?.[1] ?? text).trim();
    rest = text.slice(name.length);
  }
  const stated: StatedFigures = {};
  // "GAS CR (Generic Armed Ship)": a category abbreviation after the class name.
  const trailing = /^(.+?)\s+([A-Z]{2})$/.exec(name);
  if (!quoted && trailing && SIZE_CATEGORIES.some((c) => c.abbr === trailing[2])) {
    name = trailing[1] as string;
    stated.category = trailing[2] as string;
  }
  const design = newDesign(name || 'Unnamed design', line, 'ship');
  const ta = /\bTA\s*[=:]?\s*(\d+)/i.exec(rest);
  if (ta) stated.ta = Number(ta[1]);
  const tp = /\bTP(?:\s*COST)?\s*[=:]?\s*(\d+)/i.exec(rest);
  if (tp) stated.tp = Number(tp[1]);
  const cost = /\b(?:MCR|COST)\s*[=:]\s*(\d+(?:\.\d+)?)/i.exec(rest.replace(/\bTP\s*COST\s*[=:]?\s*\d+/i, ''));
  if (cost) stated.cost = parseDecimal(cost[1] ?? '') ?? undefined;
  const sszCat = /\(\s*(\d+)\s+([A-Za-z][A-Za-z ]*?)\s*\)\s*(?:(\d+)\s+(\d+(?:\.\d+)?))?/.exec(rest);
  if (sszCat) {
    stated.ssz = Number(sszCat[1]);
    if (sszCat[3] !== undefined) stated.tp = Number(sszCat[3]);
    if (sszCat[4] !== undefined) stated.cost = parseDecimal(sszCat[4]) ?? undefined;
  }
  const ssz = /\bSSZ\s*[=:]?\s*(\d+)/i.exec(rest);
  if (ssz) stated.ssz = Number(ssz[1]);
  const byName = [...SIZE_CATEGORIES].sort((a, b) => b.name.length - a.name.length).find((c) => new RegExp(`\\b${c.name}\\b`, 'i').test(rest));
  const byAbbr = SIZE_CATEGORIES.find((c) => new RegExp(`\\b${c.abbr}\\b`).test(rest));
  const category = byName ?? byAbbr;
  if (category && !stated.category) stated.category = category.abbr;
  design.stated = stated;
  for (const [code, value] of takeIntangibles(rest.replace(/\bTA\s*[=:]?\s*\d+/gi, '')).found) design.nova.intangibles[code] = value;
  return design;
}

/**
 * Reads one or more designs. Never throws; every line that is not layout and cannot be read
 * is a diagnostic with its line number, and an open design keeps the text it came from.
 */
export function parseDesignText(text: string): DesignTextResult {
  const lines = text.split(/\r?\n/);
  const designs: ParsedDesign[] = [];
  const diagnostics: ParseDiagnostic[] = [];
  let current: ParsedDesign | undefined;
  const report = (line: number, severity: 'error' | 'warning', message: string) => diagnostics.push({ line, severity, message, text: lines[line - 1] ?? '' });
  const isComponent = (i: number): boolean => {
    for (let j = i; j < lines.length; j++) {
      const t = normalise(lines[j] ?? '');
      if (t === '' || SKIP_RE.test(t)) continue;
      const read = readComponent(t);
      return read !== undefined && !('error' in read);
    }
    return false;
  };
  const addMissile = (m: NonNullable<ReturnType<typeof readMissile>>, lineNo: number) => {
    const owner = current?.kind === 'ship' ? current.name : '';
    const name = m.name && !/^\d+\)?$/.test(m.name) ? m.name : `${owner ? `${owner} ` : ''}missile ${m.index ?? designs.filter((d) => d.kind === 'missile').length + 1}`;
    const missile = newDesign(name, lineNo, 'missile');
    missile.nova.missile = { md: m.md, ma: m.ma, mr: m.mr };
    if (m.size !== undefined) missile.stated.size = m.size;
    missile.nova.text = lines[lineNo - 1] ?? '';
    designs.push(missile);
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const t = normalise(raw);
    if (t === '' || SKIP_RE.test(t)) return;
    if (/^available missile designs$/i.test(t)) return;
    const read = readComponent(t);
    if (read && !('error' in read)) {
      if (!current || current.kind !== 'ship') {
        report(lineNo, 'error', 'a component line before any design header: start the design with its "Class Name" line');
        return;
      }
      current.nova.components.push(read.component);
      current.componentLines.push(lineNo);
      current.componentStated.push(read.stated);
      let rest = read.rest;
      const missile = readMissile(rest);
      if (missile) {
        const owner = current;
        addMissile({ ...missile, name: '' }, lineNo);
        current = owner;
        rest = `${missile.before} ${missile.after}`;
      }
      const { found, rest: left } = takeIntangibles(rest);
      for (const [code, value] of found) current.nova.intangibles[code] = value;
      const leftover = left.replace(/\b\d{1,4}\s*-\s*\d{1,4}\b/g, ' ').replace(/[()[\],;*]/g, ' ').replace(/\b\d+(?:\.\d+)?\b/g, ' ').trim();
      if (leftover) report(lineNo, 'warning', `"${leftover}" beside ${read.component.code} was not understood and is ignored`);
      return;
    }
    if (read && 'error' in read) {
      report(lineNo, 'error', read.error);
      return;
    }
    const missile = readMissile(t);
    if (missile) {
      addMissile(missile, lineNo);
      return;
    }
    const intangibles = takeIntangibles(t);
    if (intangibles.found.length > 0 && intangibles.rest.replace(/[\s,;()]/g, '') === '') {
      if (!current) report(lineNo, 'error', 'intangibles before any design header');
      else for (const [code, value] of intangibles.found) current.nova.intangibles[code] = value;
      return;
    }
    const totals = TOTALS_RE.exec(t);
    if (totals && current?.kind === 'ship') {
      if (totals[2] !== undefined) {
        current.stated.ssz ??= Number(totals[1]);
        const cost = parseDecimal(totals[2]);
        if (cost) current.stated.cost = cost;
      } else current.stated.cost = parseDecimal(totals[1] ?? '') ?? current.stated.cost;
      return;
    }
    const headerLike = /"/.test(t) || /\bclass\b/i.test(t);
    if (headerLike || !current || (isComponent(index + 1) && current.nova.components.length > 0)) {
      current = readHeader(t, lineNo);
      designs.push(current);
        return;
    }
    report(lineNo, 'error', 'cannot read this line: it is not a component ("4 BL 15", "JD3L6", "9 AR 2"), intangibles ("FA120, FD4") or a design header');
  });

  // Keep each design's own text, header to the line before the next design.
  designs.forEach((design, i) => {
    if (design.kind === 'missile') return;
    const from = design.line - 1;
    const next = designs.slice(i + 1).find((d) => d.kind === 'ship');
    const to = next ? next.line - 1 : lines.length;
    design.nova.text = lines.slice(from, to).join('\n').trimEnd();
  });
  for (const design of designs) if (design.kind === 'ship' && design.nova.components.length === 0) report(design.line, 'error', `"${design.name}" has no component lines`);
  diagnostics.sort((a, b) => a.line - b.line);
  return { designs, diagnostics };
}

/** The category the header states, as a known category, when it names one. */
export function statedCategory(stated: StatedFigures) {
  return stated.category ? findCategory(stated.category) : undefined;
}
