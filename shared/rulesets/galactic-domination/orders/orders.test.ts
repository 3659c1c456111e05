import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyGame, game, label, putFleet } from '../fixtures';
import { orderSheet, renderOrderSheet } from '../view/order-sheet';
import { checkOrders } from './check';
import { ordersForTurn } from './defaults';
import { parseOrders } from './parse';

const SHEET = `GALACTIC DOMINATION — ORDERS        Game g  Turn 2/10   Empire Terran   Seat 1
Stellars on hand: $20   Expected income: $20   TCs in hand: 4   VP: 0
---------------------------------------------------------------------------------------
A. CARDS / TRADES (phases B,C,E)
TRADEIN Duplication Strike-Force
PLAY Space Discovery ON 0805 AS Space Storm 1
TRADE GIVE $5 TO gromar GET BOB
B. PLACEMENT (phase F)
PLACE B1-terran-1 AT Mars FLEET 3
C. FLEET ORGANISATION
SPLIT F1 NEW 4 SB1 ST1
MERGE F2 INTO F1
LOAD 2 MI FROM Mars TO ST3
UNLOAD 1 MI ST1 TO Nopal
D. MOVEMENT (phase G)
FLEET  SPD  SEG1   SEG2   SEG3
F1     2    ##     0203   0304   # to the Neutral World
F2     3    0103   0103U  P:Mars
E. STANDING INSTRUCTIONS
ONNEUTRAL * LEAVE
ONNEUTRAL F1 FIGHT
DEFEND Earth ORBITAL
ALLOC * PROTECT(TT,CV)
INVADE * LAND ALL
BOMBARD SB1 Target World
OCCUPY * YES
SYCAPTURE * CAPTURE
SCUTTLE Mars NO
ALLY3 0505 WITH gromar
ACTIVATE 0707 NOW
IF ENEMY IN 0304 THEN F1 SEG3 H
SPACEGUARD CV
MOVE F3 SEG2 0203
F. PURCHASES (phase I)
BUY TC
BUY RISK
G. CONSTRUCTION (phase J)
BUILD 1 CV AT Mars
BUILD 6 FTR AT Mars FOR NEW
FROBNICATE everything
BUILD 2 WIDGETS AT Mars
F9 2 0102 0103 0104 0105 0106 0107 0108
`;

