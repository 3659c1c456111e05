import { describe, expect, it } from 'vitest';
import { checkSheet } from './check';
import { fixture } from './check-fixture';
import { parseOrderText } from './parse-sheet';
import { namesTechPurchase } from './tech-purchase';

const check = (rows: string) => checkSheet(parseOrderText(`Production : 200\nTreasury : 300\nTotal : 500\nEXPENDITURES\n${rows}`)[0]?.lines ?? [], fixture());

// NOVA: TECH POINTS — "Once the game begins tech points are obtained only through research. They can't be bought or traded."
describe('NOVA: TECH POINTS — no TP bought once the game begins', () => {
  it('an expenditure line buying TP or a technology level is an error that says why, not an unknown item', () => {
    for (const item of ['TP', '10 TP', 'Tech points', 'Technology', 'BL20', 'SN 25', 'New FC-4']) expect(namesTechPurchase(item)).toBe(true);
    for (const item of ['Hornet', 'Colony', 'New RDT', 'Research report', 'XX20']) expect(namesTechPurchase(item)).toBe(false);
    expect(check('Tech points | 10 | 10 | 100')).toMatchObject([{ code: 'TP-BUY', severity: 'error', message: '"Tech points": tech points can\'t be bought once the game begins: they come only from research (NOVA TECH POINTS); start a research project on the RESEARCH lines instead' }]);
    expect(check('BL20 | 1 | 64 | 64')).toMatchObject([{ code: 'TP-BUY' }]);
  });
});
