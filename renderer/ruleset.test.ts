// The rulesets source of the app shell (issue 18): the catalog at once, the screens loaded once, on demand.
import { describe, expect, it, vi } from 'vitest';
import type { RulesetScreens } from './ruleset';
import { lazyRulesetSource, loadedRulesetSource } from './ruleset';

const screens = (id: string) => ({ rules: { id, name: id.toUpperCase(), summary: '', player: { one: 'p', many: 'ps' }, samples: [] }, screens: [], samples: {} }) as unknown as RulesetScreens;

describe('the rulesets source', () => {
  it('loads the screens once, on the first call, and tells who listens', async () => {
    const load = vi.fn(async () => [screens('a')]);
    const source = lazyRulesetSource([{ id: 'a', name: 'A', summary: '', player: { one: 'p', many: 'ps' }, samples: [] }], load);
    expect(source.catalog.map((r) => r.name)).toEqual(['A']);
    expect(load).not.toHaveBeenCalled();
    expect(source.current()).toBeUndefined();
    const listener = vi.fn();
    source.subscribe(listener);
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.current()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce([screens('a')]);
    const source = lazyRulesetSource([], load);
    await expect(source.load()).rejects.toThrow('chunk missing');
    await expect(source.load()).resolves.toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a loaded list its catalog', () => {
    const source = loadedRulesetSource([screens('a'), screens('b')]);
    expect(source.catalog.map((r) => r.id)).toEqual(['a', 'b']);
    expect(source.current()).toHaveLength(2);
  });
});
