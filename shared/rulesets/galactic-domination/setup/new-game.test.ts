import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../map/layouts';
import { hexDistance } from '../../../hex/coords';
import { newGame } from './new-game';

const players = (...races: string[]) => races.map((race) => ({ id: race, race }));

describe('GD §7, §9 setup', () => {
  it('starting situation (§9.1.1): capital hex and sub-capital hex, 1 SY, 1 ODS at the main capital, 3–5 GBDS, Homeguard, 3 TCs, no Stellars', () => {
    const r = newGame({ gameId: 'g', name: 'G', seed: 's', players: players('terran', 'paladic') });
    const w = r.world!;
    const terran = w.planets.filter((p) => p.ownerId === 'terran');
    expect(terran.map((p) => [p.name, p.kind, p.resource, p.gbds, p.homeguard, p.shipyards, p.ods])).toEqual([
      ['Earth', 'capitalM', 8, 2, 2, 0, 'S'],
      ['Mars', 'capitalS', 4, 2, 2, 1, null],
      ['Nopal', 'subCapital', 5, 1, 0, 0, null],
      ['Serris', 'empire', 3, 0, 0, 0, null],
    ]);
    expect(terran.reduce((n, p) => n + (p.resource ?? 0), 0)).toBe(20);
    const paladic = w.planets.filter((p) => p.ownerId === 'paladic');
    expect(paladic.reduce((n, p) => n + p.gbds, 0)).toBe(3);
    expect(paladic.find((p) => p.kind === 'capitalM')?.shipyards).toBe(1);
    expect(w.players.map((p) => [p.hand.length, p.stellars])).toEqual([[3, 0], [3, 0]]);
    expect(w.hexes.filter((h) => h.divided)).toHaveLength(4);
    expect(w.builds.filter((b) => b.ownerId === 'terran').map((b) => `${b.qty} ${b.code}`).sort()).toEqual(['1 BB', '2 CA', '2 TT', '7 MI']);
  });
  it('refuses two players on one empire (§7.2), unknown races, and a layout the book lacks when asked to (A-02)', () => {
    expect(newGame({ gameId: 'g', name: 'G', seed: 's', players: [{ id: 'a', race: 'S' }, { id: 'b', race: 'terran' }] }).problems).toContain('two players chose the same empire: settle it by a die roll (§7.2)');
    expect(newGame({ gameId: 'g', name: 'G', seed: 's', players: players('terran', 'klingon') }).world).toBeNull();
    expect(newGame({ gameId: 'g', name: 'G', seed: 's', players: players('terran', 'gromar', 'paladic', 'gazegi', 'brimari'), rules: { layouts: 'book-only' } }).problems[0]).toMatch(/no map layout for 5 players/);
  });
  it('an Exploration Fleet worth less than $32 pays the shortfall (§9.1.2); an illegal one is refused', () => {
    const r = newGame({ gameId: 'g', name: 'G', seed: 's', players: [{ id: 'terran', race: 'S', exploration: [{ CA: 2 }] }, { id: 'gromar', race: 'M', exploration: [{ CV: 1, Ftr: 4 }] }] });
    expect(r.problems.join('\n')).toMatch(/Gromar Empire has no Carriers/);
    const ok = newGame({ gameId: 'g', name: 'G', seed: 's', players: [{ id: 'terran', race: 'S', exploration: [{ CA: 2 }] }, { id: 'gromar', race: 'M' }] });
    expect(ok.world?.players[0]?.stellars).toBe(20);
  });
  it('the same seed builds the same game; the first player is rolled off (§11.1)', () => {
    const a = newGame({ gameId: 'g', name: 'G', seed: 'same', players: players('terran', 'gromar', 'subanid') });
    const b = newGame({ gameId: 'g', name: 'G', seed: 'same', players: players('terran', 'gromar', 'subanid') });
    expect(JSON.stringify(b.world)).toBe(JSON.stringify(a.world));
    expect(a.notes.some((n) => n.includes('plays first in turn 1'))).toBe(true);
  });
  it('Destiny Cards (§7.14) when used; OPTIONS cuts the Exploration Fleet to $12', () => {
    const r = newGame({ gameId: 'g', name: 'G', seed: 's', rules: { useDestiny: true }, players: [{ id: 'terran', race: 'S', destiny: 'destiny-options', exploration: [{ CA: 2 }] }, { id: 'gromar', race: 'M' }] });
    expect(r.world?.players[0]?.destiny).toBe('destiny-options#1');
    expect(r.world?.players[0]?.stellars).toBe(0);
  });
  it('pre-seeded map contents [P]: every outside hex holds a hidden encounter', () => {
    const w = newGame({ gameId: 'g', name: 'G', seed: 's', players: players('terran', 'gromar'), rules: { mapContents: 'pre-seeded' } }).world!;
    expect(w.hexes.filter((h) => !h.divided).every((h) => h.preseed !== null)).toBe(true);
  });
});

describe('GD §8.0 layouts', () => {
  it('every layout: home hexes on the map, capital next to its sub-capital, two hexes or more between empires', () => {
    for (const l of LAYOUTS) {
      const ax = ([c, r]: readonly [number, number]) => ({ q: c, r: r - (c - (c & 1)) / 2 });
      expect(l.slots).toHaveLength(l.players);
      for (const s of l.slots) {
        for (const [c, r] of [s.capital, s.subCapital]) expect(c >= 0 && c < l.cols && r >= 0 && r < l.rows, `${l.id}`).toBe(true);
        expect(hexDistance(ax(s.capital), ax(s.subCapital)), l.id).toBe(1);
      }
      for (const a of l.slots) for (const b of l.slots) if (a !== b) expect(Math.min(...[a.capital, a.subCapital].flatMap((x) => [b.capital, b.subCapital].map((y) => hexDistance(ax(x), ax(y))))), l.id).toBeGreaterThanOrEqual(3);
    }
  });
  it('2, 3, 4 and 6 players come from the book; 5, 7, 8, 9 are extrapolations', () => {
    expect(LAYOUTS.filter((l) => l.fromBook).map((l) => l.players)).toEqual([2, 3, 4, 6]);
  });
});
