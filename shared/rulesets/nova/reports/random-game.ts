/**
 * A generated game after a generated turn, for the leak check's property test and the
 * packets benchmark: a map from shared/map/generate.ts, empires with home stars, random
 * knowledge (explored, observed, jumped into, lines travelled), ships with cargo, contacts
 * with private aliases, and a turn's events of every kind a sitrep reads (jumps into new
 * systems, contacts, battles with losses and damage, ACL, establishments, research, errors,
 * money). Same options, same game. Events follow the fog-of-war contract: each names its
 * audience and the aliases each viewer knows; knowledge after the turn holds what the turn
 * taught (an explored system is in the explorer's knowledge).
 */
import { learnLine, learnSystem, asSystemKnowledge } from '../map/knowledge';
import { generateMap } from '../map/generate';
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaDesignRow, NovaUnit } from '../records';
import { Dice, seedRng } from '../../../rng';
import type { TurnEvent } from '../turn/events';
import type { EmpireContact, TurnWorld } from '../turn/types';
import type { PacketInput } from './build-packet';

export interface RandomGameOptions {
  systems: number;
  empires: number;
  seed: string;
  /** Warp lines each empire has travelled before the turn (a random walk from its home); 2–9 when not given. */
  explore?: number;
  /** Ships per empire before the turn. */
  ships?: number;
  turn?: number;
  /**
   * Events per empire that name anything at all (random systems, units, empires), as a buggy
   * step might: the packet must still name only what the empire knows. 0 by default.
   */
  noise?: number;
}

const G = 'rg';
const SHIP_WORDS = ['Lance', 'Warden', 'Comet', 'Vigil', 'Spear', 'Lantern', 'Raven', 'Harrow'];

