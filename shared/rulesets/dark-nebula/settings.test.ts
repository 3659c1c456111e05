/** Every ambiguity of the digest (§10, A1–A52) is a setting with its stated default and a title. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SETTINGS, darkNebulaSettingsSchema, readSettings } from './settings';

describe('Dark Nebula settings', () => {
  it('every field has a title and a description', () => {
    for (const [key, field] of Object.entries(darkNebulaSettingsSchema.shape)) {
      const meta = z.globalRegistry.get(field as z.ZodType) as { title?: string; description?: string } | undefined;
      expect(meta?.title, key).toBeTruthy();
      expect(meta?.description, key).toBeTruthy();
    }
  });
  it('covers every ambiguity A1–A52 in its titles or descriptions', () => {
    const text = Object.values(darkNebulaSettingsSchema.shape)
      .map((f) => JSON.stringify(z.globalRegistry.get(f as z.ZodType)))
      .join(' ');
    const missing = Array.from({ length: 52 }, (_, i) => `A${i + 1}`).filter((a) => !new RegExp(`\\b${a}\\b`).test(text));
    expect(missing).toEqual([]);
  });
  it('the stated defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      income: { hierate: { base: 10, perType1: 4, perType2: 1 }, kingdom: { aslanType1: 4, humanType2: 1 } },
      humanBattleship: 'vilani',
      humanPdAt: 'both',
      independentTransports: 4,
      srmLostTarget: 'lost',
      concentratedShort: 'halve-then-double',
      frontierRepair: 'greater',
      civilizedRepair: 'instead',
      groundOffTable: 'clamp',
      aslanBDelay: 2,
      monitorDelay: 1,
      revealAt: 'turn-1',
      visibility: 'rules-as-written',
    });
  });
  it('a face-down pool is named by faction and ground class; another name is refused with what a name must be', () => {
    expect(darkNebulaSettingsSchema.safeParse({ groundPools: { 'vilani.JT': [4, 4, 7], 'independent.AT': [5] } }).success).toBe(true);
    const bad = darkNebulaSettingsSchema.safeParse({ groundPools: { 'vilani.rt': [4] } });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain("a pool is named 'aslan', 'solomani', 'vilani' or 'independent'");
    expect(darkNebulaSettingsSchema.safeParse({ groundPools: { 'aslan.RT': [0] } }).success).toBe(false);
  });
  it('unreadable stored values read as the defaults', () => {
    expect(readSettings({ frontierRepair: 'sometimes' })).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ frontierRepair: 'greater-or-equal' }).frontierRepair).toBe('greater-or-equal');
  });
});

describe('the settings in docs/dark-nebula.md', () => {
  it('lists every setting with its stated default', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/dark-nebula.md', 'utf8');
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      const shown = typeof value === 'object' ? 'see below' : String(value);
      expect(row, key).toContain(`\`${shown}\``);
    }
  });
});
