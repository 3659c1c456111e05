import { describe, expect, it } from 'vitest';
import { testWorld } from '../../../cli/test-world';
import { EXIT_OK, EXIT_USAGE, run, usage } from '../../../../cli/warpdesk';

async function contact(...args: string[]) {
  const w = testWorld();
  const code = await run(['contact', ...args], w.io);
  return { code, out: w.out, err: w.err };
}

describe('warpdesk contact', () => {
  it('is listed in the help', async () => {
    expect(await usage()).toContain('warpdesk contact A B');
    expect(await usage()).toContain('warpdesk contact --table');
  });

  it('T vs N with an activity on the N side: code 10, hostilities', async () => {
    const r = await contact('T', 'N', '--activity-b', 'X');
    expect(r.code).toBe(EXIT_OK);
    expect(r.out).toEqual([
      'Side A: T (Tolerate), armed, no activity',
      'Side B: N (Neutral), armed, activity X',
      'T vs N = 10: If the side with Q orders has activity orders hostilities occur, otherwise Neutral contact occurs.',
      '  (no side has Q: "the side with Q orders" is read as the side that is not G or T, digest §6.13)',
      'Outcome: hostilities',
      'In words: T vs N = 10: side B has activity X, hostilities',
    ]);
  });

  it('F vs U shows code 8\'s second lookup: F reverts to R and retreats', async () => {
    const r = await contact('F', 'U');
    expect(r.out.slice(2)).toEqual([
      'F vs U = 8: The side without U orders reverts to default orders.',
      "  → side A reverts to R (F's default for an armed unit, NOVA 6.6)",
      'R vs U = 7: The side with R orders retreats.',
      'Outcome: neutral contact; side A retreats',
      "In words: F vs U = 8: side A reverts to R (F's default for an armed unit, NOVA 6.6); R vs U = 7: side A (R) retreats",
    ]);
  });

  it('armed N vs U goes H; unarmed Q vs U retreats; a written default is used first', async () => {
    expect((await contact('U', 'N')).out).toContain('Outcome: hostilities');
    expect((await contact('Qualified', 'Ultimatum', '--unarmed-a')).out).toContain('Outcome: neutral contact; side A retreats');
    const own = await contact('N', 'U', '--default-a', 'R');
    expect(own.out).toContain('  → side A reverts to R (its own default)');
  });

  it('aborts: G vs F = 3, the F side aborts; S is never counted', async () => {
    const r = await contact('G', 'F', '--activity-b', 'X,S');
    expect(r.out[0]).toContain("side B's S (surrender) does not count");
    expect(r.out).toContain('Outcome: friendly contact; side B aborts its activities');
  });

  it('an unarmed H is the unit\'s default, with a note', async () => {
    const r = await contact('H', 'F', '--unarmed-a');
    expect(r.out[0]).toBe('Note: H is not allowed for an unarmed ship (NOVA 6.6): side A is treated as N (Neutral)');
    expect(r.out).toContain('N vs F = 2: Neutral contact occurs, activity orders are executed.');
  });

  it('--json', async () => {
    const r = await contact('F', 'U', '--json');
    const json = JSON.parse(r.out[0] as string) as { code: number; lookups: { code: number }[]; outcome: string; retreats: boolean[] };
    expect(json).toMatchObject({ code: 7, outcome: 'neutral', retreats: [true, false] });
    expect(json.lookups.map((l) => l.code)).toEqual([8, 7]);
  });

  it('--table prints the 9×9 table and the 13 codes', async () => {
    const r = await contact('--table');
    expect(r.out[1]).toBe('       F  G  H  K  N  Q  R  T  U');
    expect(r.out[10]).toBe('  U    8  4  4 13  8  8  7  4  4');
    expect(r.out.filter((l) => /^\s*\d+\) /.test(l))).toHaveLength(13);
  });

  it('refuses what it cannot read', async () => {
    expect((await contact('F')).code).toBe(EXIT_USAGE);
    const bad = await contact('Z', 'F');
    expect(bad.code).toBe(EXIT_USAGE);
    expect(bad.err[0]).toContain('"Z" is not a contact order');
    expect((await contact('F', 'F', '--activity-a', 'Q')).err[0]).toContain('"Q" is not an activity order');
    expect((await contact('F', 'F', '--default-b')).err[0]).toContain('--default-b needs a value');
    expect((await contact('F', 'F', '--fast')).err[0]).toContain('unknown option "--fast"');
  });
});
