/**
 * NOVA: PLAYER ELIMINATION (8.2): "Players are eliminated from the game when their last world is
 * lost and they can't create another world." An empire eliminated at the end of turn N
 * (`nova.eliminatedTurn`, elimination.ts) plays no more: from turn N+1 its order sheets are not
 * carried out. Nothing is dropped silently: each line of such a sheet is reported as an
 * order error (code ELIMINATED, "empire eliminated on turn N: not carried out") and the GM is
 * warned once per empire.
 *
 * What becomes of what the empire still has in play (its ships, a remaining outpost or
 * settlement, a captured system) the book does not say: it stays where it is, with no orders
 * but its standing ones (as in a missed turn, NOVA 6.3), and may be attacked, captured or
 * salvaged like any other empire's; the GM rules anything else with a note.
 */
import { eliminationStateOf } from './elimination';
import { ownEvent, type TurnEvent } from './events';
import type { EmpireOrders, TurnWarning, TurnWorld } from './types';

/** The turn an empire was eliminated on, when it was before `turn` (its sheets of `turn` are not carried out); else null. */
export function eliminatedBefore(empire: object, turn: number): number | null {
  const at = eliminationStateOf(empire as Parameters<typeof eliminationStateOf>[0]).eliminatedTurn;
  return at !== undefined && at < turn ? at : null;
}

/** The words every line of an eliminated empire's sheet is reported with. */
export function eliminatedReason(turn: number): string {
  return `empire eliminated on turn ${turn}: not carried out (NOVA 8.2 PLAYER ELIMINATION)`;
}

/**
 * The orders the steps run: an eliminated empire's sheet replaced by an empty one (not a missed
 * turn: there is nobody to miss it), with an ELIMINATED order error for each line that says
 * something, and one warning for the GM.
 */
export function setAsideEliminated(world: TurnWorld, orders: readonly EmpireOrders[]): { orders: EmpireOrders[]; events: TurnEvent[]; warnings: TurnWarning[] } {
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const kept = world.empires.flatMap((empire): EmpireOrders[] => {
    const sheet = orders.find((o) => o.empireId === empire.id);
    const at = eliminatedBefore(empire, world.turn);
    if (at === null) return sheet ? [sheet] : [];
    const lines = (sheet?.lines ?? []).filter((l) => l.text.trim() !== '' && l.row?.kind !== 'blank' && l.row?.kind !== 'section');
    for (const l of lines) events.push(ownEvent('A', empire.id, null, { kind: 'order-error', line: l.line, text: l.text, code: 'ELIMINATED', reason: eliminatedReason(at), unitIds: [] }));
    warnings.push({ step: 'A', code: 'ELIMINATED', empireId: empire.id, message: `${empire.name} was eliminated on turn ${at} (NOVA 8.2): ${lines.length === 0 ? 'it has no orders to carry out' : `its ${lines.length} order line${lines.length === 1 ? ' is' : 's are'} not carried out`}` });
    return [{ empireId: empire.id, missing: false, lines: [] }];
  });
  // Sheets of empires not in the world (none in practice) pass through untouched.
  for (const o of orders) if (!world.empires.some((e) => e.id === o.empireId)) kept.push(o);
  return { orders: kept, events, warnings };
}