export function randomGame(o: RandomGameOptions): PacketInput {
  const dice = new Dice(seedRng(`packets:${o.seed}`));
  const turn = o.turn ?? 5;
  const empireIds = Array.from({ length: o.empires }, (_, i) => `e${i + 1}`);
  const map = generateMap({ systems: o.systems, linesPerSystem: 4, empireIds, seed: o.seed, gameId: G });
  const empires: Empire[] = empireIds.map((id, i) => ({ gameId: G, id, name: `Realm ${String.fromCharCode(75 + (i % 15))}${i}`, position: i + 1, playerName: `Player ${i + 1}`, playerContact: '', color: '#2f7fd8', homeSystemId: map.homes.get(id) ?? null, treasury: 100 + dice.int(300), notes: '' }));
  const systems = structuredClone(map.systems);
  for (const e of empires) {
    const home = systems.find((s) => s.id === e.homeSystemId);
    if (home) Object.assign(home, { ownerId: e.id, status: 'world', colonies: 3, homeStar: true });
  }
  const byId = new Map(systems.map((s) => [s.id, s]));
  const neighbours = (id: string) => map.lines.flatMap((l) => (l.a === id ? [{ line: l, to: l.b, letter: l.aLetter, back: l.bLetter }] : l.b === id ? [{ line: l, to: l.a, letter: l.bLetter, back: l.aLetter }] : []));

  // Knowledge before the turn: the home observed, a random walk of lines travelled from it, some systems received.
  let knowledge: Knowledge[] = [];
  const put = (k: Knowledge) => (knowledge = [...knowledge.filter((x) => x.id !== k.id), k]);
  for (const e of empires) {
    const home = byId.get(e.homeSystemId ?? '');
    if (!home) continue;
    put(learnSystem(home, map.lines, e.id, 'observed', 1, null) as Knowledge);
    let at = home.id;
    const steps = o.explore ?? 2 + dice.int(8);
    for (let step = 0; step < steps; step++) {
      const options = neighbours(at);
      if (options.length === 0) break;
      const hop = dice.pick(options);
      for (const c of learnLine(systems, map.lines, knowledge, e.id, hop.line, 1 + dice.int(turn))) if (c.after) put(c.after);
      if (dice.int(2) === 0) {
        const prev = knowledge.find((k) => k.empireId === e.id && k.systemId === hop.to);
        put(learnSystem(byId.get(hop.to)!, map.lines, e.id, dice.pick(['explored', 'observed'] as const), 1 + dice.int(turn), prev ? asSystemKnowledge(prev) : null) as Knowledge);
      }
      at = hop.to;
    }
  }
  const knownBy = (empireId: string) => knowledge.filter((k) => k.empireId === empireId).map((k) => k.systemId);

  // Contacts with private aliases (NOVA: 6.4): letters for Normal, numbers for Minor, the real name for Full.
  for (const e of empires) {
    const contacts: EmpireContact[] = [];
    let letter = 0;
    let number = 0;
    for (const other of empires) {
      if (other.id === e.id || dice.int(3) !== 0) continue;
      const level = dice.pick(['minor', 'normal', 'full'] as const);
      const alias = level === 'full' ? other.name : level === 'normal' ? `Empire ${String.fromCharCode(65 + letter++)}` : `PLAYER ${++number}`;
      contacts.push({ empireId: other.id, level, alias, since: 1 });
    }
    (e as Empire & { contacts: EmpireContact[] }).contacts = contacts;
  }
  const aliasOf = (viewer: string, other: string) => ((empires.find((x) => x.id === viewer) as Empire & { contacts: EmpireContact[] }).contacts.find((c) => c.empireId === other)?.alias);
  const aliasesFor = (viewers: string[], others: string[]) => Object.fromEntries(viewers.map((v) => [v, Object.fromEntries(others.flatMap((o) => (aliasOf(v, o) ? [[o, aliasOf(v, o) as string]] : [])))]));

  const designs: NovaDesignRow[] = empires.map((e, i) => ({ gameId: G, id: `${e.id}-d`, empireId: e.id, kind: 'ship', name: `${SHIP_WORDS[i % SHIP_WORDS.length]} class ${i}` }));
  const startUnits: NovaUnit[] = [];
  empires.forEach((e, i) => {
    const places = knownBy(e.id);
    for (let n = 0; n < (o.ships ?? 6); n++) {
      const id = `${e.id}-s${n}`;
      startUnits.push({ gameId: G, id, empireId: e.id, kind: 'ship', name: `${SHIP_WORDS[(i + n) % SHIP_WORDS.length]} ${i}-${n}`, systemId: dice.pick(places), designId: `${e.id}-d` });
      if (dice.int(3) === 0) startUnits.push({ gameId: G, id: `${id}-c`, empireId: e.id, kind: 'C', name: `C ${n + 1}`, systemId: null, carriedBy: id });
    }
  });
  const start: TurnWorld = { gameId: G, turn, empires: structuredClone(empires), systems: structuredClone(systems), warpLines: map.lines, units: structuredClone(startUnits), designs, knowledge: [...knowledge] };

  // The turn: each ship may jump along a line (exploring where it lands), then meetings and battles.
  const events: TurnEvent[] = [];
  const own = (empireId: string, systemId: string | null, data: object, audience = [empireId], aliases: TurnEvent['aliases'] = {}) => events.push({ step: 'H', empireId, systemId, audience, aliases, ...data } as TurnEvent);
  const units = structuredClone(startUnits);
  for (const u of units) {
    if (u.kind !== 'ship' || !u.systemId || dice.int(2) === 0) continue;
    const hop = dice.pick(neighbours(u.systemId));
    const from = u.systemId;
    u.systemId = hop.to;
    for (const c of units) if (c.carriedBy === u.id) c.systemId = null;
    own(u.empireId, hop.to, { kind: 'jumped', unitIds: [u.id], fromSystemId: from, fromLetter: hop.letter, toLetter: hop.back, retreating: false });
    for (const c of learnLine(systems, map.lines, knowledge, u.empireId, hop.line, turn)) if (c.after) put(c.after);
    const prev = knowledge.find((k) => k.empireId === u.empireId && k.systemId === hop.to);
    const learnt = learnSystem(byId.get(hop.to)!, map.lines, u.empireId, 'explored', turn, prev ? asSystemKnowledge(prev) : null, hop.back);
    put(learnt as Knowledge);
    own(u.empireId, hop.to, { kind: 'explored', how: 'explored', unitIds: [u.id], type: learnt.type, letters: learnt.warpPoints.map((p) => p.letter), via: { fromSystemId: from, fromLetter: hop.letter, toLetter: hop.back }, aliensPresent: dice.int(4) === 0 ? ['AOP'] : [], status: null });
  }
  const lostIds = new Set<string>();
  for (const s of systems) {
    const here = [...new Set(units.filter((u) => u.systemId === s.id && u.kind === 'ship').map((u) => u.empireId))];
    if (here.length < 2) continue;
    const [a, b] = here as [string, string];
    const outcome = dice.pick(['friendly', 'neutral', 'hostile'] as const);
    for (const [me, them] of [[a, b], [b, a]] as const) {
      own(me, s.id, { kind: 'contact', otherEmpireId: them, code: 1 + dice.int(13), orders: ['F', 'H'], outcome, newLevel: null, alienShips: units.filter((u) => u.systemId === s.id && u.empireId === them).length, aborted: dice.int(4) === 0 ? ['X'] : [], notices: dice.int(4) === 0 ? ['UG'] : [], continuing: dice.int(2) === 0, ruled: false }, [me], aliasesFor([me], [them]));
    }
    if (outcome !== 'hostile') continue;
    const victims = units.filter((u) => u.systemId === s.id && u.empireId === b && u.kind === 'ship').slice(0, 1);
    for (const v of victims) lostIds.add(v.id);
    const damaged = units.filter((u) => u.systemId === s.id && u.empireId === a && u.kind === 'ship').slice(0, 1);
    own(a, s.id, { kind: 'battle', battleId: `b.${turn}.${s.id}`, battleKind: 'space', otherEmpireIds: [b], result: { how: 'resolved', destroyed: [], damaged: damaged.map((d) => ({ unitId: d.id, damage: "-3AR,1SD" })), retreated: [], rounds: 2, aliensDestroyed: victims.length } }, [a], aliasesFor([a], [b]));
    if (victims.length > 0) own(b, s.id, { kind: 'contact-lost', unitIds: victims.map((v) => v.id), fromSystemId: s.id, letter: null });
  }
  const endUnits = units.filter((u) => !lostIds.has(u.id) && !lostIds.has(u.carriedBy ?? ''));
  for (const e of empires) {
    if (dice.int(2) === 0) own(e.id, null, { kind: 'research-complete', project: 'BL15-BL20', result: 'BL20' });
    own(e.id, null, { kind: 'research-rolled', project: 'SH2-SH3', table: 'B', rolls: [4], tp: 1, total: String(dice.int(9)), goal: '9' });
    if (dice.int(3) === 0) own(e.id, e.homeSystemId, { kind: 'established', colonies: 1, ic: dice.int(2), productionDelta: 10, status: 'world' });
    if (dice.int(3) === 0) own(e.id, null, { kind: 'order-error', line: 1 + dice.int(40), text: 'Lance 9 XYZ-Q F,X', code: 'DNE', reason: 'no such ship', unitIds: [] });
    const other = empires[dice.int(empires.length)] as Empire;
    if (other.id !== e.id && dice.int(3) === 0) own(e.id, null, { kind: 'mcr-received', from: other.id, mcr: 25 }, [e.id], aliasesFor([e.id], [other.id]));
  }
  const anySystem = () => (dice.pick(systems) as { id: string }).id;
  const anyUnit = () => (dice.pick(startUnits) as Unit).id;
  const anyEmpire = () => (dice.pick(empires) as Empire).id;
  for (const e of empires) {
    for (let n = 0; n < (o.noise ?? 0); n++) {
      const at = anySystem();
      const noise = [
        { kind: 'explored', how: 'explored', unitIds: [anyUnit()], type: 3, letters: ['A', 'B'], via: { fromSystemId: anySystem(), fromLetter: 'C', toLetter: 'A' }, aliensPresent: [], status: null },
        { kind: 'contact-lost', unitIds: [anyUnit(), anyUnit()], fromSystemId: anySystem(), letter: 'D' },
        { kind: 'battle', battleId: `n${n}`, battleKind: 'surface', otherEmpireIds: [anyEmpire()], result: { how: 'entered', destroyed: [anyUnit()], damaged: [{ unitId: anyUnit(), damage: '-1AR' }], retreated: [anyUnit()], captured: [{ unitId: anyUnit(), empireId: anyEmpire() }], holder: anyEmpire() } },
        { kind: 'transfer', unitIds: [anyUnit()], to: anyEmpire(), ok: true, reason: '' },
        { kind: 'minor-contact', otherEmpireId: anyEmpire(), alias: 'PLAYER 9' },
        { kind: 'move-stopped', unitIds: [anyUnit()], code: 'NDC', reason: '' },
        { kind: 'jumped', unitIds: [anyUnit()], fromSystemId: anySystem(), fromLetter: 'E', toLetter: 'F', retreating: false },
        { kind: 'retreat', unitIds: [anyUnit()], toSystemId: anySystem(), reason: 'chased' },
      ];
      own(dice.int(2) === 0 ? e.id : anyEmpire(), at, dice.pick(noise), [e.id], aliasesFor([e.id], empires.map((x) => x.id)));
    }
  }
  const world: TurnWorld = { gameId: G, turn, empires, systems, warpLines: map.lines, units: endUnits, designs, knowledge };
  return { game: { id: G, name: `Generated game ${o.seed}`, deadline: 'next Friday', settings: {} }, turn, start, world, events: events.map((e, seq) => ({ ...e, seq })) };
}
