/**
 * NOVA: NONVIOLENT HOSTILITIES (6.11): "When hostilities occur between armed ships incapable of
 * harming each other they all revert to Neutral and execute activity orders. [...] An exception
 * occurs when one side has no IE. In these cases the side with no IE must jump out or be captured."
 *
 * Harm is judged on the battle file the turn would fight (battles.ts, the ships' designs, damage,
 * usable missile designs and the game's combat switches): a ship can harm another when one of its
 * working weapons can score damage on it at the range most favourable to that weapon (range 0, the
 * "effective range"), with the attacker's best FC against the target's best EW — a laser whose
 * every d10 face gives code 0, a force beam or warp cannon or missile with no chance, cannot.
 * Shields and armour are not counted: they soak damage, they do not prevent it.
 *
 * A hostile pair in a system where no ship of either side can harm any ship of the other reverts
 * to neutral (no battle; the activities the table aborted are carried out), unless one side has no
 * working IE at all and the other has: then the battle is fought, and the resolver's end of battle
 * makes the ships with no IE jump out or be captured (battle-result.ts). Disputes beyond this are
 * the GM's ("arbitrary ruling"): a contact ruling on the Turn screen overrides.
 *
 * "If one side refuses to close to effective range, that side's units must retreat from the
 * system": when the ships could harm each other at close range but every ship of one side holds a
 * range by Maintain Range orders (M+n, n > 0) at which neither side can harm the other, that side
 * retreats (its retreat destinations, as for the contact table's R) and there is no battle.
 */
import { startBattle, profileOf } from '../combat/battle';
import { fireOdds, type WeaponSpec } from '../combat/fire-calculator';
import { missilesFor } from '../combat/profile';
import { combatSettingsOf, type CombatGameSettings, type CombatSettings } from '../combat/settings';
import { ieWorking, installationLevel, workingWeapons } from '../combat/ship-state';
import type { Battle, ShipState } from '../combat/battle';
import { spaceBattleInput } from './battles';
import { ordersOf } from './fleet';
import { maintainRangeOf } from './maintain-range';
import type { Unit } from '../../../model/entities';
import type { SystemContact } from './contact';
import type { QueuedBattle, TurnWorld } from './types';

/** The weapon specs one working weapon of `ship` can fire (an XL as either laser, an ML each missile it can launch). */
function specsOf(ship: ShipState): WeaponSpec[] {
  const missiles = profileOf(ship).missiles;
  return workingWeapons(ship).flatMap((w): WeaponSpec[] => {
    switch (w.kind) {
      case 'BL':
      case 'PL':
        return [{ kind: w.kind, size: w.size }];
      case 'XL':
        return [{ kind: 'BL', size: w.size }, { kind: 'PL', size: w.size }];
      case 'FP':
        return [{ kind: 'FP', size: w.size, fa: w.fa ?? 0, fd: w.fd ?? 0 }];
      case 'PA':
        return [{ kind: 'PA', pr: w.pr ?? 1, pd: w.pd ?? 0 }];
      case 'WC':
        return [{ kind: 'WC', wa: w.wa ?? 0, wd: w.wd ?? 0 }];
      case 'ML':
        return missilesFor(w, missiles).map((m) => ({ kind: 'ML', md: m.md, ma: m.ma, mr: m.mr }));
    }
  });
}

/** Whether `attacker` can score damage on `target` at `range` hexes (0: the most favourable; its best FC against the target's best EW). */
export function canHarm(battle: Battle, attacker: ShipState, target: ShipState, range = 0): boolean {
  const ctx = { range, fc: installationLevel(attacker, 'FC'), ew: installationLevel(target, 'EW'), probed: true, extrapolateLaserCodes: battle.settings.extrapolateLaserCodes };
  return specsOf(attacker).some((w) => {
    const { toHit } = fireOdds(w, ctx);
    if (toHit.kind === 'laser') return toHit.rows.some((r) => r.damage > 0);
    if (toHit.kind === 'percent') return toHit.chance > 0;
    if (toHit.kind === 'always') return toHit.damage > 0;
    return false;
  });
}

export type NonviolentVerdict = { kind: 'fight' } | { kind: 'neutral'; reason: string } | { kind: 'no-ie'; empireIds: string[]; reason: string } | { kind: 'refuses'; empireId: string; range: number; reason: string };

/**
 * The rule for one hostile pair of empires `a`, `b` with ships in `systemId` (NOVA: 6.11):
 * fight as usual, revert to neutral, or fight because a side has no IE (jump out or be captured).
 */
