/**
 * Generated games for property tests (fast-check): setups on the sample map with plausible
 * purchases, and random but plausible order sheets for a side — walks along routes, loads,
 * landings, builds, standing instructions. Shared by the rules' and the packets' properties.
 */
import fc from 'fast-check';
import { Dice, seedRng } from '../../../rng';
import type { SideOrders } from '../engine/run-phase';
import { setupGame, type BuyLine } from '../engine/setup';
import type { AslanVariant, HumanVariant, Side, World } from '../model';
import { classOf, neighbours, systemOfUnit } from '../state/queries';

export const ASLAN_BUY: BuyLine[] = [
  { code: 'EX', at: 'Aokhtar' },
  { code: 'CR', at: 'Aokhtar' },
  { code: 'CS', at: 'Ihrau' },
  { code: 'DD', count: 2, at: 'Ihrau' },
  { code: 'TR', count: 2, at: 'Aokhtar' },
  { code: 'RT', count: 2, at: 'Aokhtar' },
  { code: 'JT', at: 'Ihrau' },
  { code: 'AO', at: 'Aokhtar' },
];
export const HUMAN_BUY: BuyLine[] = [
  { code: 'CS', count: 2, at: 'Terra Nova' },
  { code: 'DD', count: 2, at: 'Halcyon' },
  { code: 'TR', count: 2, at: 'Terra Nova' },
  { code: 'RT', count: 2, at: 'Terra Nova' },
  { code: 'SC', at: 'Osa' },
];

/** Random but plausible sheets for one side: walks along routes, landings, builds, standing lines. */
export function randomOrders(world: World, side: Side, seed: number): SideOrders {
  const d = new Dice(seedRng(`orders/${seed}/${side}`));
  const ships = world.units.filter((u) => u.owner === side && u.loc.kind === 'space' && classOf(world, u).category === 'ship' && !classOf(world, u).tags.includes('no-jump'));
  const walk = (start: string, steps: number) => {
    const path = [start];
    for (let i = 0; i < steps; i++) {
      const next = neighbours(world, path[path.length - 1] as string).filter((n) => n.route.kind === 'solid');
      if (next.length === 0) break;
      path.push(d.pick(next).systemId);
    }
    return path;
  };
  const moves = (n: number) =>
    ships
      .filter(() => d.int(3) === 0)
      .slice(0, n)
      .map((u) => {
        const path = walk(systemOfUnit(world, u) as string, 1 + d.int(4));
        return path.length > 1 ? `MOVE ${u.id} ${path.join(' > ')}` : '';
      })
      .join('\n');
  const loads = world.units
    .filter((u) => u.owner === side && classOf(world, u).code === 'TR' && u.loc.kind === 'space')
    .map((tr) => {
      const cargo = world.units.find((c) => c.owner === side && c.loc.kind === 'box' && tr.loc.kind === 'space' && c.loc.systemId === tr.loc.systemId && classOf(world, c).category === 'ground');
      return cargo ? `LOAD ${tr.id} ${cargo.id}` : '';
    })
    .join('\n');
  const systems = [...new Set(ships.map((u) => systemOfUnit(world, u) as string))];
  const combat = [
    d.pick(['RANGE LONG', 'RANGE SHORT', 'RANGE KEEP']),
    d.pick(['WITHDRAW NEVER', 'WITHDRAW OUTNUMBERED', 'WITHDRAW LOSSES 50%']),
    d.pick(['FIRE LONG MISSILE', 'FIRE LONG CONCENTRATED']),
    d.pick(['FIRE SHORT BEST', 'FIRE SHORT BEAM', 'FIRE SHORT ASSAULT']),
    'LAND Kerrin ALL',
    'LAND Osa ALL DROP',
    'LAND Halcyon ALL',
    'BOMBARD GODORO TARGETS ALL',
    'NEGOTIATE RIA/Alis HIRE ALL',
    ...systems.slice(0, 2).map((s) => `ATTACK ${s}`),
  ].join('\n');
  const react = systems.length > 0 ? `REACT ${d.pick(systems)}\n${moves(1)}` : '';
  return {
    mp: d.pick(['REPAIR ALL\nBUILD TR', 'BUILD DD x2', 'BUILD RT', 'APPEAL\nBUILD SC', '']),
    move1: `${loads}\n${moves(6)}`,
    combat,
    reaction: react,
    move2: moves(4),
  };
}

export const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  aslan: fc.constantFrom<AslanVariant>('hierate', 'kingdom'),
  human: fc.constantFrom<HumanVariant>('solomani', 'vilani'),
  visibility: fc.constantFrom('rules-as-written', 'fog', 'open'),
  orderSeed: fc.integer({ min: 0, max: 1_000_000 }),
});

export type Game = { seed: string; aslan: AslanVariant; human: HumanVariant; visibility: string; orderSeed: number };

export function start(g: Game): World {
  return setupGame({
    seed: g.seed,
    settings: { visibility: g.visibility },
    aslan: { variant: g.aslan, buy: ASLAN_BUY },
    human: { variant: g.human, buy: g.human === 'vilani' ? [{ code: 'B1', at: 'Osa' }, ...HUMAN_BUY] : [{ code: 'EX', at: 'Terra Nova' }, ...HUMAN_BUY.filter((b) => b.at !== 'Osa')] },
  }).world;
}

export function ordersFor(world: World, seed: number): Partial<Record<Side, SideOrders>> {
  return { aslan: randomOrders(world, 'aslan', seed), human: randomOrders(world, 'human', seed + 1) };
}

