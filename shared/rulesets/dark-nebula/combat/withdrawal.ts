/**
 * Withdrawal (DN §5.0 戦闘の終了): destinations one jump away that are a friendly system with no
 * enemy ships or an empty system (A8), who can jump out (monitors, fighters, reaction ships with
 * three jumps and failed ships that fail their jump check stay), and the default standing rule.
 */
import type { Side, Unit, World } from '../model';
import { otherSide } from '../model';
import type { WithdrawRule } from '../orders/instructions';
import { friendlyBox, friendlySystem } from '../state/ownership';
import { classOf, coalitionOf, neighbours, placeOfUnit, printedSystemType, systemById } from '../state/queries';

/** May this side jump along the route now (solid, explored dashed, or Vilani with a check)? */
export function routeOpen(world: World, side: Side, routeId: string, kind: 'solid' | 'dashed'): boolean {
  if (kind === 'solid') return true;
  return world.sides[side].variant === 'vilani' || (world.explored[routeId] ?? []).includes(side);
}

/** Systems a side may withdraw to from `systemId`, friendly ones first, then by id. */
export function withdrawalDestinations(world: World, side: Side, systemId: string): string[] {
  const enemy = otherSide(side);
  const out: { id: string; friendly: boolean }[] = [];
  for (const { systemId: to, route } of neighbours(world, systemId)) {
    if (!routeOpen(world, side, route.id, route.kind)) continue;
    const units = world.units.filter((u) => {
      const p = placeOfUnit(world, u);
      return p?.systemId === to && u.loc.kind !== 'carried';
    });
    if (units.some((u) => coalitionOf(world, u) === enemy && classOf(world, u).category === 'ship')) continue;
    const friendly = friendlySystem(world, side, to);
    if (friendly) {
      out.push({ id: to, friendly: true });
      continue;
    }
    // A8: an empty system; unallied independents make it non-empty unless the setting says otherwise.
    const system = systemById(world, to);
    const indep = units.some((u) => coalitionOf(world, u) === 'independent');
    const others = units.some((u) => coalitionOf(world, u) === enemy);
    const alliedBox = system?.boxes.some((b) => friendlyBox(world, side, b.id)) ?? false;
    if (others) continue;
    if (indep && !world.settings.withdrawIntoIndependents && !alliedBox) continue;
    out.push({ id: to, friendly: false });
  }
  return out.sort((a, b) => Number(b.friendly) - Number(a.friendly) || (a.id < b.id ? -1 : 1)).map((d) => d.id);
}

/** Can this ship make a withdrawal jump at all (before any jump check)? */
export function mayJumpOut(world: World, unit: Unit, cannotWithdraw: ReadonlySet<string>): boolean {
  const cls = classOf(world, unit);
  if (cls.category !== 'ship' || cls.tags.includes('no-jump')) return false;
  return !cannotWithdraw.has(unit.id);
}

/** A Type-3 system: the withdrawing side needs a tanker leaving with it (DN §4.0 燃料補給). */
export function fuelAllowsWithdrawal(world: World, systemId: string, leaving: readonly Unit[]): boolean {
  const system = systemById(world, systemId);
  if (!system || printedSystemType(system) !== 3) return true;
  return leaving.some((u) => classOf(world, u).code === 'AO');
}

/** The standing rule's answer: withdraw now? */
export function ruleSaysWithdraw(rule: WithdrawRule, own: { now: number; start: number; armed: number }, enemy: { armed: number }): boolean {
  switch (rule.when) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'outnumbered':
      return enemy.armed > own.armed;
    case 'losses':
      return own.start > 0 && (own.start - own.now) * 100 >= (rule.pct ?? 50) * own.start;
    default:
      return false;
  }
}
