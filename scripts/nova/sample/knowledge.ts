/**
 * Sample layer: what each empire knows of the map at turn 1 (NOVA: 2.4, 7.4). Each empire
 * has observed its home star and knows where all of its home's warp lines lead (its scouts
 * travelled them before the game began); it has observed the outpost it holds next door,
 * explored half of its other neighbours (which half is seeded), and only jumped into the rest.
 * Pure and deterministic.
 */
import type { GameRecords } from '../../../shared/format/archive';
import { asSystemKnowledge, learnLine, learnSystem } from '../../../shared/rulesets/nova/map/knowledge';
import type { Knowledge } from '../../../shared/model/entities';
import { novaRecords, type NovaSystem } from '../../../shared/rulesets/nova/records';
import { Dice, seedRng } from '../../../shared/rng';
import type { SampleLayer } from './layer';

const TURN = 1;

export const knowledgeLayer: SampleLayer = (stored: GameRecords): GameRecords => {
  const records = novaRecords(stored);
  const dice = new Dice(seedRng('orion-reach/knowledge/1'));
  const byId = new Map(records.systems.map((s) => [s.id, s]));
  const knowledge: Knowledge[] = [...records.knowledge];
  for (const empire of records.empires) {
    const home = empire.homeSystemId ? byId.get(empire.homeSystemId) : undefined;
    if (!home) continue;
    const mine = new Map<string, Knowledge>();
    const put = (k: Knowledge) => mine.set(k.systemId, k);
    put(learnSystem(home, records.warpLines, empire.id, 'observed', TURN, null));
    for (const line of records.warpLines.filter((l) => l.a === home.id || l.b === home.id)) {
      for (const change of learnLine(records.systems, records.warpLines, [...mine.values()], empire.id, line, TURN)) if (change.after) put(change.after);
    }
    const neighbours = [...mine.keys()].filter((id) => id !== home.id).sort();
    const others = dice.shuffle(neighbours.filter((id) => byId.get(id)?.ownerId !== empire.id));
    const explored = new Set(others.slice(0, Math.floor(others.length / 2)));
    for (const id of neighbours) {
      const system = byId.get(id) as NovaSystem;
      const previous = asSystemKnowledge(mine.get(id) as Knowledge);
      if (system.ownerId === empire.id) put(learnSystem(system, records.warpLines, empire.id, 'observed', TURN, previous));
      else if (explored.has(id)) put(learnSystem(system, records.warpLines, empire.id, 'explored', TURN, previous));
    }
    knowledge.push(...[...mine.values()].sort((p, q) => p.id.localeCompare(q.id)));
  }
  return { ...records, knowledge };
};
