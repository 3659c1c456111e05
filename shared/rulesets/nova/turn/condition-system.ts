/**
 * NOVA: CONDITIONAL ORDERS: "They may not be based on events occurring in systems other than the one
 * that the affected ships are in." A condition is read for the names of the systems the writer
 * knows (map/known-systems.ts); one that names a system none of the ships it covers is in (or
 * bound for) is such a condition. Pure.
 */
import { knownNamesPerEmpire } from '../map/known-systems';
import type { EmpireStance } from './contact';
import { ownEvent, type TurnEvent } from './events';
import { isShip, ordersOf } from './fleet';
import { clauseCovers } from './general-orders';
import type { EmpireOrders, TurnWorld } from './types';

/** Whether `name` occurs in `text` as whole words (both upper case). Linear in the text. */
function hasWords(text: string, name: string): boolean {
  const word = (c: string | undefined) => c !== undefined && /[A-Z0-9]/.test(c);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!word(text[at - 1]) && !word(text[at + name.length])) return true;
  }
  return false;
}

/**
 * The first system a condition names (as the writer's map names it) that is not one of `systemIds`,
 * the systems the covered ships are in or bound for; null when it names none. Names shorter than
 * three letters are not looked for ("Empire A" is not system A).
 */
export function otherSystemNamed(condition: string, knownNames: ReadonlyMap<string, string>, systemIds: ReadonlySet<string>): string | null {
  const text = condition.toUpperCase();
  for (const [name, id] of knownNames) {
    if (name.length < 3 || systemIds.has(id)) continue;
    if (hasWords(text, name)) return name;
  }
  return null;
}

/**
 * The conditional contact clauses (turn/general-orders.ts) not ruled by the GM whose condition names
 * a system none of the ships they cover is in, started its move from, or is bound for: order errors
 * CONDITION-SYSTEM (step G), one per sheet line. Such a clause does not apply anyway until ruled
 * (contact.ts); the error says why it may not, and the GM's ruling still overrides.
 */
export function contactConditionsElsewhere(world: TurnWorld, orders: readonly EmpireOrders[], stances: Iterable<EmpireStance>): TurnEvent[] {
  const events: TurnEvent[] = [];
  const names = knownNamesPerEmpire(world);
  for (const stance of stances) {
    const seen = new Set<number>();
    for (const clause of stance.clauses) {
      if (!clause.read || !clause.conditional || clause.condition === null || clause.conditionMet !== undefined || seen.has(clause.line)) continue;
      const ships = world.units.filter((u) => u.empireId === stance.empireId && isShip(u) && clauseCovers(clause.ships, { name: u.name, kind: 'ship' }));
      if (ships.length === 0) continue;
      const known = names(stance.empireId);
      const systems = new Set<string>();
      const rows = orders.find((o) => o.empireId === stance.empireId)?.lines ?? [];
      for (const s of ships) {
        if (s.systemId) systems.add(s.systemId);
        // Where it started (its movement row's START) and where it is bound (its route's last system).
        const own = ordersOf(s, world.turn);
        const row = own ? rows.find((l) => l.line === own.line)?.row : undefined;
        const last = own?.route.at(-1);
        for (const name of [row?.kind === 'movement' ? row.start : undefined, last?.kind === 'system' ? last.name : undefined]) {
          const id = name ? known.get(name.trim().toUpperCase()) : undefined;
          if (id) systems.add(id);
        }
      }
      const elsewhere = otherSystemNamed(clause.condition, known, systems);
      if (!elsewhere) continue;
      seen.add(clause.line);
      events.push(ownEvent('G', stance.empireId, null, { kind: 'order-error', line: clause.line, text: clause.text, code: 'CONDITION-SYSTEM', reason: `the condition names ${elsewhere}, where none of the ships it covers is: conditional orders "may not be based on events occurring in systems other than the one that the affected ships are in" (NOVA CONDITIONAL ORDERS); it does not apply unless the GM rules it`, unitIds: ships.map((s) => s.id) }));
    }
  }
  return events;
}
