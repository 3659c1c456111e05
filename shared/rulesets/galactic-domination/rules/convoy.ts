/**
 * The Convoy Game variant (GD §22.2): a TT carrying no MIs carries $1 of cargo; a Resource World then
 * yields only the cargo delivered to it, up to its value (GD-ECO-04).
 */

/** Cargo a group of TTs can carry: $1 each, only those with no MIs aboard. */
export function convoyCapacity(transports: readonly { readonly mi: number }[]): number {
  return transports.filter((t) => t.mi === 0).length;
}

/** What a world yields under the Convoy variant, and the cargo still needed for its full value. */
export function convoyYield(resource: number, cargoDelivered: number): { yields: number; needed: number } {
  const yields = Math.max(0, Math.min(resource, cargoDelivered));
  return { yields, needed: resource - yields };
}
