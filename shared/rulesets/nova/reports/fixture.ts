/**
 * The rulebook's sample sitrep (NOVA: 7.3) as a world and the turn events that describe it,
 * for tests and the documentation: VIRUS on turn 12, MD7 finished, ALGOL's ships exploring
 * TEDDY, Phantom lost beyond warp point X, a battle at SHOOT, three colonies at MAVIS.
 * The aliens at TEDDY (MOTH) and SHOOT (KLAATU) have not met VIRUS, so they are only "1AS".
 * KLAATU knows VIRUS as "Empire D"; a third empire, ZORG, is "PLAYER 1" to VIRUS and
 * "Empire A" to KLAATU (aliases are private to each viewer, NOVA: 6.4).
 */
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem, NovaWarpLine } from '../records';
import type { TurnEvent } from '../turn/events';
import type { TurnWorld } from '../turn/types';

const G = 'g';

function system(id: string, name: string, type: number, x: number, y: number, extra: Partial<NovaSystem> = {}): NovaSystem {
  return { gameId: G, id, name, type, status: 'none', ownerId: null, colonies: 0, homeStar: false, x, y, installations: {}, notes: '', ...extra };
}
function empire(id: string, name: string, position: number, contacts: unknown[]): Empire {
  return { gameId: G, id, name, position, playerName: `Player ${position}`, playerContact: '', color: '#2f7fd8', homeSystemId: null, treasury: 120, notes: '', contacts } as Empire;
}
function ship(id: string, empireId: string, name: string, systemId: string | null, extra: Record<string, unknown> = {}): Unit {
  return { gameId: G, id, empireId, kind: 'ship', name, systemId, ...extra } as Unit;
}
function known(empireId: string, s: NovaSystem, letters: string[], how = 'explored', leads: Record<string, { systemId: string; letter: string }> = {}): Knowledge {
  return { gameId: G, id: `k.${empireId}.${s.id}`, empireId, systemId: s.id, how, turn: 12, name: s.name, type: how === 'jumped' ? null : s.type, status: how === 'observed' ? s.status : null, warpPoints: letters.map((letter) => ({ letter, leadsTo: leads[letter] ?? null })) } as Knowledge;
}

export const SAMPLE_SYSTEMS = {
  virus: system('s-virus', 'VIRUS', 8, 0, 0, { ownerId: 'virus', status: 'world', colonies: 3, homeStar: true }),
  algol: system('s-algol', 'ALGOL', 5, 160, 0, { ownerId: 'virus', status: 'outpost', colonies: 1 }),
  teddy: system('s-teddy', 'TEDDY', 4, 320, 0),
  shoot: system('s-shoot', 'SHOOT', 6, 160, 160, { ownerId: 'virus', status: 'settlement', colonies: 2 }),
  mavis: system('s-mavis', 'MAVIS', 7, 0, 160, { ownerId: 'virus', status: 'world', colonies: 3 }),
  /** Where Phantom was lost: VIRUS never learns its name. */
  graves: system('s-graves', 'GRAVES', 3, -160, 0),
  /** KLAATU's home. */
  klaatu: system('s-klaatu', 'KLAATU', 8, 320, 160, { ownerId: 'klaatu', status: 'world', colonies: 3, homeStar: true }),
};

export const SAMPLE_LINES: NovaWarpLine[] = [
  { gameId: G, id: 'w1', a: 's-algol', aLetter: 'D', b: 's-teddy', bLetter: 'A' },
  { gameId: G, id: 'w2', a: 's-virus', aLetter: 'X', b: 's-graves', bLetter: 'K' },
  { gameId: G, id: 'w3', a: 's-virus', aLetter: 'B', b: 's-algol', bLetter: 'C' },
  { gameId: G, id: 'w4', a: 's-shoot', aLetter: 'A', b: 's-klaatu', bLetter: 'F' },
];

const S = SAMPLE_SYSTEMS;

