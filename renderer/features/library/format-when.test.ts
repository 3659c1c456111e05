import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

describe('formatWhen', () => {
  const now = new Date('2026-11-22T12:00:00');
  it('says how long ago in words', () => {
    expect(formatWhen(new Date('2026-11-22T11:59:50').toISOString(), now)).toBe('just now');
    expect(formatWhen(new Date('2026-11-22T11:59:00').toISOString(), now)).toBe('1 minute ago');
    expect(formatWhen(new Date('2026-11-22T11:30:00').toISOString(), now)).toBe('30 minutes ago');
    expect(formatWhen(new Date('2026-11-22T08:00:00').toISOString(), now)).toMatch(/^today at /);
    expect(formatWhen(new Date('2026-11-21T08:00:00').toISOString(), now)).toMatch(/^yesterday at /);
    expect(formatWhen(new Date('2026-01-02T08:00:00').toISOString(), now)).toMatch(/2026/);
  });
  it('shows an unreadable date as it is', () => {
    expect(formatWhen('not a date', now)).toBe('not a date');
  });
});
