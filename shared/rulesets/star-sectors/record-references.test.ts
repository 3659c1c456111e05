import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive, type GameRecords } from '../../format/archive';
import { RULESETS } from '../index';
import { archiveRefusal, mutatedArchive, type ArchiveJson } from '../../../test/support/archive-mutation';
import { battleFromRecords, roundRecords, roundRng } from './records';
import { resolveRound } from './round';

// Issue 19, item 6: what a Star Sectors archive holds is read whole. Each mutation below was accepted
// before (the wing gave no schema and no check): a ship's card, a round's battle kept for undo, the
// round log and the dice were loose objects, and no id in them was resolved. The Fleet, Round and Dice
// log screens and `warpdesk star-sectors` then met records they could not read.
const SAMPLE = readFileSync('resources/samples/star-sectors-sample.warpdesk.json', 'utf8');

const ORDERS = { fed: 'VAL MOVE F\nCOU MOVE F', imp: 'RAP MOVE F\nMAR MOVE F' };

function sampleRecords(text: string): GameRecords {
  const read = readArchive(text, RULESETS);
  if (!read.ok) throw new Error(read.problems.map((p) => `${p.where}: ${p.message}`).join('\n'));
  return read.value.records;
}

/** The sample after its first round is resolved and stored as the Round screen stores it (repository.ts resolveAndStore). */
function afterOneRound(): string {
  const records = sampleRecords(SAMPLE);
  const { battle } = battleFromRecords(records);
  // Initiative rolled (forced 9 against 4): the round stores its dice too.
  const input = { orders: ORDERS, firstSideId: null, forced: [9, 4] };
  const result = resolveRound(battle, { orders: ORDERS, firstSideId: null }, { state: roundRng(records.game.seed, 1), forced: [9, 4] });
  const out = roundRecords(records.game, records.units, battle, input, result);
  const orders = Object.entries(ORDERS).map(([side, text]) => ({ gameId: records.game.id, id: `ss-r1-${side}`, empireId: side, turn: 1, kind: 'star-sectors', text }));
  const next = { ...records, game: out.game, units: out.units, turns: [out.turn], events: out.events, diceRolls: out.diceRolls, orders } as GameRecords;
  return writeArchive(next, { exportedAt: '2026-11-25T00:00:00.000Z', exportedBy: 'test' });
}

const ROUND = afterOneRound();
const onSample = (change: (a: ArchiveJson) => void) => archiveRefusal(mutatedArchive(SAMPLE, change));
const onRound = (change: (a: ArchiveJson) => void) => archiveRefusal(mutatedArchive(ROUND, change));

