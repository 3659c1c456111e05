import { useMemo } from 'react';
import type { CheckContext } from '../../../../shared/rulesets/nova/orders/check-context';
import { lineCheck, NOVA_ORDER_SHEET } from '../../../../shared/rulesets/nova/orders/order-sheet';
import type { SheetLine } from '../../../../shared/rulesets/nova/orders/sheet';
import type { StoredLine } from '../../../../shared/rulesets/nova/orders/stored';
import { OrderGrid } from '../../../features/orders/OrderGrid';

export interface NovaOrderGridProps {
  lines: readonly StoredLine[];
  /** The lines read and checked (readChecked), one per line. */
  checked: readonly SheetLine[];
  context: CheckContext | null;
  onChange: (next: StoredLine[]) => void;
  onUndo: () => void;
  onRedo: () => void;
  newId: () => string;
}

/** A NOVA TURN ORDER SHEET in the shared order grid: front and back, checked with the rulebook's codes, completing what the empire may name. */
export function NovaOrderGrid(props: NovaOrderGridProps) {
  const { checked, context } = props;
  const checks = useMemo(() => checked.map(lineCheck), [checked]);
  const completion = useMemo(() => ({ context, checked }), [context, checked]);
  return <OrderGrid spec={NOVA_ORDER_SHEET} lines={props.lines} checks={checks} completion={completion} onChange={props.onChange} onUndo={props.onUndo} onRedo={props.onRedo} newId={props.newId} />;
}
