/**
 * Property tests over generated games (fast-check): the same seed and orders give the same turn;
 * RU are conserved (every change is a ledger event); no report names anything its player may
 * not know, checked against an oracle computed phase by phase independently of the view code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPhase } from './engine/run-phase';
import { runGameTurn, turnRng } from './engine/run-turn';
import type { DnEvent } from './engine/context';
import type { Side, World } from './model';
import { SIDES, otherSide } from './model';
import { placeOfUnit, sheetOf, systemOfUnit } from './state/queries';
import { gameArb, ordersFor, start } from './test-support/random-game';
import { buildReport, renderReport } from './view/report';
import { playerView, VARIANT_NAMES } from './view/player-view';

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
