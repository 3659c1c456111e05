import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeSettings, humanise } from './describe';
import { changeSetting, effectiveSettings, type SettingsGroup } from './groups';

const schema = z.looseObject({
  mode: z.enum(['literal', 'clamped']).default('literal').meta({ title: 'DG and LT cost', description: 'A7: …' }),
  strict: z.boolean().default(true),
  rounds: z.int().min(1).max(50).default(10),
  list: z.array(z.int()).default([1, 2]),
});
const group: SettingsGroup = { id: 'test', title: 'Test', intro: '', schema };

describe('describeSettings', () => {
  it('gives each field its control, label, help and default', () => {
    expect(describeSettings(schema)).toEqual([
      { key: 'mode', label: 'DG and LT cost', help: 'A7: …', kind: 'choice', choices: ['literal', 'clamped'], default: 'literal' },
      { key: 'strict', label: 'Strict', help: '', kind: 'boolean', default: true },
      { key: 'rounds', label: 'Rounds', help: '', kind: 'number', integer: true, min: 1, max: 50, default: 10 },
      { key: 'list', label: 'List', help: '', kind: 'json', default: [1, 2] },
    ]);
    expect(humanise('wcUpgradeUsesNextMultiplier')).toBe('Wc upgrade uses next multiplier');
  });
});

describe('changing a setting', () => {
  it('stores a valid value, refuses an invalid one with the reason, and resets to the default', () => {
    const changed = changeSetting(group, { kept: 'unknown field' }, 'rounds', 20);
    expect(changed).toEqual({ ok: true, value: { kept: 'unknown field', rounds: 20 } });
    const refused = changeSetting(group, {}, 'rounds', 0);
    expect(refused.ok).toBe(false);
    expect(changeSetting(group, { rounds: 20 }, 'rounds', undefined)).toEqual({ ok: true, value: {} });
  });

  it('reads stored values over the defaults', () => {
    expect(effectiveSettings(group, { rounds: 20 })).toMatchObject({ mode: 'literal', strict: true, rounds: 20 });
    expect(effectiveSettings(group, { rounds: 'lots' })).toMatchObject({ rounds: 10 });
  });
});
