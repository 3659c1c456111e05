/**
 * NOVA: TRANSFER OF UNITS (6.10), carried out at step H (step-h-diplomacy.ts reads the lines):
 * - "Unit transfers can only occur between empires with Normal or Full Contact" (the receiver is
 *   named by the alias the writer's sitrep gives it: step-h-diplomacy.ts resolveAlias).
 * - "Units of the side receiving the transferred units must exist where the transfer occurs";
 *   "When the receiving empire only has installations in the system the transferring units must
 *   be in possession of the exploration information for the system. If not, and they don't get
 *   it, the transfer will not occur": the GIVER's knowledge after this turn's exploration (step H
 *   explores before it transfers), not the receiver's.
 * - "Transfers may be conditional": a CO line, or a line with "if…", "unless…" or "when…", is
 *   carried out only when the GM rules its condition met (Turn → Rulings, the same condition
 *   rulings as conditional contact orders, `TurnDecisions.conditions`); unruled, it does not occur.
 * - "… and may be specified as simultaneous": lines saying "simultaneously" are all checked
 *   against the units in place before any transfer of the turn, then carried out together; the
 *   other lines follow, one after another in sheet order (so a swap of the only ships two empires
 *   have in a system needs "simultaneously").
 * - "Armies and colonies remain the property of the empire which built them even when transported
 *   …": they are never handed over, and those aboard a transferred ship stay their builder's
 *   (SDUs too: they "may not be surrendered"); their empire learns no route (step F teaches only
 *   the carrier's empire).
 * - "You may disable ship components prior to transfer": `…, disable BL, JD` marks every component
 *   of those codes destroyed on the ship (`unit.damage`, as a critical hit would: the receiver
 *   repairs them at the book's prices). Sabotage and booby traps have no order.
 * - "Transfers can't be revoked after they have occurred": nothing undoes one; the giver's later
 *   orders for the unit name a unit it no longer has.
 * Pure.
 */
import { asSystemKnowledge } from '../map/knowledge';
import { novaDesignSchema } from '../design-model';
import { fromDesign } from '../combat/from-design';
import { buildProfile } from '../combat/profile';
import type { Empire, Unit } from '../../../model/entities';
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { asTurnUnit, isShip } from './fleet';
import { conditionKey } from './stances';
import type { EmpireOrders, TurnDecisions, TurnWorld } from './types';
import { readTransfer } from './diplomacy-orders';
import { handOverMissiles, handoverNote, splitMissileClause } from './missile-handover';

/** Kinds that stay the property of the empire that built them (NOVA: 6.10; SDUs "may not be surrendered"). */
const BUILDERS_PROPERTY = ['AA', 'RA', 'MA', 'SDU', 'C', 'COL'];

/** Whether a unit of `kind` stays its builder's when transported or transferred (NOVA: TRANSFER OF UNITS). */
export function staysBuilders(kind: string): boolean {
  return BUILDERS_PROPERTY.includes(kind.toUpperCase());
}

/** What a transfer line says beyond its units: the receiver, a condition, "simultaneously", components to disable. */
export interface TransferTerms {
  /** The receiving empire as written. */
  to: string;
  /** The condition as written ("if Empire A transfers MORAY"), or null. */
  condition: string | null;
  simultaneous: boolean;
  /** Component codes to disable before the transfer, upper case. */
  disable: string[];
  /** Missile designs named with "with missiles …", or null (none named). */
  missiles: string[] | null;
}

/**
 * The receiver part of `Transfer <units> to <rest>` read into its terms. Each search is one left
 * to right scan (no nested quantifiers: a long line reads in linear time).
 */
export function readTransferTerms(rest: string): TransferTerms {
  let text = rest;
  let condition: string | null = null;
  const when = /\b(?:if|unless|when)\b/i.exec(text);
  if (when) {
    condition = text.slice(when.index).trim();
    text = text.slice(0, when.index);
  }
  let simultaneous = false;
  const sim = /\(?\bsimultaneous(?:ly)?\b\)?/i.exec(text);
  if (sim) {
    simultaneous = true;
    text = text.slice(0, sim.index) + text.slice(sim.index + sim[0].length);
  }
  // "with missiles Mark 7, Mark 8" (NOVA: MISSILE LAUNCHERS, missile-handover.ts) and "disable BL, JD" each run to
  // the other or to the end, in either order.
  let missiles: string[] | null = null;
  const withMissiles = /\bwith\s+missiles?\b/i.exec(text);
  let disable: string[] = [];
  const dis = /\bdisabl(?:e|ing)\b/i.exec(text);
  if (dis) {
    const end = withMissiles && withMissiles.index > dis.index ? withMissiles.index : text.length;
    disable = text
      .slice(dis.index + dis[0].length, end)
      .split(/[\s,&]+/)
      .map((w) => w.toUpperCase())
      .filter((w) => w !== '' && w !== 'AND');
    text = text.slice(0, dis.index) + text.slice(end);
  }
  if (withMissiles) {
    const split = splitMissileClause(text);
    missiles = split.missiles;
    text = split.to;
  }
  return { to: text.replace(/[\s,;]+$/, '').trim(), condition, simultaneous, disable, missiles };
}

