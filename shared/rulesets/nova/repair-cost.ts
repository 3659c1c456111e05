/**
 * NOVA: REPAIRING SHIPS (L2288–2296): what it costs to repair a damaged ship, and what a given
 * sum repairs (partial repairs are allowed).
 *
 * - Armour (TA): 1 MCr a point lost.
 * - Structural damage (SD): 1 MCr a point.
 * - IE / JD: 10% of the SSZ per level damaged (a fraction rounds up, NOVA 4.1).
 * - Any other component: the full price of the original installation (a shield, SM, costs the
 *   SI it incorporates).
 *   Example: Harry's frigate (SSZ 30) lost all its TA (12), 7 SD, an FP (4 MCr) and a point of
 *   JD: 12 + 7 + 4 + 3 = 26 MCr.
 *
 * Damage is the turn's `unit.damage` (turn/battles.ts `unitDamageSchema`): component ids as the
 * combat profile names them ("FP#1", "SM#2", "CH#3"; counted per code across the design's lines).
 * A partial repair mends its parts in the order the game setting `repairOrder` says (the book leaves
 * it open): by default destroyed components (design order), drive levels (IE, then JD), structure,
 * then armour, each as far as the money goes (a component only whole).
 */
import type { DesignInput } from './design-model';
import { computeDesign } from './design';
import { ceil, div, rat, type Rational } from './exact';
import { DEFAULT_NOVA_RULES, type NovaRulesOptions } from './rules-options';

export interface RepairDamage {
  sd: number;
  armourLost: number;
  destroyed: string[];
  ieLost: number;
  jdLost: number;
}

export const NO_DAMAGE: RepairDamage = { sd: 0, armourLost: 0, destroyed: [], ieLost: 0, jdLost: 0 };

export interface RepairLine {
  /** "AR", "SD", "IE", "JD", or a component id ("FP#1"). */
  part: string;
  /** Points, levels or 1 (a component). */
  amount: number;
  /** MCr, rounded up once per line. */
  mcr: number;
  /** In words: "12 points of armour", "FP#1 (FP 4)". */
  text: string;
}

export interface RepairBill {
  lines: RepairLine[];
  total: number;
}

/** Instance id → MCr of that one component (exact), as the combat profile numbers instances. */
function componentPrices(design: DesignInput, options: NovaRulesOptions): Map<string, { price: Rational; label: string }> {
  const figures = computeDesign(design, options);
  const counters = new Map<string, number>();
  const out = new Map<string, { price: Rational; label: string }>();
  design.nova.components.forEach((c, index) => {
    const lineCost = figures.lines[index]?.cost ?? rat(0);
    // IE/JD are priced by level (below); armour by the point.
    if (c.code === 'IE' || c.code === 'JD' || c.code === 'AR') return;
    const code = c.code === 'SI' ? 'SM' : c.code;
    // A CH line of size 60 is two holds (combat/from-design.ts).
    const instances = c.code === 'CH' ? Math.max(1, Math.round((c.count * Math.max(c.level, 30)) / 30)) : c.count;
    for (let i = 0; i < instances; i++) {
      const n = (counters.get(code) ?? 0) + 1;
      counters.set(code, n);
      out.set(`${code}#${n}`, { price: div(lineCost, rat(instances)), label: `${c.code} ${c.level}` });
    }
  });
  return out;
}

function line(part: string, amount: number, exact: Rational, text: string): RepairLine {
  return { part, amount, mcr: ceil(exact), text };
}

/** "1 JD level (10% of SSZ 30 each)", "7 points of structural damage", "1 point of armour". */
function partText(part: string, n: number, ssz: number): string {
  if (part === 'IE' || part === 'JD') return `${n} ${part} level${n === 1 ? '' : 's'} (10% of SSZ ${ssz} each)`;
  return `${n} point${n === 1 ? '' : 's'} of ${part === 'SD' ? 'structural damage' : 'armour'}`;
}

