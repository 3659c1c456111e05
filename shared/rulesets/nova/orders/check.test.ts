import { describe, expect, it } from 'vitest';
import { checkSheet, withChecks } from './check';
import { fixture } from './check-fixture';
import { parseOrderText, parseSectionLines } from './parse-sheet';
import type { CheckInput } from './check-context';
import { coverageProblem } from '../turn/interdiction-coverage';

function check(text: string, input: CheckInput = fixture()) {
  const lines = parseOrderText(text)[0]?.lines ?? [];
  return checkSheet(lines, input).map(({ line, code, severity, message, suggestion }) => ({ line, code, severity, message, ...(suggestion ? { suggestion } : {}) }));
}
const move = (row: string) => check(`MOVEMENT\n${row}`);
const codes = (row: string) => move(row).map((d) => d.code);

describe('a clean sheet', () => {
  it('passes a legal sheet without a word', () => {
    const text = `EMPIRE: AROMA  TURN: 1
Production : 200
Treasury : 300
Total : 500
Expend : 140
Treasury : 360
EXPENDITURES
RDT | 1 | 40 | 40
Colony | 1 | 60 | 60
Assault Army | 1 | 30 | 30
Report | 2 | 5 | 10
COMMISSIONS
SWIFT | LYRA
RESEARCH
BL15-BL20 | B | (17) | [0] | +4 | [4]
MOVEMENT
LYRA | DARING | C - ALGOL | F,X | LYRA
LYRA | BOLD, SWIFT | D | H | C
LYRA | MULE (2 COL, 1 AA) | C | F,E |
GENERAL ORDERS
GO: all ships Friendly to Empire A, Hostile to all others
SO: PICKET Hostile vs Empire A`;
    expect(check(text)).toEqual([]);
  });
});

describe('units and systems (NOVA 6.8, 7.2)', () => {
  it('NT: the named unit is not in that system, suggesting where it is', () => {
    expect(move('LYRA | VALIANT | C | F |')).toEqual([{ line: 2, code: 'NT', severity: 'error', message: 'VALIANT is in ALGOL, not in LYRA', suggestion: 'ALGOL' }]);
  });
  it('DNE: no ship of that name, with a near-certain suggestion', () => {
    expect(move('LYRA | DARNG | C | F |')).toMatchObject([{ code: 'DNE', suggestion: 'DARING' }]);
  });
  it('DNE: a START system the empire does not know', () => {
    expect(move('LYRAA | DARING | C | F |')).toMatchObject([{ code: 'DNE', message: 'START: LYRAA is not a system AROMA knows', suggestion: 'LYRA' }]);
    expect(codes('VEGA | DARING | | F |')).toEqual(['DNE']);
  });
  it('a ship commissioned this turn may move from where it is built, and nowhere else', () => {
    expect(check('COMMISSIONS\nSWIFT | LYRA\nMOVEMENT\nLYRA | SWIFT | C | F |')).toEqual([]);
    expect(check('COMMISSIONS\nSWIFT | LYRA\nMOVEMENT\nALGOL | SWIFT | B | F |').map((d) => d.code)).toEqual(['NT']);
  });
  it('a ship on two movement rows', () => {
    expect(check('MOVEMENT\nLYRA | DARING | C | F |\nLYRA | DARING | D | F |').map((d) => [d.line, d.code])).toEqual([[3, 'TWICE']]);
  });
});

describe('routes (NOVA 6.11)', () => {
  it('follows systems and warp letters, and "D - TEDDY" names where D leads', () => {
    expect(codes('LYRA | BOLD | C - ALGOL - B - TEDDY | F |')).toEqual([]);
    expect(codes('LYRA | BOLD | D - TEDDY | F |')).toEqual([]);
    expect(codes('LYRA | BOLD | LYRA - ALGOL | F |')).toEqual([]);
  });
  it('DNE: a warp point that does not exist, or a system the empire does not know', () => {
    expect(move('LYRA | BOLD | Q | F |')).toMatchObject([{ code: 'DNE', message: 'Route: LYRA has no warp point Q (the empire knows C, D)' }]);
    expect(move('LYRA | BOLD | ALGOL - TEDY | F |')).toMatchObject([{ code: 'DNE', suggestion: 'TEDDY' }]);
  });
  it('a system the empire has never seen is DNE, even when it exists; a warp point it has not seen is a warning', () => {
    expect(move('ALGOL | VALIANT | LYRA - MIRA | F |')).toMatchObject([{ code: 'DNE', message: 'Route: MIRA is not a system this empire knows' }]);
    expect(codes('LYRA | BOLD | D - C | F |')).toEqual(['UNKNOWN-WP']);
  });
  it('NDC when two known systems have no line between them', () => {
    const input = fixture();
    input.knowledge = [...input.knowledge, { gameId: 'g', id: 'k.e1.s4', empireId: 'e1', systemId: 's4', how: 'explored', turn: 1, name: 'VEGA', type: 6, status: null, warpPoints: [{ letter: 'A', leadsTo: null }] }];
    expect(check('MOVEMENT\nLYRA | BOLD | VEGA | F |', input)).toMatchObject([{ code: 'NDC', message: 'Route: no direct warp line from LYRA to VEGA' }]);
  });
  it('a line the empire has not travelled, named by the system at its far end, is a warning', () => {
    const input = fixture();
    input.knowledge = input.knowledge.map((k) => (k.systemId === 's2' ? { ...k, warpPoints: [{ letter: 'A', leadsTo: null }, { letter: 'B', leadsTo: null }] } : k));
    expect(check('MOVEMENT\nALGOL | VALIANT | TEDDY | F |', input)).toMatchObject([{ code: 'UNKNOWN-WL', severity: 'warning' }]);
    expect(check('MOVEMENT\nALGOL | VALIANT | B | F |', input)).toEqual([]);
  });
  it('CUSWLT: the same warp line twice in one turn, in either direction', () => {
    expect(move('LYRA | BOLD | ALGOL - LYRA | F |')).toMatchObject([{ code: 'CUSWLT' }]);
    expect(codes('LYRA | BOLD | C - A | F |')).toEqual(['CUSWLT']);
  });
  it('a jump straight back into the system it leaves (reading 1, the default): a looping line', () => {
    expect(move('ALGOL | VALIANT | C | F |')).toMatchObject([{ code: 'JUMP-BACK' }]);
  });
  it('a route ending where it began is legal by default, an error under reading 2', () => {
    expect(codes('LYRA | BOLD | ALGOL - TEDDY - LYRA | F |')).toEqual([]);
    const input = { ...fixture(), settings: { orders: { jumpBack: 'route-end' } } };
    expect(check('MOVEMENT\nLYRA | BOLD | ALGOL - TEDDY - LYRA | F |', input).map((d) => d.code)).toEqual(['JUMP-BACK']);
  });
  it('more jumps than the JD level', () => {
    expect(move('LYRA | DARING | ALGOL - TEDDY - LYRA | F |')).toMatchObject([{ code: 'JD', message: 'Route: 3 jumps, but DARING has JD2: at most 2 jumps a turn' }]);
  });
  it('the unit stops at the first impossible hop: later steps are not checked', () => {
    expect(codes('LYRA | BOLD | Q - NOWHERE | F |')).toEqual(['DNE']);
  });
});

