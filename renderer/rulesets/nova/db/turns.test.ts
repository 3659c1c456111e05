import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive, type GameRecords } from '../../../../shared/format/archive';
import { diffRuns, isEmptyDiff } from '../../../../shared/rulesets/nova/turn/diff';
import { worldNames } from '../../../../shared/rulesets/nova/turn/describe';
import { engineOrders } from '../../../../shared/rulesets/nova/turn/orders-input';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { TurnDecisions } from '../../../../shared/rulesets/nova/turn/types';
import { sameWorld, UNIT_SCRATCH, worldFromRecords, worldRows } from '../../../../shared/rulesets/nova/turn/world';
import { duplicateGame, insertGame, loadGameRecords } from '../../../db/games';
import { WarpdeskDb } from '../../../db/schema';
import { backupRecords, BACKUP_CHAIN, downloadBackup, listBackups } from '../../../db/backups';
import { unpackRecords } from '../../../db/packed';
import { setSitrepEdit } from './report-edits';
import { startFirstTurn, commitTurn, listTurnRecords, unpackTurn, loadTurnDecisions, loadTurnWorlds, reopenTurn, setTurnDecision, TURN_EVENT_KIND, type OpenTurnRecord } from './turns';
import { RULESETS } from '../../../../shared/rulesets/index';

let db: WarpdeskDb;
let counter = 0;
afterEach(() => db?.close());

