/** Turns as records: open, run, commit (immutable, with the world before), replay, reopen; the GM's acts with notes. */
import { describe, expect, it } from 'vitest';
import { buildSampleGame } from '../sample/sample-game';
import { buildSitrep } from '../view/sitrep';
import { orderRecordId, turnFieldsOf, worldFromRecords, KEY, type GdRecords } from '../world/records';
import { commitRecords, gmActionRecords, openTurn, reopenRecords, replayTurn, runOpenTurn } from './stored-turns';

const sample = buildSampleGame().records;
const NOW = '2026-02-07T18:00:00.000Z';

function commitOpen(records: GdRecords, mode: 'mail' | 'live' = 'mail'): GdRecords {
  const open = openTurn(records);
  if (!open.ok) throw new Error(open.problem);
  const run = runOpenTurn({ ...open.value, fields: { ...open.value.fields, mode } }, { until: null });
  return commitRecords(records, open.value, run, NOW);
}

describe('stored turns', () => {
  it('the sample opens at turn 3 with no sheets: every player takes the defaults', () => {
    const open = openTurn(sample);
    if (!open.ok) throw new Error(open.problem);
    expect(open.value.turn).toBe(3);
    expect(open.value.defaulted).toEqual(['terran', 'gromar', 'subanid', 'paladic']);
  });

  it('commits a turn: the world after, an immutable record holding the world before, its events and dice; the same records commit to the same bytes', () => {
    const a = commitOpen(sample);
    const b = commitOpen(sample);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.game.turn).toBe(4);
    const t3 = a.turns.find((t) => t.number === 3);
    expect(t3?.status).toBe('committed');
    expect(turnFieldsOf(t3!)?.before?.turn).toBe(3);
    expect(a.events.some((e) => e.turn === 3)).toBe(true);
    expect(worldFromRecords(a).world?.turn).toBe(4);
  });

  it('replays a committed turn from its record with the same dice, and refuses one whose records were changed by hand', () => {
    const r = replayTurn(sample, 2);
    if (!r.ok) throw new Error(r.problem);
    expect(r.value.result.dice.length).toBe(sample.diceRolls.filter((d) => d.turn === 2).length);
    expect(r.value.after.turn).toBe(3);
    const tampered: GdRecords = { ...sample, diceRolls: sample.diceRolls.filter((d) => d.id !== 't2-d0') };
    const bad = replayTurn(tampered, 2);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem).toMatch(/does not replay/);
    expect(replayTurn(sample, 7).ok).toBe(false);
  });

  it('reopens the last committed turn: the world before it, its orders kept, its events and dice gone; committing again gives the same records', () => {
    const committed = commitOpen(sample);
    const re = reopenRecords(committed, NOW);
    if (!re.ok) throw new Error(re.problem);
    expect(re.turn).toBe(3);
    expect(worldFromRecords(re.value).world).toEqual(worldFromRecords(sample).world);
    expect(re.value.events.some((e) => e.turn === 3)).toBe(false);
    expect(JSON.stringify(commitOpen(re.value).turns.find((t) => t.number === 3))).toBe(JSON.stringify(committed.turns.find((t) => t.number === 3)));
  });

  it('uses a player’s stored sheet, and flags its unreadable lines without dropping them', () => {
    const sheet = { gameId: sample.game.id, id: orderRecordId(3, 'terran'), empireId: 'terran', turn: 3, [KEY]: { text: 'F1 2 ## 0405 0406\nFROBNICATE now\nBUY TC', source: 'typed' } };
    const open = openTurn({ ...sample, orders: [...sample.orders, sheet] });
    if (!open.ok) throw new Error(open.problem);
    expect(open.value.defaulted).not.toContain('terran');
    expect(open.value.diagnostics.terran?.map((d) => `${d.line}:${d.code}`)).toEqual(['2:GD-ORD-VERB']);
    expect(open.value.orders.terran?.buyTc).toBe(1);
  });
});

