import { describe, expect, it } from 'vitest';
import { draw } from '../cards/decks';
import { DiceSource } from '../dice';
import { seedRng } from '../../../rng';
import { deckOf, emptyGame, label, orders, putFleet, putPlanet } from '../fixtures';
import { playerView } from '../view/player-view';
import { runTurn, turnRng } from './run-turn';

const texts = (e: { events: readonly { kind: string; text: string }[] }, kind: string) => e.events.filter((x) => x.kind === kind).map((x) => x.text);

describe('GD §11.18 Discovery Hexes in play', () => {
  const withDiscovery = (hidden: number) => {
    const w = { ...emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') }), turn: 7 };
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    putFleet(w, 'gromar', label(7, 1), { DD: 1 });
    w.hexes.find((h) => h.label === label(5, 1))!.discovery = { placedBy: 'gromar', placedTurn: 4, hidden, d10: null, finderId: null, result: null, key: null, activated: false, spent: false, targetPlayerId: null };
    return w;
  };
  it('the finder rolls 1D10; the counter is public, the number and the result only his; held by default', () => {
    const r = runTurn(withDiscovery(5), { orders: orders({ terran: 'F1 3 0602 H H' }), forcedDice: { 'T7.S1.terran-F1.discovery': [7] } });
    const d = r.world.hexes.find((h) => h.label === label(5, 1))!.discovery!;
    expect(d).toMatchObject({ finderId: 'terran', d10: 7, result: 'super-battleship', activated: false });
    expect(r.events.find((e) => e.kind === 'discovery-found')?.visibleTo).toBe('all');
    expect(r.events.find((e) => e.kind === 'discovery-result')?.visibleTo).toEqual(['terran']);
    expect(playerView(r.world, 'terran').hexes.find((h) => h.label === label(5, 1))?.discovery?.result).toBe('super-battleship');
    expect(playerView(r.world, 'gromar').hexes.find((h) => h.label === label(5, 1))?.discovery).toBeNull();
  });
  it('ACTIVATE <hex> NOW: the Ancient Super Battleship joins the finder', () => {
    const r = runTurn(withDiscovery(5), { orders: orders({ terran: `F1 3 0602 H H\nACTIVATE ${label(5, 1)} NOW` }), forcedDice: { 'T7.S1.terran-F1.discovery': [7] } });
    expect(r.world.units.some((u) => u.ownerId === 'terran' && u.code === 'BBS')).toBe(true);
  });
  it('a Hidden Warship (6/16) waits for another empire’s next fleet', () => {
    const r = runTurn(withDiscovery(1), { orders: orders({ terran: 'F1 3 0602 H H', gromar: 'F1 2 ## 0702 0602' }), forcedDice: { 'T7.S1.terran-F1.discovery': [5] } });
    expect(r.world.units.filter((u) => u.ownerId === 'gromar').map((u) => u.code).sort()).toContain('CA');
    expect(r.world.hexes.find((h) => h.label === label(5, 1))?.discovery?.spent).toBe(true);
  });
});

describe('live mode battles: physical dice and hand allocation', () => {
  const duel = () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { CA: 1 });
    putFleet(w, 'gromar', label(5, 1), { DD: 2 });
    return w;
  };
  const ord = orders({ terran: 'F1 2 ## 0602 H\nALLOC * MANUAL' });
  it('waits for the players’ dice of each round, by roll group', () => {
    const r = runTurn(duel(), { orders: ord, physical: ['T1.S2.B*'] }, turnRng('test-seed', 1), { mode: 'live' });
    expect(r.pending[0]).toMatchObject({ kind: 'dice', battleId: 'T1.S2.B1', round: 1 });
    expect(r.pending[0]?.missing?.map((m) => [m.group, m.count])).toEqual([['T1.S2.B1.R1.terran', 6], ['T1.S2.B1.R1.gromar', 10]]);
  });
  it('with the dice typed in, the owner’s hand allocation is asked, then the battle goes on', () => {
    const forced = { 'T1.S2.B1.R1.terran': [1, 1, 1, 1, 0, 0], 'T1.S2.B1.R1.gromar': [1, 1, 0, 0, 0, 0, 0, 0, 0, 0] };
    const r = runTurn(duel(), { orders: ord, physical: ['T1.S2.B1.R1*'], forcedDice: forced }, turnRng('test-seed', 1), { mode: 'live' });
    expect(r.pending[0]).toMatchObject({ kind: 'allocate', by: 'terran', hits: 2, battleId: 'T1.S2.B1' });
    const next = runTurn(duel(), { orders: ord, physical: ['T1.S2.B1.R1*'], forcedDice: forced, battles: { 'T1.S2.B1': { allocations: { '1:terran': { SC1: 2 } } } } }, turnRng('test-seed', 1), { mode: 'live' });
    // Round 1 is applied; round 2 (its dice rolled by the app) asks the owner again (ALLOC * MANUAL).
    expect(next.pending[0]).toMatchObject({ kind: 'allocate', round: 2, by: 'terran' });
  });
});

