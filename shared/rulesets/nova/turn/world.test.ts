import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, type GameRecords } from '../../../format/archive';
import { changedCollections, newKnowledge, recordsWithWorld, sameWorld, shipsBySystem, worldFromRecords } from './world';
import { RULESETS } from '../../index';

function sample(): GameRecords {
  const read = readArchive(readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample does not read');
  return read.value.records;
}

describe('the turn world and the game records', () => {
  it('reads the sample game as the world of turn 1 and writes it back unchanged', () => {
    const records = sample();
    const world = worldFromRecords(records, 1);
    expect(world).toMatchObject({ gameId: records.game.id, turn: 1 });
    expect(world.units).toHaveLength(records.units.length);
    expect(world.knowledge).toHaveLength(records.knowledge.length);
    expect(recordsWithWorld(records, world)).toEqual(records);
  });

  it('stamps the game id on records a step created, and keeps orders, turns and events', () => {
    const records = sample();
    const world = worldFromRecords(records, 1);
    const built = { id: 'new-ship', empireId: 'concord', kind: 'ship', name: 'Lantern 9', systemId: 's06' } as (typeof world.units)[number];
    const after = recordsWithWorld(records, { ...world, units: [...world.units, built] });
    expect(after.units.at(-1)).toMatchObject({ id: 'new-ship', gameId: records.game.id });
    expect(after.orders).toBe(records.orders);
  });

  it('tells which collections changed, ignoring row order and gameId', () => {
    const world = worldFromRecords(sample(), 1);
    expect(sameWorld(world, { ...world, units: [...world.units].reverse() })).toBe(true);
    const moved = { ...world, units: world.units.map((u, i) => (i === 0 ? { ...u, systemId: 's01' } : u)) };
    expect(changedCollections(world, moved)).toEqual(['units']);
    const richer = { ...world, empires: world.empires.map((e) => ({ ...e, treasury: e.treasury + 1 })) };
    expect(changedCollections(world, richer)).toEqual(['empires']);
  });

  it("finds an empire's new and changed knowledge, and its ships per system", () => {
    const world = worldFromRecords(sample(), 1);
    const known = world.knowledge.find((k) => k.empireId === 'concord');
    if (!known) throw new Error('the sample has knowledge for Concord');
    const after = {
      ...world,
      knowledge: [...world.knowledge.map((k) => (k.id === known.id ? { ...k, type: 7 } : k)), { gameId: world.gameId, id: 'k.concord.s30', empireId: 'concord', systemId: 's30' }],
    };
    expect(newKnowledge(world, after, 'concord').map((k) => [k.record.id, k.isNew])).toEqual([
      [known.id, false],
      ['k.concord.s30', true],
    ]);
    expect(newKnowledge(world, after, 'vorn')).toEqual([]);
    const ships = shipsBySystem(world, 'concord');
    expect(ships.get('s06')).toBe(world.units.filter((u) => u.empireId === 'concord' && u.kind === 'ship' && u.systemId === 's06').length);
    expect([...ships.values()].reduce((a, b) => a + b, 0)).toBe(world.units.filter((u) => u.empireId === 'concord' && u.kind === 'ship').length);
  });
});