describe('contact and activity orders (NOVA 6.6, 6.7)', () => {
  it('more than two contact orders', () => {
    const lines = parseOrderText('MOVEMENT\nLYRA | BOLD | C | F,R,N |')[0]?.lines ?? [];
    expect(withChecks(lines, fixture()).flatMap((l) => l.diagnostics.map((d) => d.code))).toEqual(['TOO-MANY-CONTACT']);
  });
  it('CX: X without XC or SX, W without XC', () => {
    expect(move('LYRA | BOLD | C | F,X |')).toMatchObject([{ code: 'CX', message: 'X (explore) needs a ship with XC or SX; BOLD has none' }]);
    expect(codes('LYRA | BOLD | C | F,W |')).toEqual(['CX']);
    expect(codes('LYRA | BOLD, DARING | C | F,X |')).toEqual([]);
  });
  it('D without DC, I without DG, and I with a jump', () => {
    expect(codes('LYRA | DARING | C | N,D |')).toEqual(['NOT-EQUIPPED']);
    expect(codes('LYRA | BOLD | | H,I |')).toEqual(['NOT-EQUIPPED']);
    expect(codes('LYRA | PICKET | | H,I |')).toEqual([]);
    expect(codes('LYRA | PICKET | C | H,I |')).toEqual(['I-JUMP']);
  });
  // NOVA: DISTORTION GENERATOR — "Interdiction orders given to ships that … set up such that their DG does not cover the entire warp point are automatically ignored."
  it('I-SETUP: a DG that does not cover the whole warp point from the (D/n) set-up, in the turn\'s words (turn/interdiction-coverage.ts)', () => {
    expect(codes('LYRA | PICKET | | H,I (4/11) |')).toEqual([]);
    expect(move('LYRA | PICKET | | H,I (4/12) |')).toEqual([
      { line: 2, code: 'I-SETUP', severity: 'warning', message: "PICKET's DG20 does not cover the entire warp point (radius 9 hexes) set up 12 hexes from the warp point's centre (4/12): its interdiction order is ignored (NOVA: DISTORTION GENERATOR)" },
    ]);
    expect(move('LYRA | PICKET | | H,I (4/12) |')[0]?.message).toBe(coverageProblem('PICKET', 20, { direction: 4, distance: 12 }, 9));
    // Z interdicts as I does; a jumping interdictor is I-JUMP only.
    expect(codes('LYRA | PICKET | | H,Z (4/12) |')).toEqual(['I-SETUP']);
    expect(codes('LYRA | PICKET | C | H,I (4/12) |')).toEqual(['I-JUMP']);
    // Setting *Warp point radius for interdiction* (game.settings.turn.warpPointRadius): 0 is the centre hex only.
    const input = fixture();
    const lines = parseOrderText('MOVEMENT\nLYRA | PICKET | | H,I (4/12) |')[0]?.lines ?? [];
    expect(checkSheet(lines, { ...input, settings: { ...input.settings, turn: { warpPointRadius: 0 } } }).map((d) => d.code)).toEqual([]);
    expect(checkSheet(lines, { ...input, settings: { ...input.settings, turn: { warpPointRadius: 12 } } }).map((d) => d.code)).toEqual(['I-SETUP']);
  });
  it('H for an unarmed ship', () => {
    expect(move('LYRA | DARING, BOLD | C | H |')).toMatchObject([{ code: 'UNARMED-H', message: 'H (hostile): unarmed ships cannot be given H: DARING' }]);
  });
  it('G with activities that leave the warp point is a warning (A24); W and I are allowed', () => {
    expect(move('LYRA | DARING | C | G,X |')).toMatchObject([{ code: 'G-ACTIVITY', severity: 'warning' }]);
    expect(codes('LYRA | DARING | C | G,W |')).toEqual([]);
  });
  // NOVA: CONTACT ORDERS T "As per Guard except don't make contact" (setting tolerateKeepsWarpPoint, on by default).
  it('T is held to its warp point as per Guard: the same warning; not with the setting off', () => {
    expect(move('LYRA | DARING | C | T,X |')).toMatchObject([{ code: 'G-ACTIVITY', severity: 'warning', message: expect.stringMatching(/^T \(tolerate, "as per Guard"\): X would take the ship away/) }]);
    const input = fixture();
    expect(check('MOVEMENT\nLYRA | DARING | C | T,X |', { ...input, settings: { orders: { tolerateKeepsWarpPoint: false } } }).map((d) => d.code)).toEqual([]);
  });
  it('a ship that is not in the model yet (no design) is not flagged for equipment', () => {
    const input = fixture();
    input.units = input.units.map((u) => (u.name === 'BOLD' ? { ...u, designId: 'unknown' } : u));
    expect(check('MOVEMENT\nLYRA | BOLD | C | H,X |', input)).toEqual([]);
  });
});