describe("the GM's acts", () => {
  it('a corrected treasury is kept with its note, logged on the last committed turn, and told in that turn’s sitrep ledger', () => {
    const r = gmActionRecords(sample, { kind: 'stellars', playerId: 'terran', value: 25 }, 'a Risk payout forgotten at the table', NOW);
    if (!r.ok) throw new Error(r.problem);
    const world = worldFromRecords(r.value).world!;
    expect(world.players.find((p) => p.id === 'terran')?.stellars).toBe(25);
    const e = r.value.events.at(-1)!;
    expect(e.turn).toBe(2);
    expect(e.kind).toBe('gd.ledger');
    expect(JSON.stringify(e)).toContain('a Risk payout forgotten at the table');
    const replay = replayTurn(r.value, 2);
    if (!replay.ok) throw new Error(replay.problem);
    const s = buildSitrep(replay.value.after, replay.value.events, replay.value.result.battles, 'terran', 2);
    expect(s.ledger.closing).toBe(25);
    expect(s.ledger.lines.at(-1)?.label).toContain('GM: a Risk payout forgotten at the table');
    expect(s.ledger.opening).toBe(worldFromRecords(sample).world!.players.find((p) => p.id === 'terran')!.stellars - s.ledger.lines.slice(0, -1).reduce((n, l) => n + l.amount, 0));
  });

  it('refuses a bad act with a reason and changes nothing', () => {
    expect(gmActionRecords(sample, { kind: 'stellars', playerId: 'nobody', value: 3 }, 'x', NOW)).toEqual({ ok: false, problem: 'no player nobody' });
    expect(gmActionRecords(sample, { kind: 'planet', planetId: 'nope', changes: { gbds: 2 } }, 'x', NOW).ok).toBe(false);
    const carried = gmActionRecords(sample, { kind: 'carried', unitId: 'SB1', mi: 3, ftr: 0 }, 'x', NOW);
    expect(carried.ok).toBe(false);
    if (!carried.ok) expect(carried.problem).toContain('carries at most 2 MI');
  });

  it('draws, plays and adds cards: the hand changes, the play is logged for everyone with its effect, a house card is shuffled into its deck', () => {
    const drawn = gmActionRecords(sample, { kind: 'draw-card', playerId: 'gromar', pile: 'tactics' }, 'drawn at the table', NOW);
    if (!drawn.ok) throw new Error(drawn.problem);
    const w1 = worldFromRecords(drawn.value).world!;
    const before = worldFromRecords(sample).world!.players.find((p) => p.id === 'gromar')!.hand;
    const after = w1.players.find((p) => p.id === 'gromar')!.hand;
    expect(after.length).toBe(before.length + 1);
    const card = after.at(-1)!;
    const played = gmActionRecords(drawn.value, { kind: 'play-card', playerId: 'gromar', card, effect: 'the Terran fleet loses a turn' }, '', NOW);
    if (!played.ok) throw new Error(played.problem);
    expect(worldFromRecords(played.value).world!.players.find((p) => p.id === 'gromar')!.hand).not.toContain(card);
    expect(played.text).toContain('the Terran fleet loses a turn');
    const added = gmActionRecords(sample, { kind: 'add-card', card: { id: 'house-comet', deck: 'tactics', name: 'Comet', category: 1, marks: [], text: 'A comet passes.', copies: 2, effect: null, cost: '', source: 'house', notBasic: false } }, '', NOW);
    if (!added.ok) throw new Error(added.problem);
    const w2 = worldFromRecords(added.value).world!;
    expect(w2.table.decks.tactics.draw.filter((c) => c.startsWith('house-comet#'))).toHaveLength(2);
    expect(w2.table.cards.map((c) => c.id)).toContain('house-comet');
  });
});

describe('the Encounter deck as data', () => {
  it('takes the GM’s own Encounter Card into the deck in turns 1–3, and refuses one without six results', () => {
    const added = gmActionRecords(sample, { kind: 'add-encounter-card', id: 'enc-house-1', faces: ['none', 'free', 'free', 'neutral', 'pirate', 'alien'], text: '' }, '', NOW);
    if (!added.ok) throw new Error(added.problem);
    const w = worldFromRecords(added.value).world!;
    expect(w.table.encounterCards.at(-1)?.id).toBe('enc-house-1');
    expect(w.table.decks.encounter.draw).toContain('enc-house-1');
    expect(gmActionRecords(sample, { kind: 'add-encounter-card', id: 'x', faces: ['none'], text: '' }, '', NOW).ok).toBe(false);
  });
});

describe('the Exploration Fleets chosen at setup (GD §9.1.2)', () => {
  it('replaces a player’s fleets before turn 1, the bank paying the new shortfall; a fleet the race may not have is refused', async () => {
    const { createGdGame } = await import('../setup/new-game-form');
    const records = createGdGame({ name: 'G', ruleset: 'galactic-domination', empireNames: ['Terran Empire', 'Gromar Empire'] }, 'g', NOW);
    const r = gmActionRecords(records, { kind: 'exploration-fleet', playerId: 'terran', fleets: [{ CA: 2, TT: 1, MI: 4 }, { FF: 1 }] }, '', NOW);
    if (!r.ok) throw new Error(r.problem);
    const w = worldFromRecords(r.value).world!;
    expect(w.players.find((p) => p.id === 'terran')?.stellars).toBe(32 - 21);
    expect(w.builds.filter((b) => b.ownerId === 'terran').map((b) => `${b.group}:${b.qty} ${b.code}`).sort()).toEqual(['1:1 TT', '1:2 CA', '1:4 MI', '2:1 FF']);
    const bad = gmActionRecords(records, { kind: 'exploration-fleet', playerId: 'gromar', fleets: [{ CV: 1, Ftr: 4 }] }, '', NOW);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem).toMatch(/Carriers/);
    expect(gmActionRecords(sample, { kind: 'exploration-fleet', playerId: 'terran', fleets: [{ FF: 1 }] }, '', NOW).ok).toBe(false);
  });
});