/** One unit to hand over, as read from the sheet. */
export interface PendingTransfer {
  from: Empire;
  to: Empire;
  unit: Unit;
  line: number;
  text: string;
  conditional: boolean;
  simultaneous: boolean;
  disable: string[];
  /** Missile designs named with "with missiles …" (NOVA: MISSILE LAUNCHERS), or null: the default list (missile-handover.ts). */
  missiles: string[] | null;
}

/** Component refs of a ship (combat's `CODE#n`) with codes in `codes`. */
function componentRefs(world: TurnWorld, unit: Unit, codes: readonly string[]): { refs: string[]; ie: number; jd: number; unknown: string[] } {
  const design = world.designs.find((d) => d.id === unit.designId);
  const parsed = novaDesignSchema.safeParse(design?.nova ?? {});
  if (!design || !parsed.success) return { refs: [], ie: 0, jd: 0, unknown: [...codes] };
  const profile = buildProfile(fromDesign({ name: design.name, nova: parsed.data }).spec);
  const refs: string[] = [];
  let ie = 0;
  let jd = 0;
  const unknown: string[] = [];
  for (const code of codes) {
    const found = profile.components.filter((c) => c.code === code);
    if (found.length === 0) unknown.push(code);
    for (const c of found) {
      if (c.code === 'IE') ie = Math.max(ie, c.level);
      else if (c.code === 'JD') jd = Math.max(jd, c.level);
      else refs.push(c.id);
    }
  }
  return { refs, ie, jd, unknown };
}

/** Disables `codes` on `unit` (NOVA: "You may disable ship components prior to transfer"); returns codes the ship does not have. */
function disableComponents(world: TurnWorld, unit: Unit, codes: readonly string[]): string[] {
  if (codes.length === 0 || !isShip(unit)) return [...codes];
  const { refs, ie, jd, unknown } = componentRefs(world, unit, codes);
  const holder = unit as Unit & { damage?: { sd?: number; armourLost?: number; destroyed?: string[]; ieLost?: number; jdLost?: number } };
  const d = holder.damage ?? {};
  holder.damage = {
    ...d,
    sd: d.sd ?? 0,
    armourLost: d.armourLost ?? 0,
    destroyed: [...new Set([...(d.destroyed ?? []), ...refs])],
    ieLost: Math.max(d.ieLost ?? 0, ie),
    jdLost: Math.max(d.jdLost ?? 0, jd),
  };
  return unknown;
}

/** Why `t` cannot occur in `world` as it stands, or null. */
function refusal(world: TurnWorld, t: PendingTransfer): string | null {
  const unit = world.units.find((u) => u.id === t.unit.id);
  if (!unit || unit.empireId !== t.from.id || !unit.systemId) return `${t.unit.name} is no longer a unit of this empire`;
  const there = world.units.filter((u) => u.empireId === t.to.id && u.systemId === unit.systemId);
  if (there.length === 0) return `the receiving empire has no units where the transfer happens (NOVA 6.10)`;
  if (!there.some(isShip)) {
    const record = world.knowledge.find((k) => k.empireId === t.from.id && k.systemId === unit.systemId);
    const k = record ? asSystemKnowledge(record) : null;
    if (k === null || k.how === 'jumped') return `the receiving empire has only installations there and the transferring units do not have the system's exploration information (NOVA 6.10)`;
  }
  return null;
}

