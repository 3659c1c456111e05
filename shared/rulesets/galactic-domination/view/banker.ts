/**
 * The Galactic Banker's ledger (GD §7.12, §11.1 H, I, J): for each player the Stellars on hand, the income
 * the next Income Phase will pay as things stand (each world's value, halved when blockaded or for a
 * captured capital, and the one-off bonuses and losses waiting), what is waiting for placement and what it
 * cost, and the VP track. The GM's (and the table's) view: the whole truth of the treasuries.
 */
import { incomeLedger, type IncomeLine } from '../rules/income';
import { UNIT_TYPES } from '../rules/units';
import type { World } from '../world/world';

export interface BankerRow {
  readonly playerId: string;
  readonly name: string;
  readonly raceCode: string;
  readonly seat: number;
  readonly stellars: number;
  /** The next Income Phase as things stand (blockades as last checked). */
  readonly income: { readonly lines: readonly IncomeLine[]; readonly total: number };
  readonly vp: number;
  readonly vpChits: number;
  readonly handCount: number;
  readonly planets: number;
  readonly fleets: number;
  readonly ships: number;
  /** Bought and waiting for placement (not free units): cost paid. */
  readonly waiting: readonly { readonly label: string; readonly cost: number; readonly frozen: boolean }[];
  readonly incompleteHulls: number;
  readonly chits: { readonly bob: number; readonly rr: number; readonly cp: number };
}

/** The banker's ledger of every player, in seat order. */
export function bankerLedger(world: World): BankerRow[] {
  return [...world.players]
    .sort((a, b) => a.seat - b.seat)
    .map((p) => {
      const worlds = world.planets.filter((pl) => pl.ownerId === p.id).map((pl) => ({ id: pl.id, name: pl.name, kind: pl.kind, resource: pl.resource, nativeRace: pl.nativeRace, blockaded: pl.blockaded, producing: pl.producing }));
      const bonuses: IncomeLine[] = [...p.pendingIncome];
      if (world.table.effects.includes('economic-boom')) bonuses.push({ source: 'Economic Boom', amount: 10, note: 'Stimulus Card (§10.6.1)' });
      const units = world.units.filter((u) => u.ownerId === p.id);
      return {
        playerId: p.id,
        name: p.name,
        raceCode: p.raceCode,
        seat: p.seat,
        stellars: p.stellars,
        income: incomeLedger(worlds, p.raceCode, bonuses),
        vp: p.vp,
        vpChits: p.vpChits,
        handCount: p.hand.length,
        planets: worlds.length,
        fleets: world.fleets.filter((f) => f.ownerId === p.id).length,
        ships: units.length,
        waiting: world.builds.filter((b) => b.ownerId === p.id).map((b) => ({ label: `${b.qty} ${b.code} at ${world.planets.find((pl) => pl.id === b.planetId)?.name ?? '?'}`, cost: b.free ? 0 : b.qty * UNIT_TYPES[b.code].cost, frozen: b.frozen })),
        incompleteHulls: units.filter((u) => u.hull).length,
        chits: { bob: p.chits.bob, rr: p.chits.rr, cp: p.cp },
      };
    });
}
