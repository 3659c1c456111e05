/**
 * Property tests over generated games (fast-check): the same seed and orders give the same turn;
 * RU are conserved (every change is a ledger event); no report names anything its player may
 * not know, checked against an oracle computed phase by phase independently of the view code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dice, seedRng } from '../../rng';
import { runPhase, type SideOrders } from './engine/run-phase';
import { runGameTurn, turnRng } from './engine/run-turn';
import { setupGame, type BuyLine } from './engine/setup';
import type { DnEvent } from './engine/context';
import type { AslanVariant, HumanVariant, Side, World } from './model';
import { SIDES, otherSide } from './model';
import { classOf, neighbours, placeOfUnit, sheetOf, systemOfUnit } from './state/queries';
import { buildReport, renderReport } from './view/report';
import { playerView, VARIANT_NAMES } from './view/player-view';

const ASLAN_BUY: BuyLine[] = [
  { code: 'EX', at: 'Aokhtar' },
  { code: 'CR', at: 'Aokhtar' },
  { code: 'CS', at: 'Ihrau' },
  { code: 'DD', count: 2, at: 'Ihrau' },
  { code: 'TR', count: 2, at: 'Aokhtar' },
  { code: 'RT', count: 2, at: 'Aokhtar' },
  { code: 'JT', at: 'Ihrau' },
  { code: 'AO', at: 'Aokhtar' },
];
const HUMAN_BUY: BuyLine[] = [
  { code: 'CS', count: 2, at: 'Terra Nova' },
  { code: 'DD', count: 2, at: 'Halcyon' },
  { code: 'TR', count: 2, at: 'Terra Nova' },
  { code: 'RT', count: 2, at: 'Terra Nova' },
  { code: 'SC', at: 'Osa' },
];

/** Random but plausible sheets for one side: walks along routes, landings, builds, standing lines. */
function randomOrders(world: World, side: Side, seed: number): SideOrders {
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

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  aslan: fc.constantFrom<AslanVariant>('hierate', 'kingdom'),
  human: fc.constantFrom<HumanVariant>('solomani', 'vilani'),
  visibility: fc.constantFrom('rules-as-written', 'fog', 'open'),
  orderSeed: fc.integer({ min: 0, max: 1_000_000 }),
});

type Game = { seed: string; aslan: AslanVariant; human: HumanVariant; visibility: string; orderSeed: number };

function start(g: Game): World {
  return setupGame({
    seed: g.seed,
    settings: { visibility: g.visibility },
    aslan: { variant: g.aslan, buy: ASLAN_BUY },
    human: { variant: g.human, buy: g.human === 'vilani' ? [{ code: 'B1', at: 'Osa' }, ...HUMAN_BUY] : [{ code: 'EX', at: 'Terra Nova' }, ...HUMAN_BUY.filter((b) => b.at !== 'Osa')] },
  }).world;
}

function ordersFor(world: World, seed: number): Partial<Record<Side, SideOrders>> {
  return { aslan: randomOrders(world, 'aslan', seed), human: randomOrders(world, 'human', seed + 1) };
}

