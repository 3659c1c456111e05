import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../shared/format/archive';
import { sideBudget } from '../../shared/rulesets/star-sectors/budget';
import { battleFromRecords } from '../../shared/rulesets/star-sectors/records';
import { checkBattle } from '../../shared/rulesets/star-sectors/round-file';
import { resolveRound } from '../../shared/rulesets/star-sectors/round';
import { roundRng } from '../../shared/rulesets/star-sectors/records';
import { TERRAIN_KINDS } from '../../shared/rulesets/star-sectors/terrain';
import { makeStarSectorsSampleArchive, STAR_SECTORS_SAMPLE_PATH } from './make-sample';
import { RULESETS } from '../../shared/rulesets/index';

const text = readFileSync(STAR_SECTORS_SAMPLE_PATH, 'utf8');

describe('the bundled Star Sectors sample', () => {
  const read = readArchive(text, RULESETS);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const { battle, setup, problems } = battleFromRecords(read.value.records);

  it('is exactly what scripts/star-sectors/make-sample.ts makes', () => {
    expect(makeStarSectorsSampleArchive()).toBe(text);
  });
  it('reads back into a consistent battle with every terrain kind', () => {
    expect(problems).toEqual([]);
    expect(checkBattle(battle)).toEqual([]);
    expect(new Set(battle.terrain.map((t) => t.kind))).toEqual(new Set(TERRAIN_KINDS));
    expect(battle.ships).toHaveLength(4);
    expect(read.value.records.game.ruleset).toBe('star-sectors');
  });
  it('keeps each side within its fleet points and cargo', () => {
    for (const side of battle.sides) expect(sideBudget(battle, side.id, setup.fleetPoints).problems).toEqual([]);
  });
  it('deploys the sides on opposite edges', () => {
    const rows = (side: string) => battle.ships.filter((s) => s.sideId === side).map((s) => s.r + (s.q - (s.q & 1)) / 2);
    expect(Math.max(...rows('imp'))).toBe(0);
    expect(Math.min(...rows('fed'))).toBeGreaterThanOrEqual(battle.rows - 2);
  });
  it('resolves a first round', () => {
    const r = resolveRound(battle, { orders: { fed: 'VAL MOVE F F', imp: 'RAP MOVE F F' } }, roundRng('skirmish-at-mutara', 1));
    expect(r.battle.round).toBe(1);
    expect(r.log.filter((e) => e.kind === 'refused')).toEqual([]);
  });
});
