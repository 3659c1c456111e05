import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { CombatDice } from './dice';
import { resolveSurfaceTurn } from './surface';
import { readSurfaceFile } from './surface-file';

const sample = JSON.parse(readFileSync(new URL('../../../../resources/samples/nova-surface-sample.json', import.meta.url), 'utf8'));
const dice = JSON.parse(readFileSync(new URL('../../../../resources/samples/nova-surface-sample.dice.json', import.meta.url), 'utf8'));

describe('surface combat files', () => {
  it('the sample (the rulebook example, round 3 by the rules) replays to the example\'s result', () => {
    const read = readSurfaceFile(sample);
    if (!read.ok) throw new Error(read.reasons.join('; '));
    const r = resolveSurfaceTurn(read.state, read.rounds, new CombatDice(seedRng('x'), { queue: dice.map((value: number) => ({ value })) }));
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.units.filter((u) => u.alive && u.landed).map((u) => u.id).sort()).toEqual(['D-MA1', 'I-AA5']);
    expect(r.state.outcome?.kind).toBe('continues');
  });
  it('refuses a bad file with the path of the problem', () => {
    expect(readSurfaceFile({ defender: { MA: -1 }, invader: {} })).toMatchObject({ ok: false, reasons: [expect.stringContaining('defender.MA')] });
    expect(readSurfaceFile({ defender: {}, invader: { MA: 2 } })).toMatchObject({ ok: false });
  });
});
