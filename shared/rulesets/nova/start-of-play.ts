/**
 * What the start of turn 1 carries out (NOVA: GAME START PROCEDURE 8.3, INITIAL PLAYER POSITION,
 * VARIABLE HOMESTAR, OPTIONAL FORCES 8.4), as one pure function of the game's records:
 * - INITIAL PLAYER POSITION: each Home Star's established IC and 2 SDUs, each empire's portable
 *   IC (map/initial-position.ts);
 * - VARIABLE HOMESTAR: "Any player may permanently reduce the TYPE rating of their Home Star" —
 *   the Type the empire chose pregame (and paid for: +400 MCr a level) is written on the map,
 *   so production follows it from turn 1; the home star stays a World;
 * - OPTIONAL FORCES: "MCr may be saved for use on turn one if the player wishes" — an empire
 *   whose treasury is still 0 gets what its pregame leaves (a treasury the GM set is kept).
 * `notes` says, one line each, what was changed and why, for the GM.
 */
import type { GameRecords } from '../../format/records';
import type { Empire, Unit } from '../../model/entities';
import { completeInitialPosition } from './map/initial-position';
import { pregameBudgets } from './pregame-checklist';
import { homestarTypeMismatch } from './pregame';
import { novaRecords, type NovaSystem } from './records';

export interface StartOfPlay {
  /** Systems changed (installations completed, home star Type set). */
  systems: NovaSystem[];
  /** Units added (portable ICs). */
  units: Unit[];
  /** Empires changed (treasury). */
  empires: Empire[];
  notes: string[];
}

export function startOfPlay(all: GameRecords): StartOfPlay {
  const records = novaRecords(all);
  const notes: string[] = [];
  const made = completeInitialPosition(records.game.id, records.empires, records.systems, records.units);
  const systems = new Map(made.systems.map((s) => [s.id, s]));
  for (const s of made.systems) {
    const before = records.systems.find((x) => x.id === s.id);
    const added = Object.keys(s.installations).filter((code) => before?.installations[code] === undefined);
    notes.push(`${s.name}: Home Star given its ${added.map((c) => (c === 'IC' ? 'established IC' : '2 SDUs')).join(' and ')} (INITIAL PLAYER POSITION)`);
  }
  for (const u of made.units) notes.push(`${records.empires.find((e) => e.id === u.empireId)?.name ?? u.empireId}: portable IC added at its Home Star (INITIAL PLAYER POSITION)`);

  const empires: Empire[] = [];
  for (const { empire, budget, home } of pregameBudgets(all)) {
    const current = home ? (systems.get(home.id) ?? home) : undefined;
    const mismatch = homestarTypeMismatch(empire, current);
    if (current && mismatch) {
      systems.set(current.id, { ...current, type: mismatch.chosen, status: 'world' });
      notes.push(`${current.name}: Home Star set to Type ${mismatch.chosen} (was Type ${mismatch.map} on the map), as ${empire.name} chose pregame (VARIABLE HOMESTAR)`);
    }
    if (empire.treasury === 0 && budget.left > 0) {
      empires.push({ ...empire, treasury: budget.left });
      notes.push(`${empire.name}: treasury set to the ${budget.left} MCr its pregame leaves (OPTIONAL FORCES: MCr saved for turn one)`);
    }
  }
  return { systems: [...systems.values()], units: made.units, empires, notes };
}

/**
 * The game's records with the start of turn 1 carried out (`startOfPlay`) and the game moved from
 * turn 0 to turn 1: what the Turn screen's *Start turn 1* writes (renderer/rulesets/nova/db/turns.ts
 * `startFirstTurn`), for `warpdesk turn run` on a game still in its pregame. Changed systems and
 * empires replace theirs by id; added units are appended. Pure; `records` is not changed.
 */
export function withStartOfPlay(records: GameRecords): { records: GameRecords; notes: string[] } {
  const made = startOfPlay(records);
  const systems = new Map<string, GameRecords['systems'][number]>(made.systems.map((s) => [s.id, s]));
  const empires = new Map(made.empires.map((e) => [e.id, e]));
  return {
    records: {
      ...records,
      game: { ...records.game, turn: 1 },
      systems: records.systems.map((s) => systems.get(s.id) ?? s),
      empires: records.empires.map((e) => empires.get(e.id) ?? e),
      units: [...records.units, ...made.units],
    },
    notes: made.notes,
  };
}
