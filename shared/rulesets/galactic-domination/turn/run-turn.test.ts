import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { deckOf, emptyGame, game, label, orders, putFleet, putPlanet } from '../fixtures';
import { runTurn, turnRng } from './run-turn';

const texts = (e: { events: readonly { kind: string; text: string }[] }, kind: string) => e.events.filter((x) => x.kind === kind).map((x) => x.text);

describe('GD §11.1 turn sequence', () => {
  it('turn 1: the Exploration Fleets appear in phase F at the capital, $20 income, the turn advances', () => {
    const w = game(['terran', 'gromar']);
    const r = runTurn(w, { orders: {} });
    expect(r.done).toBe(true);
    expect(r.world.turn).toBe(2);
    expect(r.world.fleets.map((f) => f.id)).toEqual(['gromar-F1', 'terran-F1']);
    expect(r.world.units.filter((u) => u.ownerId === 'terran').map((u) => u.code).sort()).toEqual(['BB', 'CA', 'CA', 'TT', 'TT']);
    // 7 MIs aboard: the BB takes 2, then the TTs (GD §11.4.1 default assignment).
    expect(r.world.units.filter((u) => u.ownerId === 'terran').map((u) => [u.code, u.mi])).toEqual([['BB', 2], ['CA', 0], ['CA', 0], ['TT', 4], ['TT', 1]]);
    expect(r.world.players.map((p) => p.stellars)).toEqual([20, 20]);
    expect(r.events.map((e) => e.phase).filter((p, i, a) => a.indexOf(p) === i)).toEqual(['A', 'B', 'C', 'F', 'G', 'H', 'K', 'L'].filter((p) => r.events.some((e) => e.phase === p)));
    expect(w.turn).toBe(1);
  });
  it('the same world, orders and dice give the same turn, byte for byte', () => {
    const w = game(['terran', 'gromar', 'paladic']);
    const a = runTurn(w, { orders: {} });
    const b = runTurn(w, { orders: {} });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
  it('AA Collation at turn 4 only: Category 2 cards shuffled in, the Encounter deck removed; D places Discovery Hexes in turns 4–6', () => {
    const w = { ...emptyGame(['terran', 'gromar']), turn: 4 };
    const before = w.table.decks.tactics.draw.length + w.table.reserve.tactics.length;
    const r = runTurn(w, { orders: {} });
    expect(texts(r, 'collation')).toHaveLength(1);
    expect(r.world.table.decks.encounter.draw).toEqual([]);
    expect(r.world.table.reserve.tactics).toEqual([]);
    expect(r.world.table.decks.tactics.draw.length + r.world.players.reduce((n, p) => n + p.hand.length, 0) - w.players.reduce((n, p) => n + p.hand.length, 0)).toBe(before);
    expect(r.world.hexes.filter((h) => h.discovery)).toHaveLength(2);
    const r5 = runTurn({ ...r.world, turn: 7 }, { orders: {} });
    expect(texts(r5, 'collation')).toHaveLength(0);
    expect(texts(r5, 'discovery-placed')).toHaveLength(0);
  });
  it('Stimulus Economic Boom: +$10 to everyone this Income Phase; a Galactic Spirit played in phase B cancels it', () => {
    const w = emptyGame(['terran', 'gromar']);
    w.table.decks.stimulus.draw.unshift('stim-economic-boom#1');
    const boom = runTurn(w, { orders: {} });
    expect(boom.world.players.map((p) => p.stellars)).toEqual([30, 30]);
    const w2 = emptyGame(['terran', 'gromar']);
    w2.table.decks.stimulus.draw.unshift('stim-economic-boom#1');
    w2.players[0]!.hand.push('tc-galactic-spirit#1');
    const spirit = runTurn(w2, { orders: orders({ terran: 'PLAY Galactic Spirit AT B' }) });
    expect(spirit.world.players.map((p) => p.stellars)).toEqual([20, 20]);
    expect(texts(spirit, 'stimulus-cancelled')).toHaveLength(1);
  });
});

describe('GD §11.5 movement', () => {
  it('a speed-2 fleet moves in segments 2 and 3 only; a move ordered in segment 1 is reported, not silently dropped', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { DD: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 2 0602 0602 0702' }) });
    expect(r.world.fleets[0]?.hexId).toBe('H0702');
    const rej = r.events.find((e) => e.kind === 'order-rejected');
    expect(rej?.text).toContain('may not move in segment 1');
    expect(rej?.visibleTo).toEqual(['terran']);
  });
  it('an illegal step stops the fleet at its last legal hex for the rest of the turn (§5.5)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 0904 0702' }) });
    expect(r.world.fleets[0]?.hexId).toBe('H0602');
    expect(texts(r, 'order-rejected')[0]).toContain('not adjacent');
  });
  it('Warped Space 2 takes two movement points to leave; Dead Space is left only by its entry edge (§11.17)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    w.hexes.find((h) => h.label === label(4, 1))!.special = { kind: 'warped', value: 2 };
    // Segment 1 banks one movement point; segment 2 leaves; segment 3 moves on.
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 0602 0702' }) });
    expect(r.world.fleets[0]?.hexId).toBe('H0702');
    expect(texts(r, 'warped')).toHaveLength(1);
    expect(r.events.filter((e) => e.kind === 'move').map((e) => e.segment)).toEqual([2, 3]);
    const d = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(d, 'terran', label(4, 1), { FF: 1 });
    d.hexes.find((h) => h.label === label(5, 1))!.special = { kind: 'dead-space', value: 0 };
    const r2 = runTurn(d, { orders: orders({ terran: 'F1 3 0602 0702 0802' }) });
    expect(r2.world.fleets[0]?.hexId).toBe('H0602');
    expect(r2.events.find((e) => e.kind === 'order-rejected')?.rule).toBe('GD §11.17 Dead Space');
  });
  it('speed 4 in play (a HIED): 4 segments for everyone (digest A-22)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    w.units[0]!.hied = true;
    const r = runTurn(w, { orders: orders({ terran: 'F1 4 0602 0702 0802 0902' }, 4) });
    expect(texts(r, 'segments')[0]).toBe('4 movement segments this turn');
    expect(r.world.fleets[0]?.hexId).toBe('H0902');
  });
});

