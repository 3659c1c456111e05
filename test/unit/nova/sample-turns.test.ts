/**
 * The bundled NOVA sample ("The Orion Reach") played through three turns, checked event by
 * event (issue #6, requirement 7): turn 1 from the orders stored in the archive, turns 2
 * and 3 from resources/samples/nova-sample-orders-turn-2.txt and -3.txt imported as the
 * Orders screen imports them, every battle auto-resolved, each turn committed.
 *
 * The expected lines are the GM's wording (describe.ts) of the events that matter, read and
 * checked against the rulebook (NOVA 6.13 table codes, 4.4 production, 4.6 limits, 5.5
 * completion, 6.10 transfers, 6.11 retreats, 7.3 ACL, 7.4 fog of war); " [GM]" marks an
 * event no empire is told. What the lines show, turn by turn:
 * - Turn 1: the Kessa–Swarm battle at PYRRHA (F against H, code 4; Trader 2 damaged, both
 *   Traders retreat; under F they run and jump out when their JD cycles allow, round 3: NOVA:
 *   CONTACT ORDERS, HOSTILITIES; each side's event says what it saw of the other's ships, NOVA: 7.3
 *   "FG(IE2,…)"); explorations; colonies E'd; Vorn's and Ys's order mistakes; Ys's
 *   overspending aborted from the bottom (NOVA 4.3). Every transport has two cargo holds
 *   (NOVA: CARGO HOLDS: a colony takes 2 holds, an army 1) and carries one colony or two
 *   armies: TEMORA, QUILON and PALLAS get a colony each.
 * - Turn 2: Celestine and Ys, both Qualified, meet at DENEVA: friendly, code 1, Normal contact
 *   (each knows the other as "Empire A"). Vorn's Column 1, its row written from the wrong
 *   system (NT), keeps its default N and is hit at QUILON by the Swarm's Hives (H): damaged,
 *   its holds shot away, it retreats. Colonies land at NEMORA (Trader 8, two jumps),
 *   TARSIS (Night Barges 4 and 7, one each), GALEN and GORM. Ys's Dawn Scout (Q with X)
 *   meets Vorn's Tolerate at CORVAX: code 10, hostile, destroyed. Umbral's K against Vorn's T
 *   at HALCYON: code 12, Umbral's X aborted. SN20-SN25 completes (its teams disband, NOVA 5.5).
 *   The Kessa traders finish their retreat (a route written "Retreating").
 * - Turn 3: Vorn retakes QUILON (H against H), the Swarm's assault force dies with its armies
 *   (ACL; the Swarm is told nothing of the meeting, NOVA 7.4). TARSIS and GALEN get a second
 *   colony. Kessa's Trader 8, left at NEMORA, meets Umbral's Night Barge 4 there (code 2). Kessa's Friendly trader meets
 *   Umbral's Ultimatum at WYNDHAM: code 8, its default R, code 7: it retreats toward PALLAS.
 *   Celestine sends Ys 50 MCr at E, received at L. Ys explores Celestine's outpost (AOP) and
 *   Celestine is told (AXS). A Lantern ordered at KESTREL (no IC) is not built.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecords } from '../../../shared/format/archive';
import type { TurnEvent, TurnEventKind } from '../../../shared/rulesets/nova/turn/events';
import { describeEvent, viewerNames, worldNames, type EventNames } from '../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../shared/rulesets/nova/turn/run-turn';
import { playSample, type PlayedTurn } from './sample-play';

const KINDS = ['contact', 'contact-lost', 'retreat', 'battle', 'minor-contact', 'explored', 'alien-activity', 'established', 'research-complete', 'mcr-sent', 'mcr-received', 'order-error', 'build-aborted'] as const satisfies readonly TurnEventKind[];

function gmNames(records: GameRecords, run: TurnRun): EventNames {
  return worldNames({ systems: records.systems, empires: records.empires, units: Object.entries(run.unitNames).map(([id, name]) => ({ id, name })) });
}

function gmLine(event: TurnEvent, names: EventNames): string {
  return `${event.step} ${describeEvent(event, names)}${event.audience.length === 0 ? ' [GM]' : ''}`;
}

/** What `empireId` reads of the run: each event it is told, in its own names. */
function viewerLines(played: PlayedTurn, empireId: string): string[] {
  const run = played.auto.run;
  const gm = gmNames(played.before, run);
  const owner = new Map([...run.start.units, ...run.world.units].map((u) => [u.id, u.empireId]));
  return run.events.filter((e) => e.audience.includes(empireId)).map((e) => `${e.step} ${describeEvent(e, viewerNames(gm, e, empireId, (id) => owner.get(id) ?? null))}`);
}

