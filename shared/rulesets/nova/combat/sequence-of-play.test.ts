import { describe, expect, it } from 'vitest';
import type { Phase } from './battle';
import { ENGINE_PHASES, phaseTitle, PROBE_STEPS, SPACE_COMBAT_SEQUENCE } from './sequence-of-play';

// NOVA: SPACE COMBAT SEQUENCE OF PLAY
describe('the space-combat sequence of play', () => {
  it('has the book\'s steps A to K in order, probes at C, F and K', () => {
    expect(Object.keys(SPACE_COMBAT_SEQUENCE)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect(SPACE_COMBAT_SEQUENCE.B).toBe('All incoming ships are randomly scattered.');
    expect(PROBE_STEPS).toEqual(['C', 'F', 'K']);
  });

  it('every step of the book is carried out by an engine phase, in the book\'s order', () => {
    const order: Phase[] = ['B', 'C', 'CL', 'D', 'LOD', 'F', 'FE', 'FA', 'K', 'L'];
    const covered = order.flatMap((p) => ENGINE_PHASES[p].steps);
    expect([...new Set(covered)]).toEqual(Object.keys(SPACE_COMBAT_SEQUENCE));
    expect(covered).toEqual([...covered].sort());
  });

  it('names an engine phase in the book\'s words', () => {
    expect(phaseTitle('D')).toBe('D–E: Plot vector changes for all ships; Execute ship movement');
    expect(phaseTitle('CL')).toBe('C: Launch ships carried in Launch Bays');
    expect(phaseTitle('L')).toBe('jumps out and the end test (one side gone: the battle ends)');
  });
});
