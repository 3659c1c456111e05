/**
 * NOVA: STANDARD REPORT ABBREVIATIONS "IS already In System": a route that names the system the
 * ship is in at that point stops there with IS — on the order checker, in the engine and in the
 * sitrep — rather than NDC (there is no warp line from a system to itself).
 */
import { describe, expect, it } from 'vitest';
import { buildPacket } from '../reports/build-packet';
import { sitrepText } from '../reports/render-text';
import { checkSheet } from '../orders/check';
import { parseSectionLines } from '../orders/parse-sheet';
import { runTurn } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** Aroma at HOMEWORLD knows OUTPOST (explored, the way back home by A). */
function world(): TurnWorld {
  const w = new WorldBuilder(3)
    .empire('aroma', { treasury: 500, nova: { tech: { IE: 1, JD: 2 } } })
    .home('h', 'aroma', { name: 'HOMEWORLD' })
    .system('o', { name: 'OUTPOST', type: 5 })
    .line('w1', 'h', 'B', 'o', 'A')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['CH', 1, 2]])
    .unit('s5', 'aroma', 'ship', 'h', { name: 'Hammer 5', designId: 'scout' })
    .build();
  w.knowledge.push({ gameId: 'g', empireId: 'aroma', systemId: 'o', how: 'explored', turn: 2, type: 5, warpPoints: [{ letter: 'A', leadsTo: { systemId: 'h', letter: 'B' } }] } as unknown as TurnWorld['knowledge'][number]);
  return w;
}

describe('IS: already in system (NOVA 7.2)', () => {
  // The start system written again at the head of the route is the start (not IS); OUTPOST twice is.
  const line = 'HOMEWORLD | HAMMER 5 | HOMEWORLD - OUTPOST - OUTPOST | F |';

  it('the order checker says IS for a route naming the system the ship is in at that point', () => {
    const w = world();
    const checked = checkSheet(parseSectionLines([{ section: 'movement', text: line }]), { empireId: 'aroma', systems: w.systems, warpLines: w.warpLines, units: w.units, designs: w.designs, knowledge: w.knowledge, empires: w.empires });
    expect(checked.filter((d) => d.severity === 'error')).toMatchObject([{ code: 'IS', message: 'Route: the ship is already in OUTPOST' }]);
  });

  it('the engine stops the move there with IS and the sitrep says "Hammer 5 IS"', () => {
    const w = world();
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', line]])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'IS', reason: 'already in OUTPOST' });
    expect(run.world.units.find((u) => u.id === 's5')?.systemId).toBe('o');
    const packet = buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: w, events: run.events }, 'aroma');
    const sitrep = packet.sections.find((s) => s.kind === 'sitrep');
    expect((sitrep && sitrep.kind === 'sitrep' ? sitrepText(sitrep.items) : []).join('\n')).toMatch(/Hammer 5 IS/);
  });

  it('the start system written at the head of the route is still the start, not IS', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'HOMEWORLD | HAMMER 5 | HOMEWORLD - OUTPOST | F |']])], seed: 's' });
    expect(run.world.units.find((u) => u.id === 's5')?.systemId).toBe('o');
    expect(run.events.some((e) => e.kind === 'move-stopped')).toBe(false);
  });
});
