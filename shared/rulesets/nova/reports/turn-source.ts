/**
 * Where a turn's packets come from: a committed turn record of the archive (the `turns`
 * collection: its numbered events, the worlds before and after it restored from the history),
 * or a dry run of the open turn (a preview). And every packet built
 * with its leak check, as exports need it.
 */
import type { GameRecords } from '../../../format/archive';
import type { TurnEvent } from '../turn/events';
import { runTurnResolvingBattles } from '../turn/auto-battles';
import { turnWorlds } from '../turn/history';
import { buildPacket, type PacketInput } from './build-packet';
import { leakCheck, type Leak, type LeakUniverse } from './leak-check';
import type { Packet } from './packet-model';
import { empireKnowledgeOf } from './viewer';
import { turnInputOf } from '../turn/turn-input';

export type TurnSource = { ok: true; input: PacketInput } | { ok: false; message: string };

/** The committed turn `turn` of the archive, ready to make packets from; a message when it cannot be. */
export function committedTurnSource(records: GameRecords, turn: number): TurnSource {
  const committed = records.turns.filter((t) => t.status === 'committed').sort((a, b) => a.number - b.number);
  const record = committed.find((t) => t.number === turn);
  if (!record) {
    const list = committed.map((t) => t.number);
    return { ok: false, message: `the archive has no committed turn ${turn}${list.length ? ` (committed turns: ${list.join(', ')})` : ' (no turn has been committed yet)'}` };
  }
  const events = record.events;
  if (!Array.isArray(events)) return { ok: false, message: `turn ${turn} cannot be read: it has no "events" list` };
  // The worlds before and after the turn, restored from the history (shared/rulesets/nova/turn/history.ts).
  const worlds = turnWorlds(records, turn);
  if (!worlds.ok) return { ok: false, message: worlds.message };
  return { ok: true, input: { game: records.game, turn, start: worlds.start, world: worlds.after, events: events as TurnEvent[] } };
}

/**
 * A dry run of the open turn (game.turn) with the orders and rulings stored for it, battles
 * without a ruling resolved with the default tactics: packets marked PREVIEW.
 */
export function dryRunSource(records: GameRecords): TurnSource {
  const turn = records.game.turn;
  const { run, failed } = runTurnResolvingBattles(turnInputOf(records).input);
  if (run.stoppedAt) return { ok: false, message: `the dry run of turn ${turn} stopped after step ${run.stoppedAt}: ${failed.map((f) => `${f.battleId}: ${f.reason}`).join('; ') || 'battles need a result first'}` };
  return { ok: true, input: { game: records.game, turn, start: run.start, world: run.world, events: run.events, preview: true } };
}

/** The names the leak check looks for: everything in the game before and after the turn. */
export function leakUniverse(input: PacketInput): LeakUniverse {
  const units = new Map(input.world.units.map((u) => [u.id, u]));
  for (const u of input.start?.units ?? []) if (!units.has(u.id)) units.set(u.id, u);
  return { systems: input.world.systems, empires: input.world.empires, units: [...units.values()], designs: input.world.designs };
}

export interface CheckedPacket {
  packet: Packet;
  leaks: Leak[];
}

/** Every empire's packet with its leak check (NOVA: 7.4), in the GM's order of empires. */
export function checkedPackets(input: PacketInput): CheckedPacket[] {
  const universe = leakUniverse(input);
  return [...input.world.empires]
    .sort((a, b) => a.position - b.position)
    .map((e) => {
      const packet = buildPacket(input, e.id);
      return { packet, leaks: leakCheck(packet, empireKnowledgeOf(input.world, e.id, input.start?.units ?? []), universe) };
    });
}
