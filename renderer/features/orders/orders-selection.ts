/**
 * The player (the model's empire) and turn a ruleset's Orders screen shows, kept while the GM
 * moves between screens, and set by the dashboard's "Open orders" link. One selection per
 * game, in memory.
 */
const selections = new Map<string, { empireId?: string; turn?: number }>();

export function ordersSelection(gameId: string): { empireId?: string; turn?: number } {
  return selections.get(gameId) ?? {};
}

export function selectOrders(gameId: string, change: { empireId?: string; turn?: number }): void {
  selections.set(gameId, { ...ordersSelection(gameId), ...change });
}