export function sampleWorld(): { start: TurnWorld; world: TurnWorld } {
  const empires = [
    empire('virus', 'VIRUS', 1, [{ empireId: 'zorg', level: 'minor', alias: 'PLAYER 1', minorNumber: 1, since: 9 }]),
    empire('klaatu', 'KLAATU', 2, [
      { empireId: 'virus', level: 'normal', alias: 'Empire D', since: 12 },
      { empireId: 'zorg', level: 'normal', alias: 'Empire A', since: 8 },
    ]),
    empire('zorg', 'ZORG', 3, []),
    empire('moth', 'MOTH', 4, []),
  ];
  const systems = Object.values(S);
  const designs: NovaDesignRow[] = [
    { gameId: G, id: 'virus-scout', empireId: 'virus', kind: 'ship', name: 'Scout' },
    { gameId: G, id: 'klaatu-fg', empireId: 'klaatu', kind: 'ship', name: 'Reaver' },
  ];
  const startUnits: Unit[] = [
    ship('u-scout1', 'virus', 'Pathfinder', 's-algol', { designId: 'virus-scout' }),
    ship('u-scout2', 'virus', 'Wayfarer', 's-algol', { designId: 'virus-scout' }),
    ship('u-scout3', 'virus', 'Seeker', 's-algol', { designId: 'virus-scout' }),
    ship('u-phantom', 'virus', 'Phantom', 's-virus', { designId: 'virus-scout' }),
    ship('u-africa', 'virus', 'Africa', 's-shoot', { designId: 'virus-scout' }),
    { gameId: G, id: 'u-col', empireId: 'virus', kind: 'C', name: 'C 7', systemId: 's-algol', carriedBy: 'u-scout1' } as Unit,
    ship('u-reaver', 'klaatu', 'Reaver 1', 's-klaatu', { designId: 'klaatu-fg' }),
    ship('u-moth', 'moth', 'Mothra', 's-graves'),
    ship('u-zorg', 'zorg', 'Zorgon', 's-klaatu'),
  ];
  const endUnits = startUnits
    .filter((u) => u.id !== 'u-phantom' && u.id !== 'u-reaver')
    .map((u) => (u.empireId === 'virus' && u.systemId === 's-algol' ? { ...u, systemId: 's-teddy' } : u.id === 'u-moth' ? { ...u, systemId: 's-teddy' } : u));
  const knowledgeStart: Knowledge[] = [
    known('virus', S.virus, ['B', 'X'], 'observed', { B: { systemId: 's-algol', letter: 'C' } }),
    known('virus', S.algol, ['C', 'D'], 'observed', { C: { systemId: 's-virus', letter: 'B' } }),
    known('virus', S.shoot, ['A'], 'observed'),
    known('virus', S.mavis, [], 'observed'),
    known('klaatu', S.klaatu, ['F'], 'observed'),
    known('klaatu', S.shoot, ['A'], 'jumped', { A: { systemId: 's-klaatu', letter: 'F' } }),
  ];
  const knowledgeEnd = [...knowledgeStart.map((k) => (k.id === 'k.virus.s-algol' ? ({ ...k, warpPoints: [{ letter: 'C', leadsTo: { systemId: 's-virus', letter: 'B' } }, { letter: 'D', leadsTo: { systemId: 's-teddy', letter: 'A' } }] } as Knowledge) : k)), known('virus', S.teddy, ['B', 'A', 'E', 'R'], 'explored', { A: { systemId: 's-algol', letter: 'D' } })];
  const base = { gameId: G, turn: 12, empires, systems, warpLines: SAMPLE_LINES, designs };
  return { start: { ...base, units: startUnits, knowledge: knowledgeStart }, world: { ...base, units: endUnits, knowledge: knowledgeEnd } };
}

type Data = Omit<TurnEvent, 'step' | 'empireId' | 'systemId' | 'audience' | 'aliases'>;
let seq = 0;
function ev(step: TurnEvent['step'], empireId: string | null, systemId: string | null, audience: string[], data: Data, aliases: Record<string, Record<string, string>> = {}): TurnEvent & { seq: number } {
  return { step, empireId, systemId, audience, aliases, ...data, seq: seq++ } as TurnEvent & { seq: number };
}

