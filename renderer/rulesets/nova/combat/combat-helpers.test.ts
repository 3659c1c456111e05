import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startBattle, readBattleInput } from '../../../../shared/rulesets/nova/combat/battle';
import { hexToOffset } from '../../../../shared/hex/coords';
import { novaDesignSchema } from '../../../../shared/rulesets/nova/design-model';
import type { NovaDesignRecord } from '../db/designs';
import { readBattleFile } from './battle-import';
import { boardFrame, shipFacing } from './board-view';
import { diceCsv } from './dice-csv';
import { readForcedDice } from './forced-dice';
import { buildBattleFile } from './setup-battle';

const sampleText = readFileSync('resources/samples/nova-battle-sample.json', 'utf8');

describe('typed physical dice', () => {
  it('reads numbers, die:value pairs and the dice file', () => {
    expect(readForcedDice('3 3, 4\nd100:40')).toEqual({ ok: true, dice: [{ value: 3 }, { value: 3 }, { value: 4 }, { value: 40, die: 'd100' }] });
    const file = readForcedDice(readFileSync('resources/samples/nova-battle-sample.dice.json', 'utf8'));
    expect(file.ok && file.dice[0]).toEqual({ die: 'd6', value: 3 });
    expect(readForcedDice('')).toEqual({ ok: true, dice: [] });
  });
  // NOVA: DICE — "three die ten rolls of 3, 7, and 1 are read as three hundred and seventy one"; 000 is 1000, 00 is 100.
  it('reads a percentage or permillage roll typed as its d10s in order, high digit first', () => {
    expect(readForcedDice('3-7-1 0-0 0-0-0 4')).toEqual({ ok: true, dice: [{ value: 371, die: 'd1000' }, { value: 100, die: 'd100' }, { value: 1000, die: 'd1000' }, { value: 4 }] });
    expect(readForcedDice('3-7-1-2')).toEqual({ ok: false, problems: ['die 1: "3-7-1-2": 4 ten-sided dice: a percentage roll takes 2, a permillage roll 3'] });
  });
  it('lists every word that is not a die', () => {
    expect(readForcedDice('3 x 4.5')).toEqual({ ok: false, problems: ['die 2: "x" is not a whole number (or die:value such as d100:40)', 'die 3: "4.5" is not a whole number (or die:value such as d100:40)'] });
    expect(readForcedDice('[{"die":"d7","value":1}]')).toMatchObject({ ok: false, problems: [expect.stringContaining('unknown die type "d7"')] });
  });
});

describe('battle file import', () => {
  it('reads the sample with its own decisions and seed', () => {
    const read = readBattleFile(sampleText, 'nova-battle-sample.json');
    expect(read.ok && [read.seed, Object.keys(read.decisions).length]).toEqual(['rulebook-space-example', 8]);
  });
  it('lists every problem, each with the file name', () => {
    const read = readBattleFile('{"sides":[{"id":"A"}],"ships":[{"id":"x","side":"B","spec":{}}]}', 'bad.json');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problems.length).toBeGreaterThan(1);
      expect(read.problems.every((p) => p.startsWith('bad.json: '))).toBe(true);
    }
    expect(readBattleFile('{', 'x.json')).toMatchObject({ ok: false, problems: [expect.stringContaining('x.json: not JSON')] });
  });
});

describe('board view', () => {
  it('fits every ship on the board with a margin, negative hexes included, keeping neighbours neighbours', () => {
    const read = readBattleInput(JSON.parse(sampleText));
    if (!read.ok) throw new Error(read.reasons.join());
    const battle = startBattle(read.input);
    battle.ships[0]!.pos = { q: -7, r: 3 };
    battle.ships[1]!.pos = { q: 4, r: -6 };
    delete battle.ships[1]!.incoming; // scattered already
    const frame = boardFrame(battle);
    for (const s of battle.ships.slice(0, 2)) {
      const o = hexToOffset(frame.at(s.pos));
      expect(o.col).toBeGreaterThanOrEqual(3);
      expect(o.row).toBeGreaterThanOrEqual(3);
      expect(o.col).toBeLessThan(frame.cols);
      expect(o.row).toBeLessThan(frame.rows);
    }
    const a = frame.at({ q: 0, r: 0 });
    const b = frame.at({ q: 1, r: -1 });
    expect([b.q - a.q, b.r - a.r]).toEqual([1, -1]);
  });
  it('faces a ship along its vector: D(i) is facing i mod 6', () => {
    const read = readBattleInput(JSON.parse(sampleText));
    if (!read.ok) throw new Error(read.reasons.join());
    const ship = startBattle(read.input).ships[0]!;
    expect(shipFacing({ ...ship, vel: { q: 0, r: -2 } })).toBe(0); // D6
    expect(shipFacing({ ...ship, vel: { q: 3, r: 0 } })).toBe(2); // D2
    expect(shipFacing({ ...ship, vel: { q: 0, r: 0 } })).toBe(0);
  });
});

