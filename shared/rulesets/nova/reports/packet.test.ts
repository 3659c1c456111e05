import { describe, expect, it } from 'vitest';
import { BOOK_SITREP, sampleEvents, sampleWorld } from './fixture';
import { leakCheck } from './leak-check';
import { packetCode, SHEET_ROWS, type OrderSheetSection, type Packet, type SitrepSection } from './packet-model';
import { blankOrderSheet, buildPacket } from './build-packet';
import { renderPacketText, sitrepText } from './render-text';
import { checkedPackets, leakUniverse } from './turn-source';
import { empireKnowledgeOf } from './viewer';

const { start, world } = sampleWorld();
const game = { id: 'g', name: 'Sample sitrep', deadline: 'Turn 13 orders due 6 December', settings: {} };
const input = { game, turn: 12, start, world, events: sampleEvents() };
const section = <K extends Packet['sections'][number]['kind']>(p: Packet, kind: K) => p.sections.find((s) => s.kind === kind) as Extract<Packet['sections'][number], { kind: K }>;

describe('buildPacket', () => {
  const packet = buildPacket(input, 'virus');

  it('has the cover, sitrep, map, battles, research, order sheet and glossary in order', () => {
    expect(packet.sections.map((s) => s.kind)).toEqual(['cover', 'sitrep', 'map', 'battles', 'research', 'order-sheet', 'glossary']);
    expect(packet.code).toBe(packetCode('g', 12, 'virus', 1));
    expect(packet.code).toMatch(/^T12-01-[0-9A-Z]{3}$/);
    expect(section(packet, 'cover').lines.map((l) => l.label)).toContain('Orders for turn 13 due');
  });

  it('gives each empire and turn its own code', () => {
    const codes = new Set(['virus', 'klaatu', 'zorg', 'moth'].flatMap((e, i) => [11, 12, 13].map((t) => packetCode('g', t, e, i + 1))));
    expect(codes.size).toBe(12);
  });

  it('holds the rulebook sitrep', () => {
    expect(sitrepText(section(packet, 'sitrep').items)).toEqual(BOOK_SITREP.map((l, i) => `${i + 1} * ${l}`));
  });

  it('draws the map from the empire’s knowledge only', () => {
    const map = section(packet, 'map');
    expect(map.systems.map((s) => s.name).sort()).toEqual(['ALGOL', 'MAVIS', 'SHOOT', 'TEDDY', 'VIRUS']);
    expect(map.svg).not.toContain('GRAVES');
    expect(map.svg).not.toContain('KLAATU');
    expect(map.svg).toContain('>TEDDY</text>');
  });

  it('reports the battle at SHOOT without naming the alien', () => {
    const b = section(packet, 'battles');
    expect(b.reports).toHaveLength(1);
    const text = JSON.stringify(b.reports[0]);
    expect(text).toContain("Africa");
    expect(text).toContain("Alien ships X'd: 1AS");
    expect(text).not.toContain('KLAATU');
    expect(text).not.toContain('Reaver');
  });

  it('pre-fills the order sheet for the next turn: treasury, production, ships by system with cargo, research', () => {
    const s = section(packet, 'order-sheet') as OrderSheetSection;
    expect(s.turn).toBe(13);
    expect(s.expenditures).toHaveLength(SHEET_ROWS.expenditures);
    expect(s.commissions).toHaveLength(5);
    expect(s.research).toHaveLength(6);
    expect(s.movement.length).toBeGreaterThanOrEqual(24);
    expect(s.general).toHaveLength(6);
    const text = renderPacketText(packet);
    expect(text).toContain('Treasury : 120');
    expect(text).toMatch(/\| TEDDY +\| Pathfinder \(C 7\), Wayfarer, Seeker/);
    expect(text).toMatch(/\| SHOOT +\| Africa/);
    expect(text).not.toMatch(/Phantom \|/);
    // MD6-MD7 finished this turn: not a project under way on the next sheet.
    expect(s.research.some((r) => JSON.stringify(r).includes('MD6'))).toBe(false);
  });

  it('lists the abbreviations used in a glossary', () => {
    expect(section(packet, 'glossary').entries.map((e) => e.abbr)).toEqual(['#AS', 'ACL', 'A?S', "Dmg'd", "E'd", 'JI', 'NC', 'SD', 'TT?', "X'd"]);
  });

  it('shows research progress unless the game reports it only on request (NOVA 5.6)', () => {
    expect(section(packet, 'research').rows[0]).toMatchObject({ project: 'MD6-MD7', status: 'completed this turn' });
    const paid = buildPacket({ ...input, game: { ...game, settings: { turn: { researchReports: 'paid' } } }, events: [...sampleEvents().filter((e) => e.kind !== 'research-complete'), { step: 'L', empireId: 'virus', systemId: null, audience: ['virus'], aliases: {}, kind: 'research-rolled', project: 'MD6-MD7', table: 'B', rolls: [3], tp: 1, total: '5', goal: '12' }] }, 'virus');
    expect(section(paid, 'research').rows[0]).toMatchObject({ tp: 'not reported' });
    const full = buildPacket({ ...input, events: [...sampleEvents(), { step: 'L', empireId: 'virus', systemId: null, audience: ['virus'], aliases: {}, kind: 'research-rolled', project: 'SH2-SH3', table: 'B', rolls: [3, 10], tp: 1, total: '5', goal: '12' }] }, 'virus');
    expect(section(full, 'research').rows[1]).toMatchObject({ project: 'SH2-SH3', tp: '5', dice: '3, 10 (+1 TP)', status: 'under way' });
  });

  it('reads the running projects the turn engine keeps on the empire record, and the reports bought this turn', () => {
    const w = structuredClone(world);
    const v = w.empires.find((e) => e.id === 'virus') as unknown as { nova: unknown };
    v.nova = { research: [{ id: 'BL20-BL25', code: 'BL', from: 20, to: 25, table: 'A', goal: '9/4', tp: '3/2', rdts: 3, startedTurn: 10, reportTurn: 12 }, { id: 'NSD HORNET', code: 'NSD', from: null, to: null, table: 'C', goal: '12', tp: '5', rdts: 2, startedTurn: 11 }] };
    const paid = buildPacket({ ...input, world: w, game: { ...game, settings: { turn: { researchReports: 'paid' } } } }, 'virus');
    expect(section(paid, 'research').rows.map((r) => [r.project, r.tp, r.rdts])).toEqual([
      ['BL20-BL25', '3/2', '3'],
      ['NSD HORNET', 'not reported', '2'],
      ['MD6-MD7', 'done', '2'],
    ]);
    const sheet = section(paid, 'order-sheet') as OrderSheetSection;
    expect(sheet.research.slice(0, 2).map((r) => r.map((c) => c.map((x) => (x.kind === 'text' ? x.text : '')).join('')))).toEqual([
      ['BL20-BL25', 'A', '(9/4)', '[3]', '', ''],
      ['NSD HORNET', 'C', '(12)', '[2]', '', ''],
    ]);
  });

  it('a blank order sheet has the paper’s rows and no name', () => {
    const blank = blankOrderSheet(game, 13);
    const s = blank.sections[0] as OrderSheetSection;
    expect(s.empire).toBe('');
    expect([s.expenditures.length, s.commissions.length, s.research.length, s.movement.length, s.general.length]).toEqual([11, 5, 6, 24, 6]);
    expect(renderPacketText(blank)).toContain('EMPIRE : ______   TURN : 13');
  });
});

