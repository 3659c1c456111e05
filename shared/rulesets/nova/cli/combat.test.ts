import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battleSampleDiceText, battleSampleText } from '../combat/fixtures/space-example';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, run } from '../../../../cli/warpdesk';
import { readDiceFile } from './combat';
import { testWorld } from '../../../cli/test-world';

const SAMPLE = 'resources/samples/nova-battle-sample.json';
const DICE = 'resources/samples/nova-battle-sample.dice.json';
const sample = readFileSync(SAMPLE, 'utf8');
const dice = readFileSync(DICE, 'utf8');


describe('warpdesk combat resolve', () => {
  it('the sample file is what scripts/nova/make-battle-sample.ts writes', () => {
    expect(sample).toBe(battleSampleText());
    expect(dice).toBe(battleSampleDiceText());
  });

  it('replays the rulebook example with the book\'s dice: Lewis blows up, Clark jumps out, MINKY holds the system', async () => {
    const { io, out } = testWorld({ [SAMPLE]: sample, [DICE]: dice });
    expect(await run(['combat', 'resolve', SAMPLE, '--dice', DICE], io)).toBe(EXIT_OK);
    const text = out.join('\n');
    expect(text).toContain('Lewis blows up: d100 30 ≤ 66%');
    expect(text).toContain('Clark jumps out');
    expect(text).toContain('Finished after round 8: MINKY holds the system');
    expect(text).toMatch(/Dice \(21\):/);
  });

  it('--json gives the outcome, the ships, the log and every die', async () => {
    const { io, out } = testWorld({ [SAMPLE]: sample, [DICE]: dice });
    expect(await run(['combat', 'resolve', SAMPLE, '--dice', DICE, '--json'], io)).toBe(EXIT_OK);
    const body = JSON.parse(out.join('\n'));
    expect(body.outcome).toMatchObject({ kind: 'victory', side: 'MINKY' });
    expect(body.ships.find((s: { id: string }) => s.id === 'lewis')).toMatchObject({ status: 'blownUp', sd: 20 });
    expect(body.dice).toHaveLength(21);
  });

  it('with a seed and default tactics it resolves to the end, the same way every time', async () => {
    const a = testWorld({ [SAMPLE]: sample });
    const b = testWorld({ [SAMPLE]: sample });
    expect(await run(['combat', 'resolve', SAMPLE, '--seed', 's1', '--tactics', 'default', '--json'], a.io)).toBe(EXIT_OK);
    await run(['combat', 'resolve', SAMPLE, '--seed', 's1', '--tactics', 'default', '--json'], b.io);
    expect(a.out).toEqual(b.out);
    expect(JSON.parse(a.out.join('\n')).status).toEqual({ kind: 'finished' });
  });

  it('says which decision it waits for when nobody gave it', async () => {
    const battle = JSON.parse(sample);
    delete battle.decisions;
    const { io, out } = testWorld({ 'b.json': JSON.stringify(battle) });
    expect(await run(['combat', 'resolve', 'b.json', '--seed', 'x'], io)).toBe(EXIT_OK);
    expect(out.at(-1)).toMatch(/Waiting for a decision: round 1, thrust/);
  });

  it('refuses bad files and options with a clear message', async () => {
    const bad = testWorld({ 'b.json': JSON.stringify({ sides: [{ id: 'a' }], ships: [] }) });
    expect(await run(['combat', 'resolve', 'b.json'], bad.io)).toBe(EXIT_INVALID);
    expect(bad.out.join('\n')).toMatch(/sides/);
    const usage = testWorld();
    expect(await run(['combat', 'resolve', 'x.json', '--seed', '1', '--dice', 'd'], usage.io)).toBe(EXIT_USAGE);
    expect(await run(['combat', 'resolve', 'x.json', '--tactics', 'bold'], usage.io)).toBe(EXIT_USAGE);
    expect(usage.err.join('\n')).toContain('unknown tactics "bold"');
  });

  it('reads dice files as JSON lists, queue objects or plain numbers', () => {
    expect(readDiceFile('3 3, 4 9')).toEqual({ ok: true, queue: [{ value: 3 }, { value: 3 }, { value: 4 }, { value: 9 }], byPurpose: {} });
    expect(readDiceFile('[1, {"die":"d6","value":2}]')).toMatchObject({ ok: true, queue: [{ value: 1 }, { die: 'd6', value: 2 }] });
    expect(readDiceFile('{"byPurpose":{"R1/H/x/blow-up":5}}')).toMatchObject({ ok: true, byPurpose: { 'R1/H/x/blow-up': 5 } });
    expect(readDiceFile('3 x')).toMatchObject({ ok: false });
    expect(readDiceFile('[{"die":"d7","value":1}]')).toMatchObject({ ok: false });
  });
});

describe('warpdesk combat surface', () => {
  const surface = readFileSync(new URL('../../../../resources/samples/nova-surface-sample.json', import.meta.url), 'utf8');
  const surfaceDice = readFileSync(new URL('../../../../resources/samples/nova-surface-sample.dice.json', import.meta.url), 'utf8');
  it('replays the rulebook surface example with its dice', async () => {
    const { io, out } = testWorld({ 's.json': surface, 'd.json': surfaceDice });
    expect(await run(['combat', 'surface', 's.json', '--dice', 'd.json'], io)).toBe(EXIT_OK);
    const text = out.join('\n');
    expect(text).toContain('OS2 (OS3) fires at D-MA1: d6 3 > 2, miss');
    expect(text).toContain('Defender: D-MA1\nInvader on the planet: I-AA5');
    expect(out.at(-1)).toMatch(/combat goes on after round 3/);
  });
  it('with default tactics, a file without rounds resolves; without, it says what it waits for', async () => {
    const bare = JSON.stringify({ defender: { MA: 3 }, invader: { AA: 2 } });
    const a = testWorld({ 'b.json': bare });
    expect(await run(['combat', 'surface', 'b.json', '--seed', '1'], a.io)).toBe(EXIT_OK);
    expect(a.out.at(-1)).toMatch(/Waiting for the line-up of round 1/);
    const b = testWorld({ 'b.json': bare });
    expect(await run(['combat', 'surface', 'b.json', '--seed', '1', '--tactics', 'default', '--json'], b.io)).toBe(EXIT_OK);
    expect(JSON.parse(b.out.join('\n')).pending).toBeNull();
  });
});
