import { describe, expect, it } from 'vitest';
import { worldNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { TurnDecisions, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';
import { contactKey, rulingRows, runNames, screenWarnings, withoutRuling } from './turn-view';

const world: TurnWorld = {
  gameId: 'g',
  turn: 3,
  empires: [
    { gameId: 'g', id: 'a', name: 'Aster', position: 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 10, notes: '' },
    { gameId: 'g', id: 'b', name: 'Boreal', position: 2, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 20, notes: '' },
  ],
  systems: [{ gameId: 'g', id: 's1', name: 'ALGOL', type: 4, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '' }],
  warpLines: [],
  units: [{ gameId: 'g', id: 'u1', empireId: 'a', kind: 'ship', name: 'Africa', systemId: 's1' }],
  designs: [],
  knowledge: [],
};
const names = worldNames(world);

describe('the Turn screen view model', () => {
  it('lists every kind of ruling in words, and removes one leaving the rest', () => {
    const decisions: TurnDecisions = {
      dice: { 'L:research:a:1': { value: 7, note: 'physical die' } },
      contacts: { [contactKey('s1', 'b', 'a')]: { value: 'hostile', note: 'they fired first' } },
      conditions: { 'b:18': { value: true, note: 'Aster attacked' } },
      battles: { 'b.3.s1': { value: { how: 'entered', destroyed: ['u1'], damaged: [], retreated: [] }, note: 'table' }, 's.3.s1.b': { value: { how: 'entered', destroyed: [], damaged: [], retreated: [] }, note: 'second invader' } },
      positions: { u1: { value: { systemId: 's1', afterStep: 'F' }, note: 'no JD' } },
      retreats: { u1: { value: 's1', note: 'tied: the GM chose' } },
      treasuries: { b: { value: { mcr: 99, afterStep: 'end' }, note: 'audit' } },
      pillageWorlds: { 'b:s1': { value: true, note: 'militia destroyed at the table' } },
      // NOVA: PENALTIES
      paperFines: { 'b:1': { value: { empireId: 'b', kind: 'copies', count: 2, extraMcr: 3 }, note: 'copies of turn 2' }, 'a:1': { value: { empireId: 'a', kind: 'designs', count: 1, extraMcr: 0 }, note: 'design on the orders' } },
    };
    expect(rulingRows(decisions, names).map((r) => [r.kind, r.target, r.value])).toEqual([
      ['dice', 'L:research:a:1', '7'],
      ['contacts', 'Aster and Boreal at ALGOL', 'hostile'],
      ['conditions', 'Boreal, sheet line 18', 'met'],
      ['battles', 'Space battle at ALGOL', "entered by the GM: Africa X'd"],
      ['battles', 'Surface battle at ALGOL (invasion by Boreal)', expect.any(String)],
      ['positions', 'Africa', 'ALGOL after step F'],
      ['retreats', 'Africa', 'ALGOL'],
      ['pillageWorlds', 'ALGOL by Boreal', 'allowed although its militia stand'],
      ['paperFines', 'Boreal', 'copies of designs or orders: 2 pages + 3 MCr photocopy costs'],
      ['paperFines', 'Aster', 'designs handed in on the same page as other orders'],
      ['treasuries', 'Boreal', '99 MCr at the end of the turn'],
    ]);
    const fewer = withoutRuling(decisions, 'dice', 'L:research:a:1');
    expect(fewer.dice).toBeUndefined();
    expect(withoutRuling(fewer, 'treasuries', 'b').treasuries).toBeUndefined();
    expect(decisions.dice).toBeDefined();
  });

  it('warns first of empires without orders and battles waiting, then the engine', () => {
    const run = {
      turn: 3,
      pending: [{ id: 'b.3.s1', kind: 'space', systemId: 's1', empireIds: ['a', 'b'], unitIds: [] }],
      stoppedAt: 'G',
      warnings: [{ step: 'C', code: 'COST', message: 'line 7 costs more' }],
    } as unknown as TurnRun;
    const warnings = screenWarnings(run, [{ empireId: 'b', missing: true, lines: [] }, { empireId: 'a', missing: false, lines: [] }], names);
    expect(warnings.map((w) => [w.code, w.message])).toEqual([
      ['NO-ORDERS', 'Boreal has no orders for turn 3: the missed-turn rule applies (NOVA 6.3; Dashboard, "Missed turn…")'],
      ['BATTLE-WAITING', 'Space battle at ALGOL (Aster against Boreal) needs a result: the turn stopped after step G'],
      ['COST', 'line 7 costs more'],
    ]);
  });

  it('names units built or lost during the run by the run’s own names', () => {
    const after = { ...world, units: [] };
    const n = runNames(world, after, { u1: 'Africa', u9: 'New Frigate' });
    expect([n.unit('u1'), n.unit('u9'), n.unit('u404')]).toEqual(['Africa', 'New Frigate', 'u404']);
  });
});