describe('GD §11.9 blockade save rolls and §11.9.1 incomplete hulls', () => {
  it('a frozen CA tries to escape: 1–3 it leaves as a hull (Defense 2, no attack); armed later at a Shipyard for $3', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    const mars = w.planets.find((p) => p.name === 'Mars')!;
    mars.gbds = 0;
    mars.homeguard = 2;
    putFleet(w, 'gromar', label(0, 1), { FF: 1 }, { half: 1 });
    w.builds.push({ id: 'B0-terran-x', ownerId: 'terran', code: 'CA', qty: 1, planetId: mars.id, turn: 1, frozen: false, forCarrier: null, free: false, group: null, anywhere: false });
    const r = runTurn(w, { orders: orders({ terran: 'ESCAPE ALL', gromar: 'F1 3 H H H' }), forcedDice: { 'T1.H.escape.B0-terran-x': [2] } });
    const hull = r.world.units.find((u) => u.ownerId === 'terran' && u.code === 'CA');
    expect(hull?.hull).toBe(true);
    expect(texts(r, 'blockade-escape')[0]).toContain('escapes as an incomplete hull');
  });
});

describe('GD §9.1.1 captured capitals', () => {
  it('a captor gets half of a captured capital’s value, rounded up (digest A-31)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    const mars = w.planets.find((p) => p.name === 'Mars')!;
    mars.ownerId = 'gromar';
    const r = runTurn(w, { orders: {} });
    const gromar = r.world.players.find((p) => p.id === 'gromar')!;
    expect(gromar.stellars).toBe(20 + 2);
  });
});

describe('GD §10.6 card decks', () => {
  it('an empty draw pile is refilled from the shuffled discards', () => {
    const w = emptyGame(['terran', 'gromar']);
    const table = { ...w.table, decks: { ...w.table.decks, risk: { draw: ['a'], discard: ['b', 'c'] } } };
    const r = draw(table, 'risk', 3, new DiceSource(seedRng('d')));
    expect(r.cards[0]).toBe('a');
    expect([...r.cards].sort()).toEqual(['a', 'b', 'c']);
    expect(r.table.decks.risk).toEqual({ draw: [], discard: [] });
  });
  it('TC trade-in (§10.6.2): two cards for one, after the draw in phase C', () => {
    const w = emptyGame(['terran', 'gromar']);
    const [a, b] = w.players[0]!.hand;
    const r = runTurn(w, { orders: orders({ terran: `TRADEIN ${a} ${b}` }) });
    expect(r.world.players[0]!.hand).toHaveLength(3);
    expect(r.world.table.decks.tactics.discard).toEqual(expect.arrayContaining([a, b]));
  });
  it('a Risk card a turn at $10; the Risk card "You receive $20" pays', () => {
    const w = emptyGame(['terran', 'gromar']);
    w.table.decks.risk.draw.unshift('risk-receive-20#1');
    const r = runTurn(w, { orders: orders({ terran: 'BUY RISK' }) });
    expect(r.world.players[0]!.stellars).toBe(20 - 10 + 20);
  });
});

describe('pre-seeded map [P]', () => {
  it('the hex’s hidden encounter happens on first entry, then is gone', () => {
    const w = emptyGame(['terran', 'gromar'], { rules: { mapContents: 'pre-seeded' } });
    const target = w.hexes.find((h) => h.label === label(5, 1))!;
    target.preseed = { card: 'x', d6: 1, kind: 'free' };
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 H H' }) });
    expect(r.world.planets.find((p) => p.hexId === target.id)?.ownerId).toBe('terran');
    expect(r.world.hexes.find((h) => h.id === target.id)?.preseed).toBeNull();
    putPlanet(r.world, label(8, 1), { name: 'Unused', kind: 'free' });
  });
});

describe('digest §5.3 placement and carried-unit orders', () => {
  it('PLACE … FLEET n: new ships join a fleet already at the Shipyard', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(0, 1), { CA: 1 }, { half: 1 });
    const mars = w.planets.find((p) => p.name === 'Mars')!;
    w.builds.push({ id: 'B0-terran-dd', ownerId: 'terran', code: 'DD', qty: 2, planetId: mars.id, turn: 0, frozen: false, forCarrier: null, free: false, group: null, anywhere: false });
    const r = runTurn(w, { orders: orders({ terran: 'PLACE B0-terran-dd AT Mars FLEET 1' }) });
    expect(r.world.fleets.filter((f) => f.ownerId === 'terran')).toHaveLength(1);
    expect(r.world.units.filter((u) => u.fleetId === 'terran-F1').map((u) => u.code).sort()).toEqual(['CA', 'DD', 'DD']);
  });
  it('LOAD n FTR from one CV to another only if the giver keeps 4 (§10.8.1)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { CV: 2, Ftr: 12 });
    const [a, b] = w.units.filter((u) => u.code === 'CV');
    const ok = runTurn(w, { orders: orders({ terran: `LOAD 4 FTR FROM ${a!.id} TO ${b!.id}` }) });
    expect(ok.world.units.filter((u) => u.code === 'CV').map((u) => u.ftr)).toEqual([8, 4]);
    const bad = runTurn(w, { orders: orders({ terran: `LOAD 9 FTR FROM ${a!.id} TO ${b!.id}` }) });
    expect(bad.events.some((e) => e.kind === 'order-rejected' && e.rule === 'GD §10.8.1')).toBe(true);
  });
});
