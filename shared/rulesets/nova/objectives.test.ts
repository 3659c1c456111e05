// NOVA: GAME OBJECTIVES (8.1): the four methods the book lists, levels set by the GM.
import { describe, expect, it } from 'vitest';
import { objectivePacketLine, objectiveStandings, objectivesSettingsOf, systemVp } from './objectives';
import type { NovaSystem } from './records';

const sys = (id: string, ownerId: string | null, status: NovaSystem['status'], type: number, extra: Partial<NovaSystem> = {}): NovaSystem =>
  ({ gameId: 'g', id, name: id, type, status, ownerId, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '', ...extra }) as NovaSystem;

const empires = [
  { id: 'a', name: 'Aster' },
  { id: 'b', name: 'Boreal' },
];
// Aster: Home Star (World, type 8: 200 MCr) and an outpost (type 4: 40); Boreal: Home Star and a captured settlement (type 7: 60).
const systems = [sys('h1', 'a', 'world', 8, { homeStar: true }), sys('o', 'a', 'outpost', 4), sys('h2', 'b', 'world', 8, { homeStar: true }), sys('c', 'b', 'settlement', 7, { capturedFrom: 'a' }), sys('x', null, 'none', 3)];

describe('victory conditions as game settings (NOVA 8.1)', () => {
  it('(A) population: outpost 1 VP, settlement 3, World 5; captured systems are valueless; the first to reach the level wins', () => {
    expect(systemVp(systems[0]!)).toBe(5);
    expect(systemVp(systems[1]!)).toBe(1);
    expect(systemVp(systems[3]!)).toBe(0);
    const s = objectiveStandings(4, empires, systems, objectivesSettingsOf({ objectives: { method: 'population', level: 6 } }));
    expect(s.rows.map((r) => [r.empireId, r.score])).toEqual([
      ['a', 6],
      ['b', 5],
    ]);
    expect(s.winnerId).toBe('a');
    expect(s.text).toBe('Aster wins with 6 VP (level 6).');
  });

  it('(B) production: captured systems count; a win when production exceeds the level (not reaches it)', () => {
    const at = (level: number) => objectiveStandings(4, empires, systems, objectivesSettingsOf({ objectives: { method: 'production', level } }));
    expect(at(260).rows.map((r) => [r.empireId, r.score])).toEqual([
      ['b', 260],
      ['a', 240],
    ]);
    expect(at(260).winnerId).toBeNull();
    expect(at(259).winnerId).toBe('b');
    expect(at(200).text).toMatch(/Boreal, Aster have all passed 200 MCr this turn: the GM decides/);
  });

  it('(C) time limit: nobody wins before the last turn; then the most production (or VPs) wins', () => {
    const settings = objectivesSettingsOf({ objectives: { method: 'time', endTurn: 10 } });
    expect(objectiveStandings(8, empires, systems, settings)).toMatchObject({ winnerId: null, text: expect.stringMatching(/2 turns to go/) });
    expect(objectiveStandings(10, empires, systems, settings).winnerId).toBe('b');
    expect(objectiveStandings(10, empires, systems, objectivesSettingsOf({ objectives: { method: 'time', endTurn: 10, timeScore: 'vp' } })).winnerId).toBe('a');
  });

  it('(D) territory: ranked by the points accrued over the turns (not one turn\'s systems); the first to reach the level wins; none: standings only', () => {
    const accrued = [
      { id: 'a', name: 'Aster', nova: { territoryPoints: 9 } },
      { id: 'b', name: 'Boreal', nova: { territoryPoints: 12 } },
    ];
    const t = objectiveStandings(4, accrued, systems, objectivesSettingsOf({ objectives: { method: 'territory' } }));
    expect(t.rows.map((r) => [r.empireId, r.systems, r.points, r.score])).toEqual([
      ['b', 2, 12, 12],
      ['a', 2, 9, 9],
    ]);
    expect(t.winnerId).toBeNull();
    expect(t.text).toMatch(/never lost.*No victory level set: standings by points/);
    const won = objectiveStandings(4, accrued, systems, objectivesSettingsOf({ objectives: { method: 'territory', level: 12 } }));
    expect(won.winnerId).toBe('b');
    expect(won.text).toMatch(/Boreal wins with 12 points \(level 12\)/);
    expect(objectivePacketLine(won, objectivesSettingsOf({ objectives: { method: 'territory', level: 12 } }), 'a')).toBe('Territory: you have 9 points (2 systems controlled: 1 point each a turn) — another empire has met the victory condition');
    expect(objectiveStandings(4, empires, systems, objectivesSettingsOf(undefined))).toMatchObject({ method: 'none', winnerId: null });
    // An unreadable setting falls back to the default rather than failing.
    expect(objectivesSettingsOf({ objectives: { method: 'bogus' } }).method).toBe('none');
  });

  // NOVA: PLAYER ELIMINATION (8.2): an eliminated empire is out of the game.
  it('an eliminated empire is listed last with its turn and cannot win, whatever its figure', () => {
    const out = [
      { id: 'a', name: 'Aster', nova: { eliminatedTurn: 3 } },
      { id: 'b', name: 'Boreal' },
    ];
    const many = [...systems, sys('o2', 'a', 'outpost', 4), sys('o3', 'a', 'outpost', 4), sys('o4', 'a', 'outpost', 4)];
    const t = objectiveStandings(5, out, many, objectivesSettingsOf({ objectives: { method: 'population', level: 6 } }));
    expect(t.rows.map((r) => [r.empireId, r.eliminatedTurn])).toEqual([
      ['b', null],
      ['a', 3],
    ]);
    expect(t.winnerId).toBeNull();
    expect(objectiveStandings(5, out, many, objectivesSettingsOf({ objectives: { method: 'population', level: 5 } })).winnerId).toBe('b');
  });
});
