/**
 * NOVA: WRITING ORDERS (6.8): "Ships must have any cargo listed in parentheses, immediately
 * following the ship (including ships in LBs). If stated cargo is not available the GM may abort
 * the movement of unarmed transports left with no cargo."
 *
 * The book leaves it to the GM ("may"): game setting *Unarmed transports left with no cargo*
 * (`orders.emptyTransports`): 'abort' (default: the book's practice) — an unarmed ship whose row
 * lists cargo and which has nothing aboard after step D stays where it is (its route is dropped;
 * its contact and other activity orders stand), told by order error CARGO-ABORT; 'move' — it
 * moves empty. Armed ships always move. Pure.
 */
export type EmptyTransports = 'abort' | 'move';

/** Whether step D drops the route of a ship that listed cargo (`listed` items) and carries `aboard` units after loading. */
export function abortsEmptyTransport(setting: EmptyTransports, armed: boolean, listed: number, aboard: number, routeLength: number): boolean {
  return setting === 'abort' && !armed && listed > 0 && aboard === 0 && routeLength > 0;
}

/** The order error's words. */
export function emptyTransportReason(shipName: string): string {
  return `${shipName} is an unarmed transport left with no cargo: its movement is aborted and it stays where it is (NOVA WRITING ORDERS; setting *Unarmed transports left with no cargo*)`;
}
