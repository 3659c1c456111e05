/** The dice log as CSV (one row per die: round, phase, purpose, die, raw, modifiers, result, forced, ship). */
import type { DieEvent } from '../../../../shared/rulesets/nova/combat/dice';
import { writeCsv } from '../../../../shared/text/csv';


export function modifiersText(d: DieEvent): string {
  return d.modifiers.map((m) => `${m.label} ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)}`).join('; ');
}

export function diceCsv(dice: readonly DieEvent[]): string {
  const rows: (string | number)[][] = [['round', 'phase', 'purpose', 'die', 'raw', 'modifiers', 'result', 'forced', 'ship']];
  for (const d of dice) rows.push([d.round, d.phase, d.purpose, d.die, d.raw, modifiersText(d), d.result, d.forced ? 'yes' : 'no', d.shipId ?? '']);
  return writeCsv(rows);
}
