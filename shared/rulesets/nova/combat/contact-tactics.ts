/**
 * NOVA: CONTACT ORDERS and HOSTILITIES as battle tactics: how a ship's contact order shapes
 * what the default tactics (tactics.ts) do with it once a battle has started.
 *
 * The book's sentences carried out here:
 * - HOSTILITIES: "all the ships belonging to the combatant players become involved in the combat,
 *   regardless of orders … they will support their side's ships if possible, or run if not."
 *   (Every ship is in the battle: turn/contact.ts `battleUnitIds`; here only how each one fights.)
 * - A unit's second contact order is "the default in the event of hostilities"; without one the
 *   order's own default applies (CONTACT ORDERS; turn/battle-contact.ts builds the chain, e.g. U → H).
 * - Retreat (R): "Avoid combat if at all possible." HOSTILITIES: "Armed ships with Retreat orders
 *   will fire when fired on. They will primarily attempt to escape, without damage to themselves.
 *   Their tactics will maximise survival as the prime directive." → tactic `evade`: keep away from
 *   the enemy, jump out as soon as the JD cycle allows, fire only at ships that have fired on it.
 * - Friendly (F): "The default for units with F orders is Retreat. An armed ship will fight only to
 *   maximise its sides survival." → tactic `survive`: escape as `evade`, and fire at the enemy ships
 *   that have fired on its side (setting `friendlyArmedFiresAt`: its side, the default, or itself).
 * - Ultimatum (U): "Will use SN if so equipped." → its SN stays in use (probes at C, F and K) even
 *   when it runs; other ships that run keep their SN off unless the setting
 *   `evadingShipsUseSensors` is on (using SN is announced, a successful counter-probe identifies
 *   the prober, and an SN longer than 20 hexes keeps the enemy detected, so the sides cannot lose
 *   detection and jump away: SENSORS, SENSOR PROBES, LOSS OF DETECTION DURING COMBAT).
 * - Hostile (H) and every order that defaults to H (armed G, N, Q, T, U): tactic `fight`, the
 *   default tactics as they always were (close to best range, fire at the best target).
 * A ship with no contact order in its battle file (a battle made by hand) fights as before.
 */
import { profileOf, type Battle, type BattleShipInput, type ShipState } from './battle';
import { isActive, workingWeapons } from './ship-state';

export type BattleTactic = 'fight' | 'evade' | 'survive';

export interface ShipTactic {
  tactic: BattleTactic;
  /** The ship keeps its SN in use (probes); false: the default tactics switch it off. */
  sensors: boolean;
  /** Short label for the Combat screen: "U → H: fights, uses SN". */
  label: string;
  /** The rule behind it, in the book's words. */
  why: string;
}

const FIGHT_WHY = 'HOSTILITIES: "all the ships belonging to the combatant players become involved in the combat, regardless of orders": it fights (closes to its best range, fires at the best target)';
const EVADE_WHY = 'CONTACT ORDERS R: "Avoid combat if at all possible." HOSTILITIES: "Armed ships with Retreat orders will fire when fired on. They will primarily attempt to escape, without damage to themselves." It keeps away and jumps out as soon as its JD cycle allows';
const SURVIVE_WHY = 'CONTACT ORDERS F: "The default for units with F orders is Retreat. An armed ship will fight only to maximise its sides survival." It keeps away, jumps out as soon as its JD cycle allows';
const U_WHY = 'CONTACT ORDERS U: "Will use SN if so equipped."';

const inputs = new WeakMap<object, Map<string, BattleShipInput>>();

function inputOf(battle: Battle, shipId: string): BattleShipInput | undefined {
  let byId = inputs.get(battle.input);
  if (!byId) {
    byId = new Map(battle.input.ships.map((s) => [s.id, s]));
    inputs.set(battle.input, byId);
  }
  return byId.get(shipId);
}

function hasSensors(ship: ShipState): boolean {
  return ship.spec.components.some((c) => c.code === 'SN');
}

