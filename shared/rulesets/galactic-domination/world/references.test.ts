import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../format/archive';
import { RULESETS } from '../../index';
import { archiveRefusal, mutatedArchive, type ArchiveJson } from '../../../../test/support/archive-mutation';
import { reopenRecords, type TurnSource } from '../turn/stored-turns';

// Issue 19, item 6: what a Galactic Domination archive holds is read whole. These mutations of the
// sample were accepted before: the world kept before a committed turn, a planet's owner, a card, an
// event's reader and a turn number were never resolved; reopening the turn then wrote a game that
// no longer read back (the Turn screen's Reopen stored it).
const SAMPLE = readFileSync('resources/samples/galactic-domination-sample.warpdesk.json', 'utf8');

const mutated = (change: (a: ArchiveJson) => void): string => mutatedArchive(SAMPLE, change);
const refusal = archiveRefusal;

describe('Galactic Domination archives: every reference resolved', () => {
  it('the sample reads, and reopening its last turn gives a game that reads back', () => {
    const read = readArchive(SAMPLE, RULESETS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const reopened = reopenRecords(read.value.records as unknown as TurnSource, '2026-11-25T00:00:00.000Z');
    expect(reopened.ok).toBe(true);
    if (reopened.ok) expect(refusal(writeArchive(reopened.value as never, { exportedAt: '', exportedBy: 'test' }))).toEqual([]);
  });

  it('refuses a build of the world kept before a committed turn on a planet that is not in it (reopening wrote a game that did not read)', () => {
    const text = mutated((a) => {
      a.turns[1].galacticDomination.before.builds[0].planetId = 'P-nowhere';
    });
    expect(refusal(text)).toContainEqual('turns[1].galacticDomination.before.builds[0].planetId: refers to planet "P-nowhere", which is not in the game');
  });

  it('refuses a fleet of the kept world in a hex off the map, and knowledge of a player who is not in it', () => {
    const text = mutated((a) => {
      a.turns[1].galacticDomination.before.fleets[0].hexId = 'H9999';
      a.turns[1].galacticDomination.before.knowledge[0].playerId = 'nobody';
    });
    const problems = refusal(text);
    expect(problems).toContainEqual('turns[1].galacticDomination.before.fleets[0].hexId: refers to hex "H9999", which is not on the map');
    expect(problems).toContainEqual('turns[1].galacticDomination.before.knowledge[0].playerId: refers to player "nobody", who is not in the game');
  });

  it('refuses a kept world of another turn', () => {
    const text = mutated((a) => {
      a.turns[1].galacticDomination.before.turn = 7;
    });
    expect(refusal(text)).toContainEqual('turns[1].galacticDomination.before.turn: is turn 7: the world kept before turn 2 must be at turn 2');
  });

  it("refuses a planet owned by nobody in the game, and an unknown card in a player's hand", () => {
    const text = mutated((a) => {
      const system = a.systems.find((s: ArchiveJson) => s.galacticDomination.planets.some((p: ArchiveJson) => p.ownerId !== null));
      system.galacticDomination.planets.find((p: ArchiveJson) => p.ownerId !== null).ownerId = 'ghost';
      a.empires[0].galacticDomination.hand = ['no-such-card#1'];
    });
    const problems = refusal(text);
    expect(problems.some((p) => /^systems\.H\d+\.galacticDomination\.planets\.[^.]+\.ownerId: refers to player "ghost"/.test(p))).toBe(true);
    expect(problems).toContainEqual(`empires.${JSON.parse(SAMPLE).empires[0].id}.galacticDomination.hand[0]: is card "no-such-card#1", which is in no deck of the game`);
  });

  it('refuses an event shown to a player not in the game, and records of a turn after the game', () => {
    const text = mutated((a) => {
      const i = a.events.findIndex((e: ArchiveJson) => Array.isArray(e.galacticDomination.visibleTo));
      a.events[i].galacticDomination.visibleTo = ['stranger'];
      a.orders[0].turn = 40;
    });
    const problems = refusal(text);
    expect(problems.some((p) => /^events\[\d+\]\.galacticDomination\.visibleTo\[0\]: refers to player "stranger"/.test(p))).toBe(true);
    expect(problems).toContainEqual("orders[0].turn: is turn 40, after the game's turn 3");
  });
});
