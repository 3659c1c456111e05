import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../model/entities';
import type { NovaSystem, NovaWarpLine } from '../records';
import { generateMap } from './generate';
import { asSystemKnowledge, empireView, KNOWLEDGE_MEANS, knowledgeId, learnLine, learnSystem, type SystemKnowledge } from './knowledge';

const sys = (id: string, name: string, type: number, x = 0): NovaSystem => ({ gameId: 'g', id, name, type, status: 'outpost', ownerId: null, colonies: 1, homeStar: false, x, y: 0, installations: {}, notes: '' });
const systems = [sys('a', 'ALGOL', 6), sys('b', 'TEDDY', 3, 100), sys('c', 'SECRET', 8, 200)];
const lines: NovaWarpLine[] = [
  { gameId: 'g', id: 'w1', a: 'a', aLetter: 'D', b: 'b', bLetter: 'R' },
  { gameId: 'g', id: 'w2', a: 'b', aLetter: 'A', b: 'c', bLetter: 'Q' },
];

describe('knowledge by means (NOVA 2.4)', () => {
  it('a jump in tells the name and the entry letter only', () => {
    const k = learnSystem(systems[1] as NovaSystem, lines, 'e1', 'jumped', 3, null, 'R');
    expect(k).toMatchObject({ id: knowledgeId('e1', 'b'), how: 'jumped', name: 'TEDDY', type: null, status: null, warpPoints: [{ letter: 'R', leadsTo: null }] });
  });
  it('exploring tells type and every letter; observing adds status', () => {
    const explored = learnSystem(systems[1] as NovaSystem, lines, 'e1', 'explored', 3, null);
    expect(explored).toMatchObject({ type: 3, status: null, warpPoints: [{ letter: 'A' }, { letter: 'R' }] });
    const observed = learnSystem(systems[1] as NovaSystem, lines, 'e1', 'observed', 4, explored);
    expect(observed).toMatchObject({ how: 'observed', status: 'outpost', turn: 4 });
    // A later jump does not forget what was explored.
    expect(learnSystem(systems[1] as NovaSystem, lines, 'e1', 'jumped', 5, observed)).toMatchObject({ how: 'observed', type: 3, turn: 5 });
  });
  it('travelling a line joins the two warp points; the view draws that line and stubs the rest', () => {
    const home = learnSystem(systems[0] as NovaSystem, lines, 'e1', 'explored', 1, null);
    const travelled = learnLine(systems, lines, [home], 'e1', lines[0] as NovaWarpLine, 2).map((c) => c.after as Knowledge);
    const view = empireView({ systems }, travelled, 'e1');
    expect(view.systems.map((s) => s.name).sort()).toEqual(['ALGOL', 'TEDDY']);
    expect(view.lines).toEqual([{ id: 'a.D-b.R', a: 'a', aLetter: 'D', b: 'b', bLetter: 'R' }]);
    const teddy = view.systems.find((s) => s.id === 'b');
    expect(teddy).toMatchObject({ how: 'jumped', type: null, status: null, warpPoints: [{ letter: 'R', leadsTo: { systemId: 'a', letter: 'D' } }] });
    expect(JSON.stringify(view)).not.toContain('SECRET');
  });
  it('shows the name as it was seen, not as the GM renamed it since', () => {
    const k = learnSystem(systems[0] as NovaSystem, lines, 'e1', 'explored', 1, null);
    const renamed = [{ ...(systems[0] as NovaSystem), name: 'NEWNAME' }];
    expect(empireView({ systems: renamed }, [k], 'e1').systems[0]?.name).toBe('ALGOL');
  });
});

describe('empireView never shows what the empire does not know (property)', () => {
  const map = generateMap({ systems: 30, linesPerSystem: 3, empireIds: ['e1', 'e2'], seed: 'fog', gameId: 'g' });
  const ids = map.systems.map((s) => s.id);
  const arbRecord = fc.record({
    empireId: fc.constantFrom('e1', 'e2', 'e3'),
    systemId: fc.constantFrom(...ids, 'gone'),
    how: fc.constantFrom(...KNOWLEDGE_MEANS),
    turn: fc.integer({ min: 0, max: 20 }),
    name: fc.constantFrom('SEEN1', 'SEEN2', 'OLDNAME'),
    type: fc.option(fc.integer({ min: 0, max: 8 })),
    status: fc.option(fc.constantFrom('none', 'outpost', 'settlement', 'world') as fc.Arbitrary<'none'>),
    warpPoints: fc.array(fc.record({ letter: fc.constantFrom(...'ABCDEFG'), leadsTo: fc.option(fc.record({ systemId: fc.constantFrom(...ids), letter: fc.constantFrom(...'ABCDEFG') })) }), { maxLength: 4 }),
  });

  it('holds for any set of records', () => {
    fc.assert(
      fc.property(fc.array(arbRecord, { maxLength: 40 }), fc.constantFrom('e1', 'e2'), (raw, empire) => {
        const records: Knowledge[] = raw.map((r) => ({ gameId: 'g', id: knowledgeId(r.empireId, r.systemId), ...r }));
        const view = empireView(map, records, empire);
        const mine = new Map<string, SystemKnowledge>();
        for (const r of records) {
          const typed = asSystemKnowledge(r);
          if (typed && typed.empireId === empire && ids.includes(typed.systemId)) mine.set(typed.systemId, typed);
        }
        const unknownNames = new Set(map.systems.filter((s) => !mine.has(s.id)).map((s) => s.name));
        for (const s of view.systems) {
          const k = mine.get(s.id);
          expect(k).toBeDefined();
          expect(s.name).toBe(k?.name);
          expect(unknownNames.has(s.name)).toBe(false);
          if (s.type !== null) expect(['explored', 'received', 'observed']).toContain(k?.how);
          if (s.type !== null) expect(s.type).toBe(k?.type);
          // NOVA: 6.7: X "will also report as detailed in the O order": a status is shown once explored (or received), as recorded.
          if (s.status !== null) expect(['explored', 'received', 'observed']).toContain(k?.how);
          if (s.status !== null) expect(s.status).toBe(k?.status);
          for (const p of s.warpPoints) {
            expect(k?.warpPoints.some((q) => q.letter === p.letter)).toBe(true);
            if (p.leadsTo) expect(mine.has(p.leadsTo.systemId)).toBe(true);
          }
        }
        const shown = new Set(view.systems.map((s) => s.id));
        expect(shown.size).toBe(mine.size);
        for (const line of view.lines) expect(shown.has(line.a) && shown.has(line.b)).toBe(true);
        // No truth field leaks: the view carries no owner, colonies, installations or notes.
        expect(JSON.stringify(view)).not.toMatch(/ownerId|colonies|installations|notes/);
      }),
      { numRuns: 300 },
    );
  });
});