describe('leak check on the sample', () => {
  it('passes every empire’s packet', () => {
    for (const { packet, leaks } of checkedPackets(input)) expect(leaks, packet.empireName).toEqual([]);
  });

  const known = empireKnowledgeOf(world, 'virus', start.units);
  const universe = leakUniverse(input);
  const withItem = (p: Packet, runs: SitrepSection['items'][number]['runs']): Packet => ({ ...p, sections: p.sections.map((s) => (s.kind === 'sitrep' ? { ...s, items: [...s.items, { type: 'note', runs, from: [] }] } : s)) });

  it('catches a system name, an alien empire’s real name, an alien ship’s name and a warp point, with where they appear', () => {
    const packet = buildPacket(input, 'virus');
    const bad = withItem(packet, [{ kind: 'text', text: 'GRAVES holds KLAATU ships: Reaver 1 and Zorgon' }, { kind: 'warp', systemId: 's-shoot', letter: 'Q' }]);
    const leaks = leakCheck(bad, known, universe);
    expect(leaks.map((l) => [l.kind, l.name])).toEqual([
      ['system', 'GRAVES'],
      // KLAATU is both a system and an empire; Reaver a design too: each is reported.
      ['system', 'KLAATU'],
      ['empire', 'KLAATU'],
      ['ship', 'Reaver 1'],
      ['design', 'Reaver'],
      ['ship', 'Zorgon'],
      ['warp line', 'SHOOT Q'],
    ]);
    expect(leaks[0]).toMatchObject({ section: 'sitrep', item: 6, part: '' });
    expect(leaks[0]?.text).toContain('GRAVES holds');
  });

  it('catches typed names the empire does not know and aliases that are not its own', () => {
    const packet = buildPacket(input, 'virus');
    const bad = withItem(packet, [
      { kind: 'system', id: 's-klaatu', text: 'KLAATU' },
      { kind: 'empire', id: 'zorg', text: 'Empire A' },
      { kind: 'empire', id: 'zorg', text: 'ZORG' },
      { kind: 'unit', id: 'u-zorg', text: 'Zorgon' },
      { kind: 'design', id: 'klaatu-fg', text: 'Reaver' },
    ]);
    const leaks = leakCheck(bad, known, universe).map((l) => [l.kind, l.name, l.reason]);
    expect(leaks).toContainEqual(['system', 'KLAATU', 'the empire does not know this system']);
    expect(leaks).toContainEqual(['empire', 'Empire A', 'the empire knows it as PLAYER 1']);
    expect(leaks).toContainEqual(['empire', 'ZORG', 'the real name of an empire known only by its alias']);
    expect(leaks).toContainEqual(['ship', 'Zorgon', 'not one of the empire’s own units']);
    expect(leaks).toContainEqual(['design', 'Reaver', 'not one of the empire’s own designs']);
  });

  it('accepts the names the empire had for another this turn: the Minor number kept beside the letter, any after Full contact', () => {
    const packet = buildPacket(input, 'klaatu');
    const kn = { ...empireKnowledgeOf(world, 'klaatu', start.units), contacts: [{ empireId: 'zorg', level: 'normal' as const, alias: 'Empire A', minorNumber: 2, since: 8 }, { empireId: 'virus', level: 'full' as const, alias: 'VIRUS', since: 12 }] };
    const ok = withItem(packet, [{ kind: 'empire', id: 'zorg', text: 'PLAYER 2' }, { kind: 'empire', id: 'zorg', text: 'Empire A' }, { kind: 'empire', id: 'virus', text: 'Empire D' }, { kind: 'empire', id: 'virus', text: 'VIRUS' }]);
    expect(leakCheck(ok, kn, universe)).toEqual([]);
    const bad = withItem(packet, [{ kind: 'empire', id: 'zorg', text: 'PLAYER 1' }, { kind: 'empire', id: 'zorg', text: 'ZORG' }]);
    expect(leakCheck(bad, kn, universe).map((l) => l.name)).toEqual(['PLAYER 1', 'ZORG']);
  });

  it('scans the map too', () => {
    const packet = buildPacket(input, 'virus');
    const bad: Packet = { ...packet, sections: packet.sections.map((s) => (s.kind === 'map' ? { ...s, svg: s.svg.replace('</svg>', '<text x="0" y="0">GRAVES</text></svg>') } : s)) };
    expect(leakCheck(bad, known, universe)).toMatchObject([{ kind: 'system', name: 'GRAVES', section: 'map', part: 'svg' }]);
  });

  it('does not scan the empire’s own order lines echoed back, nor the reason repeating them', () => {
    const packet = withItem(buildPacket(input, 'virus'), [{ kind: 'text', text: 'Order line 3 DNE: ' }, { kind: 'text', text: 'Africa SHOOT-GRAVES', quoted: true }, { kind: 'text', text: ' (no line from SHOOT to GRAVES)' }]);
    expect(leakCheck(packet, known, universe)).toEqual([]);
    const other = withItem(buildPacket(input, 'virus'), [{ kind: 'text', text: 'Order line 3 DNE: ' }, { kind: 'text', text: 'Africa SHOOT-GRAVES', quoted: true }, { kind: 'text', text: ' (KLAATU ships are there)' }]);
    expect(leakCheck(other, known, universe).map((l) => l.name)).toEqual(['KLAATU', 'KLAATU']);
  });
});

