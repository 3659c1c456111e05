/**
 * Completion for the order grid: only what the empire may name — its ships in the START
 * system, the systems and warp letters it knows, order letters, its designs — filtered by
 * the word being typed (the text after the last separator of a list cell).
 */
import type { CheckContext } from '../../../../shared/rulesets/nova/orders/check-context';
import { orderLetterHelp } from '../../../../shared/rulesets/nova/orders/order-letters';
import { UNIT_TYPES } from '../../../../shared/rulesets/nova/economy';
import type { GridSection } from './grid-model';

export interface Candidate {
  value: string;
  /** What it is, shown beside it. */
  hint: string;
}

const LEDGER_LABELS = ['Production', 'Treasury', 'Salvage', 'Pillage', 'Transfers', 'Bonus', 'Total', 'Expend'];

/** The word being typed: the part after the last list separator of the cell. */
export function currentToken(value: string, separators: RegExp): { start: number; token: string } {
  let start = 0;
  for (const match of value.matchAll(separators)) start = (match.index ?? 0) + match[0].length;
  return { start, token: value.slice(start) };
}

/** Separators of each cell that holds a list. */
export function separatorsOf(section: GridSection, column: number): RegExp {
  if (section === 'movement' && column === 2) return /\s*(?:->|-|,|>)\s*|\s+/g;
  if (section === 'movement' && (column === 1 || column === 3)) return /\s*,\s*/g;
  return /$^/g;
}

function systemsWithShips(ctx: CheckContext): Set<string> {
  const ids = new Set<string>();
  for (const facts of ctx.ships.values()) if (facts.unit.systemId) ids.add(facts.unit.systemId);
  return ids;
}

/** Everything the empire may write in a cell, before filtering. `cells` are the row's current cells. */
export function allCandidates(ctx: CheckContext | null, section: GridSection, column: number, cells: readonly string[]): Candidate[] {
  const known = ctx ? [...ctx.knownByName.entries()] : [];
  const systems = known.map(([name]) => ({ value: name, hint: 'system' }));
  switch (section) {
    case 'ledger':
      return column === 0 ? LEDGER_LABELS.map((value) => ({ value, hint: 'ledger' })) : [];
    case 'expenditures':
      if (column !== 0 || !ctx) return [];
      return [
        ...ctx.input.designs.filter((d) => d.empireId === ctx.input.empireId).map((d) => ({ value: d.name, hint: `${d.kind} design` })),
        ...UNIT_TYPES.map((t) => ({ value: t.name, hint: `${t.abbr}, ${t.cost} MCr` })),
        { value: 'RDT maintenance', hint: '10 MCr each' },
        { value: 'New RDT', hint: '40 MCr each' },
      ];
    case 'commissions':
      if (column % 2 === 1 && ctx) return known.filter(([, id]) => ctx.systemById.get(id)?.ownerId === ctx.input.empireId).map(([name]) => ({ value: name, hint: 'own system' }));
      return [];
    case 'research':
      if (column === 1) return ['A', 'B', 'C'].map((value) => ({ value, hint: 'table' }));
      if (column === 0 && ctx) return ctx.input.designs.filter((d) => d.empireId === ctx.input.empireId).map((d) => ({ value: `NSD ${d.name.toUpperCase()}`, hint: 'design project' }));
      return [];
    case 'movement': {
      if (!ctx) return column === 3 ? orderLetterHelp().map((h) => ({ value: h.letter, hint: `${h.kind}: ${h.name}` })) : [];
      if (column === 0) {
        const withShips = systemsWithShips(ctx);
        return known.filter(([, id]) => withShips.has(id)).map(([name]) => ({ value: name, hint: 'has ships' }));
      }
      if (column === 1) {
        const startId = ctx.knownByName.get((cells[0] ?? '').trim().toUpperCase());
        return [...ctx.ships.entries()].filter(([, f]) => startId === undefined || f.unit.systemId === startId).map(([name]) => ({ value: name, hint: 'ship' }));
      }
      if (column === 2) {
        const startId = ctx.knownByName.get((cells[0] ?? '').trim().toUpperCase());
        const letters = startId ? [...(ctx.knownLetters.get(startId) ?? [])].sort().map((l) => ({ value: l, hint: 'warp point' })) : [];
        return [...letters, ...systems];
      }
      if (column === 3) return orderLetterHelp().map((h) => ({ value: h.letter, hint: `${h.kind}: ${h.name}` }));
      if (column === 4) return systems;
      return [];
    }
    default:
      return [];
  }
}

/** Candidates for the word being typed: those starting with it first, then those containing it; at most `limit`. */
export function complete(ctx: CheckContext | null, section: GridSection, column: number, cells: readonly string[], value: string, limit = 8, exclude: ReadonlySet<string> = new Set()): { start: number; items: Candidate[] } {
  const { start, token } = currentToken(value, separatorsOf(section, column));
  const word = token.trim().toUpperCase();
  // Ships already named on this row or another movement row are not offered again.
  const listed = new Set([...exclude, ...(section === 'movement' && column === 1 ? value.split(',').slice(0, -1).map((n) => n.replace(/\(.*$/, '').trim().toUpperCase()) : [])]);
  const all = allCandidates(ctx, section, column, cells).filter((c) => !(section === 'movement' && column === 1 && listed.has(c.value)));
  const starts = all.filter((c) => c.value.toUpperCase().startsWith(word) && c.value.toUpperCase() !== word);
  const contains = word === '' ? [] : all.filter((c) => !c.value.toUpperCase().startsWith(word) && c.value.toUpperCase().includes(word));
  return { start, items: [...starts, ...contains].slice(0, limit) };
}