describe('digest §5.3 order parser', () => {
  it('reads every line into a row, never dropping one; unreadable lines become diagnostics with their line number', () => {
    const r = parseOrders(SHEET, 'terran', { segments: 3 });
    expect(r.lines).toHaveLength(SHEET.split('\n').length);
    expect(r.lines.map((l) => l.line)).toEqual(Array.from({ length: SHEET.split('\n').length }, (_, i) => i + 1));
    expect(r.diagnostics.map((d) => [d.line, d.code])).toEqual([
      [40, 'GD-ORD-VERB'],
      [41, 'GD-BUILD-TYPE'],
      [42, 'GD-MOVE-CELLS'],
    ]);
    expect(r.diagnostics[1]?.column).toBe(9);
    expect(r.lines.filter((l) => l.kind === 'error').map((l) => l.line)).toEqual([40, 41, 42]);
  });
  it('understands each verb', () => {
    const o = parseOrders(SHEET, 'terran', { segments: 3 }).orders;
    expect(o.tradeIns).toEqual([{ line: 5, cards: ['Duplication', 'Strike-Force'] }]);
    expect(o.plays[0]).toMatchObject({ card: 'Space Discovery', target: '0805', special: { kind: 'storm', value: 1 } });
    expect(o.trades[0]).toMatchObject({ give: '$5', to: 'gromar', get: 'BOB' });
    expect(o.splits[0]).toMatchObject({ fleet: 'F1', newNumber: 4, units: ['SB1', 'ST1'] });
    expect(o.merges[0]).toMatchObject({ fleet: 'F2', into: 'F1' });
    expect(o.loads.map((l) => l.kind)).toEqual(['load', 'unload']);
    expect(o.moves.F1).toEqual([null, { kind: 'move', line: 17, steps: [{ text: '0203', hex: '0203', half: null }] }, { kind: 'move', line: 17, steps: [{ text: '0304', hex: '0304', half: null }] }]);
    expect(o.moves.F2?.[1]).toMatchObject({ steps: [{ hex: '0103', half: 0 }] });
    expect(o.moves.F2?.[2]).toMatchObject({ steps: [{ planet: 'Mars' }] });
    expect(o.moves.F3?.[1]).toMatchObject({ kind: 'move', line: 33 });
    expect(o.standing.neutral).toEqual({ '*': 'leave', F1: 'fight' });
    expect(o.standing.alloc['*']).toEqual({ kind: 'protect', protect: ['TT', 'CV'] });
    expect(o.standing.invade['*']).toBe('all');
    expect(o.standing.bombard[0]).toMatchObject({ unit: 'SB1', planet: 'Target World' });
    expect(o.standing.ally3).toEqual({ '0505': 'gromar' });
    expect(o.conditionals[0]).toMatchObject({ fleet: 'F1', segment: 3, cell: { kind: 'hold' } });
    expect(o.standing.spaceguard).toBe('cv');
    expect([o.buyTc, o.buyRisk]).toEqual([1, true]);
    expect(o.builds.map((b) => [b.qty, b.code, b.at, b.forCarrier])).toEqual([[1, 'CV', 'Mars', null], [6, 'Ftr', 'Mars', 'NEW']]);
  });
  it('any text: every line is accounted for, nothing throws (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 30 }), (rows) => {
        const text = rows.join('\n');
        const r = parseOrders(text, 'p');
        expect(r.lines).toHaveLength(text.split(/\r\n|\n|\r/).length);
        for (const d of r.diagnostics) expect(r.lines.find((l) => l.line === d.line)).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('digest §5.4 order checker', () => {
  it('names the rule each bad line breaks', () => {
    const w = emptyGame(['terran', 'gromar']);
    putFleet(w, 'terran', label(4, 1), { DD: 1 });
    const text = ['F1 2 0602 0602 0904', 'F7 3 0101 H H', 'PLAY Superweapon', 'BUILD 1 RA AT Mars', 'BUILD 1 CV AT Mars', 'BUILD 4 GBDS AT Serris', 'BUILD 1 FF AT Nopal', 'BUY TC 2', 'DISCOVER AT 0505', 'BOMBARD SD1 Earth'].join('\n');
    const parsed = parseOrders(text, 'terran', { segments: 3 });
    const found = checkOrders(w, 'terran', parsed.orders).map((d) => [d.line, d.code, d.rule]);
    expect(found).toEqual([
      [1, 'GD-MOVE-SEG', 'GD §11.5 movement chart'],
      [1, 'GD-MOVE-ADJ', 'GD §11.5.2'],
      [2, 'GD-FLEET', 'GD §10.5.1.3'],
      [3, 'GD-CARD', 'GD §10.7.1'],
      [4, 'GD-BUILD-RACE', 'GD-BUILD-RACE (§11.10)'],
      [5, 'GD-BUILD-CVFTR', 'GD-BUILD-CVFTR (§10.8.1)'],
      [6, 'GD-BUILD-GBDS', 'GD-BUILD-GBDS (§10.1.2.2)'],
      [7, 'GD-BUILD-SY', 'GD-BUILD-SY (§10.1.2.1)'],
      [8, 'GD-BUY-TC', 'GD §11.1 I; digest A-19'],
      [9, 'GD-DISCOVER', 'GD §11.18'],
      [9, 'GD-DISCOVER', 'GD §11.18'],
      [10, 'GD-BOMBARD', 'GD §11.6.4'],
    ]);
  });
  it('the pre-filled order sheet reads back without a diagnostic, and lists the fleets phase F will form (turn 1)', () => {
    const w = game(['terran', 'gromar', 'paladic']);
    const sheet = orderSheet(w, 'terran');
    expect(sheet.fleets.map((f) => [f.ref, f.speed, f.allowed])).toEqual([['F1', 2, [false, true, true]]]);
    const text = renderOrderSheet(sheet);
    const parsed = parseOrders(text, 'terran', { segments: sheet.segments });
    expect(parsed.diagnostics).toEqual([]);
    expect(checkOrders(w, 'terran', parsed.orders)).toEqual([]);
    expect(parsed.orders.moves.F1).toEqual([null, { kind: 'hold', line: expect.any(Number) }, { kind: 'hold', line: expect.any(Number) }]);
  });
  it('digest §5.5: a player without orders holds; with the house rule "standing" last turn’s standing orders stay', () => {
    const w = game(['terran', 'gromar']);
    const prev = { gromar: parseOrders('ONNEUTRAL * FIGHT', 'gromar').orders };
    expect(ordersForTurn(w, {}, prev).orders.gromar?.standing.neutral).toEqual({});
    const standing = { ...w, mail: { ...w.mail, missingOrders: 'standing' as const } };
    const r = ordersForTurn(standing, { terran: parseOrders('', 'terran').orders }, prev);
    expect(r.defaulted).toEqual(['gromar']);
    expect(r.orders.gromar?.standing.neutral).toEqual({ '*': 'fight' });
  });
});
