import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../shared/format/archive';
import { RULESETS } from '../../shared/rulesets/index';
import { GALACTIC_DOMINATION } from '../../shared/rulesets/galactic-domination/ruleset';
import { openTurn, replayTurn, runOpenTurn } from '../../shared/rulesets/galactic-domination/turn/stored-turns';
import { GD_SAMPLE_PATH, makeGdSampleArchive } from './make-sample';

const text = readFileSync(GD_SAMPLE_PATH, 'utf8');

describe('the bundled Galactic Domination sample', () => {
  const read = readArchive(text, RULESETS);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const records = read.value.records;

  it('is exactly what scripts/galactic-domination/make-sample.ts makes', () => {
    expect(makeGdSampleArchive()).toBe(text);
  });

  it('is a four-player game with two turns played and committed, found again by the library as the registered sample', () => {
    expect(records.game.ruleset).toBe('galactic-domination');
    expect(records.game.sample).toBe(GALACTIC_DOMINATION.samples[0]?.id);
    expect(records.game.turn).toBe(3);
    expect(records.empires).toHaveLength(4);
    expect(records.turns.map((t) => [t.number, t.status])).toEqual([
      [1, 'committed'],
      [2, 'committed'],
    ]);
    expect(records.orders).toHaveLength(8);
  });

  it('replays both committed turns with their stored dice, and runs turn 3 to its end', () => {
    for (const n of [1, 2]) expect(replayTurn(records, n).ok).toBe(true);
    const open = openTurn(records);
    if (!open.ok) throw new Error(open.problem);
    expect(runOpenTurn(open.value, { mode: 'mail', until: null }).done).toBe(true);
  });
});
