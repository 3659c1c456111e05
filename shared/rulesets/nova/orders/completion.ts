/**
 * Completion for NOVA's order sheet (the grid's `candidates`, shared/orders/sheet-spec.ts):
 * only what the empire may name — its ships in the START system, the systems and warp
 * letters it knows, order letters, its designs. The grid filters them by the word being
 * typed (the text after the last separator of a list cell: the columns' `separators`).
 */
import type { Candidate, CompletionRequest } from '../../../orders/sheet-spec';
import { UNIT_TYPES } from '../economy';
import type { CheckContext } from './check-context';
import { orderLetterHelp } from './order-letters';
import type { SheetLine, SheetSection } from './sheet';

/** What completion may offer from: the empire's check context (null while it loads) and the sheet's lines as read. */
export interface NovaCompletion {
  context: CheckContext | null;
  /** The sheet's lines read and checked, in order: ships given orders on another row are not offered again. */
  checked: readonly SheetLine[];
}

const LEDGER_LABELS = ['Production', 'Treasury', 'Salvage', 'Pillage', 'Transfers', 'Bonus', 'Total', 'Expend'];

function systemsWithShips(ctx: CheckContext): Set<string> {
  const ids = new Set<string>();
  for (const facts of ctx.ships.values()) if (facts.unit.systemId) ids.add(facts.unit.systemId);
  return ids;
}

/** Everything the empire may write in a cell, before filtering. `cells` are the row's current cells. */
export function allCandidates(ctx: CheckContext | null, section: SheetSection, column: number, cells: readonly string[]): Candidate[] {
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

/** The cell's candidates, less the ships already named on this row or on another movement row. */
export function novaCandidates(completion: NovaCompletion | null, request: CompletionRequest<SheetSection>): Candidate[] {
  const { section, column, cells, value } = request;
  const all = allCandidates(completion?.context ?? null, section, column, cells);
  if (section !== 'movement' || column !== 1) return all;
  const used = (completion?.checked ?? []).flatMap((l, i) => (i !== request.lineIndex && l.row?.kind === 'movement' ? l.row.ships.map((s) => s.name) : []));
  const listed = new Set([...used, ...value.split(',').slice(0, -1).map((n) => n.replace(/\(.*$/, '').trim().toUpperCase())]);
  return all.filter((c) => !listed.has(c.value));
}
