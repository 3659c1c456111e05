/**
 * Where a player's orders for a turn stand, for the Orders screen's badge and the dashboard:
 * no orders, the paper received but nothing entered, entered, errors left, checked by the GM.
 * A ruleset decides which from its own records.
 */
export type OrderState = 'none' | 'received' | 'entered' | 'errors' | 'checked';
