import { describe, expect, it } from 'vitest';
import { startBattle } from './battle';
import { battleReports } from './battle-reports';
import { SPACE_EXAMPLE, TRIBAL } from './fixtures/space-example';

describe('battle reports (L981–1009)', () => {
  const withTc = { ...TRIBAL, components: [...TRIBAL.components, { code: 'TC' as const, count: 1, level: 3 }] };
  const withTj = { ...TRIBAL, components: [...TRIBAL.components, { code: 'TJ' as const, count: 1, level: 3 }] };
  const make = () =>
    startBattle({
      ...SPACE_EXAMPLE,
      ships: [
        { id: 'a', name: 'A', side: 'MINKY', spec: withTc },
        { id: 'b', name: 'B', side: 'MINKY', spec: TRIBAL },
        { id: 'c', name: 'C', side: 'PIGGY', spec: TRIBAL },
      ],
    });

  it('survivors report; a TC ship destroyed after round 1 reports by TC; destroyed in round 1, nobody', () => {
    const b = make();
    const [a, bb] = b.ships;
    if (!a || !bb) throw new Error('ships');
    a.status = 'destroyed';
    a.endedRound = 3;
    bb.status = 'destroyed';
    bb.endedRound = 3;
    expect(battleReports(b)).toMatchObject({ ships: { a: 'tachyon', b: 'none', c: 'survivor' }, sides: { MINKY: true, PIGGY: true } });
    a.endedRound = 1;
    expect(battleReports(b).sides.MINKY).toBe(false);
  });

  it('a TC hit by a critical in round 1 gives a garbled report; an enemy TJ of at least the TC level jams it', () => {
    const b = make();
    const a = b.ships[0];
    if (!a) throw new Error('ship');
    a.status = 'destroyed';
    a.endedRound = 4;
    a.destroyed.push('TC#1');
    a.lostAt = { 'TC#1': 1 };
    expect(battleReports(b).ships.a).toBe('garbled');
    const j = startBattle({ ...SPACE_EXAMPLE, ships: [{ id: 'a', name: 'A', side: 'MINKY', spec: withTc }, { id: 'c', name: 'C', side: 'PIGGY', spec: withTj }] });
    const ja = j.ships[0];
    if (!ja) throw new Error('ship');
    ja.status = 'destroyed';
    ja.endedRound = 2;
    expect(battleReports(j)).toMatchObject({ ships: { a: 'jammed' }, sides: { MINKY: false }, jammerSaw: { PIGGY: [3] } });
  });
});
