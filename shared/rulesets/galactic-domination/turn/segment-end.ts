/**
 * G-iii to G-vi after each segment's encounters (GD §11.1, §11.3): carried units transfer (the §11.4.1
 * default: loads and unloads ordered by the player, Fighters waiting at a Shipyard board CVs there), and the
 * CV validity check (§10.8.1: at least 4 Fighters, or the shortfall clock starts).
 */
import { CV_MINIMUM_FIGHTERS } from '../rules/carried-units';
import { UNIT_TYPES } from '../rules/units';
import type { TurnContext } from './context';

/** G-vi Carried Units Transfer and CV validity check. */
export function carriedTransfer(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    for (const l of ctx.ordersOf(p.id).loads) {
      if (l.what !== 'MI') continue;
      const unit = ctx.unit(l.kind === 'load' ? l.to : l.from);
      const planet = ctx.world.planets.find((x) => x.name.toLowerCase() === (l.kind === 'load' ? l.from : l.to).toLowerCase() || x.id === (l.kind === 'load' ? l.from : l.to));
      const fleet = unit ? ctx.fleet(unit.fleetId ?? '') : undefined;
      if (!unit || unit.ownerId !== p.id || !planet || planet.ownerId !== p.id || !fleet || fleet.hexId !== planet.hexId || (fleet.half ?? 0) !== (planet.half ?? 0)) continue;
      if (l.kind === 'load') {
        const n = Math.min(l.count, planet.mis, UNIT_TYPES[unit.code].carriesMi - unit.mi);
        planet.mis -= n;
        unit.mi += n;
      } else {
        const n = Math.min(l.count, unit.mi);
        unit.mi -= n;
        planet.mis += n;
      }
    }
  }
  // Fighters waiting at a Shipyard board the owner's CVs there (GD §10.8.1: restock at the earliest opportunity).
  for (const planet of ctx.world.planets) {
    if (planet.waitingFtr === 0 || !planet.ownerId) continue;
    for (const u of ctx.world.units.filter((x) => x.ownerId === planet.ownerId && x.code === 'CV' && ctx.fleet(x.fleetId ?? '')?.hexId === planet.hexId)) {
      const take = Math.min(planet.waitingFtr, UNIT_TYPES.CV.carriesFtr - u.ftr);
      u.ftr += take;
      planet.waitingFtr -= take;
    }
  }
  // GD §10.8.1 CV validity check.
  for (const u of ctx.world.units) {
    if (u.code !== 'CV') continue;
    if (u.ftr >= CV_MINIMUM_FIGHTERS) {
      if (u.shortSince !== null) ctx.event('cv-check', [u.ownerId], `${u.id} is back to ${u.ftr} Fighters`, { rule: 'GD §10.8.1' });
      u.shortSince = null;
    } else if (u.shortSince === null) {
      u.shortSince = ctx.turn;
      ctx.event('cv-check', [u.ownerId], `${u.id} has ${u.ftr} of the 4 Fighters a CV needs: it must restock at the earliest opportunity`, { rule: 'GD §10.8.1' });
    }
  }
}