describe('cargo (NOVA 6.7, 6.8)', () => {
  it('cargo that is there, across rows, and cargo that is not', () => {
    expect(codes('LYRA | MULE (2 COL) | C | F,E |')).toEqual([]);
    expect(move('LYRA | MULE (3 COL) | C | F,E |')).toMatchObject([{ code: 'CARGO', message: 'Cargo of MULE: 3 C to load at LYRA, but the empire has 2 there and builds 0 more this turn' }]);
    // BOLD, a frigate with no hold, could not carry them either.
    expect(check('MOVEMENT\nLYRA | MULE (1 COL) | C | F,E |\nLYRA | BOLD (2 C) | C | F |').map((d) => [d.line, d.code])).toEqual([[3, 'CARGO'], [3, 'CAPACITY']]);
  });
  it('units bought this turn may be loaded', () => {
    expect(check('EXPENDITURES\nColony | 1 | 60 | 60\nMOVEMENT\nLYRA | MULE (3 COL) | C | F,E |').map((d) => d.code)).toEqual([]);
  });
  it('E, L and A need something to unload', () => {
    expect(codes('LYRA | MULE | C | F,E |')).toEqual(['NO-CARGO']);
    expect(codes('LYRA | MULE (AA) | C | F,A |')).toEqual([]);
    expect(codes('LYRA | MULE (1 C) | C | F,A |')).toEqual(['NO-CARGO']);
  });
  it('a carried ship must be in the same system', () => {
    // VALIANT is elsewhere, and a frigate (SSZ 50) is too large for a hold.
    expect(codes('LYRA | MULE (VALIANT) | C | F |')).toEqual(['CARGO', 'CAPACITY']);
    expect(codes('LYRA | MULE (DARING) | C | F |')).toEqual([]);
  });
});

describe('retreats (NOVA 6.11)', () => {
  it('a retreat to a known system or a warp letter of the system where the route ends', () => {
    expect(codes('LYRA | BOLD | C | F | LYRA')).toEqual([]);
    expect(codes('LYRA | BOLD | C | F | B')).toEqual([]);
    expect(codes('LYRA | BOLD | C | F | VEGA')).toEqual(['DNE']);
    expect(codes('LYRA | BOLD | C | F | Z')).toEqual(['DNE']);
  });
  it('retreating ships cannot be given further retreat destinations', () => {
    expect(codes('LYRA | BOLD | | Retreating | ALGOL')).toEqual(['RETREAT']);
    expect(codes('LYRA | BOLD | | Retreating |')).toEqual([]);
  });
});

describe('commissions (NOVA 6.11)', () => {
  it('a name not unique or not under 16 characters', () => {
    expect(check('COMMISSIONS\nDARING | LYRA || INDEFATIGABLE ONE | LYRA').map((d) => d.code)).toEqual(['NAME-TAKEN', 'NAME-LONG']);
    expect(check('COMMISSIONS\nSWIFT | LYRA\nSWIFT | LYRA').map((d) => [d.line, d.code])).toEqual([[3, 'NAME-TAKEN']]);
    expect(check('COMMISSIONS\nFIFTEEN CHARS 1 | LYRA')).toEqual([]);
  });
  it('ships bought and not named, or named and not bought (NOVA 6.1)', () => {
    expect(check('EXPENDITURES\nFrigates | 2 | 70 | 140\nCOMMISSIONS\nSWIFT | LYRA')).toMatchObject([{ code: 'UNNAMED', severity: 'warning', line: 2, message: expect.stringContaining('the GM names the other 1 at 10 MCr each') }]);
    expect(check('EXPENDITURES\nNew Scout | 1 | 30 | 30\nCOMMISSIONS\nSWIFT | LYRA')).toEqual([]);
  });
  it('a build site the empire does not own, or does not know', () => {
    expect(check('COMMISSIONS\nSWIFT | ALGOL').map((d) => d.code)).toEqual(['BUILD-SITE']);
    expect(check('COMMISSIONS\nSWIFT | LIRA')).toMatchObject([{ code: 'DNE', suggestion: 'LYRA' }]);
  });
});

