/** The order sheet for the shared grid: typed sheets read whole, sections by verb, every row checked, nothing dropped. */
import { describe, expect, it } from 'vitest';
import { buildSampleGame } from '../sample/sample-game';
import { checkSheetLines, gdOrderSheet, GD_TYPED, linesFromText, prefilledMovement, sheetText, storedLines } from './order-sheet';

const world = buildSampleGame().world;

const TWO = `GALACTIC DOMINATION — ORDERS        Game Galactic Domination sample  Turn 3/10   Empire Terran Empire   Seat 1
Stellars on hand: $16   Expected income: $20   TCs in hand: 5   VP: 2
---------------------------------------------------------------------------------------
D. MOVEMENT (phase G)
FLEET  SPD  SEG1   SEG2   SEG3
F1     2    ##     0405   0406   # south
E. STANDING INSTRUCTIONS
ONNEUTRAL * FIGHT
FROBNICATE the nebula
G. CONSTRUCTION (phase J)
BUILD 1 CA AT Mars

EMPIRE: Gromar Empire
F2 3 0802 0801 0701
BUY TC
`;

describe('typed sheets', () => {
  it('splits the text at each heading, names each sheet’s empire and turn, and keeps every line that is not the sheet’s structure', () => {
    const parts = GD_TYPED.read(TWO);
    expect(parts.map((p) => [p.player, p.turn, p.lines.length])).toEqual([
      ['Terran Empire', 3, 4],
      ['Gromar Empire', null, 2],
    ]);
    expect(parts[0]!.lines.map((l) => l.section)).toEqual(['movement', 'standing', 'standing', 'construction']);
    expect(parts[0]!.unreadable).toBe(1);
    expect(parts[0]!.lines[0]!.original).toBe('F1     2    ##     0405   0406   # south');
  });

  it('lines before any heading make a sheet that names no player', () => {
    expect(GD_TYPED.read('BUY TC\nBUY RISK').map((p) => [p.player, p.lines.length])).toEqual([[null, 2]]);
  });
});

describe('the grid’s checks', () => {
  it('gives each row its own parse errors and checker findings, with the rule cited', () => {
    const lines = linesFromText(TWO.split('\n\n')[0] as string, (i) => `l${i}`);
    const checks = checkSheetLines(lines, { world, playerId: 'terran' });
    expect(checks).toHaveLength(lines.length);
    expect(checks[2]).toEqual({ unreadable: true, diagnostics: [expect.objectContaining({ code: 'GD-ORD-VERB' })] });
    expect(checks[0]?.diagnostics).toEqual([]);
    expect(checks[3]?.diagnostics).toEqual([]);
    const wrong = checkSheetLines([{ section: 'movement', text: 'F1 2 0405 0406 0407' }], { world, playerId: 'terran' });
    expect(wrong[0]?.diagnostics.map((d) => d.code)).toContain('GD-MOVE-SEG');
    expect(wrong[0]?.diagnostics[0]?.message).toMatch(/GD §11\.5/);
  });

  it('a row kept as written though invalid is not executed, and line numbers stay those of the rows', () => {
    const text = sheetText([
      { text: 'FROBNICATE', keepInvalid: true },
      { text: 'BUY TC', keepInvalid: false },
    ]);
    expect(text.split('\n')).toEqual(['# (kept as written, not executed) FROBNICATE', 'BUY TC']);
  });

  it('has one movement column per segment of the coming turn, and round-trips a row through its cells', () => {
    const spec = gdOrderSheet(4);
    expect(spec.sections[0]?.columns.map((c) => c.label)).toEqual(['Fleet', 'Spd', 'SEG1', 'SEG2', 'SEG3', 'SEG4']);
    const cells = spec.split('F1  2  ##  0405  H', 'movement');
    expect(spec.join(cells, 'movement')).toBe('F1  2  ##  0405  H');
    expect(spec.join(['BUILD 1 CA AT Mars'], 'construction')).toBe('BUILD 1 CA AT Mars');
  });

  it('pre-fills the movement rows of a player’s fleets, H where the chart lets it move, ## where not', () => {
    expect(prefilledMovement(world, 'terran')).toEqual(['F1  2  ##  H  H', 'F2  2  ##  H  H', 'F3  2  ##  H  H']);
  });

  it('reads stored rows back, a section it does not know as standing instructions', () => {
    expect(storedLines({ text: '', lines: [{ id: 'a', section: 'weird', text: 'BUY TC', keepInvalid: false }] }, () => 'x')[0]?.section).toBe('standing');
    expect(storedLines({ text: 'BUY TC\nF1 2 ## H H' }, (i) => `r${i}`).map((l) => [l.id, l.section])).toEqual([
      ['r0', 'purchases'],
      ['r1', 'movement'],
    ]);
  });
});