/** The tactic a ship's contact orders give it in this battle (see the module comment for the rules). */
export function tacticOf(battle: Battle, ship: ShipState): ShipTactic {
  const contact = inputOf(battle, ship.id)?.contact;
  const armed = profileOf(ship).weapons.length > 0;
  if (!contact) return { tactic: 'fight', sensors: true, label: armed ? 'fights (no contact order in the battle file)' : 'keeps away (unarmed; no contact order in the battle file)', why: 'The battle file gives no contact order: the default tactics.' };
  const chain = contact.chain;
  const primary = chain[0];
  const final = chain[chain.length - 1];
  const path = chain.join(' → ');
  const ultimatum = primary === 'U';
  const sn = hasSensors(ship);
  const snWords = (on: boolean) => (sn ? (on ? ', uses SN' : ', SN off') : '');
  if (final !== 'R') {
    return { tactic: 'fight', sensors: true, label: `${path}: fights${snWords(true)}`, why: `${ultimatum ? `${U_WHY} ` : ''}${FIGHT_WHY}.` };
  }
  const sensors = ultimatum || battle.settings.evadingShipsUseSensors;
  const snWhy = sn ? (ultimatum ? ` ${U_WHY}` : sensors ? ' Its SN stays in use (setting "Ships that run use their sensors").' : ' Its SN is switched off: using it is announced, a counter-probe identifies it, and it would keep the enemy detected (setting "Ships that run use their sensors").') : '';
  if (armed && chain.includes('F')) {
    const side = battle.settings.friendlyArmedFiresAt === 'side';
    return { tactic: 'survive', sensors, label: `${path}: runs, fires at ships that fired on ${side ? 'its side' : 'it'}${snWords(sensors)}`, why: `${SURVIVE_WHY}, and fires only at enemy ships that have fired on ${side ? 'a ship of its side' : 'it'} (setting "Armed F ships fire at").${snWhy}` };
  }
  return { tactic: 'evade', sensors, label: `${path}: runs${armed ? ', fires only when fired on' : ''}${snWords(sensors)}`, why: `${EVADE_WHY}${armed ? ', and fires only at ships that have fired on it' : ''}.${snWhy}` };
}

/** NOVA: HOSTILITIES "fire when fired on": every ship allocated a shot at another (any image) is remembered by its target. */
export function recordFiredOn(battle: Battle, fire: readonly { ship: string; target: string }[]): void {
  for (const a of fire) {
    const target = battle.ships.find((s) => s.id === a.target);
    if (!target) continue;
    const list = (target.firedOnBy ??= []);
    if (!list.includes(a.ship)) list.push(a.ship);
  }
}

/**
 * Which enemy ships `ship` may fire at under its tactic: null = any (fight); otherwise the ids of
 * the ships that fired on it (evade, or survive set to 'self') or on any ship of its side (survive).
 */
export function allowedTargets(battle: Battle, ship: ShipState, tactic: BattleTactic): Set<string> | null {
  if (tactic === 'fight') return null;
  if (tactic === 'survive' && battle.settings.friendlyArmedFiresAt === 'side') return new Set(battle.ships.filter((s) => s.side === ship.side).flatMap((s) => s.firedOnBy ?? []));
  return new Set(ship.firedOnBy ?? []);
}

/**
 * The SN installations the default tactics switch off this round (installations decision, SN
 * null) for ships whose tactic does not use sensors; empty when every ship keeps its SN.
 */
export function sensorChoices(battle: Battle): Record<string, { SN: null }> {
  const off: Record<string, { SN: null }> = {};
  for (const ship of battle.ships) {
    if (!isActive(ship) || !hasSensors(ship)) continue;
    if (!tacticOf(battle, ship).sensors) off[ship.id] = { SN: null };
  }
  return off;
}

/** A side fights on when it still has an active armed ship whose tactic is to fight (loss of detection: stay, else jump). */
export function sideFights(battle: Battle, side: string): boolean {
  return battle.ships.some((o) => o.side === side && isActive(o) && workingWeapons(o).length > 0 && tacticOf(battle, o).tactic === 'fight');
}
