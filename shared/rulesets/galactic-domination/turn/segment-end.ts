/**
 * Carried units (GD §11.1 G-vi, §11.3, §10.1.1): the player's LOAD and UNLOAD orders once a turn before
 * movement; after each segment, Fighters waiting at a Shipyard board the CVs there, and the CV validity
 * check (§10.8.1: at least 4 Fighters, or the shortfall clock starts). Battles apply the §11.4.1 default.
 */
import { CV_MINIMUM_FIGHTERS, mayTransferFighters } from '../rules/carried-units';
import { UNIT_TYPES } from '../rules/units';
import type { TurnContext } from './context';

/** LOAD and UNLOAD orders, once a turn before movement (digest §5.3 C; GD §10.1.2.3.1 automatic transfer in the same hex). */
export function applyLoads(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    for (const l of ctx.ordersOf(p.id).loads) {
      if (l.what === 'Ftr') {
        // GD §10.8.1 NOTE: a CV may pass Fighters to another CV only if it keeps its own minimum (≥ 8 before a transfer of 4).
        const from = ctx.unit(l.from.toUpperCase());
        const to = ctx.unit(l.to.toUpperCase());
        const same = from && to && ctx.fleet(from.fleetId ?? '')?.hexId === ctx.fleet(to.fleetId ?? '')?.hexId;
        if (!from || !to || from.ownerId !== p.id || to.ownerId !== p.id || from.code !== 'CV' || to.code !== 'CV' || !same) {
          ctx.event('order-rejected', [p.id], `line ${l.line}: LOAD FTR: two of your CVs in the same hex`, { rule: 'GD §10.1.1' });
          continue;
        }
        const n = Math.min(l.count, from.ftr, UNIT_TYPES.CV.carriesFtr - to.ftr);
        if (!mayTransferFighters(from.ftr, n)) {
          ctx.event('order-rejected', [p.id], `line ${l.line}: ${from.id} would fall below ${CV_MINIMUM_FIGHTERS} Fighters`, { rule: 'GD §10.8.1' });
          continue;
        }
        from.ftr -= n;
        to.ftr += n;
        continue;
      }
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
}

/** G-vi Carried Units Transfer and CV validity check. */
export function carriedTransfer(ctx: TurnContext): void {
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