/** The full bill to repair `damage` on a ship of `design` (NOVA: REPAIRING SHIPS). */
export function repairBill(design: DesignInput, damage: RepairDamage, options: NovaRulesOptions = DEFAULT_NOVA_RULES): RepairBill {
  const ssz = computeDesign(design, options).ssz;
  const prices = componentPrices(design, options);
  const lines: RepairLine[] = [];
  for (const id of damage.destroyed) {
    const known = prices.get(id);
    lines.push(line(id, 1, known?.price ?? rat(0), known ? `${id} (${known.label})` : `${id} (not in the design: no charge)`));
  }
  if (damage.ieLost > 0) lines.push(line('IE', damage.ieLost, rat(ssz * damage.ieLost, 10), partText('IE', damage.ieLost, ssz)));
  if (damage.jdLost > 0) lines.push(line('JD', damage.jdLost, rat(ssz * damage.jdLost, 10), partText('JD', damage.jdLost, ssz)));
  if (damage.sd > 0) lines.push(line('SD', damage.sd, rat(damage.sd), partText('SD', damage.sd, ssz)));
  if (damage.armourLost > 0) lines.push(line('AR', damage.armourLost, rat(damage.armourLost), partText('AR', damage.armourLost, ssz)));
  return { lines, total: lines.reduce((a, l) => a + l.mcr, 0) };
}

export interface RepairResult {
  /** What was mended, each line at its cost. */
  bill: RepairBill;
  /** The damage left. */
  left: RepairDamage;
}

/** The price of one unit of a bill line: a component whole, a drive level 10% of SSZ, a point 1 MCr (exact enough to order by). */
function unitPrice(l: RepairLine, ssz: number): number {
  if (l.part.includes('#')) return l.mcr;
  return l.part === 'IE' || l.part === 'JD' ? ssz / 10 : 1;
}

const HULL_FIRST: readonly string[] = ['SD', 'AR', 'IE', 'JD'];

/**
 * The full bill's lines in the order a partial repair mends them (setting `repairOrder`):
 * 'components' as billed (components, IE, JD, SD, armour); 'hull' structure, armour, IE, JD, then
 * components; 'cheapest' by the price of one unit of the line, ties as billed.
 */
export function repairSequence(lines: readonly RepairLine[], order: NovaRulesOptions['repairOrder'], ssz: number): RepairLine[] {
  const billed = lines.map((l, i) => ({ l, i }));
  if (order === 'hull') {
    const rank = (l: RepairLine) => (l.part.includes('#') ? HULL_FIRST.length : HULL_FIRST.indexOf(l.part));
    billed.sort((p, q) => rank(p.l) - rank(q.l) || p.i - q.i);
  } else if (order === 'cheapest') billed.sort((p, q) => unitPrice(p.l, ssz) - unitPrice(q.l, ssz) || p.i - q.i);
  return billed.map((b) => b.l);
}

/**
 * What `budget` MCr repairs (all of it when the budget is at least the full bill): the bill's
 * parts in the order of the setting `repairOrder` (`repairSequence`), components whole, drive
 * levels, structure and armour point by point, each as far as the money goes.
 */
export function repairWith(design: DesignInput, damage: RepairDamage, budget: number, options: NovaRulesOptions = DEFAULT_NOVA_RULES): RepairResult {
  const full = repairBill(design, damage, options);
  if (budget >= full.total) return { bill: full, left: { ...NO_DAMAGE } };
  const ssz = computeDesign(design, options).ssz;
  let money = budget;
  const done: RepairLine[] = [];
  const left: RepairDamage = { ...damage, destroyed: [...damage.destroyed] };
  for (const l of repairSequence(full.lines, options.repairOrder, ssz)) {
    if (l.part.includes('#')) {
      if (l.mcr <= money) {
        money -= l.mcr;
        done.push(l);
        left.destroyed = left.destroyed.filter((id) => id !== l.part);
      }
      continue;
    }
    // Per unit of the line: a drive level costs 10% of SSZ (rounded up over the levels mended), a point 1 MCr.
    const each = l.part === 'IE' || l.part === 'JD' ? ssz / 10 : 1;
    let n = 0;
    while (n < l.amount && Math.ceil(each * (n + 1)) <= money) n++;
    if (n === 0) continue;
    const mcr = Math.ceil(each * n);
    money -= mcr;
    done.push({ part: l.part, amount: n, mcr, text: n < l.amount ? `${partText(l.part, n, ssz)}, of ${l.amount}` : l.text });
    if (l.part === 'IE') left.ieLost -= n;
    else if (l.part === 'JD') left.jdLost -= n;
    else if (l.part === 'SD') left.sd -= n;
    else left.armourLost -= n;
  }
  return { bill: { lines: done, total: done.reduce((a, l) => a + l.mcr, 0) }, left };
}

/** Whether a ship carries no damage. */
export function undamaged(damage: RepairDamage): boolean {
  return damage.sd === 0 && damage.armourLost === 0 && damage.destroyed.length === 0 && damage.ieLost === 0 && damage.jdLost === 0;
}
