/** DN §4.0 and §11.0 movement: D9 (nebula routes), S4 (tanker), stopping, sublight, reaction, transport. */
import { describe, expect, it } from 'vitest';
import { facesUsed, lineMap, put, testCtx, testWorld } from '../fixtures';
import { checkSheet } from '../orders/check';
import { parseSheet } from '../orders/parse';
import type { SheetKind } from '../orders/types';
import type { Side, World } from '../model';
import { runMovement, type MoveKind } from './movement';

function move(world: World, side: Side, kind: MoveKind, text: string, forced: number[] = []) {
  const sheet: SheetKind = kind === 'reaction' ? 'reaction' : kind === 'move1' ? 'move1' : 'move2';
  const rows = checkSheet(world, side, sheet, parseSheet(text, sheet));
  const ctx = testCtx(world, forced);
  runMovement(ctx, side, kind, rows);
  return { ctx, rows, errors: ctx.events.filter((e) => e.kind === 'order-error').map((e) => e.text) };
}

describe('derived example D9: the nebula', () => {
  it('a Vilani CS [4] on a dashed route: 6 − 2 = 4 jumps; a 5 fails and freezes it for the player turn', () => {
    const world = testWorld({ human: 'vilani', map: lineMap('A=1 . B=2 - C=2', 'human') });
    const cs = put(world, 'vilani.CS', 'human', 'a');
    move(world, 'human', 'move1', `MOVE ${cs.id} A > B`, [6]);
    expect(cs.loc).toEqual({ kind: 'space', systemId: 'b' });
    const world2 = testWorld({ human: 'vilani', map: lineMap('A=1 . B=2 - C=2', 'human') });
    const cs2 = put(world2, 'vilani.CS', 'human', 'a');
    move(world2, 'human', 'move1', `MOVE ${cs2.id} A > B`, [5]);
    expect(cs2.loc).toEqual({ kind: 'space', systemId: 'a' });
    expect(cs2.immobile).toBe('1:human');
    const again = move(world2, 'human', 'move2', `MOVE ${cs2.id} A > B`);
    expect(again.errors.join()).toContain('failed a jump check');
  });
  it('a Vilani TR [1] needs a 3', () => {
    const world = testWorld({ human: 'vilani', map: lineMap('A=1 . B=2', 'human') });
    const tr = put(world, 'vilani.TR', 'human', 'a');
    move(world, 'human', 'move1', `MOVE ${tr.id} A > B`, [2]);
    expect(tr.loc).toMatchObject({ systemId: 'a' });
    tr.immobile = undefined;
    move(world, 'human', 'move2', `MOVE ${tr.id} A > B`, [3]);
    expect(tr.loc).toMatchObject({ systemId: 'b' });
  });
  it('maintenance-failed Vilani ships may not use dashed routes at all', () => {
    const world = testWorld({ human: 'vilani', map: lineMap('A=1 . B=2', 'human') });
    const cs = put(world, 'vilani.CS', 'human', 'a', { maintFailed: true });
    const r = move(world, 'human', 'move1', `MOVE ${cs.id} A > B`);
    expect(r.rows[0]?.problems[0]?.code).toBe('DN-DASHED');
    expect(cs.loc).toMatchObject({ systemId: 'a' });
  });
  it('an Aslan EX with a CR escort jumps an unexplored dashed route: both stop; the route is explored for the Aslan', () => {
    const world = testWorld({ map: lineMap('A=1 . B=2 . C=2') });
    const ex = put(world, 'aslan.EX', 'aslan', 'a');
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    move(world, 'aslan', 'move1', `MOVE ${ex.id},${cr.id} A > B`);
    expect([ex.loc, cr.loc]).toEqual([{ kind: 'space', systemId: 'b' }, { kind: 'space', systemId: 'b' }]);
    expect(world.explored['a:b']).toEqual(['aslan']);
    const more = move(world, 'aslan', 'move1', `MOVE ${cr.id} B > A`);
    expect(more.errors).toEqual([]);
    expect(cr.loc).toMatchObject({ systemId: 'a' });
    const alone = move(world, 'aslan', 'move2', `MOVE ${cr.id} A > B > C`);
    expect(alone.rows[0]?.problems.map((p) => p.code)).toEqual(['DN-DASHED']);
  });
});