const played = playSample(3);

const EXPECTED: Record<number, Record<(typeof KINDS)[number], string[]>> = {
  1: {
    'contact': [
      "G Free Traders of Kessa met The Ninefold Swarm at PYRRHA: hostile (code 4, F against H); 3AS; JI",
      "G The Ninefold Swarm met Free Traders of Kessa at PYRRHA: hostile (code 4, H against F); 2AS; JI",
      "G Free Traders of Kessa met The Ninefold Swarm at FENRIS: neutral (code 2, F against N); 1AS; JI",
      "G The Ninefold Swarm met Free Traders of Kessa at FENRIS: neutral (code 2, N against F); 1AS; JI",
    ],
    'contact-lost': [],
    'retreat': [],
    'battle': [
      "G Space battle at PYRRHA between Free Traders of Kessa and The Ninefold Swarm, resolved: seen ?(IE2,ML), ?(IE2,ML), ?(IE2,ML), Trader 2 Dmg'd (-6AR,3SD,-1JD), Trader 2 and Trader 3 retreated, 3 rounds",
      "G Space battle at PYRRHA between The Ninefold Swarm and Free Traders of Kessa, resolved: seen DD(IE2), DD(IE2), 3 rounds",
    ],
    'minor-contact': [],
    'explored': [
      "H Celestine Concord explored EMBRIA from CALYX down S (return letter W), type 4, warp points C,O,R,W, by Carrier Dove 1",
      "H Free Traders of Kessa explored FENRIS from ELARA down G (return letter F), type 1, warp points F,J,Y,Z, 1AS, by Trader 4",
      "H Free Traders of Kessa explored ACHERON from ELARA down Y (return letter B), type 2, warp points B,C,F,N, by Trader 5",
      "H The Ninefold Swarm explored FENRIS from ARKANE down K (return letter Y), type 1, warp points F,J,Y,Z, 1AS, by Drone 1",
      "H Umbral Dominion explored CASTOR from ISKAR down E (return letter D), type 2, warp points D,O,P,X, by Night Barge 2",
      "H Umbral Dominion found the warp points of TARSIS from ISKAR down H (return letter H), warp points H,O,P,T, by Night Barge 3",
      "H Hegemony of Vorn explored GORM from LYRA down I (return letter Y), type 7, warp points I,L,Q,Y, by Column 2",
      "H Hegemony of Vorn explored CORVAX from LYRA down Q (return letter C), type 8, warp points C,D,K,O, by Column 3",
      "H Solar Ascendancy of Ys explored ALDEBAR from SABIK down P (return letter F), type 8, warp points F,J,K,T, by Dawn Scout 2 and Dawn Scout 3",
      "H Solar Ascendancy of Ys explored OBERON from NADIR down G (return letter V), type 1, warp points B,E,V,Y, by Dawn Scout 4",
    ],
    'alien-activity': [
      "H The Ninefold Swarm: X at FENRIS by 1 alien ship",
      "H Free Traders of Kessa: X at FENRIS by 1 alien ship",
    ],
    'established': [
      "K Free Traders of Kessa established 1 colony at PALLAS (+30 MCr), now settlement",
      "K The Ninefold Swarm established 1 colony at TEMORA (+20 MCr), now settlement",
      "K Hegemony of Vorn established 1 colony at QUILON (+10 MCr), now settlement",
    ],
    'research-complete': [],
    'mcr-sent': [],
    'mcr-received': [],
    'order-error': [
      "D Hegemony of Vorn: line 15 \"LYRA | HAMMR 2, HAMMER 3 | H - ZARKON - K | T | LYRA\": DNE, HAMMR 2: no such ship",
      "D Solar Ascendancy of Ys: line 21 \"Sunray 7 goes to DENEVA with the others\": UNREAD, the line could not be read and was not carried out",
      "G Solar Ascendancy of Ys: line 23 \"GO: Hostile to the Ninefold Swarm\": GO, the Ninefold Swarm: no empire this empire has Normal or Full contact with goes by that name; name an empire by the letter your sitrep gives it (real names only after Full contact, NOVA 6.4, 6.8)",
      "I The Ninefold Swarm: line 15 \"VESPER | BROOD SHIP 2 (2 AA) | A - MARAX | H,A | VESPER\": A, Brood Ship 2: nothing to assault in MARAX",
    ],
    // NOVA 4.3: Ys spends 26 MCr beyond its 586 within the book's 50 MCr deficit (game setting orders.overspendAllowance).
    'build-aborted': [],
  },
  2: {
    'contact': [
      "G The Ninefold Swarm met Hegemony of Vorn at QUILON: hostile (code 4, H against N); 1AS",
      "G Hegemony of Vorn met The Ninefold Swarm at QUILON: hostile (code 4, N against H); 2AS; JI",
      "G Celestine Concord met Solar Ascendancy of Ys at DENEVA: friendly (code 1, Q against Q); normal contact made; 1AS; JI",
      "G Solar Ascendancy of Ys met Celestine Concord at DENEVA: friendly (code 1, Q against Q); normal contact made; 1AS; JI",
      "G Umbral Dominion met Hegemony of Vorn at HALCYON: neutral (code 12, K against T); 1AS; aborted X; ONA, JI",
      "G Hegemony of Vorn met Umbral Dominion at HALCYON: neutral (code 12, T against K); 1AS; JI, TTX",
      "G Hegemony of Vorn met Solar Ascendancy of Ys at CORVAX: hostile (code 10, T against Q); 1AS; JI",
      "G Solar Ascendancy of Ys met Hegemony of Vorn at CORVAX: hostile (code 10, Q against T); 2AS; ONA [GM]",
    ],
    'contact-lost': [
      "G Solar Ascendancy of Ys lost all contact with Dawn Scout 4 (OBERON - B -> ACL)",
    ],
    'retreat': [],
    'battle': [
      "G Space battle at QUILON between The Ninefold Swarm and Hegemony of Vorn, resolved: seen DD(IE1), 8 rounds",
      "G Space battle at QUILON between Hegemony of Vorn and The Ninefold Swarm, resolved: seen ?(IE2,ML), ?(IE2,ML), Column 1 Dmg'd (-7AR,14SD,-1JD,CH X'd), Column 1 retreated, 8 rounds",
      "G Space battle at CORVAX between Hegemony of Vorn and Solar Ascendancy of Ys, resolved: 1 alien unit X'd, seen ?(IE3) X'd, 1 round",
    ],
    'minor-contact': [
      "G Hegemony of Vorn made minor contact with Solar Ascendancy of Ys, known to it as PLAYER 1",
    ],
    'explored': [
      "H Free Traders of Kessa explored NEMORA from PALLAS down V (return letter L), type 4, warp points I,L,M,N, by Trader 1",
      "H Free Traders of Kessa explored MARAX from FENRIS down J (return letter V), type 0, warp points F,J,P,V, by Trader 4",
      "H Free Traders of Kessa explored DORADO from ACHERON down F (return letter I), type 2, warp points I,J,O,X, by Trader 5",
      "H The Ninefold Swarm explored DRAVEN from VESPER down S (return letter U), type 7, warp points G,M,R,U, by Drone 1",
      "H Umbral Dominion explored TARSIS from ISKAR down H (return letter H), type 5, warp points H,O,P,T, by Night Barge 4 and Night Barge 7",
      "H Hegemony of Vorn explored OBERON from GORM down L (return letter E), type 1, warp points B,E,V,Y, by Column 2",
      "H Hegemony of Vorn explored YSOLDE from CORVAX down D (return letter B), type 3, warp points B,F,J,M, by Column 3",
      "H Solar Ascendancy of Ys observed DENEVA from NADIR down N (return letter O), type 6, none, warp points E,J,O,P, 1AS, by Dawn Scout 1",
      "H Solar Ascendancy of Ys explored XANTHE from ALDEBAR down K (return letter U), type 5, warp points C,H,L,U, by Dawn Scout 2",
      "H Celestine Concord explored KORAT from CALYX down L (return letter W), type 6, warp points C,J,W,Z, by CARRIER DOVE 2",
    ],
    'alien-activity': [
      "H Celestine Concord: O at DENEVA by 1 alien ship",
    ],
    'established': [
      "K Celestine Concord established 1 colony at EMBRIA (+40 MCr), now outpost",
      "K Free Traders of Kessa established 1 colony at NEMORA (+40 MCr), now outpost",
      "K Umbral Dominion established 1 colony at GALEN (+30 MCr), now outpost",
      "K Umbral Dominion established 2 colonies at TARSIS (+20 MCr), now settlement",
      "K Celestine Concord established 1 colony at KORAT (+20 MCr), now outpost",
      "K Free Traders of Kessa established 1 colony at ACHERON (+20 MCr), now outpost",
      "K Hegemony of Vorn established 1 colony at GORM (+30 MCr), now outpost",
    ],
    'research-complete': [
      "L The Ninefold Swarm completed SN20-SN25: SN25 in",
    ],
    'mcr-sent': [],
    'mcr-received': [],
    'order-error': [
      "D Free Traders of Kessa: line 14 \"ELARA | CORSAIR 1, CORSAIR 2, CORSIAR 3 | | T |\": DNE, CORSIAR 3: no such ship",
      "D The Ninefold Swarm: line 13 \"TEMORA | BROOD SHIP 1 (1 COL) | C - PYRRHA | N,E | VESPER\": CARGO, cargo of BROOD SHIP 1: 1 C written, 0 to load in TEMORA",
      "D Hegemony of Vorn: line 13 \"LYRA | COLUMN 1 | D - LYRA | F | LYRA\": NT, COLUMN 1 is not in LYRA",
      "K The Ninefold Swarm: line 13 \"TEMORA | BROOD SHIP 1 (1 COL) | C - PYRRHA | N,E | VESPER\": E, Brood Ship 1 could not establish: PYRRHA has not been explored by this empire",
    ],
    'build-aborted': [],
  },
  3: {
    'contact': [
      "G The Ninefold Swarm met Hegemony of Vorn at QUILON: hostile (code 4, H against H); 4AS; JI [GM]",
      "G Hegemony of Vorn met The Ninefold Swarm at QUILON: hostile (code 4, H against H); 6AS; JI",
      "G Free Traders of Kessa met Umbral Dominion at NEMORA: neutral (code 2, N against K); 1AS; JI",
      "G Umbral Dominion met Free Traders of Kessa at NEMORA: neutral (code 2, K against N); 1AS",
      "G Free Traders of Kessa met Umbral Dominion at WYNDHAM: neutral (code 7, R against U); 2AS; UG",
      "G Umbral Dominion met Free Traders of Kessa at WYNDHAM: neutral (code 7, U against R); 1AS; JI",
      "G Umbral Dominion met Hegemony of Vorn at HALCYON: neutral (code 2, K against F); 1AS; JI",
      "G Hegemony of Vorn met Umbral Dominion at HALCYON: neutral (code 2, F against K); 1AS",
      // NOVA: I.F.F. of surface units: Ys's ships meet Concord's colonists and militia ("All armies are Hostile").
      "G Solar Ascendancy of Ys met the surface units (colonists, militia) of Celestine Concord at EMBRIA: hostile (code 4, Q against H, I.F.F. of surface units)",
      "G Celestine Concord's surface units (colonists, militia) met the ships of Solar Ascendancy of Ys at EMBRIA: hostile (code 4, H against Q, I.F.F. of surface units); 1AS; JI",
      "G Celestine Concord met Umbral Dominion at JORVIK: neutral (code 2, Q against K); 1AS",
      "G Umbral Dominion met Celestine Concord at JORVIK: neutral (code 2, K against Q); 2AS; JI",
    ],
    'contact-lost': [
      "G The Ninefold Swarm lost all contact with Hive 4, Hive 5, Hive 6, Hive 7, Drone 1 and Brood Ship 2 (DRAVEN - R -> ACL)",
    ],
    'retreat': [
      "G Trader 1 retreat from WYNDHAM toward PALLAS: contact table: retreat (retreat destination written)",
    ],
    'battle': [
      "G Space battle at QUILON between Hegemony of Vorn and The Ninefold Swarm, resolved: Hammer 1 X'd, 6 alien units X'd, seen ?(IE2,ML) X'd, ?(IE2,ML) X'd, ?(IE2,ML) X'd, ?(IE2,ML) X'd, ?(IE2) X'd, ?(IE1) X'd, Hammer 2 Dmg'd (-7AR), 13 rounds",
    ],
    'minor-contact': [
      "G Hegemony of Vorn made minor contact with The Ninefold Swarm, known to it as PLAYER 2",
    ],
    'explored': [
      "H Umbral Dominion explored HALCYON, type 5, warp points Q,R,S,Y, 1AS, by Night Barge 2",
      "H Umbral Dominion explored JORVIK, type 3, warp points M,T,V,W, 2AS, by Night Barge 3",
      "H Umbral Dominion explored NEMORA from TARSIS down P (return letter N), type 4, outpost, warp points I,L,M,N, AOP, 1AS, armies, by Night Barge 4",
      "H Hegemony of Vorn explored HALCYON from YSOLDE down J (return letter S), type 5, warp points Q,R,S,Y, 1AS, by Column 3",
      "H Solar Ascendancy of Ys explored EMBRIA from DENEVA down P (return letter O), type 4, outpost, warp points C,O,R,W, AOP, armies, by Dawn Scout 1",
      "H Solar Ascendancy of Ys explored TALOS from XANTHE down H (return letter D), type 7, warp points D,F,S,Z, by Dawn Scout 2 and DAWN SCOUT 6",
      "H Solar Ascendancy of Ys explored OBERON from NADIR down G (return letter V), type 1, warp points B,E,V,Y, by DAWN SCOUT 5",
    ],
    'alien-activity': [
      "H Hegemony of Vorn: X at HALCYON by 1 alien ship",
      "H Celestine Concord: X at JORVIK by 1 alien ship",
      "H Free Traders of Kessa: X at NEMORA by 1 alien ship",
      "H Umbral Dominion: X at HALCYON by 1 alien ship",
      "H Celestine Concord: X at EMBRIA by aliens unseen",
    ],
    'established': [
      "K Free Traders of Kessa established 1 colony at DORADO (+20 MCr), now outpost",
      "K Free Traders of Kessa established 1 colony at FENRIS (+10 MCr), now outpost",
      "K Umbral Dominion established 1 colony at TARSIS (+30 MCr), now world",
      "K Umbral Dominion established 1 colony at GALEN (+30 MCr), now settlement",
    ],
    'research-complete': [],
    'mcr-sent': [
      "E Celestine Concord sent 50 MCr to Solar Ascendancy of Ys",
    ],
    'mcr-received': [
      "L Solar Ascendancy of Ys received 50 MCr from Celestine Concord",
    ],
    'order-error': [
      "D The Ninefold Swarm: line 13 \"MD6-MD7   | B | (13) | [2] | +3 | [5]\": RES-RDT, MD6-MD7: 3 RDTs to add but only 1 are free; RDTs must be bought (New RDT) before they are assigned (NOVA 5.1)",
      "D The Ninefold Swarm: line 16 \"PYRRHA | BROOD SHIP 1 (1 COL) | F - TEMORA | N | VESPER\": CARGO, cargo of BROOD SHIP 1: 1 C written, 0 to load in PYRRHA",
      "D Solar Ascendancy of Ys: line 14 \"ALDEBAR | DAWN SCOUT 3 | F - SABIK | Q | NADIR\": NT, DAWN SCOUT 3 is not in ALDEBAR",
      "G Hegemony of Vorn: line 21 \"SO: all ships at QUILON Hostile vs PLAYER 1\": GO, PLAYER 1: this empire has only Minor contact with it; General, Conditional and Special orders may name only empires with Normal or Full contact (NOVA 6.8)",
    ],
    'build-aborted': [
      "C Celestine Concord: line 13 \"Lantern          | 1 | 111 | 111\" not carried out: ships may be built only at an established IC (NOVA 4.2)",
    ],
  },
};

