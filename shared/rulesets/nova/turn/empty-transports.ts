/**
 * NOVA: WRITING ORDERS (6.8): "Ships must have any cargo listed in parentheses, immediately
 * following the ship (including ships in LBs). If stated cargo is not available the GM may abort
 * the movement of unarmed transports left with no cargo."
 *
 * The book leaves it to the GM ("may"): game setting *Unarmed transports left with no cargo*
 * (`orders.emptyTransports`): 'move' (default: "All orders will be executed if possible", NOVA
 * INTERPRETATION OF ORDERS) — it moves empty; 'abort' — an unarmed ship whose row
 * lists cargo that is not there to load, and which has nothing aboard after step D, stays where it is (its route is dropped;
 * its contact and other activity orders stand), told by order error CARGO-ABORT. Armed ships
 * always move. Pure.
 */
export type EmptyTransports = 'abort' | 'move';

/**
 * Whether step D drops the route of a ship: `unavailable` items of its stated cargo were not there
 * to load and it carries `aboard` units after loading. Cargo that is there but does not fit is not
 * "not available" (CAPACITY says so): the ship moves.
 */
export function abortsEmptyTransport(setting: EmptyTransports, armed: boolean, unavailable: number, aboard: number, routeLength: number): boolean {
  return setting === 'abort' && !armed && unavailable > 0 && aboard === 0 && routeLength > 0;
}

/** The order error's words. */
export function emptyTransportReason(shipName: string): string {
  return `${shipName} is an unarmed transport left with no cargo: its movement is aborted and it stays where it is (NOVA WRITING ORDERS; setting *Unarmed transports left with no cargo*)`;
}