describe('properties of generated games', () => {
  it('same seed, same orders: the same turn, event for event', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const w0 = runGameTurn(start(g), { orders: ordersFor(start(g), g.orderSeed) }, turnRng(g.seed, 0)).world;
        const orders = ordersFor(w0, g.orderSeed);
        const a = runGameTurn(w0, { orders }, turnRng(g.seed, 1));
        const b = runGameTurn(w0, { orders }, turnRng(g.seed, 1));
        expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
        expect(JSON.stringify(a.world)).toBe(JSON.stringify(b.world));
        expect(a.rngState).toEqual(b.rngState);
      }),
      { numRuns: 12 },
    );
  });

  it('RU are conserved: every change of a treasury is an RU event, and none goes negative', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        let world = runGameTurn(start(g), {}, turnRng(g.seed, 0)).world;
        for (let turn = 1; turn <= 2 && !world.over; turn++) {
          const before = { aslan: world.sides.aslan.ru, human: world.sides.human.ru };
          const r = runGameTurn(world, { orders: ordersFor(world, g.orderSeed + turn) }, turnRng(g.seed, turn));
          for (const side of SIDES) {
            const sum = r.events.filter((e) => e.kind === 'ru' && e.side === side).reduce((s, e) => s + (e.data as { amount: number }).amount, 0);
            expect(r.world.sides[side].ru).toBe(before[side] + sum);
            expect(r.world.sides[side].ru).toBeGreaterThanOrEqual(0);
          }
          world = r.world;
        }
      }),
      { numRuns: 12 },
    );
  });

  it('no report names anything its player may not know', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        let world = start(g);
        // Oracle: what each side may know, built phase by phase from the truth and its events.
        const knowable: Record<Side, Set<string>> = { aslan: new Set(), human: new Set() };
        const faces: Record<Side, Set<string>> = { aslan: new Set(), human: new Set() };
        const observe = (w: World, events: readonly DnEvent[]) => {
          for (const side of SIDES) {
            const own = new Set(w.units.filter((u) => u.owner === side).map((u) => systemOfUnit(w, u)));
            for (const u of w.units) {
              if (u.owner === side || u.loc.kind === 'pending') continue;
              const s = systemOfUnit(w, u);
              if (!s) continue;
              const sqHidden = side === 'aslan' && w.turn === 0 && (w.cursor.phase === 'move2' || w.cursor.phase === 'turn0-deploy') && sheetOf(w, s)?.role === 'human-home';
              if (w.settings.visibility === 'fog' ? own.has(s) && u.loc.kind !== 'carried' : !sqHidden) knowable[side].add(u.id);
              if (u.owner === 'independent' && (u.seenBy ?? []).includes(side)) faces[side].add(u.id);
            }
            for (const e of events) if (e.visibleTo.includes(side)) for (const id of e.unitIds ?? []) {
              knowable[side].add(id);
              faces[side].add(id);
            }
          }
        };
        observe(world, []);
        let events: DnEvent[] = [];
        let rng = turnRng(g.seed, 0);
        for (let step = 0; step < 40 && world.cursor.turn <= 2 && !world.over; step++) {
          if (world.cursor.phase === 'mp' && world.cursor.player === 'human') {
            events = [];
            rng = turnRng(g.seed, world.cursor.turn);
          }
          const r = runPhase(world, { orders: ordersFor(world, g.orderSeed + world.cursor.turn) }, rng);
          world = r.world;
          rng = r.rngState;
          events.push(...r.events);
          observe(world, r.events);
        }
        for (const side of SIDES) {
          const enemy = otherSide(side);
          const report = buildReport(world, events, side);
          const text = renderReport(report);
          // Unit ids; rule references are written "ambiguity A48" and are not ids.
          const ids = new Set(text.match(/(?<!ambiguity )\b[AHI]\d+\b/g) ?? []);
          // Own units, those lost included, carry the side's letter (A…, H…); hired independents are known.
          const ownLetter = side === 'aslan' ? 'A' : 'H';
          for (const id of ids) if (!id.startsWith(ownLetter) && !knowable[side].has(id)) throw new Error(`${side}'s report names ${id}, which it may not know: ${text.split('\n').filter((l) => l.includes(id)).join(' | ')} // ${JSON.stringify(world.units.find((u) => u.id === id))}`);
          if (!world.sides[side].knowsEnemy) {
            expect(text).not.toContain(VARIANT_NAMES[world.sides[enemy].variant]);
            expect(report.enemy).toBe(side === 'aslan' ? 'Unknown human power' : 'Unknown Aslan');
          }
          expect(text).not.toMatch(side === 'aslan' ? /\b(solomani|vilani)\.[A-Z]/ : /\baslan\.[A-Z]/);
          for (const u of playerView(world, side).units) {
            if (u.relation !== 'independent' || faces[side].has(u.id)) continue;
            expect(u.code).toBe('?');
            expect(u.rating).toBe('');
          }
          const view = playerView(world, side);
          if (world.settings.visibility === 'fog') {
            const here = new Set(world.units.filter((u) => u.owner === side).map((u) => placeOfUnit(world, u)?.systemId));
            for (const u of view.units) if (u.relation === 'enemy' && u.lastSeen === null) expect(here.has(u.systemId ?? '')).toBe(true);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
