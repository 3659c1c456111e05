/**
 * The battle file of `warpdesk gd battle` (docs/cli.md): either a whole battle record (battle/model.ts
 * `battleSchema`, with its combatants), or the short form the GM writes by hand: two sides with their
 * forces as unit counts, a planet's GBDS and ODS on the defender's side.
 *
 *   { "kind": "space", "where": "3024",
 *     "sides": [ { "name": "Race A", "force": { "DD": 3, "CA": 2, "BB": 1 } },
 *                { "name": "Race B", "force": { "CV": 1, "Ftr": 12, "FF": 6 }, "defender": true } ] }
 */
import { z } from 'zod';
import { combatant, forceCombatants, odsCombatant, side } from '../battle/build';
import { allocationPolicySchema, battleSchema, BATTLE_KINDS, type Battle } from '../battle/model';
import { raceOf } from '../rules/races';
import { UNIT_CODES } from '../rules/units';

const shortSideSchema = z.object({
  id: z.string().min(1).regex(/^[A-Za-z0-9_-]+$/).optional(),
  name: z.string().min(1),
  force: z.partialRecord(z.enum(UNIT_CODES), z.int().min(0)).default({}),
  defender: z.boolean().default(false),
  policy: z.union([z.enum(['level', 'cheapfirst', 'focus']), allocationPolicySchema]).default('level'),
  /** Fixed defences (the defender of an orbital battle): GBDS, Shipyards, an ODS by race. */
  gbds: z.int().min(0).default(0),
  shipyards: z.int().min(0).default(0),
  ods: z.string().nullable().default(null),
  /** Alternate Terran Naval Option (App N). */
  terranAlternate: z.boolean().default(false),
  /** A non-player side (pirates, neutrals): scores no VP. */
  nonPlayer: z.boolean().default(false),
});

const shortBattleSchema = z.object({
  id: z.string().min(1).default('B1'),
  kind: z.enum(BATTLE_KINDS).default('space'),
  where: z.string().default(''),
  sides: z.tuple([shortSideSchema, shortSideSchema]),
  maxRounds: z.int().min(1).default(100),
  method: z.enum(['dice', 'table']).default('dice'),
});

/** Reads a battle file: a battle record, or the short form. Problems name their place. */
export function readBattleFile(text: string): { ok: true; battle: Battle } | { ok: false; problems: { where: string; message: string }[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ where: '(the whole file)', message: `not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  if (typeof json === 'object' && json !== null && 'combatants' in json) {
    const full = battleSchema.safeParse(json);
    if (full.success) return { ok: true, battle: full.data };
    return { ok: false, problems: full.error.issues.map((i) => ({ where: i.path.map(String).join('.') || '(battle)', message: i.message })) };
  }
  const short = shortBattleSchema.safeParse(json);
  if (!short.success) return { ok: false, problems: short.error.issues.map((i) => ({ where: i.path.map(String).join('.') || '(battle)', message: i.message })) };
  const b = short.data;
  const ids = b.sides.map((s, i) => s.id ?? (i === 0 ? 'A' : 'B'));
  if (ids[0] === ids[1]) return { ok: false, problems: [{ where: 'sides.1.id', message: 'the two sides need different ids' }] };
  const problems: { where: string; message: string }[] = [];
  b.sides.forEach((s, i) => {
    if (s.ods && !raceOf(s.ods)) problems.push({ where: `sides.${i}.ods`, message: `no race "${s.ods}" (a race code such as S, or an id such as terran)` });
  });
  if (problems.length > 0) return { ok: false, problems };
  const combatants = b.sides.flatMap((s, i) => {
    const id = ids[i] as string;
    const out = forceCombatants(id, `${id}.`, s.force, { terranAlternate: s.terranAlternate, ground: b.kind === 'ground' });
    for (let k = 1; k <= s.gbds; k++) out.push(combatant(id, `${id}.GBDS${k}`, 'GBDS', { label: `GBDS ${k}` }));
    for (let k = 1; k <= s.shipyards; k++) out.push(combatant(id, `${id}.SY${k}`, 'SY', { label: `Shipyard ${k}` }));
    if (s.ods) out.push(odsCombatant(id, `${id}.ODS`, raceOf(s.ods)?.code ?? s.ods));
    return out;
  });
  const policy = (p: (typeof b.sides)[number]['policy']) => (typeof p === 'string' ? { kind: p, protect: [] } : p);
  const battle: Battle = {
    id: b.id,
    kind: b.kind,
    where: b.where,
    sides: [
      side(ids[0] as string, b.sides[0].nonPlayer ? 'pirate' : (ids[0] as string), b.sides[0].name, { defender: b.sides[0].defender, policy: policy(b.sides[0].policy), miAboard: b.kind === 'ground' ? 0 : (b.sides[0].force.MI ?? 0), scores: !b.sides[0].nonPlayer }),
      side(ids[1] as string, b.sides[1].nonPlayer ? 'pirate' : (ids[1] as string), b.sides[1].name, { defender: b.sides[1].defender, policy: policy(b.sides[1].policy), miAboard: b.kind === 'ground' ? 0 : (b.sides[1].force.MI ?? 0), scores: !b.sides[1].nonPlayer }),
    ],
    combatants,
    round: 0,
    freeRoundPending: b.kind === 'orbital' && combatants.some((c) => c.groundBased && b.sides[ids.indexOf(c.sideId)]?.defender),
    vpEligible: true,
    maxRounds: b.maxRounds,
    method: b.method,
    orphanFighters: 'lost',
    result: null,
  };
  return { ok: true, battle };
}

/** Forced dice: a JSON list of faces (all groups in order), or an object of lists by roll group. */
export function readDiceFile(text: string): { ok: true; dice: readonly number[] | Readonly<Record<string, readonly number[]>> } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A plain list of faces separated by spaces, commas or lines.
    const faces = text.split(/[\s,]+/).filter(Boolean);
    if (faces.every((f) => /^\d+$/.test(f))) return { ok: true, dice: faces.map(Number) };
    return { ok: false, message: 'the dice file must be a JSON list of faces, an object of lists by roll group, or faces separated by spaces' };
  }
  const list = z.array(z.int().min(0).max(20)).safeParse(json);
  if (list.success) return { ok: true, dice: list.data };
  const groups = z.record(z.string(), z.array(z.int().min(0).max(20))).safeParse(json);
  if (groups.success) return { ok: true, dice: groups.data };
  return { ok: false, message: 'the dice file must be a JSON list of faces (0–10 for a d10, 0 reading 10) or an object of such lists by roll group' };
}
