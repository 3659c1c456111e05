import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive, writeArchive } from '../../../format/archive';
import { RULESETS } from '../../index';
import { archiveRefusal, mutatedArchive, type ArchiveJson } from '../../../../test/support/archive-mutation';
import { reopenLastTurn } from '../play/turn';
import type { DnRecords } from './schemas';

// Issue 19, item 6: what a Beyond the Dark Nebula archive holds is read whole. These mutations of the
// sample were accepted before: the world kept before a committed turn was read as loose rows, and a
// unit's place, a carrier or a GM edit's unit were never resolved; reopening the turn (the Turn
// screen's Reopen) then stored a game that no longer read back.
const SAMPLE = readFileSync('resources/samples/dark-nebula-sample.warpdesk.json', 'utf8');
const NOW = '2026-11-25T00:00:00.000Z';

const mutated = (change: (a: ArchiveJson) => void): string => mutatedArchive(SAMPLE, change);
const refusal = archiveRefusal;

describe('Dark Nebula archives: committed turns and references read whole', () => {
  it('the sample reads, and reopening its last turn gives a game that reads back', () => {
    const read = readArchive(SAMPLE, RULESETS);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const reopened = reopenLastTurn(read.value.records as unknown as DnRecords, NOW);
    expect(reopened.ok).toBe(true);
    if (reopened.ok) expect(refusal(writeArchive(reopened.records as never, { exportedAt: '', exportedBy: 'test' }))).toEqual([]);
  });

  it('refuses a unit of the world kept before turn 2 in a system that is not on the map (reopening stored a game that did not read)', () => {
    const text = mutated((a) => {
      a.turns[2].darkNebula.before.units[0].systemId = 'nowhere';
    });
    expect(refusal(text)).toContainEqual('turns[2].darkNebula.before.units[0].systemId: refers to star system "nowhere", which is not in the file');
  });

  it('refuses a kept world whose rows do not read (a unit class of no class, a system of the wrong shape)', () => {
    const text = mutated((a) => {
      a.turns[1].darkNebula.before.units[3].darkNebula.owner = 5;
      a.turns[1].darkNebula.before.systems[2] = {};
    });
    const problems = refusal(text);
    expect(problems.some((p) => p.startsWith('turns[1].darkNebula.before.units[3].darkNebula.owner: '))).toBe(true);
    expect(problems.some((p) => p.startsWith('turns[1].darkNebula.before.systems[2].id: '))).toBe(true);
  });

  // Fuzz case archiveCase('warpdesk-fuzz', 899): an RU event's reason that is not text was accepted, then the packets threw.
  it("refuses an RU change whose reason or amount is not what each side's ledger reads", () => {
    const text = mutated((a) => {
      const i = a.events.findIndex((e: ArchiveJson) => e.darkNebula.kind === 'ru');
      a.events[i].darkNebula.data.reason = [];
      a.events[i].darkNebula.data.amount = 'one';
    });
    const problems = refusal(text);
    expect(problems.some((p) => /^events\[\d+\]\.darkNebula\.data\.reason: /.test(p))).toBe(true);
    expect(problems.some((p) => /^events\[\d+\]\.darkNebula\.data\.amount: /.test(p))).toBe(true);
  });

  it('refuses a kept world of another turn', () => {
    const text = mutated((a) => {
      a.turns[2].darkNebula.before.state.cursor.turn = 9;
    });
    expect(refusal(text)).toContainEqual('turns[2].darkNebula.before.state.cursor.turn: is turn 9: the world kept before turn 2 must be at turn 2');
  });

  it('refuses a unit in a box its system does not have, and a unit carried by nothing', () => {
    const text = mutated((a) => {
      const boxed = a.units.findIndex((u: ArchiveJson) => u.darkNebula.loc.kind === 'box');
      a.units[boxed].darkNebula.loc.boxId = 'no-box';
      const carried = a.units.findIndex((u: ArchiveJson) => u.darkNebula.loc.kind === 'carried');
      a.units[carried].darkNebula.loc.carrierId = 'Z99';
    });
    const problems = refusal(text);
    expect(problems.some((p) => /^units\[\d+\]\.darkNebula\.loc\.boxId: refers to box "no-box", which is not a box of star system/.test(p))).toBe(true);
    expect(problems.some((p) => /^units\[\d+\]\.darkNebula\.loc\.carrierId: refers to unit "Z99", which is not in the game/.test(p))).toBe(true);
  });

  it("refuses a system on a map sheet of nothing, a bag counter of no class, and records of a turn after the game's", () => {
    const text = mutated((a) => {
      a.systems[0].darkNebula.sheetId = 'XX';
      a.game.settings.darkNebula.bag[0].classId = 'no.class';
      a.events[0].turn = 30;
    });
    const problems = refusal(text);
    expect(problems).toContainEqual('systems[0].darkNebula.sheetId: refers to map sheet "XX", which is not a sheet of the game');
    expect(problems).toContainEqual('game.settings.darkNebula.bag[0].classId: refers to unit class "no.class", which is not a class of the game');
    expect(problems).toContainEqual("events[0].turn: is turn 30, after the game's turn 3");
  });
});
