import { Badge } from '@mantine/core';
import type { OrderState } from '../../../shared/orders/order-state';

export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  none: 'No orders',
  received: 'Paper received, not entered',
  entered: 'Entered',
  errors: 'Errors left',
  checked: 'Checked',
};

const COLOR: Record<OrderState, string> = { none: 'gray', received: 'blue', entered: 'cyan', errors: 'red', checked: 'green' };

/** Where a player's orders stand: no orders, received, entered, errors left, checked. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  return (
    <Badge color={COLOR[state]} variant={state === 'checked' ? 'filled' : 'light'} data-testid="order-state">
      {ORDER_STATE_LABEL[state]}
    </Badge>
  );
}
