/**
 * NOVA: STANDARD REPORT ABBREVIATIONS A?S ("Alien (action in) System") with E, and AUL ("Alien
 * Units were Landed on the planet"): empires with ships in the system are told; nobody else is
 * (NOVA: 7.4).
 */
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { buildPacket } from '../reports/build-packet';
import { sitrepText } from '../reports/render-text';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** AROMA's Ark 1 at CALDER (explored, uncolonised) with a colony aboard; MUDDY's Seeker 1 is there too; ZORG has no ship there. */
function world(): TurnWorld {
  const w = new WorldBuilder(5)
    .empire('aroma')
    .empire('muddy')
    .empire('zorg')
    .home('a', 'aroma')
    .home('d', 'muddy')
    .home('z', 'zorg')
    .system('c', { name: 'CALDER', type: 3 })
    .line('w1', 'a', 'B', 'c', 'A')
    .line('w2', 'c', 'B', 'd', 'A')
    .line('w3', 'c', 'C', 'z', 'A')
    .design('ark', 'aroma', 'Ark', [['IE', 1], ['JD', 1], ['CH', 30]])
    .design('seeker', 'muddy', 'Seeker', [['IE', 1], ['JD', 1], ['CH', 30]])
    .unit('s1', 'aroma', 'ship', 'c', { name: 'Ark 1', designId: 'ark' })
    .unit('c1', 'aroma', 'C', 'c', { carriedBy: 's1' })
    .unit('s2', 'muddy', 'ship', 'c', { name: 'Seeker 1', designId: 'seeker' })
    .build();
  w.knowledge.push({ gameId: 'g', id: 'k.aroma.c', empireId: 'aroma', systemId: 'c', how: 'explored', turn: 2, name: 'CALDER', type: 3, status: null, warpPoints: [] } as Knowledge);
  return w;
}

function sitrep(w: TurnWorld, run: ReturnType<typeof runTurn>, empireId: string): string[] {
  const packet = buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: w, events: run.events }, empireId);
  const section = packet.sections.find((s) => s.kind === 'sitrep');
  return section && section.kind === 'sitrep' ? sitrepText(section.items) : [];
}

describe('alien surface activity seen by ships present (NOVA 7.2 A?S, AUL; 7.4)', () => {
  it('MUDDY, whose ship is at CALDER, sees AROMA establish there: AES; ZORG, with no ship there, is told nothing', () => {
    const w = world();
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'CALDER | ARK 1 (1 COL) | | N,E |']])], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'c')).toMatchObject({ ownerId: 'aroma', colonies: 1 });
    expect(run.events.filter((e) => e.kind === 'alien-activity').map((e) => ({ to: e.audience, activity: e.kind === 'alien-activity' && e.activity }))).toEqual([{ to: ['muddy'], activity: 'E' }]);
    expect(sitrep(w, run, 'muddy').join('\n')).toMatch(/CALDER - NC,1AS,AES/);
    expect(sitrep(w, run, 'zorg').join('\n')).not.toMatch(/CALDER|AES/);
  });

  it('MUDDY sees AROMA land an army on its own planet: AUL', () => {
    const w = world();
    const system = w.systems.find((s) => s.id === 'c');
    if (system) Object.assign(system, { ownerId: 'aroma', colonies: 1, status: 'outpost' });
    w.units = w.units.filter((u) => u.id !== 'c1');
    w.units.push({ ...(w.units.find((u) => u.id === 's1') as TurnWorld['units'][number]), id: 'r1', kind: 'RA', name: 'Army 1', carriedBy: 's1' } as TurnWorld['units'][number]);
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'CALDER | ARK 1 (1 RA) | | N,L |']])], seed: 's' });
    expect(run.events.filter((e) => e.kind === 'alien-activity').map((e) => ({ to: e.audience, activity: e.kind === 'alien-activity' && e.activity }))).toEqual([{ to: ['muddy'], activity: 'AUL' }]);
    expect(sitrep(w, run, 'muddy').join('\n')).toMatch(/CALDER - NC,1AS,AUL/);
  });
});