describe('Star Sectors archives: every record typed, every reference resolved', () => {
  it('the sample reads, its battle loads whole, and a round resolved from it reads back and loads', () => {
    expect(archiveRefusal(SAMPLE)).toEqual([]);
    const loaded = battleFromRecords(sampleRecords(SAMPLE));
    expect(loaded.problems).toEqual([]);
    expect(loaded.battle.ships.map((s) => s.id).sort()).toEqual(['COU', 'MAR', 'RAP', 'VAL']);
    expect(archiveRefusal(ROUND)).toEqual([]);
    const again = sampleRecords(ROUND);
    expect(again.turns).toHaveLength(1);
    expect(again.events.length).toBeGreaterThan(0);
    expect(again.diceRolls.map((d) => d.value)).toEqual([9, 4]);
    const round = battleFromRecords(again);
    expect(round.problems).toEqual([]);
    expect(round.battle.round).toBe(1);
    // And the next round resolves from what was read.
    const next = resolveRound(round.battle, { orders: ORDERS, firstSideId: 'imp' }, { state: roundRng(again.game.seed, 2), forced: [] });
    expect(next.battle.round).toBe(2);
  });

  it("refuses a profile card out of range and a ship whose card is not in the game (the Fleet screen could not show it)", () => {
    const problems = onSample((a) => {
      a.designs[0].starSectors.card.cf = 99;
      a.units[0].starSectors.designId = 'd-nowhere';
    });
    expect(problems).toContainEqual('designs[0].starSectors.card.cf: must be at most 12 (found 99)');
    expect(onSample((a) => (a.units[0].starSectors.designId = 'd-nowhere'))).toContainEqual('units[0].starSectors.designId: refers to profile card "d-nowhere", which is not in the game');
  });

  it('refuses a ship facing no hex side, and a ship of another kind', () => {
    expect(onSample((a) => (a.units[1].starSectors.facing = 9))).toContainEqual('units[1].starSectors.facing: must be at most 5 (found 9)');
    expect(onSample((a) => (a.units[1].kind = 'ship'))).toContainEqual('units[1].kind: must be "star-sectors-ship" (found "ship")');
  });

  it('refuses a board out of range, a worm hole leading nowhere, a mine of no side and a first side not in the game', () => {
    const problems = onSample((a) => {
      a.game.settings.starSectors.cols = 500;
    });
    expect(problems).toContainEqual('game.settings.starSectors.cols: must be at most 60 (found 500)');
    const refs = onSample((a) => {
      const terrain = a.game.settings.starSectors.terrain as ArchiveJson[];
      terrain.find((t) => t.id === 'WH1')!.link = 'WH9';
      terrain.find((t) => t.id === 'MINE1')!.sideId = 'pirates';
      a.game.settings.starSectors.firstSideId = 'pirates';
    });
    expect(refs).toContainEqual('game.settings.starSectors.terrain[8].link: refers to worm hole "WH9", which is not on the board');
    expect(refs).toContainEqual('game.settings.starSectors.terrain[11].sideId: refers to side "pirates", which is not in the game');
    expect(refs).toContainEqual('game.settings.starSectors.firstSideId: refers to side "pirates", which is not in the game');
  });

  it('refuses an unreadable rule setting (it was read as the default without a word)', () => {
    expect(onSample((a) => (a.game.settings.starSectorsRules = { bankPoints: 7 }))).toContainEqual('game.settings.starSectorsRules.bankPoints: must be at most 2 (found 7)');
  });

  it('refuses a round whose battle kept for undo cannot be read, or names a side or ship not in it (Undo last round put it back)', () => {
    expect(onRound((a) => delete a.turns[0].starSectors.before)).toContainEqual('turns[0].starSectors.before: is missing (expected object)');
    const problems = onRound((a) => {
      a.turns[0].starSectors.before.ships[0].sideId = 'pirates';
      a.turns[0].starSectors.before.firstSideId = 'pirates';
      a.turns[0].starSectors.orders.pirates = 'X MOVE F';
    });
    expect(problems).toContainEqual('turns[0].starSectors.before.ships[0].sideId: refers to side "pirates", which is not in the battle');
    expect(problems).toContainEqual('turns[0].starSectors.before.firstSideId: refers to side "pirates", which is not in the battle');
    expect(problems).toContainEqual('turns[0].starSectors.orders.pirates: are the orders of side "pirates", which is not in the battle');
    expect(onRound((a) => (a.turns[0].starSectors.before.round = 4))).toContainEqual('turns[0].starSectors.before.round: is round 4: the battle kept before round 1 must be at round 0');
  });

  it('refuses a round after the game, and forced dice that are no face of a d12', () => {
    expect(onRound((a) => (a.turns[0].number = 9))).toContainEqual("turns[0].number: is round 9, after the game's round 1");
    expect(onRound((a) => (a.turns[0].starSectors.forced = [13]))).toContainEqual('turns[0].starSectors.forced[0]: must be at most 12 (found 13)');
  });

  it('refuses a log entry or die of a ship or side not in the game, a die above its sides, and a log of a later round', () => {
    const problems = onRound((a) => {
      const i = a.events.findIndex((e: ArchiveJson) => e.starSectors.shipId !== null);
      a.events[i].starSectors.shipId = 'GHOST';
      a.diceRolls[0].starSectors.sideId = 'pirates';
      a.events[1].turn = 5;
    });
    expect(problems.some((p) => /^events\[\d+\]\.starSectors\.shipId: refers to ship "GHOST", which is not in the game$/.test(p))).toBe(true);
    expect(problems).toContainEqual('diceRolls[0].starSectors.sideId: refers to side "pirates", which is not in the game');
    expect(problems).toContainEqual("events[1].turn: is round 5, after the game's round 1");
    const typed = onRound((a) => {
      a.events[0].starSectors.kind = 'party';
      a.diceRolls[0].value = 20;
    });
    expect(typed.some((p) => p.startsWith('events[0].starSectors.kind: must be one of "round", '))).toBe(true);
    expect(typed).toContainEqual('diceRolls[0].value: must be at most 12 (found 20)');
  });

  it('refuses an order sheet that holds no text', () => {
    expect(onRound((a) => (a.orders[0].text = 42))).toContainEqual('orders[0].text: expected string, found 42');
  });
});