/** Hands `t.unit` (and what it carries, but armies, SDUs and colonies aboard) to the receiver. */
function handOver(world: TurnWorld, t: PendingTransfer, events: TurnEvent[]): void {
  const unit = world.units.find((u) => u.id === t.unit.id) as Unit;
  const unknown = disableComponents(world, unit, t.disable);
  const aboard = world.units.filter((u) => asTurnUnit(u).carriedBy === unit.id && u.empireId === t.from.id);
  const moved = [unit, ...aboard.filter((u) => !staysBuilders(u.kind))];
  const kept = aboard.filter((u) => staysBuilders(u.kind));
  // NOVA: MISSILE LAUNCHERS: a given ship fires only its builder's designs, those named or its giver's at the time.
  const handovers = moved.flatMap((u) => {
    const handover = handOverMissiles(u, world, u.id === unit.id ? t.missiles : null);
    return handover ? [{ name: u.name || u.id, handover }] : [];
  });
  for (const u of moved) u.empireId = t.to.id;
  const ids = moved.map((u) => u.id);
  const notes = [
    handoverNote(handovers),
    t.disable.length > 0 && unknown.length < t.disable.length ? `${t.disable.filter((c) => !unknown.includes(c)).join(', ')} disabled before the transfer` : '',
    unknown.length > 0 ? `${unit.name} has no ${unknown.join(', ')} to disable` : '',
    kept.length > 0 ? `${kept.length} army/SDU/colony unit(s) aboard stay the property of the empire that built them` : '',
  ].filter((n) => n !== '');
  const reason = notes.join('; ');
  events.push({ ...ownEvent('H', t.from.id, unit.systemId, { kind: 'transfer', unitIds: ids, to: t.to.id, ok: true, reason }), aliases: aliasesFor(world.empires, [t.from.id], [t.to.id]) });
  events.push({ ...ownEvent('H', t.to.id, unit.systemId, { kind: 'transfer', unitIds: ids, to: t.to.id, ok: true, reason, from: t.from.id }), aliases: aliasesFor(world.empires, [t.to.id], [t.from.id]) });
}

/**
 * Carries out the turn's unit transfers: conditions by the GM's rulings, "simultaneously" ones
 * first and together, then the others in sheet order. Mutates `world` (the step's working copy).
 */
export function carryOutTransfers(world: TurnWorld, pending: readonly PendingTransfer[], decisions: TurnDecisions = {}): TurnEvent[] {
  const events: TurnEvent[] = [];
  const fail = (t: PendingTransfer, reason: string) => events.push({ ...ownEvent('H', t.from.id, t.unit.systemId, { kind: 'transfer', unitIds: [t.unit.id], to: t.to.id, ok: false, reason }), aliases: aliasesFor(world.empires, [t.from.id], [t.to.id]) });
  const ruled = pending.filter((t) => {
    if (!t.conditional) return true;
    const met = decisions.conditions?.[conditionKey(t.from.id, t.line)]?.value;
    if (met === true) return true;
    fail(t, met === false ? `line ${t.line}: its condition was ruled not met: no transfer (NOVA 6.10)` : `line ${t.line} is conditional and the GM has not ruled its condition: no transfer (NOVA 6.10)`);
    return false;
  });
  const together = ruled.filter((t) => t.simultaneous);
  const refused = new Map(together.map((t) => [t, refusal(world, t)]));
  for (const t of together) {
    const why = refused.get(t);
    if (why) fail(t, why);
    else handOver(world, t, events);
  }
  for (const t of ruled.filter((x) => !x.simultaneous)) {
    const why = refusal(world, t);
    if (why) fail(t, why);
    else handOver(world, t, events);
  }
  return events;
}

/** The sheet lines of `orders` that transfer units on a condition (CO, "if…", "unless…", "when…"): the GM rules each (Turn → Rulings). */
export function conditionalTransferLines(orders: EmpireOrders | undefined): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (const l of orders?.lines ?? []) {
    if (l.row?.kind !== 'general') continue;
    const transfer = readTransfer(l.row.text);
    if (!transfer || /^\d+\s*MCr$/i.test(transfer.units)) continue;
    if (/^\s*CO\b/i.test(l.row.text) || readTransferTerms(transfer.to).condition !== null) out.push({ line: l.line, text: l.row.text });
  }
  return out;
}

/**
 * The colonies a ship with E unloads, and whose they are (NOVA: TRANSFER OF UNITS "Armies and
 * colonies remain the property of the empire which built them even when transported and
 * established by alien ships"): its own empire's if it carries any, else those of the first other
 * empire aboard (colonies of two empires never share a system, NOVA 2.1).
 */
export function coloniesAboard(cargo: readonly Unit[], shipEmpireId: string): { owner: string; colonies: Unit[] } {
  const colonies = cargo.filter((u) => ['C', 'COL'].includes(u.kind.toUpperCase()));
  const owner = colonies.some((u) => u.empireId === shipEmpireId) ? shipEmpireId : (colonies[0]?.empireId ?? shipEmpireId);
  return { owner, colonies: colonies.filter((u) => u.empireId === owner) };
}
