/** DN §10.0 Vilani politics and §12.0 independents: interference, appeal, permits, replacements; D6 negotiation, alliances, mercenaries. */
import { describe, expect, it } from 'vitest';
import { put, testCtx, testWorld } from '../fixtures';
import { emptyInstructions } from '../orders/instructions';
import { checkSheet } from '../orders/check';
import { parseSheet } from '../orders/parse';
import { destroyUnit } from './units';
import { checkEscorts, checkGarrisons, negotiate, payMercenaries } from './independents';
import { imperialPolitics, queueReplacements } from './vilani';
import { placeArrivals } from './economy';
import { playerView } from '../view/player-view';

const mp = (world: Parameters<typeof checkSheet>[0], text: string) => checkSheet(world, 'human', 'mp', parseSheet(text, 'mp'));

describe('DN §10.0 imperial interference and appeal (2d6 each)', () => {
  it('interference 14 (with a GM modifier) is a suppression order: the d6 fleet arrives next turn, off the unit list', () => {
    const world = testWorld({ human: 'vilani' });
    const ctx = testCtx(world, [6, 6, 5]);
    imperialPolitics(ctx, 'human', [], { interferenceDm: 2 });
    const fleet = world.units.filter((u) => u.dispatched);
    expect(fleet.map((u) => u.classId).sort()).toEqual(['vilani.BB', 'vilani.CA']);
    expect(fleet.every((u) => u.loc.kind === 'pending' && u.loc.turn === 2)).toBe(true);
  });
  it('recession and other undefined results are GM events (A28); civil war rolls its table (A29)', () => {
    const world = testWorld({ human: 'vilani' });
    const ctx = testCtx(world, [1, 2, 3, 4]);
    imperialPolitics(ctx, 'human', []);
    expect(ctx.events.find((e) => e.kind === 'gm-ruling')?.text).toContain('Recession');
    const ctx2 = testCtx(world, [2, 3, 3, 4]);
    imperialPolitics(ctx2, 'human', []);
    expect(ctx2.events.find((e) => e.kind === 'gm-ruling')?.data).toMatchObject({ rebels: 'Victory', government: '−3' });
  });
  it('appeal 10 grants the B1 permit; 9 gives 10 RU; 2–3 puts −2 on the next appeal', () => {
    const world = testWorld({ human: 'vilani' });
    const rows = mp(world, 'APPEAL');
    imperialPolitics(testCtx(world, [1, 1, 5, 5]), 'human', rows);
    expect(world.sides.human.permits).toEqual(['B1']);
    imperialPolitics(testCtx(world, [1, 1, 4, 5]), 'human', rows);
    expect(world.sides.human.ru).toBe(10);
    imperialPolitics(testCtx(world, [1, 1, 1, 1]), 'human', rows);
    expect(world.sides.human.appealDm).toBe(-2);
    const ctx = testCtx(world, [1, 1, 6, 6]);
    imperialPolitics(ctx, 'human', rows);
    expect(ctx.events.find((e) => e.kind === 'appeal-roll')?.die?.result).toBe(10);
  });
  it('appeal 14: three ship units granted (standing GRANT line)', () => {
    const world = testWorld({ human: 'vilani' });
    const rows = mp(world, 'APPEAL\nGRANT CR CR CS');
    imperialPolitics(testCtx(world, [1, 1, 6, 6]), 'human', rows, { appealDm: 2 });
    expect(world.units.filter((u) => u.owner === 'human').map((u) => u.classId).sort()).toEqual(['vilani.CR', 'vilani.CR', 'vilani.CS']);
  });
  it('only the Vilani roll; the Solomani APPEAL line is refused by the checker', () => {
    const world = testWorld({ human: 'solomani' });
    expect(mp(world, 'APPEAL')[0]?.problems[0]?.code).toBe('DN-VILANI');
    const ctx = testCtx(world);
    imperialPolitics(ctx, 'human', []);
    expect(ctx.dice.log).toHaveLength(0);
  });
});

describe('DN §10.0 Vilani replacements', () => {
  it('ships destroyed in a player turn are queued (standing order), one arriving per later turn, free', () => {
    const world = testWorld({ human: 'vilani' });
    const cs = put(world, 'vilani.CS', 'human', 'terra');
    const cr = put(world, 'vilani.CR', 'human', 'terra');
    const ctx = testCtx(world);
    destroyUnit(ctx, cs, 'space-combat', ['human']);
    destroyUnit(ctx, cr, 'space-combat', ['human']);
    queueReplacements(ctx, 'human', mp(world, `QUEUE ${cs.id}`));
    const queue = world.sides.human.replacementQueue.map((id) => world.units.find((u) => u.id === id));
    expect(queue.map((u) => u?.classId)).toEqual(['vilani.CS', 'vilani.CR']);
    expect(queue.map((u) => (u?.loc as { turn: number }).turn)).toEqual([2, 3]);
    world.turn = 2;
    placeArrivals(testCtx(world), 'human', []);
    expect(world.units.filter((u) => u.replacement && u.loc.kind === 'space').map((u) => u.classId)).toEqual(['vilani.CS']);
    expect(world.sides.human.ru).toBe(0);
  });
});