describe('the sample game played through three turns', () => {
  it('imports every typed sheet of turns 2 and 3 into the right empire, no sheet left over', () => {
    expect(played.map((p) => p.problems)).toEqual([[], [], []]);
    expect(played[1]?.rows).toEqual({ concord: 25, kessa: 21, swarm: 18, umbral: 18, vorn: 18, ys: 18 });
    expect(played[2]?.rows).toEqual({ concord: 24, kessa: 19, swarm: 22, umbral: 19, vorn: 21, ys: 18 });
    for (const p of played) expect(p.auto.failed).toEqual([]);
  });

  // NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1): Kessa's turn-3 sheet moves its treasury ("Treasury at PALLAS").
  it('turn 3: Kessa keeps its treasury at PALLAS from then on', () => {
    const p = played[2] as PlayedTurn;
    const names = gmNames(p.before, p.auto.run);
    expect(p.auto.run.events.filter((e) => e.kind === 'treasury-moved').map((e) => gmLine(e, names))).toEqual(['E Free Traders of Kessa keeps its treasury (376 MCr) at PALLAS from now on, no longer at ELARA (NOVA 4.1)']);
    expect((p.auto.run.world.empires.find((e) => e.id === 'kessa')?.nova as { treasuryAt?: string }).treasuryAt).toBe(p.auto.run.world.systems.find((s) => s.name === 'PALLAS')?.id);
  });

  for (const turn of [1, 2, 3]) {
    for (const kind of KINDS) {
      it(`turn ${turn}: ${kind} events, in the GM's words`, () => {
        const p = played[turn - 1] as PlayedTurn;
        const names = gmNames(p.before, p.auto.run);
        expect(p.auto.run.events.filter((e) => e.kind === kind).map((e) => gmLine(e, names))).toEqual(EXPECTED[turn]?.[kind]);
      });
    }
  }

  it('builds and names ships from the COMMISSIONS (a taken name gets the next free one, NOVA 6.11)', () => {
    const built = played.map((p) => p.auto.run.events.flatMap((e) => (e.kind === 'built' && e.what === 'ship' ? [`${e.empireId} ${e.label}: ${e.unitIds.map((id) => p.auto.run.unitNames[id]).join(', ')}`] : [])));
    expect(built).toEqual([
      ['kessa Corsair: FREEBOOTER, Corsair 4', 'swarm Brood Ship: BROOD SHIP 3, BROOD SHIP 4', 'umbral Night Barge: NIGHT BARGE 9, NIGHT BARGE 10', 'vorn Hammer: ANVIL', 'ys Sunray: SUNRAY 10, SUNRAY 11, SUNRAY 12', 'ys Dawn Scout: DAWN SCOUT 5, DAWN SCOUT 6'],
      ['concord Carrier Dove: CARRIER DOVE 2', 'kessa Trader: TRADER 10', 'swarm Hive: HIVE 10, HIVE 11', 'umbral Shade: SHADE 5, SHADE 6', 'vorn Column: COLUMN 4', 'ys Dawn Scout: Dawn Scout 7'],
      ['kessa Trader: Trader 11', 'swarm Hive: HIVE 12, HIVE 13', 'swarm Brood Ship: BROOD SHIP 5', 'umbral Night Barge: NIGHT BARGE 11, NIGHT BARGE 12', 'vorn Hammer: HAMMER 6, HAMMER 7', 'ys Sunray: SUNRAY 13'],
    ]);
  });

  it('finishes the turn-1 retreat on turn 2 by the route written "Retreating" (NOVA 6.8, 6.11)', () => {
    const p = played[1] as PlayedTurn;
    const names = gmNames(p.before, p.auto.run);
    expect(p.auto.run.events.filter((e) => e.kind === 'jumped' && e.retreating).map((e) => gmLine(e, names))).toEqual(['F Trader 2 and Trader 3 jumped from VOLANTE down Z into ELARA at C, retreating']);
    expect(p.after.units.filter((u) => u.name === 'Trader 2' || u.name === 'Trader 3').map((u) => [u.systemId, 'retreat' in u])).toEqual([
      ['s31', false],
      ['s31', false],
    ]);
  });

  it('gives each side of the DENEVA meeting its own letter for the other, and the transfer reads it', () => {
    const after2 = played[1]?.after as GameRecords;
    const contacts = (id: string) => (after2.empires.find((e) => e.id === id) as { contacts?: unknown }).contacts;
    expect(contacts('concord')).toEqual([{ empireId: 'ys', level: 'normal', alias: 'Empire A', since: 2 }]);
    expect(contacts('ys')).toEqual([{ empireId: 'concord', level: 'normal', alias: 'Empire A', since: 2 }]);
    const t2 = played[1] as PlayedTurn;
    expect(viewerLines(t2, 'concord')).toContain('G Celestine Concord met Empire A at DENEVA: friendly (code 1, Q against Q); normal contact made; 1AS; JI');
    const t3 = played[2] as PlayedTurn;
    expect(viewerLines(t3, 'concord')).toContain('E Celestine Concord sent 50 MCr to Empire A');
    expect(viewerLines(t3, 'ys')).toContain('L Solar Ascendancy of Ys received 50 MCr from Empire A');
  });

  it('tells a side wiped out in battle only that contact was lost (NOVA 7.3, 7.4)', () => {
    const t3 = played[2] as PlayedTurn;
    const swarm = viewerLines(t3, 'swarm');
    expect(swarm.filter((l) => l.includes('QUILON'))).toEqual(['F Hive 6, Hive 7, Drone 1 and Brood Ship 2 jumped from DRAVEN down R into QUILON at R']);
    expect(swarm).toContain('G The Ninefold Swarm lost all contact with Hive 4, Hive 5, Hive 6, Hive 7, Drone 1 and Brood Ship 2 (DRAVEN - R -> ACL)');
    const vorn = viewerLines(t3, 'vorn');
    expect(vorn).toContain('G Hegemony of Vorn met an alien empire at QUILON: hostile (code 4, H against H); 6AS; JI');
    expect(vorn).toContain('G Hegemony of Vorn made minor contact with PLAYER 2');
  });

  it('ends with the game at turn 4, three committed turns and the world of the last run', () => {
    const last = played[2] as PlayedTurn;
    expect(last.after.game.turn).toBe(4);
    expect(last.after.turns.map((t) => [t.number, t.status])).toEqual([
      [1, 'committed'],
      [2, 'committed'],
      [3, 'committed'],
    ]);
    const system = (name: string) => last.after.systems.find((s) => s.name === name);
    // The transports have two cargo holds, one colony each (NOVA: CARGO HOLDS): every system the sample sets out to settle is settled.
    expect([system('QUILON')?.ownerId, system('TARSIS')?.status, system('GALEN')?.status, system('EMBRIA')?.ownerId]).toEqual(['vorn', 'world', 'settlement', 'concord']);
    expect(['TEMORA', 'QUILON', 'GORM', 'NEMORA', 'TARSIS', 'GALEN', 'PALLAS'].map((n) => [n, system(n)?.ownerId])).toEqual([
      ['TEMORA', 'swarm'],
      ['QUILON', 'vorn'],
      ['GORM', 'vorn'],
      ['NEMORA', 'kessa'],
      ['TARSIS', 'umbral'],
      ['GALEN', 'umbral'],
      ['PALLAS', 'kessa'],
    ]);
    expect(last.after.empires.map((e) => [e.id, (e as { contacts?: { empireId: string; level: string }[] }).contacts?.map((c) => `${c.empireId}:${c.level}`) ?? []])).toEqual([
      ['concord', ['ys:normal']],
      ['kessa', []],
      ['swarm', []],
      ['umbral', []],
      ['vorn', ['ys:minor', 'swarm:minor']],
      ['ys', ['concord:normal']],
    ]);
  });
});