describe('GD §10.6.3, §11.11 encounters in turns 1–3', () => {
  const neutralGame = () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('neutral') });
    putFleet(w, 'terran', label(4, 1), { BB: 1, CA: 2, TT: 1, MI: 4 });
    return w;
  };
  // Segment 2: the fleet enters 0602: card d6, name dice, garrison 1D6 (turn 1), fight-or-not 1D6.
  const group = 'T1.S2.terran-F1';
  it('GD-NW-01 in play: a Neutral World, garrison 1D6 = 3 (1 DD, 1 GBDS, 1 MI), must fight on 1–2, conquered, resource rolled', () => {
    const r = runTurn(neutralGame(), { orders: orders({ terran: 'F1 2 ## 0602 H' }), forcedDice: { [`${group}.enc`]: [1], [`${group}.neutral`]: [3, 1] } });
    expect(texts(r, 'garrison')[0]).toContain('1 DD, 1 GBDS; 1 MI on the ground');
    expect(texts(r, 'neutral-roll')[0]).toContain('must fight');
    const planet = r.world.planets.find((p) => p.hexId === 'H0602')!;
    expect(planet.ownerId).toBe('terran');
    expect(planet.kind).toBe('empire');
    expect(planet.resource).toBeGreaterThanOrEqual(1);
    expect(r.battles.map((b) => b.battle.kind)).toEqual(['orbital', 'ground']);
    expect(r.world.players[0]!.vp).toBeGreaterThan(0);
  });
  it('live mode: on a 3–6 the player chooses; the run stops, then resumes with the answer and the same dice', () => {
    const w = neutralGame();
    const inputs = { orders: orders({ terran: 'F1 2 ## 0602 H' }), forcedDice: { [`${group}.enc`]: [1], [`${group}.neutral`]: [3, 5] } };
    const rng = turnRng(w.seed, 1);
    const first = runTurn(w, inputs, rng, { mode: 'live' });
    expect(first.done).toBe(false);
    expect(first.pending).toHaveLength(1);
    expect(first.pending[0]).toMatchObject({ kind: 'neutral-fight', by: 'terran', defaultChoice: 'leave' });
    const id = first.pending[0]!.id;
    const left = runTurn(w, { ...inputs, decisions: { [id]: { choice: 'leave' } } }, rng, { mode: 'live' });
    expect(left.done).toBe(true);
    expect(left.world.fleets[0]?.hexId).toBe('H0502');
    expect(left.world.table.bans).toEqual([]);
    expect(texts(left, 'order-rejected').some((t) => t.includes('again this turn'))).toBe(false);
    // Mail mode takes the default (leave) and logs it.
    const mail = runTurn(w, inputs, rng, { mode: 'mail' });
    expect(mail.events.find((e) => e.kind === 'defaulted')?.text).toContain('leave');
    expect(mail.world.fleets[0]?.hexId).toBe('H0502');
  });
  it('live mode stops after a chosen segment (the referee’s desk)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 0702 0802' }) }, undefined, { mode: 'live', until: { segment: 1 } });
    expect(r.stoppedAt).toBe('G.S1');
    expect(r.world.fleets[0]?.hexId).toBe('H0602');
  });
  it('pirates (§11.13): 1D6 + turn; a BoB chit cancels them after seeing the make-up (§11.15)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('pirate') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    w.players[0]!.chits.bob = 1;
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 H H\nBOB USE' }), forcedDice: { 'T1.S1.terran-F1.enc': [2, 4] } });
    expect(texts(r, 'encounter')[1]).toContain('1D6 4 + turn 1 = 5: 1 CA, 1 FF');
    expect(r.world.players[0]!.chits.bob).toBe(0);
    expect(r.battles).toHaveLength(0);
  });
  it('a Friendly Fleet joins (§11.16): speed 3 rolls 1D3', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('friendly') });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 H H' }), forcedDice: { 'T1.S1.terran-F1.enc': [1, 1] } });
    expect(r.world.units.filter((u) => u.fleetId === 'terran-F1').map((u) => u.code)).toEqual(['FF', 'FF', 'FF', 'FF']);
  });
  it('no Encounter Card after turn 3', () => {
    const w = { ...emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('pirate') }), turn: 5 };
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 H H' }) });
    expect(texts(r, 'encounter')).toEqual([]);
  });
});