describe('dice CSV', () => {
  it('quotes what needs quoting', () => {
    expect(diceCsv([{ round: 1, phase: 'G', purpose: 'R1/G/a,b', die: 'd100', raw: 40, modifiers: [{ label: 'FC', value: 3 }], result: 40, forced: true }])).toBe('round,phase,purpose,die,raw,modifiers,result,forced,ship\n1,G,"R1/G/a,b",d100,40,FC +3,40,yes,\n');
  });
});

describe('battle set up by hand', () => {
  const design = (id: string, empireId: string): NovaDesignRecord => ({
    gameId: 'g', id, empireId, kind: 'ship', name: `Class ${id}`,
    nova: novaDesignSchema.parse({ components: [{ code: 'IE', count: 1, level: 2 }, { code: 'SI', count: 1, level: 12 }, { code: 'AR', count: 4, level: 1 }, { code: 'BL', count: 1, level: 10 }, { code: 'FC', count: 1, level: 1 }] }),
  });
  // NOVA: CRITICAL HITS — "only charts produced by the GM are official": a design's stored chart goes into the battle.
  it('a design\'s official critical hit chart is the one the battle looks criticals up on', () => {
    const official = [{ ref: 'BL#1', from: 1, to: 900 }, { ref: 'NE', from: 901, to: 1000 }];
    const built = buildBattleFile('Chart', [{ empireId: 'e1', name: 'One' }, { empireId: 'e2', name: 'Two' }], [
      { key: 'a', empireId: 'e1', designId: 'd1', name: 'Alpha', direction: 1, distance: 3, sd: 0, armourLost: 0 },
      { key: 'b', empireId: 'e2', designId: 'd2', name: 'Beta', direction: 4, distance: 3, sd: 0, armourLost: 0 },
    ], [{ ...design('d1', 'e1'), critChart: official }, design('d2', 'e2')]);
    if (!built.ok) throw new Error(built.problems.join());
    const read = readBattleInput(built.json);
    if (!read.ok) throw new Error(read.reasons.join());
    const battle = startBattle(read.input);
    expect(battle.ships[0]!.critChart).toEqual(official);
    expect(battle.ships[1]!.critChart[0]).toMatchObject({ ref: 'IE#1', from: 1 });
  });
  it('builds a battle file from designs, with damage and set-up positions', () => {
    const built = buildBattleFile('Test', [{ empireId: 'e1', name: 'One' }, { empireId: 'e2', name: 'Two' }], [
      { key: 'a', empireId: 'e1', designId: 'd1', name: 'Alpha', direction: 1, distance: 3, sd: 2, armourLost: 1 },
      { key: 'b', empireId: 'e2', designId: 'd2', name: '', direction: 4, distance: 3, sd: 0, armourLost: 0 },
    ], [design('d1', 'e1'), design('d2', 'e2')]);
    if (!built.ok) throw new Error(built.problems.join());
    const read = readBattleInput(built.json);
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.input.ships.map((s) => [s.name, s.side, s.damage?.sd])).toEqual([['Alpha', 'e1', 2], ['Class d2 2', 'e2', 0]]);
      const battle = startBattle(read.input);
      expect(battle.ships[0]!.ta).toBe(3);
    }
  });
  it('says what is missing', () => {
    expect(buildBattleFile('T', [{ empireId: 'e1', name: 'One' }], [{ key: 'a', empireId: 'e1', designId: 'nope', name: '', direction: 1, distance: 0, sd: 0, armourLost: 0 }], [])).toEqual({ ok: false, problems: ['a battle needs at least two sides', 'ship 1: pick a design of its empire'] });
  });
});

describe('battle export', () => {
  it('replays in the CLI way (no tactics, forced dice by purpose) to the same dice and outcome', async () => {
    const { replayBattle } = await import('../../../../shared/rulesets/nova/combat/battle-record');
    const { battleExport } = await import('./battle-export');
    const { resolveBattle } = await import('../../../../shared/rulesets/nova/combat/engine');
    const { seedRng } = await import('../../../../shared/rng');
    const { decisions: _own, ...noDecisions } = JSON.parse(sampleText) as Record<string, unknown>;
    // Two steps, with a die typed in the second one: round 1 seeded, then the rest with the first roll forced.
    const stored = { battle: noDecisions, seed: 'export-test', decisions: {}, steps: [{ until: 2, forced: [] }, { until: null, forced: [{ value: 3 }] }] };
    const replay = replayBattle(stored);
    if ('problems' in replay) throw new Error(replay.problems.join());
    expect(replay.dice.filter((d) => d.forced)).toHaveLength(1);
    const out = battleExport(stored, replay);
    const file = readBattleFile(out.battle, 'export.json');
    if (!file.ok) throw new Error(file.problems.join());
    const read = readBattleInput(file.json);
    if (!read.ok) throw new Error(read.reasons.join());
    const dice = JSON.parse(out.dice ?? '{}') as { byPurpose: Record<string, number> };
    const cli = resolveBattle(startBattle(read.input), file.decisions, seedRng(file.seed), { forced: dice });
    expect(cli.dice).toEqual(replay.dice);
    expect(cli.ok && cli.battle.outcome).toEqual(replay.battle.outcome);
  });
});