export function nonviolentVerdict(world: TurnWorld, systemId: string, a: string, b: string, unitIds: readonly string[], settings?: CombatSettings | CombatGameSettings): NonviolentVerdict {
  const queued: QueuedBattle = { id: `nonviolent.${systemId}`, kind: 'space', systemId, empireIds: [a, b].sort(), unitIds: [...unitIds] };
  let battle: Battle;
  try {
    battle = startBattle(spaceBattleInput(queued, world, settings));
  } catch {
    return { kind: 'fight' };
  }
  const side = (id: string) => battle.ships.filter((s) => s.side === id);
  const ships = { a: side(a), b: side(b) };
  if (ships.a.length === 0 || ships.b.length === 0) return { kind: 'fight' };
  const armed = (list: ShipState[]) => list.some((s) => workingWeapons(s).length > 0);
  // "armed ships": two sides of which one is unarmed are not this rule's case.
  if (!armed(ships.a) || !armed(ships.b)) return { kind: 'fight' };
  const harms = (from: ShipState[], to: ShipState[], range = 0) => from.some((x) => to.some((y) => canHarm(battle, x, y, range)));
  if (harms(ships.a, ships.b) || harms(ships.b, ships.a)) {
    // "If one side refuses to close to effective range, that side's units must retreat from the system":
    // every ship of a side holds a range by M+n orders at which neither side can harm the other.
    for (const id of [a, b]) {
      const held = side(id).map((s) => maintainRangeOf(ordersOf(world.units.find((u) => u.id === s.id) as Unit, world.turn)?.activity ?? []));
      const range = held.every((r): r is number => r !== null && r > 0) ? Math.min(...held) : null;
      if (range === null) continue;
      if (!harms(ships.a, ships.b, range) && !harms(ships.b, ships.a, range)) return { kind: 'refuses', empireId: id, range, reason: `one side keeps a range of ${range} hexes (M+${range}) at which neither can harm the other: it refuses to close to effective range and must retreat from the system (NOVA 6.11 NONVIOLENT HOSTILITIES)` };
    }
    return { kind: 'fight' };
  }
  const noIe = [a, b].filter((id) => side(id).every((s) => ieWorking(s) === 0));
  if (noIe.length === 1) return { kind: 'no-ie', empireIds: noIe, reason: 'armed ships incapable of harming each other, but one side has no IE: it must jump out or be captured (NOVA 6.11 NONVIOLENT HOSTILITIES)' };
  return { kind: 'neutral', reason: 'armed ships incapable of harming each other revert to Neutral and execute their activity orders (NOVA 6.11 NONVIOLENT HOSTILITIES)' };
}

/**
 * Applies the rule to a system's resolved contacts (contact.ts), in place: each hostile pair not
 * ruled by the GM whose ships cannot harm each other becomes neutral, leaves the battle (unless
 * another hostile pair keeps its empires in), and its units' activities are no longer aborted.
 * Returns the warnings to show the GM, one per pair reverted or kept for a side with no IE.
 */
export function applyNonviolent(resolved: SystemContact, world: TurnWorld, systemId: string, ships: readonly Unit[], settings: Record<string, unknown> | undefined): { pair: [string, string]; verdict: Exclude<NonviolentVerdict, { kind: 'fight' }> }[] {
  const out: { pair: [string, string]; verdict: Exclude<NonviolentVerdict, { kind: 'fight' }> }[] = [];
  const combat = combatSettingsOf(settings);
  for (const pair of resolved.pairs) {
    if (pair.outcome !== 'hostile' || pair.ruled) continue;
    const ids = ships.filter((u) => u.empireId === pair.a || u.empireId === pair.b).map((u) => u.id);
    const verdict = nonviolentVerdict(world, systemId, pair.a, pair.b, ids, combat);
    if (verdict.kind === 'fight') continue;
    out.push({ pair: [pair.a, pair.b], verdict });
    if (verdict.kind === 'no-ie') continue;
    if (verdict.kind === 'refuses') {
      const leaving = ships.filter((u) => u.empireId === verdict.empireId && !resolved.retreatingUnitIds.includes(u.id)).map((u) => u.id);
      resolved.retreatingUnitIds = [...resolved.retreatingUnitIds, ...leaving].sort();
    }
    pair.outcome = 'neutral';
    pair.explanation = `${pair.explanation ? `${pair.explanation}; ` : ''}${verdict.reason}`;
  }
  if (!out.some((o) => o.verdict.kind === 'neutral' || o.verdict.kind === 'refuses')) return out;
  resolved.hostile = resolved.pairs.filter((p) => p.outcome === 'hostile').map((p) => [p.a, p.b]);
  const fighting = new Set(resolved.hostile.flat());
  resolved.battleUnitIds = resolved.battleUnitIds.filter((id) => fighting.has(ships.find((u) => u.id === id)?.empireId ?? ''));
  const freed = new Set(out.filter((o) => o.verdict.kind === 'neutral' || o.verdict.kind === 'refuses').flatMap((o) => o.pair).filter((e) => !fighting.has(e)));
  resolved.abortedUnitIds = resolved.abortedUnitIds.filter((id) => !freed.has(ships.find((u) => u.id === id)?.empireId ?? ''));
  return out;
}