// NOVA: GAME OBJECTIVES (8.1): the packet tells the empire its own figure only, the level when the GM announces it.
describe('the victory condition on the cover', () => {
  const cover = (settings: Record<string, unknown>, empireId = 'virus') => section(buildPacket({ ...input, game: { ...game, settings } }, empireId), 'cover').lines.find((l) => l.label === 'Victory condition');

  it('is absent when no victory condition is set', () => {
    expect(cover({})).toBeUndefined();
  });

  it('gives the empire its own VPs, the level only when announced, and names no other empire', () => {
    const hidden = cover({ objectives: { method: 'population', level: 99 } });
    expect(hidden?.value[0]).toMatchObject({ kind: 'text', text: expect.stringMatching(/^Population: you have \d+ VP$/) });
    expect(cover({ objectives: { method: 'population', level: 99, announceLevel: true } })?.value[0]).toMatchObject({ text: expect.stringMatching(/; victory at 99$/) });
    const packet = buildPacket({ ...input, game: { ...game, settings: { objectives: { method: 'production', level: 1 } } } }, 'virus');
    const text = renderPacketText(packet);
    expect(text).toMatch(/Victory condition/);
    // Several empires pass a level of 1 MCr: no winner is named, and no other empire's figure is printed.
    expect(text).not.toMatch(/KLAATU|ZORG|MOTH/i);
  });
});

// NOVA: PLAYER ELIMINATION (8.2): the eliminated empire's packet says so; the book tells no other empire.
describe('an eliminated empire on the cover', () => {
  const eliminated = { ...input, world: { ...world, empires: world.empires.map((e) => (e.id === 'virus' ? { ...e, nova: { ...(e.nova as object), eliminatedTurn: 12 } } : e)) } };
  const line = (empireId: string) => section(buildPacket(eliminated, empireId), 'cover').lines.find((l) => l.label === 'Eliminated');

  it('its own cover gives the turn and that later orders are not carried out', () => {
    expect(line('virus')?.value[0]).toMatchObject({ kind: 'text', text: 'on turn 12: your last World is lost and no other was created (NOVA 8.2 PLAYER ELIMINATION); orders sent after it are not carried out' });
  });

  it('no other empire is told', () => {
    for (const other of world.empires.filter((e) => e.id !== 'virus')) expect(line(other.id)).toBeUndefined();
  });
});
