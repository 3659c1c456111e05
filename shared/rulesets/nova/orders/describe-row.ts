/**
 * A row of a typed order sheet in words, on one line, as `warpdesk orders parse` prints it and
 * the commit review says how the turn read a row.
 */
import type { SheetRow } from './sheet';

export function describeRow(row: SheetRow | null): string {
  if (row === null) return 'not read';
  switch (row.kind) {
    case 'blank':
      return 'blank';
    case 'section':
      return `section ${row.section}`;
    case 'empire':
      return `empire ${row.name}`;
    case 'turn':
      return `turn ${row.turn}`;
    case 'ledger':
      return `ledger ${row.field} = ${row.amount} MCr${row.detail ? ` ${row.detail}` : ''}`;
    case 'expenditure':
      return `expenditure ${row.item}: ${row.quantity ?? '?'} × ${row.unitPrice ?? '?'} = ${row.cost ?? '?'} MCr${row.note ? ` (note: ${row.note})` : ''}`;
    case 'commission':
      return `commission ${row.entries.map((e) => `${e.ship} at ${e.system}`).join(', ')}`;
    case 'research':
      return `research ${row.project}: table ${row.table}, goal ${row.goal ?? '?'}, RDTs [${row.rdtsAtStart ?? '?'}] ${row.change ?? '?'} → [${row.rdtsAtEnd ?? '?'}]`;
    case 'movement': {
      const ships = row.ships.map((s) => (s.cargo.length > 0 ? `${s.name} (${s.cargo.join(', ')})` : s.name)).join(', ');
      const route = row.route.map((s) => (s.kind === 'warp' ? `warp ${s.letter}` : s.name)).join(' → ') || 'stays';
      const orders = [...row.contact, ...row.activity.map((a) => a.letter + (a.range !== undefined ? `+${a.range}` : '') + (a.target ? `(${a.target})` : ''))].join(',') || 'default orders';
      const retreat = row.retreat ? `; retreat ${row.retreat.kind === 'warp' ? `warp ${row.retreat.letter}` : row.retreat.name}` : '';
      return `movement from ${row.start}: ${ships}; ${route}; ${orders}${row.setup ? ` (${row.setup.direction}/${row.setup.distance})` : ''}${retreat}${row.retreating ? '; retreating' : ''}`;
    }
    case 'general':
      return `${row.order ?? 'general'} order: ${row.text}${row.note ? ` (note: ${row.note})` : ''}`;
    case 'total':
      return `total ${row.label}: ${row.amount ?? '?'} MCr`;
    case 'note':
      return `note to the GM: ${row.text}`;
  }
}
