import { describe, expect, it } from 'vitest';
import { missedTurnLines } from './missed-turn';
import { parseOrderText } from './parse-sheet';

const LAST = `EXPENDITURES
RDT maintenance | 6 | 10 | 60
RESEARCH
BL15-BL20 | B | (17) | [0] | +4 | [4]
IE4-IE5 | B | (9) | [2] | +0 | [2]
EW1-EW2 | A | | [1] | -1 | [0]
MOVEMENT
LYRA | DARING (2 COL), BOLD | C - ALGOL | F,X | LYRA
ALGOL | LOST | B | H |
GENERAL ORDERS
GO: Friendly vs Empire A
CO: if Empire A sends 50 MCr, F vs Empire A`;

const previous = parseOrderText(LAST)[0]?.lines ?? [];
const shipAt = new Map([
  ['DARING', 'ALGOL'],
  ['BOLD', 'ALGOL'],
]);

describe('the missed-turn rule (NOVA 6.3)', () => {
  it('carries general, conditional and special orders and unit orders; maintains RDTs when the money allows', () => {
    const { lines } = missedTurnLines({ previous, shipAt, money: 500 });
    expect(lines).toEqual([
      { section: 'expenditures', text: 'RDT maintenance | 6 | 10 | 60' },
      { section: 'research', text: 'BL15-BL20 | B | (17) | [4] | +0 | [4]' },
      { section: 'research', text: 'IE4-IE5 | B | (9) | [2] | +0 | [2]' },
      { section: 'movement', text: 'ALGOL | DARING, BOLD |  | F,X |' },
      { section: 'general', text: 'GO: Friendly vs Empire A' },
      { section: 'general', text: 'CO: if Empire A sends 50 MCr, F vs Empire A' },
    ]);
  });

  it('cuts RDTs to a minimum of 1, lowest priority first, until the cost fits', () => {
    const { lines, notes } = missedTurnLines({ previous, shipAt, money: 30 });
    expect(lines.filter((l) => l.section !== 'movement' && l.section !== 'general')).toEqual([
      { section: 'expenditures', text: 'RDT maintenance | 3 | 10 | 30' },
      { section: 'research', text: 'BL15-BL20 | B | (17) | [4] | -2 | [2]' },
      { section: 'research', text: 'IE4-IE5 | B | (9) | [2] | -1 | [1]' },
    ]);
    expect(notes).toContain('LOST is no longer in play; its orders are not carried over');
  });

  it('never cuts a project below 1 RDT, even when the money does not cover it', () => {
    const { lines } = missedTurnLines({ previous, shipAt, money: 0 });
    expect(lines.filter((l) => l.section === 'research').map((l) => l.text.split(' | ').at(-1))).toEqual(['[1]', '[1]']);
  });

  // NOVA: 6.3 MISSED TURNS "RDTs will be maintained": nothing is bought; each project keeps the teams it has.
  it('with the projects the empire runs: each starts from the teams it really has, +0, last turn\'s order of priority, then the others; a project no longer running is not carried', () => {
    const running = [
      { id: 'IE4-IE5', rdts: 2, table: 'B', goal: '9' },
      { id: 'BL15-BL20', rdts: 3, table: 'B', goal: '17' },
      { id: 'SN20-SN25', rdts: 1, table: 'A', goal: '2.25' },
    ];
    const { lines } = missedTurnLines({ previous, shipAt, money: 500, running });
    expect(lines.filter((l) => l.section === 'research' || l.section === 'expenditures')).toEqual([
      { section: 'expenditures', text: 'RDT maintenance | 6 | 10 | 60' },
      { section: 'research', text: 'BL15-BL20 | B | (17) | [3] | +0 | [3]' },
      { section: 'research', text: 'IE4-IE5 | B | (9) | [2] | +0 | [2]' },
      { section: 'research', text: 'SN20-SN25 | A | (2.25) | [1] | +0 | [1]' },
    ]);
    // Last turn's New RDT, builds and other one-off purchases are never repeated.
    const bought = parseOrderText(`EXPENDITURES\nNew RDT | 4 | 40 | 160\nAssault Army | 2 | 30 | 60\nRESEARCH\nBL15-BL20 | B | (17) | [0] | +4 | [4]`)[0]?.lines ?? [];
    expect(missedTurnLines({ previous: bought, shipAt, money: 500, running: [{ id: 'BL15-BL20', rdts: 4, table: 'B', goal: '17' }] }).lines).toEqual([
      { section: 'expenditures', text: 'RDT maintenance | 4 | 10 | 40' },
      { section: 'research', text: 'BL15-BL20 | B | (17) | [4] | +0 | [4]' },
    ]);
  });
});
