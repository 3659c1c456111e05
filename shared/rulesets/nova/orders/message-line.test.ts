import { describe, expect, it } from 'vitest';
import { parseOrderText, parseSectionLines } from './parse-sheet';
import { isMessageLine, MESSAGE_ON_SHEET } from './message-line';

// NOVA: 6.4 NORMAL CONTACT: "Messages submitted on the same page as other orders will not be sent."
describe('a message written on the order sheet (NOVA 6.4)', () => {
  it.each(['MESSAGE TO EMPIRE A: we come in peace', 'Msg: meet us at LYRA', 'Messages for Empire B - trade?', 'TO EMPIRE X: stay away from VESPER', 'To Player 1, who are you?', 'Dear Empire C, thank you for the ships', 'GO: Message to Empire A: ceasefire', 'Note: message to Empire B: hello'])('"%s" is a message', (line) => {
    expect(isMessageLine(line)).toBe(true);
  });

  it.each(['GO: all ships Friendly vs Empire A', 'Transfer HAMMER 1 to Empire A', 'Full contact with Empire A', 'Note: HAMMER 2 is damaged', 'MSG 1 | LYRA | F', 'To the GM: please send my sitrep early', 'Treasury at ALGOL', 'Transfer to Empire A | 50'])('"%s" is not', (line) => {
    expect(isMessageLine(line)).toBe(false);
  });

  it('in the GENERAL ORDERS block it is an error with its own code, kept on the sheet, never dropped', () => {
    const [sheet] = parseOrderText('EMPIRE: Celestine Concord\nGENERAL ORDERS\nGO: all ships Friendly vs Empire A\nMESSAGE TO EMPIRE A: shall we trade?\n');
    const line = sheet?.lines.find((l) => l.text.startsWith('MESSAGE'));
    expect(line?.row).toBeNull();
    expect(line?.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: MESSAGE_ON_SHEET, message: expect.stringContaining('messages on the same page as orders are not sent (NOVA 6.4)') })]);
    // The order beside it is read as before.
    expect(sheet?.lines.find((l) => l.text.startsWith('GO:'))?.row).toMatchObject({ kind: 'general' });
  });

  it('in any other section too (a grid row stored in the movement block)', () => {
    const [line] = parseSectionLines([{ section: 'movement', text: 'To Empire B: our scouts mean no harm' }]);
    expect(line?.row).toBeNull();
    expect(line?.diagnostics.map((d) => d.code)).toEqual([MESSAGE_ON_SHEET]);
  });
});