/** The events of VIRUS's turn 12 that make the rulebook's sample sitrep (and KLAATU's side of SHOOT). */
export function sampleEvents(): (TurnEvent & { seq: number })[] {
  seq = 0;
  const aliasesAtShoot = { klaatu: { virus: 'Empire D' } };
  return [
    ev('A', 'virus', null, ['virus'], { kind: 'production', mcr: 210, systems: [] } as Data),
    ev('D', 'virus', null, ['virus'], { kind: 'research-started', project: 'MD6-MD7', rdts: 2, mcr: 20 } as Data),
    // A plain move that met nothing: not reported.
    ev('F', 'virus', 's-teddy', ['virus'], { kind: 'jumped', unitIds: ['u-scout1', 'u-scout2', 'u-scout3'], fromSystemId: 's-algol', fromLetter: 'D', toLetter: 'A', retreating: false } as Data),
    ev('F', 'virus', 's-graves', ['virus'], { kind: 'jumped', unitIds: ['u-phantom'], fromSystemId: 's-virus', fromLetter: 'X', toLetter: 'K', retreating: false } as Data),
    ev('F', 'moth', 's-teddy', ['moth', 'virus'], { kind: 'jumped', unitIds: ['u-moth'], fromSystemId: 's-graves', fromLetter: 'M', toLetter: 'E', retreating: false } as Data),
    ev('F', 'klaatu', 's-shoot', ['klaatu', 'virus'], { kind: 'jumped', unitIds: ['u-reaver'], fromSystemId: 's-klaatu', fromLetter: 'F', toLetter: 'A', retreating: false } as Data, aliasesAtShoot),
    ev('G', 'virus', 's-teddy', ['virus'], { kind: 'contact', otherEmpireId: 'moth', code: 4, orders: ['N', 'N'], outcome: 'neutral', newLevel: null, alienShips: 1, aborted: [], notices: [], continuing: false, ruled: false } as Data),
    ev('G', 'virus', 's-shoot', ['virus'], { kind: 'contact', otherEmpireId: 'klaatu', code: 9, orders: ['H', 'F'], outcome: 'hostile', newLevel: null, alienShips: 1, aborted: [], notices: [], continuing: false, ruled: false } as Data, aliasesAtShoot),
    // KLAATU's only ship there was destroyed: it is not told (NOVA: 7.4), its sitrep says ACL.
    ev('G', 'virus', 's-shoot', ['virus'], {
      kind: 'battle',
      battleId: 'b.12.s-shoot',
      battleKind: 'space',
      otherEmpireIds: ['klaatu'],
      result: { how: 'resolved', destroyed: ['u-reaver'], damaged: [{ unitId: 'u-africa', damage: "-9AR,3SD,ML X'd" }], retreated: [], rounds: 3, seen: [{ category: 'FG', attributes: ['IE2', 'BL20', 'SL24', 'EW2'] }] },
    } as Data, aliasesAtShoot),
    // Nobody of VIRUS saw what happened to Phantom beyond X; nobody of KLAATU survived at SHOOT.
    ev('G', 'virus', 's-virus', ['virus'], { kind: 'contact-lost', unitIds: ['u-phantom'], fromSystemId: 's-virus', letter: 'X' } as Data),
    ev('G', 'klaatu', 's-klaatu', ['klaatu'], { kind: 'contact-lost', unitIds: ['u-reaver'], fromSystemId: 's-klaatu', letter: 'F' } as Data),
    ev('H', 'virus', 's-teddy', ['virus'], { kind: 'explored', how: 'explored', unitIds: ['u-scout1'], type: 4, letters: ['B', 'A', 'E', 'R'], aliensPresent: [] } as Data),
    ev('H', 'moth', 's-teddy', ['virus'], { kind: 'alien-activity', activity: 'X', alienShips: 1 } as Data),
    ev('H', 'klaatu', 's-shoot', ['virus'], { kind: 'alien-activity', activity: 'TTX', alienShips: 1 } as Data),
    ev('K', 'virus', 's-mavis', ['virus'], { kind: 'established', colonies: 3, ic: 0, productionDelta: 50, status: 'world' } as Data),
    ev('L', 'virus', null, ['virus'], { kind: 'research-complete', project: 'MD6-MD7', result: 'MD7' } as Data),
  ];
}

/** The rulebook's six lines (NOVA: 7.3), the return letter marked `_A_`; the book's line 5 ends in a full stop, which the generator does not print. */
export const BOOK_SITREP = ['VIRUS Turn 12', 'MD7 in', 'ALGOL - D -> TEDDY (B,_A_,E,R)4 NC,1AS,JI,AXS', 'VIRUS - X -> ACL (Phantom)', "SHOOT - X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2), Africa Dmg'd (-9AR,3SD,ML X'd)", "MAVIS - E'd (3) (+50)"];
