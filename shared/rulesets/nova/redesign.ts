/**
 * NOVA: 3.7 REDESIGNED SHIP DESIGNS (RSD): only EW, FC, FA, FD, HF, LT, OS, SN, SS and SI
 * may be improved (and an intrinsic TC's level: TACHYON COMMUNICATORS "Ships with intrinsic TCs
 * may be refitted to new levels"); a component must already exist and may be modified, never
 * added or removed. An RSD costs 1 TP. No redesigns before turn 1.
 */
import type { DesignComponent, DesignInput } from './design-model';
import { componentText } from './design-model';
import type { DesignProblem } from './design-check';
import { computeDesign } from './design';
import { sum, ZERO, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';

/** What an RSD may change (NOVA: 3.7). HF is the level of the AR lines; LT the JD's lag time. */
export const REDESIGNABLE = ['EW', 'FC', 'FA', 'FD', 'HF', 'LT', 'OS', 'SN', 'SS', 'SI'] as const;

/** Per component code, the field a redesign may change; absent codes may not change at all. */
const CHANGEABLE: Readonly<Partial<Record<DesignComponent['code'], 'level' | 'lt'>>> = { EW: 'level', FC: 'level', OS: 'level', SN: 'level', SS: 'level', SI: 'level', AR: 'level', JD: 'lt' };
const RULE = 'NOVA 3.7 RSD';

export interface RedesignLine {
  parent?: DesignComponent;
  child?: DesignComponent;
  status: 'same' | 'improved' | 'changed-not-allowed' | 'added' | 'removed';
}

/** Lines of parent and child paired by position within each code, with what happened to each. */
export function compareRedesign(parent: DesignInput, child: DesignInput): RedesignLine[] {
  const byCode = (list: DesignComponent[]) => {
    const map = new Map<string, DesignComponent[]>();
    for (const c of list) map.set(c.code, [...(map.get(c.code) ?? []), c]);
    return map;
  };
  const p = byCode(parent.nova.components);
  const ch = byCode(child.nova.components);
  const codes = [...new Set([...p.keys(), ...ch.keys()])];
  const lines: RedesignLine[] = [];
  for (const code of codes) {
    const a = p.get(code) ?? [];
    const b = ch.get(code) ?? [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const parentLine = a[i];
      const childLine = b[i];
      if (!childLine) lines.push({ parent: parentLine, status: 'removed' });
      else if (!parentLine) lines.push({ child: childLine, status: 'added' });
      else lines.push({ parent: parentLine, child: childLine, status: lineStatus(parentLine, childLine) });
    }
  }
  return lines;
}

function lineStatus(a: DesignComponent, b: DesignComponent): RedesignLine['status'] {
  const sameShape = a.count === b.count && !!a.intrinsic === !!b.intrinsic;
  const levelSame = a.level === b.level;
  const ltSame = (a.lt ?? 8) === (b.lt ?? 8);
  if (sameShape && levelSame && ltSame) return 'same';
  // NOVA: TACHYON COMMUNICATORS "Ships with intrinsic TCs may be refitted to new levels" (a paid TC may not).
  const field = a.code === 'TC' && a.intrinsic && b.intrinsic ? 'level' : CHANGEABLE[a.code];
  if (!sameShape) return 'changed-not-allowed';
  if (field === 'level' && ltSame) return 'improved';
  if (field === 'lt' && levelSame) return 'improved';
  return 'changed-not-allowed';
}

/** Every way a redesign breaks NOVA 3.7, plus the pregame ban when `turn` is 0. */
export function checkRedesign(parent: DesignInput, child: DesignInput, turn: number): DesignProblem[] {
  const problems: DesignProblem[] = [];
  if (turn < 1) problems.push({ severity: 'error', rule: RULE, message: 'no redesigns are allowed before turn 1' });
  for (const line of compareRedesign(parent, child)) {
    if (line.status === 'added' && line.child) problems.push({ severity: 'error', rule: RULE, message: `${componentText(line.child)} is added: a redesign may only modify components that exist` });
    if (line.status === 'removed' && line.parent) problems.push({ severity: 'error', rule: RULE, message: `${componentText(line.parent)} is removed: a redesign may not remove components` });
    if (line.status === 'changed-not-allowed' && line.parent && line.child)
      problems.push({ severity: 'error', rule: RULE, message: `${componentText(line.parent)} → ${componentText(line.child)}: only ${REDESIGNABLE.join(', ')} (and an intrinsic TC) may be improved` });
  }
  for (const code of new Set([...Object.keys(parent.nova.intangibles), ...Object.keys(child.nova.intangibles)])) {
    const before = parent.nova.intangibles[code];
    const after = child.nova.intangibles[code];
    if (before === after) continue;
    if (before === undefined || after === undefined) problems.push({ severity: 'error', rule: RULE, message: `${code} is ${before === undefined ? 'added' : 'removed'}: a redesign may not add or remove components` });
    else if (code !== 'FA' && code !== 'FD') problems.push({ severity: 'error', rule: RULE, message: `${code}${before} → ${code}${after}: ${code} may not change in a redesign` });
  }
  return problems;
}

/**
 * MCr to refit one ship from `parent` to its redesign `child` (NOVA: 4.10): the full value of
 * every component being upgraded, no credit for the old parts. A changed FA or FD upgrades
 * every force-beam projector. Exact; the caller rounds the order's total up once.
 */
export function refitCost(parent: DesignInput, child: DesignInput, options: NovaRulesOptions = DEFAULT_NOVA_RULES): Rational {
  const figures = computeDesign(child, options);
  const upgraded = new Set<DesignComponent>();
  for (const line of compareRedesign(parent, child)) if (line.status === 'improved' && line.child) upgraded.add(line.child);
  const beams = ['FA', 'FD'].some((code) => parent.nova.intangibles[code] !== child.nova.intangibles[code]);
  if (beams) for (const c of child.nova.components) if (c.code === 'FP') upgraded.add(c);
  return sum(child.nova.components.map((c, i) => (upgraded.has(c) ? (figures.lines[i]?.cost ?? ZERO) : ZERO)));
}
