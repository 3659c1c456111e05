import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEvent, listWords, viewerNames, worldNames } from './describe';
import type { TurnEvent, TurnEventKind } from './events';

const names = worldNames({
  systems: [
    { id: 's1', name: 'ALGOL' },
    { id: 's2', name: 'TEDDY' },
  ],
  units: [
    { id: 'u1', name: 'Africa' },
    { id: 'u2', name: 'Phantom' },
    { id: 'x1', name: 'Raider' },
  ],
  empires: [
    { id: 'virus', name: 'Virus Empire' },
    { id: 'zorg', name: 'Zorg Hive' },
  ],
});

const base = (empireId: string | null, systemId: string | null) => ({ step: 'A' as const, empireId, systemId, audience: empireId ? [empireId] : [], aliases: {} });

/** One event of every kind and its GM wording: a kind added to events.ts without wording fails to compile here. */
const CASES: Record<TurnEventKind, [TurnEvent, string]> = {
  production: [{ ...base('virus', null), kind: 'production', mcr: 80, systems: [{ systemId: 's1', mcr: 50 }, { systemId: 's2', mcr: 30 }] }, 'Virus Empire collected 80 MCr production (ALGOL 50, TEDDY 30)'],
  pillage: [{ ...base('virus', 's2'), kind: 'pillage', mcr: 12 }, 'Virus Empire pillaged at TEDDY: +12 MCr'],
  salvage: [{ ...base('virus', 's1'), kind: 'salvage', mcr: 5, unitIds: ['u2'] }, 'Virus Empire salvaged Phantom at ALGOL: +5 MCr'],
  built: [{ ...base('virus', 's1'), kind: 'built', what: 'ship', unitIds: ['u1'], label: 'Frigate', count: 1, mcr: 30 }, 'Virus Empire built 1 Frigate at ALGOL (30 MCr)'],
  repaired: [{ ...base('virus', 's1'), kind: 'repaired', what: 'repair', unitIds: ['u1'], line: 8, text: 'AFRICA repaired: 12 points of armour 12 MCr', mcr: 12 }, 'Virus Empire: line 8: AFRICA repaired: 12 points of armour 12 MCr'],
  'build-aborted': [{ ...base('virus', null), kind: 'build-aborted', line: 7, text: 'Frigate | 2 | 30 | 60', reason: 'not enough MCr' }, 'Virus Empire: line 7 "Frigate | 2 | 30 | 60" not carried out: not enough MCr'],
  'order-error': [{ ...base('virus', null), kind: 'order-error', line: 9, text: 'ALGOL | Ghost | D', code: 'DNE', reason: 'no ship Ghost', unitIds: [] }, 'Virus Empire: line 9 "ALGOL | Ghost | D": DNE, no ship Ghost'],
  'research-started': [{ ...base('virus', null), kind: 'research-started', project: 'BL20-BL25', rdts: 2, mcr: 40 }, 'Virus Empire began research on BL20-BL25 with 2 RDTs (40 MCr)'],
  'cargo-loaded': [{ ...base('virus', 's1'), kind: 'cargo-loaded', shipId: 'u1', unitIds: ['u2'] }, 'Africa loaded Phantom at ALGOL'],
  'general-activity': [
    { ...base('virus', null), audience: [], kind: 'general-activity', line: 14, text: 'GO: abort all activities', unitIds: ['u1', 'u2'], added: [], removed: ['D', 'X'], why: 'activities aborted (GO)' },
    'Virus Empire: line 14 "GO: abort all activities": Africa and Phantom: D, X aborted; activities aborted (GO)',
  ],
  'mcr-sent': [{ ...base('virus', null), kind: 'mcr-sent', to: 'zorg', mcr: 25 }, 'Virus Empire sent 25 MCr to Zorg Hive'],
  'mcr-received': [{ ...base('zorg', null), kind: 'mcr-received', from: 'virus', mcr: 25 }, 'Zorg Hive received 25 MCr from Virus Empire'],
  jumped: [{ ...base('virus', 's2'), kind: 'jumped', unitIds: ['u1', 'u2'], fromSystemId: 's1', fromLetter: 'D', toLetter: 'R', retreating: false }, 'Africa and Phantom jumped from ALGOL down D into TEDDY at R'],
  'interdiction-passed': [{ ...base(null, 's2'), kind: 'interdiction-passed', unitIds: ['u1'], interdictorIds: ['u2'], reason: 'suppressor' }, 'Africa passed through at TEDDY past the interdiction of Phantom: its distortion suppressor is at least as large as the DG'],
  'move-stopped': [{ ...base('virus', 's1'), kind: 'move-stopped', unitIds: ['u1'], code: 'NDC', reason: 'no warp line from ALGOL to TEDDY' }, 'Africa did not move (NDC): no warp line from ALGOL to TEDDY'],
  contact: [
    { ...base('virus', 's2'), kind: 'contact', otherEmpireId: 'zorg', code: 5, orders: ['N', 'F'], outcome: 'neutral', newLevel: null, alienShips: 1, aborted: ['X'], notices: ['JI', 'AXS'], continuing: false, ruled: true },
    'Virus Empire met Zorg Hive at TEDDY: neutral (code 5, N against F); 1AS; aborted X; JI, AXS; ruled by the GM',
  ],
  retreat: [{ ...base('virus', 's2'), kind: 'retreat', unitIds: ['u2'], toSystemId: 's1', reason: 'code 7' }, 'Phantom retreat from TEDDY toward ALGOL: code 7'],
  battle: [
    { ...base('virus', 's2'), kind: 'battle', battleId: 'b.1.s2', battleKind: 'space', otherEmpireIds: ['zorg'], result: { how: 'entered', destroyed: ['x1'], damaged: [{ unitId: 'u1', damage: '-9AR,3SD' }], retreated: [], rounds: 3 } },
    "Space battle at TEDDY between Virus Empire and Zorg Hive, entered by the GM: Raider X'd, Africa Dmg'd (-9AR,3SD), 3 rounds",
  ],
  'minor-contact': [{ ...base('virus', 's2'), kind: 'minor-contact', otherEmpireId: 'zorg', alias: 'PLAYER 1' }, 'Virus Empire made minor contact with Zorg Hive, known to it as PLAYER 1'],
  explored: [
    { ...base('virus', 's2'), kind: 'explored', how: 'explored', unitIds: ['u1'], type: 4, letters: ['B', 'A', 'E', 'R'], via: { fromSystemId: 's1', fromLetter: 'D', toLetter: 'R' }, aliensPresent: ['AOP'], status: null },
    'Virus Empire explored TEDDY from ALGOL down D (return letter R), type 4, warp points B,A,E,R, AOP, by Africa',
  ],
  'contact-lost': [{ ...base('virus', null), kind: 'contact-lost', unitIds: ['u2'], fromSystemId: 's1', letter: 'X' }, 'Virus Empire lost all contact with Phantom (ALGOL - X -> ACL)'],
  'alien-activity': [{ ...base('zorg', 's2'), kind: 'alien-activity', activity: 'AXS', alienShips: 2 }, 'Zorg Hive: AXS at TEDDY by 2 alien ships'],
  transfer: [{ ...base('virus', 's1'), kind: 'transfer', unitIds: ['u2'], to: 'zorg', ok: true, reason: '' }, 'Virus Empire handed Phantom to Zorg Hive at ALGOL'],
  'full-contact': [{ ...base('virus', null), kind: 'full-contact', otherEmpireId: 'zorg', playerName: 'Ann Lee', playerContact: 'ann@example.org' }, 'Virus Empire has Full contact with Zorg Hive: player Ann Lee, ann@example.org'],
  abandoned: [{ ...base('virus', 's2'), kind: 'abandoned', fromEmpireId: 'virus', toEmpireId: 'zorg' }, 'TEDDY abandoned by Virus Empire: its last army left, control returns to Zorg Hive'],
  'gate-captured': [{ ...base('zorg', 's1'), kind: 'gate-captured', unitIds: ['u2'], fromEmpireId: 'virus', functional: false, how: 'space' }, 'Zorg Hive captured Phantom of Virus Empire at ALGOL (with the system space): the matching end no longer exists, the gate is not functional (NOVA: STAR GATES)'],
  derelict: [{ ...base('virus', 's1'), kind: 'derelict', unitIds: ['u2'], supply: 'ie-ship' }, 'Phantom of Virus Empire at ALGOL died for want of supplies: no IE and no ship of its empire with an IE there; derelict, lost to Virus Empire (NOVA: WARP POINT DRIFT)'],
  'derelict-captured': [
    { ...base('zorg', 's1'), kind: 'derelict-captured', unitIds: ['u2'], fromEmpireId: 'virus', toEmpireId: 'zorg', byUnitIds: ['x1'] },
    'Zorg Hive captured the derelict Phantom of Virus Empire at ALGOL: Raider entered the system first (NOVA: WARP POINT DRIFT)',
  ],
  'gate-partner-lost': [{ ...base('zorg', 's1'), kind: 'gate-partner-lost', unitIds: ['u2'] }, 'Zorg Hive is told that the matching end of Phantom at ALGOL was destroyed or salvaged: the gate is not functional (NOVA: STAR GATES)'],
  'gate-destroyed': [{ ...base('virus', 's2'), kind: 'gate-destroyed', unitIds: ['u2'], line: 4 }, 'Virus Empire destroyed Phantom at TEDDY by its order (line 4); the matching end is useless from now on (NOVA: STAR GATES)'],
  'treasury-lost': [{ ...base('virus', 's1'), kind: 'treasury-lost', mcr: 300, fromEmpireId: 'virus', toEmpireId: 'zorg', movedToSystemId: 's2' }, "ALGOL held Virus Empire's treasury: 300 MCr captured by Zorg Hive; the treasury is now kept at TEDDY (NOVA 4.1)"],
  'treasury-moved': [{ ...base('virus', 's2'), kind: 'treasury-moved', fromSystemId: 's1', mcr: 420 }, 'Virus Empire keeps its treasury (420 MCr) at TEDDY from now on, no longer at ALGOL (NOVA 4.1)'],
  'mcr-destroyed': [{ ...base('virus', 's1'), kind: 'mcr-destroyed', mcr: 80, asked: 100 }, 'Virus Empire destroyed 80 MCr of its stockpile (100 ordered: no more were stockpiled) (NOVA 4.1)'],
  devastated: [{ ...base('virus', 's2'), kind: 'devastated', byUnitIds: ['u1'] }, 'TEDDY devastated by Africa'],
  terraformed: [{ ...base('virus', 's2'), kind: 'terraformed', typeBefore: 3, typeAfter: 7 }, 'TEDDY terraformed: type 3 → 7, every unit on the planet destroyed'],
  'planet-cracked': [{ ...base('virus', 's2'), kind: 'planet-cracked', dropped: 3, detonated: 2, typeBefore: 8, typeAfter: 4 }, 'TEDDY: 3 PCBs dropped, 2 detonated, every unit on the surface destroyed, type 8 → 4'],
  established: [{ ...base('virus', 's2'), kind: 'established', colonies: 3, ic: 0, productionDelta: 50, status: 'world' }, 'Virus Empire established 3 colonies at TEDDY (+50 MCr), now world'],
  'research-rolled': [{ ...base('virus', null), kind: 'research-rolled', project: 'MD7', table: 'B', rolls: [7, 3], tp: 4, total: '12', goal: '20' }, 'Virus Empire research MD7 on table B: rolled 7, 3 for 4 TP (12 of 20)'],
  'research-complete': [{ ...base('virus', null), kind: 'research-complete', project: 'MD7', result: 'MD7 in' }, 'Virus Empire completed MD7: MD7 in'],
  'missiles-acquired': [{ ...base('virus', 's1'), kind: 'missiles-acquired', designs: [{ id: 'm7', name: 'Mark 7' }], unitIds: ['u1'], how: 'ic' }, 'Africa at ALGOL received missile design Mark 7 (at an own established IC)'],
  interest: [{ ...base('virus', null), kind: 'interest', mcr: 6, debt: 60 }, 'Virus Empire paid 6 MCr interest on a debt of 60 MCr'],
  corruption: [{ ...base('virus', null), kind: 'corruption', mcr: 4 }, 'Virus Empire lost 4 MCr to corruption'],
  // NOVA: 6.1 PENALTIES
  penalty: [{ ...base('virus', null), step: 'C', kind: 'penalty', reason: 'unnamed-ship', unitIds: ['u1', 'u2'], count: 2, perUnit: 10, mcr: 20 }, 'Virus Empire fined 20 MCr: 2 new ships named by the GM (Africa and Phantom), 10 MCr each (NOVA 6.1)'],
  // NOVA: PENALTIES — a paper fine the GM ruled (paper-fines.ts)
  'paper-fine': [{ ...base('virus', null), step: 'C', kind: 'paper-fine', fine: 'copies', count: 3, perUnit: 20, extraMcr: 2, mcr: 62, note: 'copies of turn 4 orders' }, 'Virus Empire fined 62 MCr by the GM: copies of designs or orders, 3 pages × 20 MCr + 2 MCr photocopy costs (copies of turn 4 orders) (NOVA 6.1)'],
  treasury: [{ ...base('virus', null), kind: 'treasury', before: 100, after: 180 }, 'Virus Empire treasury 100 → 180 MCr'],
  // NOVA: 6.4 EMPIRE COMMUNICATIONS (messages.ts)
  message: [{ ...base('virus', null), step: 'end', kind: 'message', messageId: 'm1', from: 'virus', to: 'zorg', sheets: 2, passed: false, contact: 'minor', ruled: false }, "Virus Empire's message m1 to Zorg Hive (2 sheets) not passed (minor contact)"],
  ruling: [{ ...base(null, 's1'), kind: 'ruling', what: 'position of Africa', value: 'ALGOL', note: 'jump drive was out' }, 'GM ruling: position of Africa = ALGOL (jump drive was out)'],
};

