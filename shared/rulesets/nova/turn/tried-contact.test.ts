/**
 * NOVA: STANDARD REPORT ABBREVIATIONS "TMC Tried to Make Contact": a side that retreats (R, code 7)
 * from aliens who sought contact (F, G or Q) is told they tried; aliens who did not seek it (T, H…)
 * give no TMC.
 */
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import { buildPacket } from '../reports/build-packet';
import { sitrepText } from '../reports/render-text';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

function world(): TurnWorld {
  const w = new WorldBuilder(5)
    .empire('aroma')
    .empire('muddy')
    .home('a', 'aroma')
    .home('d', 'muddy')
    .system('c', { name: 'CALDER', type: 3 })
    .line('w1', 'a', 'B', 'c', 'A')
    .line('w2', 'c', 'B', 'd', 'A')
    .design('ark', 'aroma', 'Ark', [['IE', 1], ['JD', 1], ['CH', 30]])
    .design('seeker', 'muddy', 'Seeker', [['IE', 1], ['JD', 1], ['CH', 30]])
    .unit('s1', 'aroma', 'ship', 'c', { name: 'Ark 1', designId: 'ark' })
    .unit('s2', 'muddy', 'ship', 'c', { name: 'Seeker 1', designId: 'seeker' })
    .build();
  for (const empireId of ['aroma', 'muddy']) w.knowledge.push({ gameId: 'g', id: `k.${empireId}.c`, empireId, systemId: 'c', how: 'explored', turn: 2, name: 'CALDER', type: 3, status: null, warpPoints: [] } as Knowledge);
  return w;
}

function contactNotices(aromaOrder: string): { notices: unknown; sitrep: string } {
  const w = world();
  const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', `CALDER | ARK 1 | | ${aromaOrder} |`]]), sheet('muddy', [['movement', 'CALDER | SEEKER 1 | | R |']])], seed: 's' });
  const contact = run.events.find((e) => e.kind === 'contact' && e.empireId === 'muddy');
  const packet = buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: w, events: run.events }, 'muddy');
  const section = packet.sections.find((s) => s.kind === 'sitrep');
  return { notices: contact && contact.kind === 'contact' ? contact.notices : null, sitrep: (section && section.kind === 'sitrep' ? sitrepText(section.items) : []).join('\n') };
}

describe('TMC: tried to make contact (NOVA 7.2)', () => {
  it('MUDDY retreats (R, code 7) from AROMA’s F: its sitrep says TMC', () => {
    const r = contactNotices('F');
    expect(r.notices).toContain('TMC');
    expect(r.sitrep).toContain('CALDER - NC,1AS,TMC, Seeker 1 retreated');
  });

  it('from AROMA’s T (which does not seek contact) there is no TMC', () => {
    const r = contactNotices('T');
    expect(r.notices).not.toContain('TMC');
    expect(r.sitrep).not.toMatch(/TMC/);
  });
});
