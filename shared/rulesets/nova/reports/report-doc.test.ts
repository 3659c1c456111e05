import { describe, expect, it } from 'vitest';
import type { GameRecords } from '../../../format/archive';
import { createGameRecords } from '../../../library/new-game';
import { sampleEvents, sampleWorld } from './fixture';
import { defaultTurnChoice, DRY_RUN, MASTER, reportSource, shownDocument, turnChoices } from './report-doc';

const { start, world } = sampleWorld();
const base = createGameRecords({ name: 'Rulebook sample', ruleset: 'nova', empireNames: [] }, 'g', '2026-01-01T00:00:00.000Z');
const turn12 = { gameId: 'g', number: 12, status: 'committed', start, events: sampleEvents(), rolls: [], reportEdits: { virus: { '1': 'MD7 is ready' } } } as unknown as GameRecords['turns'][number];
const records: GameRecords = { ...base, game: { ...base.game, turn: 13 }, ...world, turns: [{ ...turn12, number: 11 } as GameRecords['turns'][number], turn12] };

describe('turn choices', () => {
  it('offers the open turn’s dry run, then the committed turns newest first, and opens on the newest committed', () => {
    const choices = turnChoices(records);
    expect(choices.map((c) => c.label)).toEqual(['Turn 13 (dry run preview)', 'Turn 12', 'Turn 11']);
    expect(defaultTurnChoice(choices)).toBe('12');
    expect(defaultTurnChoice(turnChoices({ ...records, turns: [] }))).toBe(DRY_RUN);
    // The pregame has no turn to run.
    expect(turnChoices({ ...records, game: { ...records.game, turn: 0 }, turns: [] })).toEqual([]);
  });
});

describe('reportSource and shownDocument', () => {
  it('reads a committed turn with its edits and dice, and shows the edited packet with its leak check', () => {
    const source = reportSource(records, '12');
    if (!source.ok) throw new Error(source.message);
    expect(source.committed).toBe(true);
    expect(source.edits).toEqual({ virus: { '1': 'MD7 is ready' } });
    const doc = shownDocument(source, 'virus', 'packet', 'a4');
    expect(doc.kind).toBe('packet');
    expect(doc.leaks).toEqual([]);
    expect(doc.fileBase).toBe(`rulebook-sample-${doc.packet.code}-virus`);
    expect(doc.html).toContain('MD7 is ready');
    expect(doc.engineItems[1]?.runs).toEqual([{ kind: 'text', text: 'MD7 in' }]);
    expect(doc.unusedEdits).toEqual([]);
    const far = reportSource({ ...records, turns: [{ ...turn12, reportEdits: { virus: { '1': 'x', '30': 'y' } } } as unknown as GameRecords['turns'][number]] }, '12');
    if (!far.ok) throw new Error(far.message);
    expect(shownDocument(far, 'virus', 'packet', 'a4').unusedEdits).toEqual([30]);
  });

  it('says why a turn cannot be shown', () => {
    const broken = { ...records, turns: [{ ...turn12, start: undefined } as unknown as GameRecords['turns'][number]] };
    expect(reportSource(broken, '12')).toEqual({ ok: false, message: 'turn 12 cannot be read: it has no "checkpoint" (the world before the turn) and no earlier turn\'s changes lead to it' });
    expect(reportSource(records, '7')).toMatchObject({ ok: false, message: expect.stringContaining('no committed turn 7') });
  });

  it('shows the master report (not leak-checked) and a blank sheet carrying the empire’s next code', () => {
    const source = reportSource(records, '12');
    if (!source.ok) throw new Error(source.message);
    const master = shownDocument(source, MASTER, 'packet', 'letter');
    expect([master.kind, master.leaks, master.fileBase]).toEqual(['master', null, 'rulebook-sample-turn-12-gm-master-report']);
    const blank = shownDocument(source, 'klaatu', 'blank', 'a4');
    expect([blank.kind, blank.leaks, blank.packet.empireName]).toEqual(['blank', null, 'KLAATU']);
    expect(blank.packet.code).toMatch(/^T13-02-/);
    expect(blank.fileBase).toBe(`rulebook-sample-${blank.packet.code}-klaatu-order-sheet`);
    const none = shownDocument(source, 'nobody', 'blank', 'a4');
    expect(none.fileBase).toBe('rulebook-sample-turn-13-blank-order-sheet');
  });
});