function sample(): GameRecords {
  const read = readArchive(readFileSync(new URL('../../../../resources/samples/nova-sample.warpdesk.json', import.meta.url), 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample does not read');
  return read.value.records;
}

async function freshGame(): Promise<string> {
  db = new WarpdeskDb(`warpdesk-turns-test-${++counter}`);
  const records = sample();
  await insertGame(db, records);
  return records.game.id;
}

/** A dry run of the game's current turn, as the Turn screen makes it, its battles auto-resolved and stored as rulings. */
async function dryRun(gameId: string): Promise<{ run: TurnRun; orders: GameRecords['orders']; decisions: TurnDecisions }> {
  const records = await loadGameRecords(db, gameId);
  if (!records) throw new Error('no game');
  const turn = records.game.turn;
  const orders = records.orders.filter((o) => o.turn === turn);
  const stored = await loadTurnDecisions(db, gameId, turn);
  const auto = runTurnResolvingBattles({ world: worldFromRecords(records, turn), orders: engineOrders(records.empires, orders, turn), decisions: stored, seed: records.game.seed, settings: records.game.settings });
  if (auto.failed.length > 0) throw new Error(`battles not resolved: ${auto.failed.map((f) => f.reason).join('; ')}`);
  if (JSON.stringify(auto.decisions) !== JSON.stringify(stored)) await setTurnDecision(db, gameId, turn, () => auto.decisions);
  return { run: auto.run, orders, decisions: auto.decisions };
}

describe('the open turn and its rulings', () => {
  it('stores rulings as they are made, and refuses them once the turn is committed', async () => {
    const gameId = await freshGame();
    // The sample's open turn holds only the GM's log of one paper message (NOVA 6.4).
    const logged = (await loadTurnDecisions(db, gameId, 1)).messages;
    expect(await loadTurnDecisions(db, gameId, 1)).toEqual({ messages: logged });
    await setTurnDecision(db, gameId, 1, (d) => ({ ...d, treasuries: { concord: { value: { mcr: 400, afterStep: 'A' }, note: 'loan from the bank' } } }));
    await setTurnDecision(db, gameId, 1, (d) => ({ ...d, dice: { 'L:x': { value: 3, note: 'physical die' } } }));
    expect(await loadTurnDecisions(db, gameId, 1)).toEqual({
      messages: logged,
      treasuries: { concord: { value: { mcr: 400, afterStep: 'A' }, note: 'loan from the bank' } },
      dice: { 'L:x': { value: 3, note: 'physical die' } },
    });
    expect(await db.turns.get([gameId, 1])).toMatchObject({ status: 'open' });

    const { run, orders, decisions } = await dryRun(gameId);
    await commitTurn(db, gameId, run, orders, decisions);
    await expect(setTurnDecision(db, gameId, 1, () => ({}))).rejects.toThrow('Turn 1 is committed');
    expect((await loadTurnDecisions(db, gameId, 1)).dice).toBeDefined();
  });
});

describe('the pregame', () => {
  it('ends once: the game moves from turn 0 to turn 1', async () => {
    const gameId = await freshGame();
    await db.games.update(gameId, { turn: 0 });
    await startFirstTurn(db, gameId);
    expect((await db.games.get(gameId))?.turn).toBe(1);
    await expect(startFirstTurn(db, gameId)).rejects.toThrow('The game is already at turn 1');
  });

  it('completes an empire\'s initial position when it starts (NOVA: 8.4): the Home Star\'s IC and 2 SDUs, a portable IC', async () => {
    const gameId = await freshGame();
    await db.games.update(gameId, { turn: 0 });
    const empire = (await db.collectionTable('empires').where('gameId').equals(gameId).toArray())[0] as unknown as { id: string; homeSystemId: string };
    const systems = db.collectionTable('systems');
    const home = (await systems.get([gameId, empire.homeSystemId])) as unknown as { installations: Record<string, number> };
    await systems.put({ ...home, installations: {} } as never);
    const units = db.collectionTable('units');
    const all = (await units.where('gameId').equals(gameId).toArray()) as unknown as { id: string; empireId: string; kind: string }[];
    for (const ic of all.filter((u) => u.empireId === empire.id && u.kind === 'IC')) await units.delete([gameId, ic.id]);
    await startFirstTurn(db, gameId);
    expect(((await systems.get([gameId, empire.homeSystemId])) as unknown as { installations: Record<string, number> }).installations).toEqual({ IC: 1, SDU: 2 });
    expect(await units.get([gameId, `ic-${empire.id}`])).toMatchObject({ kind: 'IC', systemId: empire.homeSystemId, established: false });
  });

  it('writes the Home Star Type the empire chose (NOVA: VARIABLE HOMESTAR) and puts the MCr saved for turn one in a treasury at 0 (OPTIONAL FORCES)', async () => {
    const gameId = await freshGame();
    await db.games.update(gameId, { turn: 0 });
    const empires = db.collectionTable('empires');
    const empire = (await empires.where('gameId').equals(gameId).toArray())[0] as unknown as { id: string; name: string; homeSystemId: string; nova: object };
    await empires.update([gameId, empire.id], { treasury: 0, nova: { ...empire.nova, homestarType: 6 } } as never);
    const notes = await startFirstTurn(db, gameId);
    const home = (await db.collectionTable('systems').get([gameId, empire.homeSystemId])) as unknown as { name: string; type: number; status: string };
    expect([home.type, home.status]).toEqual([6, 'world']);
    // The sample's pregame leaves 366 MCr of 3500; Type 6 adds 800.
    expect(((await empires.get([gameId, empire.id])) as unknown as { treasury: number }).treasury).toBe(1166);
    expect(notes).toEqual(expect.arrayContaining([expect.stringContaining(`${home.name}: Home Star set to Type 6`), `${empire.name}: treasury set to the 1166 MCr its pregame leaves (OPTIONAL FORCES: MCr saved for turn one)`]));
  });
});

describe('committing a turn', () => {
  it('writes a backup, the world after the turn, the immutable record with its events once, dice rows, and moves to turn 2', async () => {
    const gameId = await freshGame();
    const before = await loadGameRecords(db, gameId);
    await setTurnDecision(db, gameId, 1, (d) => ({ ...d, treasuries: { concord: { value: { mcr: 999, afterStep: 'end' }, note: 'audit' } } }));
    const { run, orders, decisions } = await dryRun(gameId);
    expect(run.pending).toEqual([]);
    const record = await commitTurn(db, gameId, run, orders, decisions);

    const after = await loadGameRecords(db, gameId);
    expect(after?.game.turn).toBe(2);
    expect(after?.empires.find((e) => e.id === 'concord')?.treasury).toBe(999);
    const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
    // The units as the run left them, the engine's scratch (a ship's orders of the turn, how it arrived) not stored.
    expect(byId(after?.units ?? [])).toEqual(byId(worldRows({ ...run.world, gameId }, 'units')));
    expect((after?.units ?? []).filter((u) => UNIT_SCRATCH.some((key) => key in u))).toEqual([]);
    expect(run.world.units.some((u) => 'turnOrders' in u)).toBe(true);
    // Orders, designs and the map are as they were (the sample's sheets stay for the record).
    expect(after?.orders).toEqual(before?.orders);
    expect(after?.warpLines).toEqual(before?.warpLines);

    const stored = await unpackTurn((await db.turns.get([gameId, 1])) as typeof record);
    expect(stored).toMatchObject({ status: 'committed', seed: 'orion-reach', diceSeed: 'orion-reach/turn/1', decisions, events: run.events, rolls: run.rolls });
    expect(stored).toEqual(record);
    // Kept as what changed (issue 18): the sheets by reference, the first turn's world before it as a checkpoint, and the change that restores the world after.
    expect((stored as typeof record).sheets.map((s) => s.id)).toEqual(orders.map((o) => o.id).sort());
    expect(stored).not.toHaveProperty('start');
    const worlds = await loadTurnWorlds(db, gameId, 1);
    if (!worlds.ok) throw new Error(worlds.message);
    expect(sameWorld(worlds.start, worldFromRecords(before as GameRecords, 1))).toBe(true);
    expect(sameWorld(worlds.after, worldFromRecords(after as GameRecords, 1))).toBe(true);

    // The events are kept once, in the record: no event rows.
    const events = await db.events.where('[gameId+turn]').equals([gameId, 1]).toArray();
    expect(events.filter((e) => e.kind === TURN_EVENT_KIND)).toEqual([]);
    const dice = await db.diceRolls.where('[gameId+turn]').equals([gameId, 1]).toArray();
    expect(dice.sort((a, b) => a.seq - b.seq).map((d) => [d.id, d.purpose, d.value])).toEqual(run.rolls.map((r, i) => [`t1.r${i + 1}`, r.key, r.value]));

    const backups = await listBackups(db, gameId);
    expect(backups).toMatchObject([{ turn: 1, reason: 'before committing turn 1' }]);
    const saved: string[] = [];
    const ok = await downloadBackup(db, gameId, backups[0]?.id ?? '', { saveTextFile: async ({ suggestedName, text }) => (saved.push(suggestedName, typeof text === 'string' ? text : text.join('')), true) }, RULESETS);
    expect(ok).toBe(true);
    expect(saved[0]).toMatch(/^Sample- The Orion Reach backup \d{4}-\d\d-\d\d \d\dh\d\d before committing turn 1\.warpdesk\.json$/);
    const backup = readArchive(saved[1] ?? '', RULESETS);
    if (!backup.ok) throw new Error('the backup does not read');
    expect(backup.value.records.game.turn).toBe(1);
    expect(backup.value.records.empires).toEqual(before?.empires);
    expect(backup.value.records.turns).toEqual([{ gameId, number: 1, status: 'open', decisions }]);
    // NOVA: 6.4: the sample's logged paper message is kept with the turn: in the backup, in the committed record, and passed or held by its event.
    expect(decisions.messages?.map((m) => [m.id, m.from, m.to])).toEqual([['m1', 'kessa', 'ys']]);
    expect((stored as typeof record).decisions.messages).toEqual(decisions.messages);
    expect(run.events.filter((e) => e.kind === 'message')).toMatchObject([{ messageId: 'm1', passed: false }]);
  });

  it('refuses a stale dry run, a run of another turn, waiting battles, and a second commit, changing nothing', async () => {
    const gameId = await freshGame();
    const { run, orders, decisions } = await dryRun(gameId);
    const unit = run.start.units[0];
    await db.units.update([gameId, unit?.id ?? ''], { systemId: 's01' });
    await expect(commitTurn(db, gameId, run, orders, decisions)).rejects.toThrow('The game changed since this dry run (units)');
    await db.units.update([gameId, unit?.id ?? ''], { systemId: unit?.systemId ?? null });

    await expect(commitTurn(db, gameId, { ...run, turn: 2 }, orders, decisions)).rejects.toThrow('This dry run is of turn 2, but the game is at turn 1');
    const pending = { ...run, pending: [{ id: 'b.1.s06', kind: 'space' as const, systemId: 's06', empireIds: ['concord', 'vorn'], unitIds: [] }], stoppedAt: 'G' as const };
    await expect(commitTurn(db, gameId, pending, orders, decisions)).rejects.toThrow('A battle still needs a result (b.1.s06): the turn stopped after step G');
    await expect(commitTurn(db, gameId, run, orders.slice(1), decisions)).rejects.toThrow('The orders changed since this dry run');
    await expect(commitTurn(db, gameId, run, orders, { dice: { 'A:x': { value: 1, note: '' } } })).rejects.toThrow('The rulings changed since this dry run');
    expect(await listBackups(db, gameId)).toEqual([]);
    expect((await db.games.get(gameId))?.turn).toBe(1);

    await commitTurn(db, gameId, run, orders, decisions);
    await expect(commitTurn(db, gameId, run, orders, decisions)).rejects.toThrow('is of turn 1, but the game is at turn 2');
  });
});

describe('reopening a turn', () => {
  it('undoes turns n and later, keeps the orders and battles, and a re-run with the same seed finds no difference', async () => {
    const gameId = await freshGame();
    const initial = await loadGameRecords(db, gameId);
    await setTurnDecision(db, gameId, 1, () => ({ treasuries: { vorn: { value: { mcr: 123, afterStep: 'B' }, note: 'fine' } } }));
    const first = await dryRun(gameId);
    await commitTurn(db, gameId, first.run, first.orders, first.decisions);
    const afterOne = await loadGameRecords(db, gameId);
    const second = await dryRun(gameId);
    await commitTurn(db, gameId, second.run, second.orders, second.decisions);
    // A battle fought in the Combat screen during turn 2: not part of the turn engine's rows.
    await db.events.add({ gameId, id: 'battle-1', turn: 2, seq: 0, kind: 'nova-battle' });
    await db.diceRolls.add({ gameId, id: 'battle-1.d1', turn: 2, seq: 1, purpose: 'hit', sides: 10, value: 4 });
    // An order sheet for turn 3, typed after turn 2 was committed.
    await db.orders.add({ gameId, id: 'o.3.concord', empireId: 'concord', turn: 3, lines: [] });

    const removed = await reopenTurn(db, gameId, 1);
    expect(removed).toMatchObject({ number: 1, status: 'committed', events: first.run.events });
    const now = await loadGameRecords(db, gameId);
    expect(now?.game.turn).toBe(1);
    expect(worldFromRecords(now as GameRecords, 1)).toEqual(worldFromRecords(initial as GameRecords, 1));
    expect(now?.orders.map((o) => o.id).sort()).toEqual([...(initial?.orders.map((o) => o.id) ?? []), 'o.3.concord'].sort());
    expect(now?.events.map((e) => e.id)).toEqual(['battle-1']);
    expect(now?.diceRolls.map((d) => d.id)).toEqual(['battle-1.d1']);
    const records = await listTurnRecords(db, gameId);
    expect(records.map((r) => [r.number, r.status])).toEqual([[1, 'open']]);
    const open = await unpackTurn(records[0] as OpenTurnRecord);
    expect(open.decisions).toEqual(first.decisions);
    expect(open.previousRun).toMatchObject({ number: 1, status: 'committed', events: first.run.events, decisions: first.decisions, diceSeed: 'orion-reach/turn/1' });
    // The world after the removed run is turn 2's start, i.e. the game right after turn 1.
    const byId = (units: readonly { id: string }[]) => [...units].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(open.previousRun?.world.units ?? [])).toEqual(byId(afterOne?.units ?? []));
    expect((await listBackups(db, gameId)).map((b) => b.reason)).toEqual(['before reopening turn 1', 'before committing turn 2', 'before committing turn 1']);

    // Same seed, same orders, same rulings: the same run.
    const again = await dryRun(gameId);
    expect(again.run.rolls).toEqual(first.run.rolls);
    const names = worldNames(again.run.world);
    expect(isEmptyDiff(diffRuns({ events: open.previousRun?.events ?? [], world: open.previousRun?.world ?? again.run.world }, again.run, names))).toBe(true);

    // A changed ruling shows as a difference.
    await setTurnDecision(db, gameId, 1, (d) => ({ ...d, treasuries: { vorn: { value: { mcr: 200, afterStep: 'B' }, note: 'fine, corrected' } } }));
    const corrected = await dryRun(gameId);
    const diff = diffRuns({ events: open.previousRun?.events ?? [], world: open.previousRun?.world ?? corrected.run.world }, corrected.run, names);
    expect(diff.events.map((e) => e.change)).toContain('added');
    expect(diff.events.map((e) => e.change)).toContain('removed');
  });

  it("reopens a turn in a copy of the game (whose committed records still name the original's id), leaving the original alone", async () => {
    const gameId = await freshGame();
    const first = await dryRun(gameId);
    await commitTurn(db, gameId, first.run, first.orders, first.decisions);
    const original = await loadGameRecords(db, gameId);
    const copyId = await duplicateGame(db, gameId);
    await reopenTurn(db, copyId, 1);
    const copy = await loadGameRecords(db, copyId);
    expect(copy?.game.turn).toBe(1);
    expect(copy?.units.every((u) => u.gameId === copyId)).toBe(true);
    expect(copy?.units.length).toBe(first.run.start.units.length);
    expect(await loadGameRecords(db, gameId)).toEqual(original);
    // The copy's turn runs again with the same dice.
    const again = await dryRun(copyId);
    expect(again.run.rolls).toEqual(first.run.rolls);
  });

  it('refuses a turn that is not committed, changing nothing', async () => {
    const gameId = await freshGame();
    await expect(reopenTurn(db, gameId, 1)).rejects.toThrow('Turn 1 is not committed');
    expect(await listBackups(db, gameId)).toEqual([]);
  });
});

describe('a long campaign (issue 18: a commit reads what it needs)', () => {
  /** A database that counts the turn records it hands out (a Dexie middleware under every read). */
  async function countingGame(): Promise<{ gameId: string; reads: { turns: number } }> {
    db = new WarpdeskDb(`warpdesk-turns-test-${++counter}`);
    const reads = { turns: 0 };
    db.use({
      stack: 'dbcore',
      name: 'count-turn-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'turns') return table;
          return {
            ...table,
            get: async (req) => {
              const row = await table.get(req);
              if (row) reads.turns++;
              return row;
            },
            getMany: async (req) => {
              const rows = await table.getMany(req);
              reads.turns += rows.filter(Boolean).length;
              return rows;
            },
            query: async (req) => {
              const res = await table.query(req);
              if (req.values) reads.turns += res.result.length;
              return res;
            },
            openCursor: async (req) => {
              const cursor = await table.openCursor(req);
              if (req.values) reads.turns += 1e6; // a cursor over values: counted as reading everything
              return cursor;
            },
          };
        },
      }),
    });
    const records = sample();
    await insertGame(db, records);
    return { gameId: records.game.id, reads };
  }

  it('reads only the newest turn records while the backup chain goes on, and every backup still holds the game as it was', async () => {
    const { gameId, reads } = await countingGame();
    const turns = BACKUP_CHAIN + 6;
    const read: number[] = [];
    const before: GameRecords[] = [];
    for (let n = 1; n <= turns; n++) {
      const { run, orders, decisions } = await dryRun(gameId);
      before.push(await unpackRecords((await loadGameRecords(db, gameId)) as GameRecords));
      reads.turns = 0;
      await commitTurn(db, gameId, run, orders, decisions);
      read.push(reads.turns);
    }
    // The first commit of a chain (turns 1 and BACKUP_CHAIN + 1) reads every record for its whole
    // backup; the others the open turn's and those of the last CHECKPOINT_EVERY (10) turns, for
    // needsCheckpoint: never more than that, however many turns were played.
    for (const [i, n] of read.entries()) {
      const turn = i + 1;
      if (turn === 1 || turn === BACKUP_CHAIN + 1) continue;
      expect(n, `turn records read by the commit of turn ${turn}`).toBeLessThanOrEqual(1 + 10);
    }
    // Each commit's backup opens as the game was just before it.
    const backups = (await listBackups(db, gameId)).reverse();
    expect(backups).toHaveLength(turns);
    const canonical = (r: GameRecords) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Array.isArray(v) ? [...v].map((row) => JSON.stringify(row)).sort() : JSON.stringify(v)]));
    for (const [i, backup] of backups.entries()) {
      const opened = await backupRecords(db, gameId, backup.id, RULESETS);
      if (!opened) throw new Error(`backup ${i + 1} does not open`);
      const { archiveMeta: _meta, ...game } = opened.records.game as typeof opened.records.game & { archiveMeta?: unknown };
      const { archiveMeta: _m, ...expected } = (before[i] as GameRecords).game as GameRecords['game'] & { archiveMeta?: unknown };
      expect({ ...canonical(opened.records), game: JSON.stringify(game) }, `backup before turn ${i + 1}`).toEqual({ ...canonical(before[i] as GameRecords), game: JSON.stringify(expected) });
    }
  }, 60_000);

  it("keeps a sitrep edit of an old committed turn in the next backup, which otherwise does not read that turn's record", async () => {
    const { gameId } = await countingGame();
    for (let n = 1; n <= 4; n++) {
      const { run, orders, decisions } = await dryRun(gameId);
      await commitTurn(db, gameId, run, orders, decisions);
    }
    await setSitrepEdit(db, gameId, 1, 'vorn', 0, 'edited after the fact');
    const { run, orders, decisions } = await dryRun(gameId);
    await commitTurn(db, gameId, run, orders, decisions);
    const newest = (await listBackups(db, gameId))[0];
    const opened = await backupRecords(db, gameId, newest?.id ?? '', RULESETS);
    expect(opened?.records.turns.find((t) => t.number === 1)).toMatchObject({ reportEdits: { vorn: { '0': 'edited after the fact' } } });
  });
});