describe('research (NOVA 5.2–5.5, case RES-001)', () => {
  it('BL15 → BL20: goal 17, Table B', () => {
    expect(check('RESEARCH\nBL15-BL20 | B | (17) | [0] | +4 | [4]')).toEqual([]);
    expect(check('RESEARCH\nBL15-BL20 | A | (17) | [0] | +4 | [4]')).toMatchObject([{ code: 'RES-TABLE', suggestion: 'B' }]);
    expect(check('RESEARCH\nBL15-BL20 | B | (20) | [0] | +4 | [4]')).toMatchObject([{ code: 'RES-GOAL', suggestion: '17' }]);
  });
  it('starting a new technology is Table A; Table C is for designs', () => {
    expect(check('RESEARCH\nDG0-DG20 | A | | [0] | +2 | [2]').map((d) => d.code)).not.toContain('RES-TABLE');
    expect(check('RESEARCH\nNSD HORNET | B | | [0] | +1 | [1]')).toMatchObject([{ code: 'RES-TABLE', suggestion: 'C' }]);
    expect(check('RESEARCH\nRSD MK2 | C | (1) | [0] | +1 | [1]')).toEqual([]);
  });
  it('RDTs at start + changes = at end; a project with every team removed collapses', () => {
    expect(check('RESEARCH\nBL15-BL20 | B | (17) | [4] | +2 | [5]')).toMatchObject([{ code: 'RES-RDT', suggestion: '6' }]);
    expect(check('RESEARCH\nBL15-BL20 | B | (17) | [4] | -4 | [0]')).toMatchObject([{ code: 'RES-RDT', severity: 'warning' }]);
  });
  // NOVA: RESEARCH (5.3) "Research project goals may not be altered once started": flagged on the sheet as the turn refuses it (turn/research-altered.ts).
  it('RES-ALTERED: BL15-BL25 while BL15-BL20 runs, unless the sheet aborts BL15-BL20 (all its teams removed)', () => {
    const input = fixture();
    const running = { research: [{ id: 'BL15-BL20', code: 'BL', from: 15, to: 20, table: 'B', goal: '17', tp: '5', rdts: 4, startedTurn: 1 }] };
    const withProject: CheckInput = { ...input, empires: input.empires.map((e) => (e.id === input.empireId ? { ...e, nova: { ...(e.nova as object), ...running } } : e)) };
    const found = check('RESEARCH\nBL15-BL20 | B | (17) | [4] | +0 | [4]\nBL15-BL25 | B | | [0] | +2 | [2]', withProject);
    expect(found).toMatchObject([{ line: 3, code: 'RES-ALTERED', severity: 'error', message: expect.stringMatching(/^BL15-BL25: BL15-BL20 is running on BL from the same level; research project goals may not be altered once started \(NOVA 5\.3\)/) }]);
    expect(check('RESEARCH\nBL15-BL20 | B | (17) | [4] | -4 | [0]\nBL15-BL25 | B | | [0] | +2 | [2]', withProject).map((d) => d.code)).toEqual(['RES-RDT']);
    // The engine refuses the same line with the same words.
    expect(check('RESEARCH\nBL15-BL25 | B | | [0] | +2 | [2]')).toEqual([]);
  });
  it('a project that starts below the level the empire has, or goes nowhere', () => {
    expect(check('RESEARCH\nBL10-BL20 | B | | [0] | +1 | [1]').map((d) => d.code)).toContain('RES-START');
    // NOVA: RESEARCH PROJECTS — a technology the empire lacks starts from 0; the turn refuses the row with the same words.
    expect(check('RESEARCH\nEW5-EW6 | B | | [0] | +1 | [1]')).toEqual([{ line: 2, code: 'RES-START', severity: 'error', message: 'EW5-EW6: the empire has no EW technology (its current level is EW0), not EW5, so a project on EW starts from EW0 (NOVA: RESEARCH PROJECTS, a project states the current level)', suggestion: 'EW0-EW6' }]);
    expect(check('RESEARCH\nEW0-EW6 | A | | [0] | +1 | [1]').map((d) => d.code)).not.toContain('RES-START');
    expect(check('RESEARCH\nBL20-BL15 | B | | [0] | +1 | [1]').map((d) => d.code)).toEqual(['RES-GOAL']);
    expect(check('RESEARCH\nBL15-IE20 | B | | [0] | +1 | [1]').map((d) => d.code)).toEqual(['RES-GOAL']);
  });
});

