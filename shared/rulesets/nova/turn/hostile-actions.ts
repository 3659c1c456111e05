/**
 * What counts as a hostile action in NOVA, as a table, and which rule made a battle.
 *
 * NOVA: HOSTILE ACTIONS: "Any attempts to use Sensors on an alien ship, or to alter the range
 * between ships is considered a hostile action and will trigger hostilities. Therefore, only ships
 * with ultimatum / hostile orders or ships engaged in combat will use Sensors or combat speed (1+).
 * Activity orders (even D and A) are not hostile actions unless the ships assigned those orders
 * refuse to obey an order to stop."
 *
 * With CONTACT ORDERS (H, U, Z) and the CONTACT MODE INTERACTION TABLE's result codes (contact-table.ts),
 * this is every way a battle starts. Step G names the rule on each battle it queues (`causes`),
 * and the Turn screen shows it. Pure data.
 */
import type { ContactCode } from './contact-table';

export type HostileActionId = 'hostile-order' | 'zap' | 'activity-refused' | 'ultimatum-refused' | 'sensors-or-range' | 'gm-ruling';

export interface HostileAction {
  id: HostileActionId;
  /** The rulebook section. */
  rule: string;
  /** The book's words. */
  text: string;
  /** The contact table's result codes that start hostilities this way (empty: not through the table). */
  codes: readonly ContactCode[];
}

export const HOSTILE_ACTIONS: Readonly<Record<HostileActionId, HostileAction>> = {
  'hostile-order': { id: 'hostile-order', rule: 'CONTACT ORDERS: Hostile (H)', text: 'Attack all aliens encountered. "Only one side need be hostile to start a combat."', codes: [4] },
  zap: { id: 'zap', rule: 'ACTIVITY ORDERS: Zap (Z)', text: 'Ships given Zap orders will do everything to aliens that they are equipped to do: the equivalent of H,X/O,D,I orders.', codes: [4] },
  'activity-refused': {
    id: 'activity-refused',
    rule: 'HOSTILE ACTIONS',
    text: 'Activity orders (even D and A) are not hostile actions unless the ships assigned those orders refuse to obey an order to stop.',
    codes: [5, 6, 10, 11],
  },
  'ultimatum-refused': { id: 'ultimatum-refused', rule: 'CONTACT ORDERS: Ultimatum (U)', text: 'Order aliens to leave the system; the side without U orders reverts to default orders (Hostile if armed, Retreat if not).', codes: [8] },
  'sensors-or-range': {
    id: 'sensors-or-range',
    rule: 'HOSTILE ACTIONS',
    text: 'Any attempts to use Sensors on an alien ship, or to alter the range between ships is considered a hostile action and will trigger hostilities.',
    codes: [],
  },
  'gm-ruling': { id: 'gm-ruling', rule: 'GM ruling', text: 'The GM ruled the meeting hostile (with a note on the Turn screen).', codes: [] },
};

/** What a unit might do in the presence of aliens, and whether the book counts it as hostile (NOVA: HOSTILE ACTIONS, ACTIVITY ORDERS S). */
export const ACTION_IS_HOSTILE: Readonly<Record<'sensor-probe' | 'change-range' | 'activity' | 'activity-refused' | 'surrender', boolean>> = {
  'sensor-probe': true,
  'change-range': true,
  activity: false,
  'activity-refused': true,
  surrender: false,
};

/** Which rule made a hostile meeting a battle: from the table's code and the orders it was read with (primary, then the other side). */
export function hostilityCause(meeting: { code: number; ruled: boolean; tableOutcome?: string; zap?: boolean }): HostileAction {
  if (meeting.ruled && meeting.tableOutcome !== 'hostile') return HOSTILE_ACTIONS['gm-ruling'];
  const code = meeting.code as ContactCode;
  if (code === 4) return meeting.zap ? HOSTILE_ACTIONS.zap : HOSTILE_ACTIONS['hostile-order'];
  const found = Object.values(HOSTILE_ACTIONS).find((a) => a.codes.includes(code));
  return found ?? HOSTILE_ACTIONS['gm-ruling'];
}

/** A battle's cause as step G records it on the queued battle. */
export interface BattleCause {
  empireIds: [string, string];
  code: number;
  orders: [string, string];
  action: HostileActionId;
  /** The contact table read in words (contact.ts), or the GM's ruling. */
  explanation: string;
}

/** The cause in the GM's words: "HOSTILE ACTIONS: Activity orders … (code 6, G vs T …)". */
export function describeCause(cause: BattleCause, empireName: (id: string) => string): string {
  const action = HOSTILE_ACTIONS[cause.action];
  return `${empireName(cause.empireIds[0])} (${cause.orders[0]}) and ${empireName(cause.empireIds[1])} (${cause.orders[1]}): ${action.rule}: ${action.text} Contact table: ${cause.explanation}`;
}