describe('describeEvent', () => {
  for (const [kind, [event, text]] of Object.entries(CASES)) {
    it(`words a ${kind} event with real names`, () => {
      expect(describeEvent(event, names)).toBe(text);
    });
  }

  it("words one side's view of a battle: the alien units it destroyed counted, not named", () => {
    const event: TurnEvent = { ...base('zorg', 's2'), kind: 'battle', battleId: 'b', battleKind: 'space', otherEmpireIds: ['virus'], result: { how: 'resolved', destroyed: [], damaged: [], retreated: [], aliensDestroyed: 2, rounds: 4 } };
    expect(describeEvent(event, names)).toBe("Space battle at TEDDY between Zorg Hive and Virus Empire, resolved: 2 alien units X'd, 4 rounds");
  });

  it('words a battle still waiting for its result, and a long unit list shortly', () => {
    const event: TurnEvent = { ...base('virus', 's2'), kind: 'battle', battleId: 'b', battleKind: 'surface', otherEmpireIds: ['zorg'], result: null };
    expect(describeEvent(event, names)).toBe('Surface battle at TEDDY between Virus Empire and Zorg Hive, waiting for a result');
    const many: TurnEvent = { ...base('virus', 's1'), kind: 'move-stopped', unitIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], code: 'NT', reason: 'not there' };
    expect(describeEvent(many, names)).toBe('a, b, c, d and e and 3 more did not move (NT): not there');
  });

  it('words an event for one empire with its private aliases and hides alien units', () => {
    const [contact] = CASES.contact;
    if (contact.kind !== 'contact') throw new Error('the contact case');
    const seen: TurnEvent = { ...contact, empireId: 'zorg', otherEmpireId: 'virus', audience: ['zorg', 'virus'], aliases: { zorg: { virus: 'Empire B' } } };
    const owner = (id: string) => (id === 'x1' ? 'zorg' : 'virus');
    expect(describeEvent(seen, viewerNames(names, seen, 'zorg', owner))).toMatch(/^Zorg Hive met Empire B at TEDDY/);
    // Virus has no alias for Zorg in this event: Zorg is an alien to it.
    expect(describeEvent(seen, viewerNames(names, seen, 'virus', owner))).toMatch(/^an alien empire met Virus Empire/);
    const [battle] = CASES.battle;
    expect(describeEvent(battle, viewerNames(names, battle, 'virus', owner))).toContain("an alien unit X'd, Africa Dmg'd");
  });

  it('joins words as a GM writes them', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['A'])).toBe('A');
    expect(listWords(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('an event worded for one empire (property)', () => {
  it('never names another empire it has no alias for, nor another empire’s unit', () => {
    const empires = ['virus', 'zorg', 'mudd'];
    const realNames = { virus: 'Virus Empire', zorg: 'Zorg Hive', mudd: 'Mudd Realm' } as Record<string, string>;
    const all = worldNames({
      systems: [{ id: 's1', name: 'ALGOL' }],
      units: [
        { id: 'v1', name: 'Africa' },
        { id: 'z1', name: 'Raider' },
        { id: 'm1', name: 'Mudlark' },
      ],
      empires: empires.map((id) => ({ id, name: realNames[id] ?? id })),
    });
    const ownerOf = (id: string) => ({ v1: 'virus', z1: 'zorg', m1: 'mudd' })[id] ?? null;
    const unitOf = { virus: 'v1', zorg: 'z1', mudd: 'm1' } as Record<string, string>;
    const empire = fc.constantFrom(...empires);
    fc.assert(
      fc.property(empire, empire, empire, fc.option(fc.constantFrom('Empire A', 'PLAYER 2'), { nil: undefined }), fc.integer({ min: 0, max: 3 }), (subject, other, viewer, alias, pick) => {
        const aliases = alias ? { [viewer]: { [viewer === subject ? other : subject]: alias } } : {};
        const b = { step: 'G' as const, empireId: subject, systemId: 's1', audience: [subject, other], aliases };
        const events: TurnEvent[] = [
          { ...b, kind: 'contact', otherEmpireId: other, code: 4, orders: ['F', 'H'], outcome: 'hostile', newLevel: null, alienShips: 1, aborted: [], notices: [], continuing: false, ruled: false },
          { ...b, kind: 'battle', battleId: 'b.1.s1', battleKind: 'space', otherEmpireIds: [other], result: { how: 'resolved', destroyed: [unitOf[other] ?? ''], damaged: [{ unitId: unitOf[subject] ?? '', damage: '-1AR' }], retreated: [] } },
          { ...b, kind: 'mcr-sent', to: other, mcr: 5 },
          { ...b, kind: 'transfer', unitIds: [unitOf[subject] ?? ''], to: other, ok: true, reason: '' },
        ];
        const event = events[pick] as TurnEvent;
        const text = describeEvent(event, viewerNames(all, event, viewer, ownerOf));
        const known = new Set([viewer, ...Object.keys(aliases[viewer] ?? {})]);
        for (const id of empires) if (!known.has(id)) expect(text).not.toContain(realNames[id]);
        for (const [id, unit] of [['virus', 'Africa'], ['zorg', 'Raider'], ['mudd', 'Mudlark']]) if (id !== viewer) expect(text).not.toContain(unit);
      }),
    );
  });
});
