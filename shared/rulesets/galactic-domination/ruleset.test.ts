/** The rules half of the contract: registry entry, settings covering every §11 point, sequence, New game, records. */
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../format/archive';
import { phaseHappens } from '../../ruleset';
import { describeSettings } from '../../settings/describe';
import { RULESETS } from '../index';
import { gdMailSchema } from './mail-settings';
import { GALACTIC_DOMINATION, GD_SEQUENCE } from './ruleset';
import { gdRulesSchema } from './settings';
import { checkGdNewGame, createGdGame, raceInName } from './setup/new-game-form';
import { worldFromRecords } from './world/records';

const input = (names: string[], options: Record<string, unknown> = {}) => ({ name: 'Test', ruleset: 'galactic-domination', empireNames: names, options });

describe('Galactic Domination in the registry', () => {
  it('is registered once, with its settings groups, its sample and its CLI word', async () => {
    expect(RULESETS.filter((r) => r.id === 'galactic-domination')).toEqual([GALACTIC_DOMINATION]);
    expect(GALACTIC_DOMINATION.settings.map((g) => g.id)).toEqual(['galacticDominationRules', 'galacticDominationMail', 'reports']);
    expect(GALACTIC_DOMINATION.samples.map((s) => s.file)).toEqual(['resources/samples/galactic-domination-sample.warpdesk.json']);
    expect(Object.keys(await GALACTIC_DOMINATION.loadCommands())).toEqual(['gd']);
    const reports = await GALACTIC_DOMINATION.loadReports?.();
    expect(reports?.kinds.map((k) => k.id)).toEqual(['sitrep', 'orders']);
  });

  it('shows every open point of the digest §11 (A-01 … A-42) as a setting with a default, the mail house rules beside them', () => {
    const text = [...describeSettings(gdRulesSchema), ...describeSettings(gdMailSchema)].map((f) => `${f.label} ${f.help}`).join('\n');
    const missing: string[] = [];
    for (let n = 1; n <= 42; n++) {
      const id = `A-${String(n).padStart(2, '0')}`;
      if (!text.includes(id)) missing.push(id);
    }
    expect(missing).toEqual([]);
    // Every field is a control the Settings screen can show (no JSON editors), with its default.
    for (const f of [...describeSettings(gdRulesSchema), ...describeSettings(gdMailSchema)]) {
      expect(f.kind, f.key).not.toBe('json');
      expect(f.help.length, f.key).toBeGreaterThan(10);
    }
  });

  it('has the turn-dependent phases of GD §11.1: AA at turn 4 only, D in turns 4–6, Encounter Cards in turns 1–3', () => {
    const byId = (id: string) => GD_SEQUENCE.find((p) => p.id === id) ?? GD_SEQUENCE.flatMap((p) => p.parts ?? []).find((p) => p.id === id);
    const turns = (id: string) => Array.from({ length: 10 }, (_, i) => i + 1).filter((t) => phaseHappens(byId(id)!, t));
    expect(turns('AA')).toEqual([4]);
    expect(turns('D')).toEqual([4, 5, 6]);
    expect(turns('G-ii-enc')).toEqual([1, 2, 3]);
    expect(turns('A')).toHaveLength(10);
    expect(GD_SEQUENCE.map((p) => p.id)).toEqual(['AA', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']);
  });
});

describe('the New game dialog', () => {
  it('reads the empire each player plays from the name given', () => {
    expect(raceInName("Ann's Terrans")?.id).toBe('terran');
    expect(raceInName('The Gromarli horde')?.id).toBe('gromar');
    expect(raceInName('Paladic Empire')?.id).toBe('paladic');
    expect(raceInName('Nobody')).toBeNull();
  });

  it('refuses a name that names no empire, one empire twice, and player counts outside 2–9, each at its field', () => {
    expect(checkGdNewGame(input(['Terran Empire', 'Gromar Empire']))).toEqual([]);
    expect(checkGdNewGame(input(['Terran Empire', 'Bob']))).toEqual([expect.objectContaining({ where: 'empireNames[1]', message: expect.stringContaining('names no empire') })]);
    expect(checkGdNewGame(input(['Terrans of Ann', 'Terran Empire']))).toEqual([expect.objectContaining({ where: 'empireNames[1]', message: expect.stringContaining('as player 1 does') })]);
    expect(checkGdNewGame(input(['Terran Empire'])).map((p) => p.where)).toEqual(['empireNames']);
    expect(checkGdNewGame(input(['Terran Empire', 'Gromar Empire'], { turns: 0 })).map((p) => p.where)).toEqual(['turns']);
  });

  it('creates a game whose records make a world ready for turn 1, every die of setup on record, and which an archive carries back identical', () => {
    const records = createGdGame(input(['Terran Empire', 'Gromar Empire', 'Subanid Federation'], { play: 'table', turns: 8 }), 'g1', '2026-02-01T10:00:00.000Z');
    const read = worldFromRecords(records);
    expect(read.problems).toEqual([]);
    expect(read.world?.turn).toBe(1);
    expect(read.world?.rules.turns).toBe(8);
    expect(read.world?.mail.play).toBe('table');
    expect(read.world?.players.map((p) => p.id)).toEqual(['terran', 'gromar', 'subanid']);
    expect(records.diceRolls.length).toBeGreaterThan(0);
    expect(records.diceRolls.every((d) => d.turn === 0)).toBe(true);
    const text = writeArchive(records, { exportedAt: '2026-02-01T10:00:00.000Z', exportedBy: 'test' });
    const back = readArchive(text, RULESETS);
    if (!back.ok) throw new Error(JSON.stringify(back.problems));
    expect(writeArchive(back.value.records, { exportedAt: '2026-02-01T10:00:00.000Z', exportedBy: 'test' })).toBe(text);
  });

  it('refuses an archive whose Galactic Domination fields are damaged, naming the place', () => {
    const records = createGdGame(input(['Terran Empire', 'Gromar Empire']), 'g2', '2026-02-01T10:00:00.000Z');
    const json = JSON.parse(writeArchive(records, { exportedAt: '2026-02-01T10:00:00.000Z', exportedBy: 'test' })) as { empires: { galacticDomination: { seat: unknown } }[] };
    json.empires[0]!.galacticDomination.seat = 'first';
    const read = readArchive(JSON.stringify(json), RULESETS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems[0]?.where).toMatch(/^empires\[0\]\.galacticDomination\.seat/);
  });
});
