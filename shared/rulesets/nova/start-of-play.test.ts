import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../format/archive';
import type { GameRecords } from '../../format/records';
import { RULESETS } from '../index';
import { initialPositionUnits } from './map/initial-position';
import { novaChecklist, pregameBudgets } from './pregame-checklist';
import { homestarTypeMismatch } from './pregame';
import type { NovaSystem } from './records';
import { startOfPlay, withStartOfPlay } from './start-of-play';

/** The bundled sample back in its pregame, each empire with its portable IC (the sample, at turn 1, has used or never had it). */
function sample(): GameRecords {
  const archive = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
  if (!archive.ok) throw new Error('the sample does not read');
  const records = archive.value.records;
  const homes = new Map(records.empires.map((e) => [e.id, e.homeSystemId ?? '']));
  return { ...records, game: { ...records.game, turn: 0 }, units: [...records.units, ...initialPositionUnits(records.game.id, homes)] };
}

/** The sample in its pregame with Concord's records changed by `change`. */
function pregame(change: (concord: GameRecords['empires'][number]) => Partial<GameRecords['empires'][number]>, home?: Partial<NovaSystem>): GameRecords {
  const records = sample();
  const empires = records.empires.map((e) => (e.id === 'concord' ? { ...e, ...change(e) } : e));
  const homeId = records.empires.find((e) => e.id === 'concord')?.homeSystemId;
  const systems = records.systems.map((s) => (s.id === homeId && home ? { ...s, ...home } : s));
  return { ...records, empires, systems };
}

const concordHome = (records: GameRecords) => records.systems.find((s) => s.id === records.empires.find((e) => e.id === 'concord')?.homeSystemId) as NovaSystem;

describe('the start of turn 1 carries out the pregame (NOVA: GAME START PROCEDURE, INITIAL PLAYER POSITION)', () => {
  it('changes nothing in a game whose pregame is already carried out (the bundled sample)', () => {
    expect(startOfPlay(sample())).toEqual({ systems: [], units: [], empires: [], notes: [] });
  });

  // NOVA: VARIABLE HOMESTAR — "Any player may permanently reduce the TYPE rating of their Home Star … It remains a World Status system".
  it('VARIABLE HOMESTAR: the Type the empire chose pregame is written on the map, the home star stays a World', () => {
    const records = pregame((e) => ({ nova: { ...(e.nova as object), homestarType: 7 } }));
    const home = concordHome(records);
    expect(home.type).toBe(8);
    expect(homestarTypeMismatch(records.empires.find((e) => e.id === 'concord')!, home)).toEqual({ map: 8, chosen: 7 });
    const made = startOfPlay(records);
    expect(made.systems).toEqual([{ ...home, type: 7, status: 'world' }]);
    expect(made.notes).toEqual([`${home.name}: Home Star set to Type 7 (was Type 8 on the map), as Celestine Concord chose pregame (VARIABLE HOMESTAR)`]);
    // The GM sees it on the checklist before starting; the item stays done (Start turn 1 does it).
    expect(novaChecklist(records).find((i) => i.id === 'empires')).toMatchObject({ done: true, detail: expect.stringContaining(`${home.name} (Celestine Concord) Type 8 → 7`) });
  });

  it('VARIABLE HOMESTAR: a Type the rules do not allow is not written (the pregame check refuses it)', () => {
    const records = pregame((e) => ({ nova: { ...(e.nova as object), homestarType: 4 } }));
    expect(startOfPlay(records).systems).toEqual([]);
    expect(pregameBudgets(records).find((p) => p.empire.id === 'concord')?.budget.problems.map((p) => p.rule)).toContain('NOVA 8.4 variable homestar');
  });

  // NOVA: OPTIONAL FORCES — "MCr may be saved for use on turn one if the player wishes."
  it('OPTIONAL FORCES: a treasury still at 0 gets what the pregame leaves; one the GM set is kept', () => {
    const records = pregame((e) => ({ treasury: 0, nova: { ...(e.nova as object), homestarType: 7 } }));
    const left = pregameBudgets(records).find((p) => p.empire.id === 'concord')?.budget.left;
    // The sample's Concord leaves 366 MCr of 3500; at Type 7 it has 400 more (VARIABLE HOMESTAR).
    expect(left).toBe(766);
    const made = startOfPlay(records);
    expect(made.empires.map((e) => [e.id, e.treasury])).toEqual([['concord', 766]]);
    expect(made.notes).toContain('Celestine Concord: treasury set to the 766 MCr its pregame leaves (OPTIONAL FORCES: MCr saved for turn one)');
    expect(novaChecklist(records).find((i) => i.id === 'pregame')?.detail).toContain('Celestine Concord 766 MCr');
    expect(startOfPlay(pregame(() => ({ treasury: 120 }))).empires).toEqual([]);
  });

  // NOVA: INITIAL PLAYER POSITION — "a Home Star, 2 System Defence Units, 1 Industrial Complex, and 1 established industrial complex".
  it('INITIAL PLAYER POSITION: a Home Star without its IC and SDUs gets them, an empire without an IC gets its portable one', () => {
    const base = pregame(() => ({}), { installations: {} });
    const records = { ...base, units: base.units.filter((u) => !(u.empireId === 'concord' && u.kind === 'IC')) };
    const home = concordHome(records);
    const made = startOfPlay(records);
    expect(made.systems).toEqual([{ ...home, installations: { IC: 1, SDU: 2 } }]);
    expect(made.units).toMatchObject([{ id: 'ic-concord', kind: 'IC', systemId: home.id, established: false }]);
    expect(made.notes).toEqual([`${home.name}: Home Star given its established IC and 2 SDUs (INITIAL PLAYER POSITION)`, 'Celestine Concord: portable IC added at its Home Star (INITIAL PLAYER POSITION)']);
  });

  // NOVA: GAME START PROCEDURE — the records Start turn 1 leaves, for `warpdesk turn run` on a pregame game (cli/turn.ts).
  it('withStartOfPlay: the game at turn 1 with the changed systems and empires in place and the added units', () => {
    const records = pregame((e) => ({ treasury: 0, nova: { ...(e.nova as object), homestarType: 7 } }));
    const made = startOfPlay(records);
    const { records: started, notes } = withStartOfPlay(records);
    expect(notes).toEqual(made.notes);
    expect(started.game.turn).toBe(1);
    expect(records.game.turn).toBe(0);
    expect(started.systems.map((s) => s.id)).toEqual(records.systems.map((s) => s.id));
    expect(concordHome(started)).toEqual(made.systems[0]);
    expect(started.empires.find((e) => e.id === 'concord')?.treasury).toBe(made.empires[0]?.treasury);
    expect(started.units).toEqual([...records.units, ...made.units]);
  });
});