describe('GD §11.6 battles between players, §5.3 VP, §13 the VP track', () => {
  it('two fleets in one hex fight; the winner’s VP chits are cashed in phase K', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 1), { BB: 2 });
    putFleet(w, 'gromar', label(5, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 2 ## 0602 H' }) });
    expect(r.battles).toHaveLength(1);
    const res = r.battles[0]!.battle.result!;
    expect(res.winnerId).not.toBeNull();
    const winner = r.world.players.find((p) => p.id === res.winnerId)!;
    expect(winner.vp).toBeGreaterThanOrEqual(1);
    expect(winner.vpChits).toBe(0);
    expect(texts(r, 'vp-track').length).toBeGreaterThanOrEqual(1);
  });
  it('an undefended enemy world is occupied without a battle and without VP (§5.3)', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putPlanet(w, label(5, 1), { name: 'Outpost', kind: 'empire', ownerId: 'gromar', resource: 2 });
    putFleet(w, 'terran', label(4, 1), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 3 0602 H H' }) });
    expect(r.world.planets.find((p) => p.name === 'Outpost')?.ownerId).toBe('terran');
    expect(r.battles).toHaveLength(0);
    expect(r.world.players[0]!.vp).toBe(0);
  });
  it('three empires entering one hex at once: the strongest fights the other two (§10.3.2.2)', () => {
    const w = emptyGame(['terran', 'gromar', 'paladic'], { encounterDeck: deckOf('none') });
    putFleet(w, 'terran', label(4, 2), { BB: 3 });
    putFleet(w, 'gromar', label(6, 2), { FF: 1 });
    putFleet(w, 'paladic', label(5, 3), { FF: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 2 ## 0603 H', gromar: 'F1 3 H 0603 H', paladic: 'F1 3 H 0603 H' }) });
    const first = r.battles[0]!;
    expect(first.battle.sides.map((s) => s.owner)).toEqual(['gromar+paladic', 'terran']);
  });
});

describe('GD §11.9 blockade and §9.1.1 captured capitals, §11.1 H income', () => {
  it('a blockaded planet gives half its value, rounded up', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    putFleet(w, 'gromar', label(1, 1), { FF: 1 }, { half: 1 });
    // Serris has no GBDS; 2 MIs hold the ground, so the FF can neither fight nor occupy: it blockades.
    w.planets.find((p) => p.name === 'Serris')!.mis = 2;
    const r = runTurn(w, { orders: orders({ gromar: 'F1 3 H H H' }) });
    // Terran holds Earth 8, Mars 4, Nopal 5, Serris 3; the Gromar FF sits by Serris (lower half) with no Terran space unit near.
    expect(r.world.planets.find((p) => p.name === 'Serris')?.blockaded).toBe(true);
    expect(r.world.players[0]!.stellars).toBe(8 + 4 + 5 + 2);
  });
});

