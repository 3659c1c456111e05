/**
 * The ruleset contract (docs/architecture.md), checked for every registered ruleset: the two
 * registries agree, and each ruleset's declarations hold together (settings describe and default,
 * a new game made from the dialog's defaults reads back through the archive, every sample is the
 * game its ruleset says, commands are unique, screens well formed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../shared/format/archive';
import { RULESET_CATALOG } from '../../shared/rulesets/catalog';
import { RULESETS } from '../../shared/rulesets/index';
import { describeSettings } from '../../shared/settings/describe';
import { RULESET_SCREENS } from '../../renderer/app/rulesets';

describe('the registries', () => {
  it('list the same rulesets in the same order, each id once', () => {
    expect(RULESET_SCREENS.map((s) => s.rules.id)).toEqual(RULESETS.map((r) => r.id));
    expect(new Set(RULESETS.map((r) => r.id)).size).toBe(RULESETS.length);
    for (const screens of RULESET_SCREENS) expect(screens.rules).toBe(RULESETS.find((r) => r.id === screens.rules.id));
  });

  it('and the light registry (the first screen’s) says of each what its rules say', () => {
    expect(RULESET_CATALOG.map((a) => a.id)).toEqual(RULESETS.map((r) => r.id));
    for (const about of RULESET_CATALOG) {
      const rules = RULESETS.find((r) => r.id === about.id);
      expect({ id: rules?.id, name: rules?.name, summary: rules?.summary, player: rules?.player, samples: rules?.samples }).toEqual(about);
    }
  });

  it('give every command word to one ruleset only', async () => {
    const words = (await Promise.all(RULESETS.map((r) => r.loadCommands()))).flatMap((c) => Object.keys(c));
    expect(words.length).toBeGreaterThan(0);
    expect(new Set([...words, 'archive']).size).toBe(words.length + 1);
  });
});

describe.each(RULESETS.map((r) => [r.id, r] as const))('the %s ruleset', (_id, rules) => {
  it('describes every setting, each with its default', () => {
    const keys = new Set<string>();
    for (const group of rules.settings) {
      expect(keys.has(group.id), `settings group ${group.id} twice`).toBe(false);
      keys.add(group.id);
      expect(describeSettings(group.schema).length).toBeGreaterThan(0);
      expect(group.schema.safeParse({}).success).toBe(true);
    }
  });

  it('makes a new game from the dialog’s defaults that its checks pass and the archive reads back', async () => {
    const { players, fields } = rules.newGame;
    const input = { name: 'Contract check', ruleset: rules.id, empireNames: players.defaultNames(players.default), options: Object.fromEntries(fields.map((f) => [f.key, f.default])) };
    expect(players.min).toBeLessThanOrEqual(players.default);
    expect(players.default).toBeLessThanOrEqual(players.max);
    expect(rules.newGame.check(input)).toEqual([]);
    const records = await rules.newGame.create(input, 'g-contract', '2026-11-24T10:00:00.000Z');
    const read = readArchive(writeArchive(records, { exportedAt: '2026-11-24T10:00:00.000Z', exportedBy: 'test' }), RULESETS);
    if (!read.ok) throw new Error(read.problems.map((p) => `${p.where}: ${p.message}`).join('\n'));
    expect(read.value.records.game.ruleset).toBe(rules.id);
    expect(rules.newGame.check({ ...input, name: '' }).some((p) => p.where === 'name')).toBe(true);
  });

  it('ships every sample it names, as a game of its own ruleset', () => {
    for (const sample of rules.samples) {
      expect(existsSync(sample.file), sample.file).toBe(true);
      const read = readArchive(readFileSync(sample.file, 'utf8'), RULESETS);
      if (!read.ok) throw new Error(`${sample.file}: ${read.problems.map((p) => `${p.where}: ${p.message}`).join('\n')}`);
      expect(read.value.records.game.ruleset).toBe(rules.id);
      expect(read.value.records.game.sample).toBe(sample.id);
    }
  });

  it('has a sequence of play and well-formed screens with their samples', () => {
    expect(rules.sequence.length).toBeGreaterThan(0);
    const screens = RULESET_SCREENS.find((s) => s.rules.id === rules.id);
    if (!screens) throw new Error('no screens');
    expect(new Set(screens.screens.map((s) => s.id)).size).toBe(screens.screens.length);
    for (const sample of rules.samples) {
      expect(typeof screens.samples[sample.id]).toBe('function');
      expect(screens.screens.some((s) => s.id === sample.screen), `sample opens on ${sample.screen}`).toBe(true);
    }
  });
});
