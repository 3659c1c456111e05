/**
 * NOVA: CONTACT ORDERS, HOSTILITIES — the contact order a ship fights a turn battle under, for the
 * battle file (`contact` on each ship; combat/contact-tactics.ts turns it into a tactic).
 *
 * "A unit can't use more than two contact orders. The first being the primary status, the second
 * the default in the event of hostilities." Without a second order, the primary's own default
 * (contact-table.ts `standardDefault`: F → R; G armed H, unarmed F; N, Q, U armed H, unarmed R;
 * T armed H, unarmed N; K the setting) is followed until it reaches H or R: "Regardless of orders,
 * if hostilities occur all of a players ships will go hostile or run." A ship with no contact
 * order has the unit default (armed T, unarmed N, as turn/contact.ts); Zap (Z) meets aliens as H;
 * an unarmed ship "can't be given" H and runs.
 * General orders that name an empire do not apply: in a battle "aliens can not be identified"
 * (HOSTILITIES).
 */
import type { Unit } from '../../../model/entities';
import { isContactLetter, type ContactLetter } from '../orders/order-letters';
import { standardDefault } from './contact-table';
import { equipmentOf, mayDo, ordersOf } from './fleet';
import type { TurnWorld } from './types';

export interface BattleContact {
  /** As on the sheet, "F,H"; "" when the ship has no contact order. */
  written: string;
  /** From the primary order to the one it fights under (ends with H or R). */
  chain: ContactLetter[];
}

/** The chain for a ship: its letters as written (primary, own default), armed or not, the K default setting. */
export function contactChain(written: readonly string[], armed: boolean, kDefault: ContactLetter = 'R', zap = false): ContactLetter[] {
  const letters = written.map((l) => l.trim().toUpperCase()).filter(isContactLetter);
  let primary: ContactLetter = zap ? 'H' : (letters[0] ?? (armed ? 'T' : 'N'));
  if (primary === 'H' && !armed) primary = letters[1] && letters[1] !== 'H' ? letters[1] : 'N';
  const chain: ContactLetter[] = [primary];
  const own = zap ? undefined : letters[1];
  let current: ContactLetter = primary;
  if (current !== 'H' && current !== 'R' && own !== undefined && own !== current) {
    current = own;
    chain.push(current);
  }
  for (let i = 0; i < 4 && current !== 'H' && current !== 'R'; i++) {
    current = standardDefault(current, armed, kDefault);
    chain.push(current);
  }
  // "go hostile or run": an unarmed ship cannot fight; a chain that found neither runs.
  if (current === 'H' && !armed) chain.push('R');
  else if (current !== 'H' && current !== 'R') chain.push(armed ? 'H' : 'R');
  return chain;
}

/** The `contact` of a ship unit in a battle of turn `world.turn`. */
export function battleContactOf(unit: Unit, world: TurnWorld, kDefault: ContactLetter = 'R'): BattleContact {
  const written = ordersOf(unit, world.turn)?.contact ?? [];
  const armed = equipmentOf(unit, world.designs).armed;
  return { written: written.join(','), chain: contactChain(written, armed, kDefault, mayDo(unit, world.turn, 'Z')) };
}