describe('money (NOVA 6.12, 10.3 A13)', () => {
  const sheet = (rows: string) => `Production : 200\nTreasury : 300\nTotal : 500\nEXPENDITURES\n${rows}`;
  it('the lines beyond the money available abort, in priority order', () => {
    const found = check(sheet('Colonies | 3 | 100 | 300\nIC | 1 | 120 | 120\nTFC | 1 | 900 | 900\nReport | 1 | 5 | 5'));
    expect(found.filter((d) => d.code === 'ABORT').map((d) => d.line)).toEqual([7, 8]);
    expect(found[0]?.message).toBe('TFC would abort: with it the expenditures come to 1320 MCr, beyond the 500 MCr available and the 50 MCr of debt allowed');
  });
  it('cost = # × @, and totals that do not add up', () => {
    expect(check(sheet('Colony | 2 | 45 | 80'))).toMatchObject([{ code: 'COST', suggestion: '90' }]);
    expect(check('Production : 200\nTreasury : 300\nTotal : 600')).toMatchObject([{ code: 'SUM', suggestion: '500' }]);
    expect(check('Production : 200\nTreasury : 250')).toMatchObject([{ code: 'TREASURY', suggestion: '300' }]);
  });
  it("without income lines the GM's records say what there is", () => {
    expect(check('EXPENDITURES\nTFC | 1 | 900 | 900')[0]?.message).toContain("beyond the 400 MCr available (from the GM's records");
  });
  it('a GM allowance lets the sheet overspend a little', () => {
    const input = { ...fixture(), settings: { orders: { overspendAllowance: 50 } } };
    expect(check(sheet('Colony | 1 | 540 | 540'), input)).toEqual([]);
  });
  // NOVA: NEGATIVE TREASURIES (4.3): "Deficit spending can't exceed the player's income for the
  // turn ... no more than 50 MCr past what the empire spent" (Harry Hun: 956 of 921 MCr).
  it("the book's deficit by default: up to 50 MCr beyond the money, never beyond the income", () => {
    expect(check(sheet('Colony | 1 | 550 | 550'))).toEqual([]);
    expect(check(sheet('Colony | 1 | 551 | 551')).map((d) => d.code)).toEqual(['ABORT']);
    const aborts = (text: string) => check(text).filter((d) => d.code === 'ABORT');
    expect(aborts('Production : 200\nTreasury : 721\nTotal : 921\nEXPENDITURES\nTFC | 1 | 900 | 900\nAssault Army | 1 | 30 | 30\nRepair HORNET | | | 26')).toEqual([]);
    // Income of 20 MCr: the deficit is 20, not 50.
    const poor = aborts('Production : 20\nTreasury : 300\nTotal : 320\nEXPENDITURES\nColony | 1 | 341 | 341');
    expect(poor[0]?.message).toContain('beyond the 320 MCr available and the 20 MCr of debt allowed');
  });
  it('no new debt while the treasury brought forward is negative; an allowance of 0 allows none', () => {
    const inDebt = check('Production : 200\nTreasury : -70\nTotal : 130\nEXPENDITURES\nDebt repayment | | | 70\nColony | 1 | 70 | 70').filter((d) => d.code !== 'TREASURY');
    expect(inDebt.map((d) => d.code)).toEqual(['ABORT']);
    expect(inDebt[0]?.message).toContain('no new debt while the debt of 70 MCr is not cleared');
    const strict = { ...fixture(), settings: { orders: { overspendAllowance: 0 } } };
    expect(check(sheet('Colony | 1 | 501 | 501'), strict).map((d) => d.code)).toEqual(['ABORT']);
  });
});

describe('hostile orders need Normal or Full contact (NOVA 6.4, 6.8)', () => {
  it('against an empire never met, one met only by Minor contact, or a name nobody has', () => {
    expect(check('GENERAL ORDERS\nGO: all ships Hostile to PAGAN')).toMatchObject([{ code: 'NO-CONTACT', message: expect.stringContaining('(this empire has never met PAGAN)') }]);
    expect(check('GENERAL ORDERS\nCO: if attacked, H vs PLAYER 1')).toMatchObject([{ code: 'NO-CONTACT', message: expect.stringContaining('Minor') }]);
    expect(check('GENERAL ORDERS\nSO: BOLD hostile to Empire B')).toMatchObject([{ code: 'NO-CONTACT', suggestion: 'Empire A' }]);
  });
  it('the usual form passes: Friendly vs one, Hostile vs all others', () => {
    expect(check('GENERAL ORDERS\nGO: Friendly vs Empire A, Hostile vs all others')).toEqual([]);
  });
});

describe('lines whose section is known (the grid)', () => {
  it('checks them the same way', () => {
    const lines = parseSectionLines([
      { section: 'movement', text: 'LYRA | VALIANT | C | F |' },
      { section: 'commissions', text: 'DARING | LYRA' },
    ]);
    expect(checkSheet(lines, fixture()).map((d) => [d.line, d.code])).toEqual([
      [1, 'NT'],
      [2, 'NAME-TAKEN'],
    ]);
  });
});

