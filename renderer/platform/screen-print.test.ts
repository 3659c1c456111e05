import { describe, expect, it } from 'vitest';
import { screenPrint, setScreenPrint } from './screen-print';

describe('screen print', () => {
  it('is the shown screen’s print while it is registered, and none after', async () => {
    expect(screenPrint()).toBeNull();
    const printed: string[] = [];
    const a = async () => void printed.push('a');
    const b = async () => void printed.push('b');
    const offA = setScreenPrint(a);
    const offB = setScreenPrint(b);
    // A screen that goes away after the next one came does not take the next one's print away.
    offA();
    await screenPrint()?.();
    expect(printed).toEqual(['b']);
    offB();
    expect(screenPrint()).toBeNull();
  });
});