describe('S4: the tanker in a Type-3 system', () => {
  it('ships arriving with a tanker that ends its move there refuel and continue', () => {
    const world = testWorld({ map: lineMap('A=1 - X - B=2') });
    const ao = put(world, 'aslan.AO', 'aslan', 'a');
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    const r = move(world, 'aslan', 'move1', `MOVE ${ao.id}@X,${cr.id} A > X > B`);
    expect(r.errors).toEqual([]);
    expect(ao.loc).toMatchObject({ systemId: 'x' });
    expect(cr.loc).toMatchObject({ systemId: 'b' });
  });
  it('without a tanker, a ship that jumped into a Type-3 system cannot leave', () => {
    const world = testWorld({ map: lineMap('A=1 - X - B=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    const r = move(world, 'aslan', 'move1', `MOVE ${cr.id} A > X > B`);
    expect(r.errors.join()).toContain('no fuel');
    expect(cr.loc).toMatchObject({ systemId: 'x' });
  });
});

describe('DN §4.0 stopping, sublight, reaction, transport', () => {
  it('a jump stops in a star hex with an enemy warship; enemy auxiliaries do not stop it', () => {
    const world = testWorld({ map: lineMap('A=1 - B=2 - C=2 - D=2') });
    put(world, 'solomani.TR', 'human', 'b');
    put(world, 'solomani.DD', 'human', 'c');
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    move(world, 'aslan', 'move1', `MOVE ${cr.id} A > B > C > D`);
    expect(cr.loc).toMatchObject({ systemId: 'c' });
    expect(cr.stopped).toBe(true);
  });
  it('a maintenance-failed ship rolls before each jump (d6 ≥ maintenance)', () => {
    const world = testWorld({ map: lineMap('A=1 - B=2 - C=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'a', { maintFailed: true });
    const r = move(world, 'aslan', 'move1', `MOVE ${cr.id} A > B > C`, [4, 3]);
    expect(facesUsed(r.ctx)).toEqual([4, 3]);
    expect(cr.loc).toMatchObject({ systemId: 'b' });
    expect(cr.immobile).toBe('1:human');
  });
  it('monitors cannot jump; sublight moves one hex, first movement phase only, once a game turn', () => {
    const world = testWorld();
    const m = put(world, 'solomani.M', 'human', 'terra');
    const jump = move(world, 'human', 'move1', `MOVE ${m.id} Terra Nova > Halcyon`);
    expect(jump.rows[0]?.problems[0]?.code).toBe('DN-NOJUMP');
    const far = move(world, 'human', 'move1', `SUBLIGHT ${m.id} TO Halcyon`);
    expect(far.rows[0]?.problems[0]?.code).toBe('DN-SUBLIGHT');
    const late = checkSheet(world, 'human', 'move2', parseSheet(`SUBLIGHT ${m.id} TO Halcyon`, 'move2'));
    expect(late[0]?.problems[0]?.code).toBe('DN-SHEET');
  });
  it('reaction: one stack, at most 3 jumps each', () => {
    const world = testWorld({ map: lineMap('A=1 - B=2 - C=2 - D=2 - E=2') });
    const cr = put(world, 'aslan.CR', 'aslan', 'a');
    const dd = put(world, 'aslan.DD.dn', 'aslan', 'b');
    const r = move(world, 'aslan', 'reaction', `REACT A\nMOVE ${cr.id} A > B > C > D > E\nMOVE ${dd.id} B > C`);
    expect(r.rows[1]?.problems.map((p) => p.code)).toEqual(['DN-REACT']);
    expect(r.rows[2]?.problems.map((p) => p.code)).toEqual(['DN-REACT']);
    const ok = move(world, 'aslan', 'reaction', `REACT A\nMOVE ${cr.id} A > B > C > D`);
    expect(ok.errors).toEqual([]);
    expect(cr.loc).toMatchObject({ systemId: 'd' });
    expect(cr.jumps).toBe(3);
  });
  it('transport: a TR carries one unit; capitals carry RT or JT only; loading in a friendly system', () => {
    const world = testWorld();
    const tr = put(world, 'aslan.TR', 'aslan', 'aokhtar');
    const b1 = put(world, 'aslan.B1.dn', 'aslan', 'aokhtar');
    const rt = put(world, 'aslan.RT', 'aslan', 'aokhtar:aokhtar', { strength: 5 });
    const at = put(world, 'aslan.AT', 'aslan', 'aokhtar:aokhtar', { strength: 7 });
    const r = move(world, 'aslan', 'move1', `LOAD ${b1.id} ${at.id}\nLOAD ${tr.id} ${at.id}\nLOAD ${b1.id} ${rt.id}`);
    expect(r.errors.length).toBe(1);
    expect(r.errors[0]).toContain('capital ships carry RT or JT only');
    expect(at.loc).toEqual({ kind: 'carried', carrierId: tr.id });
    expect(rt.loc).toEqual({ kind: 'carried', carrierId: b1.id });
  });
});