describe('the checker on any text', () => {
  it('never throws, and every diagnostic points at a line of the sheet', async () => {
    const fc = (await import('fast-check')).default;
    const pieces = ['LYRA', 'ALGOL', 'TEDDY', 'VEGA', 'BOLD', 'DARING (2 COL)', 'MULE (AA, VALIANT)', 'C', 'D', 'Q', 'F,X', 'H,I', 'G,E', 'M+2', 'S(Empire A)', '(D/3)', '(4/3)', 'Retreating', '-', ' | ', '||', '', 'x'];
    const row = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 8 }).map((parts) => parts.join(' | '));
    const heads = fc.constantFrom('MOVEMENT', 'EXPENDITURES', 'COMMISSIONS', 'RESEARCH', 'GENERAL ORDERS', 'Production : 100', 'Total : 5', 'BL15-BL20 | B | (17) | [0] | +4 | [4]', 'GO: Hostile to PAGAN');
    fc.assert(
      fc.property(fc.array(fc.oneof(row, heads), { maxLength: 40 }), (lines) => {
        const text = lines.join('\n');
        const sheets = parseOrderText(text);
        const all = sheets.flatMap((s) => s.lines);
        const numbers = new Set(all.map((l) => l.line));
        for (const sheet of sheets) for (const d of checkSheet(sheet.lines, fixture())) expect(numbers.has(d.line)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('purchases the turn could not carry out, and totals (issue 17)', () => {
  const sheet = (rows: string) => `Production : 200\nTreasury : 300\nTotal : 500\nEXPENDITURES\n${rows}`;
  it('an item that is nothing the empire can buy, with the likely item', () => {
    expect(check(sheet('Death Star | 1 | 10 | 10'))).toMatchObject([{ code: 'UNKNOWN-ITEM', severity: 'error', message: expect.stringContaining('would not carry it out') }]);
    expect(check(sheet('Frigat | 1 | 70 | 70'))).toMatchObject([{ code: 'UNKNOWN-ITEM', suggestion: 'Frigate' }]);
    expect(check(sheet('Colonee | 1 | 60 | 60'))).toMatchObject([{ code: 'UNKNOWN-ITEM', suggestion: 'Colony' }]);
  });
  it('a count written into the item column is offered as the # column', () => {
    expect(check(sheet('Colony 2 | 60 | 120'))[0]).toMatchObject({ code: 'UNKNOWN-ITEM', suggestion: 'Colony | 2 | 60 | 120' });
  });
  it('"Total Cost" under the purchases is checked against the lines above it, never bought', () => {
    expect(check(sheet('Colony | 1 | 60 | 60\nAssault Army | 1 | 30 | 30\nTotal Cost : 90'))).toEqual([]);
    expect(check(sheet('Colony | 1 | 60 | 60\nTotal Cost : 460'))).toMatchObject([{ code: 'SUM', severity: 'warning', suggestion: '60' }]);
  });
});

describe('general orders read as the turn reads them (NOVA 6.8, 6.9)', () => {
  it('an empire not met is flagged in General, Conditional and Special orders alike, whatever the contact order', () => {
    for (const text of ['GO: all ships Friendly to PAGAN', 'CO: if attacked, Neutral vs PAGAN', 'SO: BOLD Tolerate to PAGAN']) {
      expect(check(`GENERAL ORDERS\n${text}`)).toMatchObject([{ code: 'NO-CONTACT', message: expect.stringContaining('never met PAGAN') }]);
    }
  });
  it('a real name before Full contact, with the alias the GM knows', () => {
    expect(check('GENERAL ORDERS\nGO: Hostile vs MUDDY')).toMatchObject([{ code: 'NO-CONTACT', message: expect.stringContaining('to this empire, MUDDY is Empire A') }]);
  });
  it('ships the empire does not have, and selectors the turn reads as a name', () => {
    expect(check('GENERAL ORDERS\nSO: DARNG Hostile vs Empire A')).toMatchObject([{ code: 'NT', suggestion: 'DARING' }]);
    expect(check('GENERAL ORDERS\nSO: all ships at LYRA Hostile vs Empire A')).toMatchObject([{ code: 'GENERAL', message: expect.stringContaining('as the name of a ship') }]);
  });
});

describe('cargo room (NOVA: CARGO HOLDS, LAUNCH BAYS)', () => {
  it('a scout with no hold is refused three colonies and an IC, on its line', () => {
    const input = fixture();
    input.units = [...input.units, { gameId: 'g', id: 'u9', empireId: 'e1', kind: 'C', name: '', systemId: 's1' }, { gameId: 'g', id: 'u10', empireId: 'e1', kind: 'IC', name: '', systemId: 's1' }];
    expect(check('MOVEMENT\nLYRA | DARING (3 COL, 1 IC) | C | F,E |', input)).toEqual([
      { line: 2, code: 'CAPACITY', severity: 'error', message: 'Cargo of DARING: DARING has no cargo hold or launch bay: 3 C, 1 IC would not be loaded; only what fits is carried (NOVA CARGO HOLDS, LAUNCH BAYS)' },
    ]);
  });
  it('six holds: two colonies and an AA fit, an IC beside them does not', () => {
    expect(codes('LYRA | MULE (2 COL, 1 AA) | C | F,E |')).toEqual([]);
    expect(check('EXPENDITURES\nIndustrial Complex | 1 | 120 | 120\nMOVEMENT\nLYRA | MULE (2 COL, 1 AA, 1 IC) | C | F,E |').filter((d) => d.code === 'CAPACITY')).toEqual([
      { line: 4, code: 'CAPACITY', severity: 'error', message: 'Cargo of MULE: MULE has 6 cargo holds (180 points): 1 IC would not be loaded (IC: 4 holds needed, 1 of 6 free); only what fits is carried (NOVA CARGO HOLDS, LAUNCH BAYS)' },
    ]);
  });
  // NOVA: CARGO HOLDS "Unless specified in a player's orders": the sheet's loading order is checked as step D loads.
  it('loaded as written (the setting, or "Load cargo as written" on the sheet), the IC written first fits and a colony does not', () => {
    const text = 'EXPENDITURES\nIndustrial Complex | 1 | 120 | 120\nMOVEMENT\nLYRA | MULE (1 IC, 2 COL) | C | F,E |';
    const beyond = (found: ReturnType<typeof check>) => found.filter((d) => d.code === 'CAPACITY').map((d) => /points\): (.+) would not be loaded/.exec(d.message)?.[1]);
    expect(beyond(check(text))).toEqual(['1 IC']);
    expect(beyond(check(`${text}\nGENERAL ORDERS\nGO: Load cargo as written`))).toEqual(['1 C']);
    expect(beyond(check(text, { ...fixture(), settings: { orders: { cargoOrder: 'written' } } }))).toEqual(['1 C']);
    expect(check(`${text}\nGENERAL ORDERS\nGO: Load cargo as written`).filter((d) => d.line === 6)).toEqual([]);
  });
});

describe('repairs and refits (NOVA: REPAIRING SHIPS, REFITTING SHIPS)', () => {
  const yard = (): CheckInput => {
    const input = fixture();
    input.systems = input.systems.map((s) => (s.id === 's1' ? { ...s, installations: { IC: 1 } } : s));
    input.units = input.units.map((u) => (u.name === 'BOLD' ? { ...u, damage: { sd: 5 } } : u));
    input.designs = [...input.designs, { ...input.designs[1], id: 'd-frigate2', name: 'Frigate Mk2', nova: { components: [], parentId: 'd-frigate' } } as (typeof input.designs)[number]];
    return input;
  };
  const exp = (...rows: string[]) => check(`EXPENDITURES\n${rows.join('\n')}`, yard()).filter((d) => d.code === 'YARD' || d.code === 'DNE');
  it('a repair names a damaged ship of the empire at one of its established ICs', () => {
    expect(exp('Repair BOLD | | | 5')).toEqual([]);
    expect(exp('Repair DARING | | | 5')).toEqual([{ line: 2, code: 'YARD', severity: 'warning', message: 'DARING is not damaged: nothing to repair' }]);
    expect(exp('Repair VALIANT | | | 5')).toEqual([{ line: 2, code: 'YARD', severity: 'error', message: 'VALIANT is in ALGOL, not at an established IC of the empire: ships are repaired only there' }]);
    expect(exp('Repair GHOST | | | 5')).toMatchObject([{ line: 2, code: 'DNE', message: 'GHOST: AROMA has no ship of that name' }]);
  });
  it('a refit needs an undamaged ship (or one repaired above) and a redesign of its design', () => {
    expect(exp('Refit BOLD to Frigate Mk2 | | | 10')).toMatchObject([{ line: 2, code: 'YARD', message: 'BOLD is damaged: a ship can only be refitted if it is undamaged; write its Repair on a line above' }]);
    expect(exp('Repair BOLD | | | 5', 'Refit BOLD to Frigate Mk2 | | | 10')).toEqual([]);
    expect(exp('Refit DARING to Frigate Mk2 | | | 10')).toMatchObject([{ line: 2, code: 'YARD', message: "Frigate Mk2 is not a redesign of DARING's design" }]);
  });
});

// NOVA: CONSTRUCTION RESTRICTIONS — the order check says on the line what step C would not build.
describe('NOVA: CONSTRUCTION RESTRICTIONS (4.2) at the order check', () => {
  const buy = (rows: string, input: CheckInput = fixture()) => check(`EXPENDITURES\n${rows}`, input).filter((d) => d.code === 'BUILD' || d.code === 'BUILD-SITE' || d.code === 'UNKNOWN-ITEM');
  it("MAs can't be built", () => {
    expect(buy('MA | 2 | 30 | 60')).toMatchObject([{ line: 2, code: 'BUILD', severity: 'error', message: expect.stringMatching(/^militia armies \(MA\) can't be built/) }]);
  });
  it('armies and colonies only at a World; 2 armies a turn at a World, 4 at the Home Star; the excess is not built', () => {
    const input = fixture();
    input.systems = input.systems.map((s) => (s.id === 's1' ? { ...s, homeStar: true } : s));
    expect(buy('Assault Army | 3 | 30 | 90\nRegular Army | 2 | 30 | 60', input)).toMatchObject([{ line: 3, code: 'BUILD', message: '1 of 2 Regular Army would not be built: LYRA may build 4 armies a turn and 3 are bought on lines above (NOVA 4.2)', suggestion: '1' }]);
    // LYRA is a World but not a Home Star in the plain fixture: 2 a turn.
    expect(buy('AA | 3 | 30 | 90')).toMatchObject([{ code: 'BUILD', message: expect.stringMatching(/^1 of 3 Assault Army would not be built: LYRA may build 2 armies a turn/) }]);
    const settlement = fixture();
    settlement.systems = settlement.systems.map((s) => (s.id === 's1' ? { ...s, status: 'settlement' } : s));
    expect(buy('Colony | 1 | 60 | 60', settlement)).toMatchObject([{ code: 'BUILD', message: 'Colony not built: Colony may be built only in World-status systems (NOVA 4.2)' }]);
  });
  it('ships, SDUs, PCBs, ICs and TFCs only at an established IC, and not the turn after devastation', () => {
    const noIc = fixture();
    noIc.systems = noIc.systems.map((s) => (s.id === 's1' ? { ...s, installations: {} } : s));
    expect(buy('SDU | 1 | 90 | 90\nScout | 1 | 30 | 30', noIc).map((d) => d.message)).toEqual(['System Defence Unit not built: System Defence Unit may be built only at an established IC (NOVA 4.2)', 'Scout not built: ships may be built only at an established IC (NOVA 4.2)']);
    expect(check('COMMISSIONS\nSWIFT | LYRA', noIc)).toMatchObject([{ code: 'BUILD-SITE', severity: 'error', message: 'SWIFT cannot be built at LYRA: ships may be built only at an established IC (NOVA 4.2)' }]);
    const devastated = { ...fixture(), turn: 4 };
    devastated.systems = devastated.systems.map((s) => (s.id === 's1' ? { ...s, devastatedTurn: 3 } : s));
    expect(buy('PCB | 1 | 180 | 180', devastated)).toMatchObject([{ code: 'BUILD', message: expect.stringMatching(/on the turn after its system was devastated/) }]);
    expect(buy('PCB | 1 | 180 | 180', { ...devastated, turn: 5 })).toEqual([]);
  });
  it('a lost Home Star: builds go to the designated home star', () => {
    const lost = fixture();
    lost.systems = lost.systems.map((s) => (s.id === 's1' ? { ...s, ownerId: 'e2' } : s));
    expect(buy('SDU | 1 | 90 | 90', lost)).toMatchObject([{ code: 'BUILD', message: expect.stringMatching(/the Home Star LYRA is lost: builds go to the designated home star/) }]);
  });
  it('partial ships are finished only by the empire that laid them down', () => {
    const input = fixture();
    input.units = [...input.units, { gameId: 'g', id: 'h1', empireId: 'e1', kind: 'hull', name: 'DARING', systemId: 's1', paid: 40, builtBy: 'e1' }, { gameId: 'g', id: 'h2', empireId: 'e1', kind: 'hull', name: 'PRIZE', systemId: 's1', paid: 40, builtBy: 'e2' }];
    expect(buy('Finish DARING | | | 10\nFinish PRIZE | | | 10\nFinish NOBODY | | | 10', input).map((d) => [d.line, d.message])).toEqual([
      [3, "PRIZE was captured with its system: partial ships can't be finished by alien empires; it may be salvaged (NOVA 4.2)"],
      [4, 'NOBODY is not an unfinished ship of this empire: only ships paid in part are finished (NOVA 4.2)'],
    ]);
  });
});

// NOVA: PLAYER ELIMINATION (8.2): the checker flags every line of an eliminated empire's sheet.
describe('the sheet of an eliminated empire', () => {
  it('every line is an ELIMINATED error naming the turn; no other check runs', () => {
    const base = fixture();
    const input = { ...base, empires: base.empires.map((e) => (e.id === base.empireId ? { ...e, nova: { eliminatedTurn: 6 } } : e)) };
    const found = checkSheet(parseOrderText('EXPENDITURES\nColony | 1 | 25 | 25\n\nMOVEMENT\nLYRA | NOBODY | C | F')[0]?.lines ?? [], input);
    expect(found.map((d) => [d.code, d.severity, d.message])).toEqual([
      ['ELIMINATED', 'error', 'empire eliminated on turn 6: not carried out (NOVA 8.2 PLAYER ELIMINATION)'],
      ['ELIMINATED', 'error', 'empire eliminated on turn 6: not carried out (NOVA 8.2 PLAYER ELIMINATION)'],
    ]);
  });
});

// NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): the treasury orders on the sheet.
describe('the treasury orders', () => {
  const check = (...general: string[]) => checkSheet(parseOrderText(['GENERAL, SPECIFIC & CONDITIONAL ORDERS', ...general].join('\n'))[0]?.lines ?? [], fixture()).map((d) => [d.line, d.code, d.severity, d.message]);

  it('a system the empire holds passes; one it knows but does not hold, or does not know, is TREASURY-AT', () => {
    expect(check('Treasury at LYRA')).toEqual([]);
    expect(check('Treasury at ALGOL')).toEqual([[2, 'TREASURY-AT', 'error', 'ALGOL is not held by this empire: MCr are kept only at its own systems; the treasury stays at LYRA (NOVA 4.1)']]);
    expect(check('Treasury at ATLANTIS')).toEqual([[2, 'TREASURY-AT', 'error', 'ATLANTIS is not a system this empire knows: the treasury stays at LYRA (NOVA 4.1)']]);
    expect(check('Treasury at LYRA', 'Treasury at LYRA')).toEqual([[2, 'TREASURY-AT', 'warning', 'line 3 names the treasury\'s place again: the last line counts (NOVA 4.1)']]);
  });

  it('destroying more MCr than the treasury holds is warned', () => {
    expect(check('Destroy 100 MCr')).toEqual([]);
    expect(check('Destroy 400 MCr')).toEqual([[2, 'DESTROY-MCR', 'warning', "400 MCr to destroy, 300 MCr in the treasury before this turn's production: the turn destroys what is stockpiled after the builds and transfers (step E), never more (NOVA 4.1)"]]);
  });
});

// NOVA: 6.10 TRANSFER OF MCr: "They can't be conditional ... must be listed in the financial section or the transfer will not occur."
describe('MCr sent by a general or conditional order', () => {
  it('is an error: transfers of MCr are written on the EXPENDITURES', () => {
    const found = checkSheet(parseOrderText('GENERAL, SPECIFIC & CONDITIONAL ORDERS\nCO: Transfer 50 MCr to Empire A').at(0)?.lines ?? [], fixture());
    expect(found.map((d) => [d.code, d.message])).toContainEqual(['GENERAL', expect.stringMatching(/^MCr are not transferred by a general, conditional or special order: .*can't be conditional, so this transfer does not occur \(NOVA 6\.10\)$/)]);
  });
});

// NOVA: GENERAL, CONDITIONAL, SPECIAL ORDERS: an activity clause on the sheet, checked as the turn reads it.
describe('activity clauses of the general block', () => {
  const check = (...general: string[]) => checkSheet(parseOrderText(['GENERAL, SPECIFIC & CONDITIONAL ORDERS', ...general].join('\n'))[0]?.lines ?? [], fixture()).map((d) => [d.line, d.code, d.severity, d.message]);

  it('reads them as orders; a ship the empire does not have is NT; one that does not read is flagged with its reason', () => {
    expect(check('GO: abort all activities', 'CO: if interdicted, do not modify orders')).toEqual([]);
    expect(check('SO: GHOST 9 no activities')).toEqual([[2, 'NT', 'error', 'no ship of this empire is called GHOST 9: the turn carries this order out for the ships it names that exist']]);
    const unread = parseOrderText('GENERAL, SPECIFIC & CONDITIONAL ORDERS\nGO: all ships Devastate Frobnicate')[0]?.lines[1];
    expect(unread?.row).toBeNull();
    expect(unread?.diagnostics[0]).toMatchObject({ code: 'UNKNOWN-ORDER', message: expect.stringContaining('"Devastate Frobnicate" is not an activity NOVA reads') });
  });
});
