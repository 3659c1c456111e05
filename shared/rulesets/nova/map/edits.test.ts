import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Empire } from '../../../model/entities';
import { applyCommand, emptyHistory, invert, record, redo, undo } from './commands';
import { addLine, addSystem, deleteItems, editLine, editSystem, moveSystems, replaceMap } from './edits';
import { generateMap } from './generate';
import { emptyMap, type MapModel } from './model';

const empire: Empire = { gameId: 'g', id: 'e1', name: 'Vorn', position: 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 0, notes: '' };
const pickFirst = () => 0;

function build(): MapModel {
  let map: MapModel = { ...emptyMap(), empires: [empire] };
  for (const [x, y] of [[0, 0], [100, 0], [200, 0]]) map = applyCommand(map, addSystem(map, 'g', x as number, y as number).cmd);
  for (const [a, b] of [['s1', 's2'], ['s2', 's3']]) {
    const made = addLine(map, 'g', a as string, b as string, pickFirst);
    if ('error' in made) throw new Error(made.error);
    map = applyCommand(map, made.cmd);
  }
  return map;
}

describe('editor commands', () => {
  it('add systems and lines with free letters, unique names and ids', () => {
    const map = build();
    expect(map.systems.map((s) => [s.id, s.name])).toEqual([['s1', 'NEW1'], ['s2', 'NEW2'], ['s3', 'NEW3']]);
    expect(map.lines.map((l) => [l.a, l.aLetter, l.b, l.bLetter])).toEqual([['s1', 'A', 's2', 'A'], ['s2', 'B', 's3', 'A']]);
    expect(addLine(map, 'g', 's1', 's2', pickFirst)).toEqual({ error: 'NEW1 and NEW2 are already joined by a warp line.' });
    expect(addLine(map, 'g', 's1', 's1', pickFirst)).toHaveProperty('error');
    const gate = addLine(map, 'g', 's1', 's2', pickFirst, 'gate');
    expect('cmd' in gate && gate.cmd.lines[0]?.after).toMatchObject({ kind: 'gate', id: 'g1', aLetter: 'B' });
  });

  it('moves a selection as one command, and undo puts it back', () => {
    const map = build();
    const cmd = moveSystems(map, new Set(['s1', 's2']), 10.4, -5.6);
    expect(cmd.label).toBe('Move 2 systems');
    const moved = applyCommand(map, cmd);
    expect(moved.systems.map((s) => [s.x, s.y])).toEqual([[10, -6], [110, -6], [200, 0]]);
    expect(applyCommand(moved, invert(cmd))).toEqual(map);
  });

  it('deletes systems with their lines, knowledge and home-star marks; undo restores all', () => {
    let map = build();
    map = applyCommand(map, editSystem(map, 's2', { homeStar: true }));
    map = { ...map, empires: [{ ...empire, homeSystemId: 's2' }], knowledge: [{ gameId: 'g', id: 'k1', empireId: 'e1', systemId: 's2' }] };
    const cmd = deleteItems(map, new Set(['s2']), new Set());
    expect(cmd.label).toBe('Delete 1 system and 2 warp lines');
    const after = applyCommand(map, cmd);
    expect(after.systems.map((s) => s.id)).toEqual(['s1', 's3']);
    expect(after.lines).toEqual([]);
    expect(after.knowledge).toEqual([]);
    expect(after.empires[0]?.homeSystemId).toBeNull();
    const back = applyCommand(after, invert(cmd));
    expect(back.empires).toEqual(map.empires);
    expect(new Set(back.lines.map((l) => l.id))).toEqual(new Set(map.lines.map((l) => l.id)));
  });

  it('edits a line letter and a system field', () => {
    const map = build();
    const edited = applyCommand(map, editLine(map, 'w1', { aLetter: 'Q' }));
    expect(edited.lines[0]?.aLetter).toBe('Q');
    expect(applyCommand(map, editSystem(map, 's1', { name: 'ALGOL', type: 6 })).systems[0]).toMatchObject({ name: 'ALGOL', type: 6 });
  });

  it('replaces the whole map in one undoable command', () => {
    const map = build();
    const generated = generateMap({ systems: 12, linesPerSystem: 3, empireIds: ['e1'], seed: 'x', gameId: 'g' });
    const cmd = replaceMap(map, 'Generate', { systems: generated.systems, lines: generated.lines, homes: generated.homes });
    const after = applyCommand(map, cmd);
    expect(after.systems).toHaveLength(12);
    expect(after.empires[0]?.homeSystemId).toBe(generated.homes.get('e1'));
    const back = applyCommand(after, invert(cmd));
    expect(new Set(back.systems.map((s) => JSON.stringify(s)))).toEqual(new Set(map.systems.map((s) => JSON.stringify(s))));
  });

  it('undo then redo of any sequence of edits returns the same map (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })), { maxLength: 25 }), (steps) => {
        let map = build();
        let history = emptyHistory;
        const states = [map];
        for (const [kind, i, j] of steps) {
          const ids = map.systems.map((s) => s.id);
          const a = ids[i % Math.max(1, ids.length)];
          const b = ids[j % Math.max(1, ids.length)];
          let cmd;
          if (kind === 0) cmd = addSystem(map, 'g', i * 50, j * 50).cmd;
          else if (kind === 1 && a && b) {
            const made = addLine(map, 'g', a, b, (n) => (i + j) % n);
            cmd = 'cmd' in made ? made.cmd : undefined;
          } else if (kind === 2 && a) cmd = moveSystems(map, new Set([a]), i, j);
          else if (kind === 3 && a) cmd = deleteItems(map, new Set([a]), new Set());
          else if (kind === 4 && a) cmd = editSystem(map, a, { type: i % 9 });
          if (!cmd) continue;
          map = applyCommand(map, cmd);
          history = record(history, cmd);
          states.push(map);
        }
        const final = map;
        for (let n = states.length - 2; n >= 0; n--) {
          const step = undo(history);
          if (!step) break;
          map = applyCommand(map, step.cmd);
          history = step.history;
          expect(canon(map)).toEqual(canon(states[n] as MapModel));
        }
        for (;;) {
          const step = redo(history);
          if (!step) break;
          map = applyCommand(map, step.cmd);
          history = step.history;
        }
        expect(canon(map)).toEqual(canon(final));
      }),
      { numRuns: 100 },
    );
  });
});

function canon(map: MapModel) {
  const sort = <T extends { id: string }>(xs: T[]) => [...xs].sort((p, q) => p.id.localeCompare(q.id));
  return { systems: sort(map.systems), lines: sort(map.lines), empires: sort(map.empires), knowledge: sort(map.knowledge) };
}
