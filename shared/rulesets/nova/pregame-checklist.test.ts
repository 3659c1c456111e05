import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../format/archive';
import { createGameRecords } from '../../library/new-game';
import { RULESETS } from '../index';
import { novaChecklist } from './pregame-checklist';

describe("a new game's checklist before turn 1", () => {
  it('says what a game made from scratch still lacks, item by item', () => {
    const items = novaChecklist(createGameRecords({ name: 'New', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g', '2026-01-01T00:00:00.000Z'));
    expect(items.map((i) => [i.id, i.done])).toEqual([
      ['map', false],
      ['empires', false],
      ['technology', false],
      ['designs', false],
      ['pregame', false],
      ['players', false],
    ]);
    expect(items.find((i) => i.id === 'technology')?.detail).toBe('no pregame technology for Aster and Boreal (0 TP)');
    expect(items.find((i) => i.id === 'designs')?.detail).toBe('no ship design for Aster and Boreal');
    expect(items.find((i) => i.id === 'players')?.screen).toBe('dashboard');
  });

  it('is all done for the bundled sample', () => {
    const archive = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
    if (!archive.ok) throw new Error('the sample does not read');
    expect(novaChecklist(archive.value.records).filter((i) => !i.done)).toEqual([]);
  });
});