describe('DN §12.0 independents: D6 negotiation, alliance, mercenaries', () => {
  function setupGodoro() {
    const world = testWorld({ ru: { aslan: 10 } });
    const pd = put(world, 'independent.PD', 'independent', 'godoro:godoro', { home: 'godoro', faceDown: true, seenBy: ['aslan'] });
    const m = put(world, 'independent.M.088', 'independent', 'godoro:godoro', { home: 'godoro', faceDown: true, seenBy: ['aslan'] });
    const cr = put(world, 'aslan.CR', 'aslan', 'godoro');
    return { world, pd, m, cr };
  }
  it('D6: a PDM (10) and an M 0-8-8 (8): missile 18, DM +1; 4 + 1 = 5 alliance', () => {
    const { world, m } = setupGodoro();
    const ctx = testCtx(world, [4]);
    const out = negotiate(ctx, 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: [m.id] }] });
    expect(ctx.events.find((e) => e.kind === 'negotiation')?.die?.result).toBe(5);
    expect(world.boxes.godoro?.alliedWith).toBe('aslan');
    expect(out.truce.has('godoro')).toBe(true);
    expect(world.units.find((u) => u.id === m.id)?.hiredBy).toBe('aslan');
    expect(world.sides.aslan.ru).toBe(9);
  });
  it('D6: 5 + 1 = 6 is combat: the player must attack now (A33)', () => {
    const { world } = setupGodoro();
    const ctx = testCtx(world, [5]);
    const out = negotiate(ctx, 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: 'NONE' }] });
    expect(world.boxes.godoro?.alliedWith).toBeUndefined();
    expect([...out.forced]).toEqual(['godoro']);
  });
  it('the Vilani never negotiate; enemy units in the system forbid it', () => {
    const { world } = setupGodoro();
    world.sides.human.variant = 'vilani';
    expect(negotiate(testCtx(world, [1]), 'human', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: 'NONE' }] }).truce.size).toBe(0);
    put(world, 'solomani.SC', 'human', 'godoro');
    world.sides.human.variant = 'solomani';
    const ctx = testCtx(world, [1]);
    negotiate(ctx, 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: 'NONE' }] });
    expect(ctx.events.find((e) => e.kind === 'order-refused')?.text).toContain('enemy units');
  });
  it('the alliance ends when no unit of the ally is left in the system; mercenaries without an escort surrender', () => {
    const { world, m, cr } = setupGodoro();
    negotiate(testCtx(world, [1]), 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: [m.id] }] });
    const merc = world.units.find((u) => u.id === m.id)!;
    merc.loc = { kind: 'space', systemId: 'simsek' };
    const ctx = testCtx(world, [3]);
    checkEscorts(ctx);
    expect(world.units.find((u) => u.id === m.id)?.loc).toMatchObject({ kind: 'pending', queue: 'ally-return' });
    world.units = world.units.filter((u) => u.id !== cr.id);
    checkGarrisons(ctx);
    expect(world.boxes.godoro?.alliedWith).toBeUndefined();
  });
  it('a mercenary that surrendered comes home face down as it left: the other player still does not know its class (DN §12.0)', () => {
    // Found by the property "no report names anything its player may not know": an Aslan mercenary drawn face
    // down at RIA surrendered, came home face up, and the human's packet printed its class and rating.
    const { world, m } = setupGodoro();
    negotiate(testCtx(world, [1]), 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: [m.id] }] });
    world.units.find((u) => u.id === m.id)!.loc = { kind: 'space', systemId: 'simsek' };
    checkEscorts(testCtx(world, [1]));
    expect(world.units.find((u) => u.id === m.id)).toMatchObject({ loc: { kind: 'pending', queue: 'ally-return', turn: world.turn + 1 }, faceDown: true, seenBy: ['aslan'] });
    world.turn += 1;
    placeArrivals(testCtx(world), 'aslan', []);
    expect(world.units.find((u) => u.id === m.id)?.loc).toMatchObject({ kind: 'box', boxId: 'godoro' });
    expect(playerView(world, 'human').units.find((u) => u.id === m.id)).toMatchObject({ code: '?', rating: '' });
    expect(playerView(world, 'aslan').units.find((u) => u.id === m.id)?.code).toBe('M');
  });
  it('fees every game turn; unpaid mercenaries are dismissed and go home (A38)', () => {
    const { world, m } = setupGodoro();
    negotiate(testCtx(world, [1]), 'aslan', { ...emptyInstructions(), negotiate: [{ at: 'godoro', hire: [m.id] }] });
    world.sides.aslan.ru = 0;
    const merc = world.units.find((u) => u.id === m.id)!;
    merc.loc = { kind: 'space', systemId: 'godoro' };
    payMercenaries(testCtx(world), 'aslan');
    expect(merc.hiredBy).toBeUndefined();
    expect(merc.loc).toEqual({ kind: 'box', systemId: 'godoro', boxId: 'godoro' });
  });
});
