import { describe, expect, it } from 'vitest';
import { deadlineText } from './deadline';

describe('the deadline on the cover, said once', () => {
  it.each([
    ['Turn 2 orders due 6 December 2026', '6 December 2026'],
    ['Turn 1 orders due 6 December 2026, 20:00', '6 December 2026, 20:00'],
    ['Orders due by Friday 6 Dec', 'Friday 6 Dec'],
    ['Due: 6 December', '6 December'],
    ['Deadline: 6 December', '6 December'],
    ['Orders for turn 3 due on 12 Jan', '12 Jan'],
    ['6 December 2026', '6 December 2026'],
    ['', 'as announced by the GM'],
  ])('%s → %s', (written, printed) => expect(deadlineText(written)).toBe(printed));
});