describe('GD §17 Example Two in the turn engine (GD-EX2-01)', () => {
  it('a TT and 2 MIs bought in phase J join the fleet moving in segment 1: 4 MIs land against 2', () => {
    let w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('none') });
    // An enemy world with 2 MIs next to Mars (the Terran Shipyard), at 0103; the strong fleet waits at 0102 with 2 MIs.
    putPlanet(w, label(0, 2), { name: 'Target', kind: 'empire', ownerId: 'gromar', resource: 3, mis: 2 });
    putFleet(w, 'terran', label(0, 1), { FF: 3, TT: 1, MI: 2 }, { half: 1 });
    const t1 = runTurn(w, { orders: orders({ terran: 'BUILD 1 TT AT Mars\nBUILD 2 MI AT Mars FOR NEW' }) });
    expect(t1.world.builds.map((b) => `${b.qty} ${b.code} ${b.forCarrier}`)).toEqual(['1 TT null', '2 MI NEW']);
    w = t1.world;
    const attackerMis: number[] = [];
    const t2 = runTurn(w, { orders: orders({ terran: 'F1 3 0103 H H\nF2 3 0103 H H\nINVADE Target LAND ALL' }), forcedDice: {} });
    const ground = t2.battles.find((b) => b.battle.kind === 'ground')!;
    attackerMis.push(ground.battle.combatants.filter((c) => c.sideId === 'terran').length);
    expect(attackerMis).toEqual([4]);
    expect(ground.battle.combatants.filter((c) => c.sideId === 'gromar')).toHaveLength(2);
  });
});

describe('dice', () => {
  it('every die of a turn is an event with its roll group; the turn’s dice come from the game seed', () => {
    const w = emptyGame(['terran', 'gromar'], { encounterDeck: deckOf('pirate') });
    putFleet(w, 'terran', label(4, 1), { BB: 1 });
    const r = runTurn(w, { orders: orders({ terran: 'F1 2 ## 0602 H' }) });
    expect(r.dice.length).toBeGreaterThan(0);
    expect(r.dice.every((d) => typeof d.group === 'string' && d.result >= 1)).toBe(true);
    expect(runTurn(w, { orders: {} }, seedRng('other')).rngState).not.toEqual(r.rngState);
  });
});
