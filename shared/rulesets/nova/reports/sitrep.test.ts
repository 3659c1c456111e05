import { describe, expect, it } from 'vitest';
import type { TurnEvent } from '../turn/events';
import { BOOK_SITREP, sampleEvents, sampleWorld } from './fixture';
import { runsText, type SitrepItem } from './packet-model';
import { sitrepItems } from './sitrep';
import { empireKnowledgeOf, Namer } from './viewer';

const { start, world } = sampleWorld();

function sitrep(viewer: string, events?: readonly TurnEvent[]): SitrepItem[] {
  const known = empireKnowledgeOf(world, viewer, start.units);
  return sitrepItems({ namer: new Namer(known, world.systems), empireName: known.empireName, turn: 12, events: events ?? sampleEvents() });
}
const lines = (items: SitrepItem[]) => items.map((i) => runsText(i.runs, (t) => `_${t}_`));

type Data = Record<string, unknown>;
function ev(step: TurnEvent['step'], empireId: string | null, systemId: string | null, audience: string[], data: Data, aliases: Record<string, Record<string, string>> = {}): TurnEvent {
  return { step, empireId, systemId, audience, aliases, ...data } as unknown as TurnEvent;
}

describe('the rulebook sample sitrep (NOVA 7.3)', () => {
  it('is reproduced from events that describe it, line for line', () => {
    expect(lines(sitrep('virus'))).toEqual(BOOK_SITREP);
  });

  it('underlines the return letter with a warp run and names systems, units and the empire by id', () => {
    const items = sitrep('virus');
    const exploration = items.find((i) => i.type === 'exploration') as SitrepItem;
    expect(exploration.runs.filter((r) => r.kind === 'warp' && r.underline)).toEqual([{ kind: 'warp', systemId: 's-teddy', letter: 'A', underline: true }]);
    expect(exploration.runs.filter((r) => r.kind === 'system').map((r) => r.kind === 'system' && r.id)).toEqual(['s-algol', 's-teddy']);
    const lost = items.find((i) => i.type === 'lost-contact') as SitrepItem;
    expect(lost.runs).toContainEqual({ kind: 'unit', id: 'u-phantom', text: 'Phantom' });
    expect(items[0]?.runs[0]).toEqual({ kind: 'empire', id: 'virus', text: 'VIRUS' });
  });

  it("leaves out the orders that met no opposition: production, research begun and Phantom's plain jump are not lines of their own", () => {
    const all = lines(sitrep('virus')).join('\n');
    expect(all).not.toMatch(/210|MD6|GRAVES/);
  });

  it("tells the alien empire only what it may know: KLAATU's lost ship is ACL, VIRUS is never named", () => {
    expect(lines(sitrep('klaatu'))).toEqual(['KLAATU Turn 12', 'KLAATU - F -> ACL (Reaver 1)']);
  });
});

describe('each abbreviation (NOVA 7.2)', () => {
  const one = (events: TurnEvent[]) => lines(sitrep('virus', events)).slice(1);
  const contact = (outcome: string, continuing: boolean, extra: Data = {}) =>
    ev('G', 'virus', 's-shoot', ['virus'], { kind: 'contact', otherEmpireId: 'moth', code: 1, orders: ['F', 'F'], outcome, newLevel: null, alienShips: 2, aborted: [], notices: [], continuing, ruled: false, ...extra });

  it('FC, NC, CFC, CNC and #AS', () => {
    expect(one([contact('friendly', false)])).toEqual(['SHOOT - FC,2AS']);
    expect(one([contact('neutral', false)])).toEqual(['SHOOT - NC,2AS']);
    expect(one([contact('friendly', true)])).toEqual(['SHOOT - CFC,2AS']);
    expect(one([contact('neutral', true)])).toEqual(['SHOOT - CNC,2AS']);
  });
  it('JI from the contact’s notice keeps its place after the count', () => {
    expect(one([contact('neutral', false, { notices: ['UG', 'JI'] }), ev('H', 'moth', 's-shoot', ['virus'], { kind: 'alien-activity', activity: 'X', alienShips: 2 })])).toEqual(['SHOOT - NC,2AS,JI,AXS,UG']);
  });
  it('AO, UG and ONA', () => {
    expect(one([contact('neutral', false, { aborted: ['X'], notices: ['UG', 'ONA'] })])).toEqual(['SHOOT - NC,2AS,UG,ONA,AO(X)']);
  });
  it('JI, A?S and TT?', () => {
    expect(one([ev('F', 'moth', 's-shoot', ['virus'], { kind: 'jumped', unitIds: ['a', 'b', 'c'], fromSystemId: 's-graves', fromLetter: 'Q', toLetter: 'A', retreating: false }), ev('H', 'moth', 's-shoot', ['virus'], { kind: 'alien-activity', activity: 'O', alienShips: 3 }), ev('H', 'moth', 's-shoot', ['virus'], { kind: 'alien-activity', activity: 'TTX', alienShips: 3 })])).toEqual([
      'SHOOT - 3AS,JI,AOS,TTX',
    ]);
  });
  it("X'd and Dmg'd for own ships, D'd, E'd with an IC", () => {
    expect(one([ev('G', 'virus', 's-shoot', ['virus'], { kind: 'battle', battleId: 'b', battleKind: 'space', otherEmpireIds: ['moth'], result: { how: 'entered', destroyed: ['u-africa'], damaged: [], retreated: [] } })])).toEqual(["SHOOT - Africa X'd"]);
    expect(one([ev('J', 'virus', 's-shoot', ['virus'], { kind: 'devastated', byUnitIds: ['u-africa'] })])).toEqual(["SHOOT - D'd"]);
    expect(one([ev('K', 'virus', 's-mavis', ['virus'], { kind: 'established', colonies: 1, ic: 1, productionDelta: 15, status: 'world' })])).toEqual(["MAVIS - E'd (1,IC) (+15)"]);
  });
  it('the treasury captured or destroyed with its planet (NOVA: MEGACREDITS, TREASURY & TRANSFER 4.1)', () => {
    expect(one([ev('I', 'virus', 's-shoot', ['virus', 'moth'], { kind: 'treasury-lost', mcr: 500, fromEmpireId: 'virus', toEmpireId: 'moth', movedToSystemId: 's-algol' })])).toEqual(['SHOOT - treasury captured: 500 MCr lost']);
    expect(one([ev('J', 'virus', 's-shoot', ['virus'], { kind: 'treasury-lost', mcr: 700, fromEmpireId: 'virus', toEmpireId: null, movedToSystemId: 's-algol' })])).toEqual(['SHOOT - treasury destroyed: 700 MCr lost']);
    expect(one([ev('I', 'moth', 's-shoot', ['moth', 'virus'], { kind: 'treasury-lost', mcr: 500, fromEmpireId: 'moth', toEmpireId: 'virus', movedToSystemId: null })])).toEqual(['SHOOT - treasury captured: 500 MCr gained']);
  });
  it('AOP, ASP, AWP on exploring, and a battle still to fight (BT)', () => {
    expect(one([ev('H', 'virus', 's-teddy', ['virus'], { kind: 'explored', how: 'explored', unitIds: ['u-scout1'], type: 4, letters: ['B', 'A'], aliensPresent: ['outpost', 'AWP'] })])).toEqual(['TEDDY (B,A)4 AOP,AWP']);
    expect(one([ev('G', 'virus', 's-shoot', ['virus'], { kind: 'battle', battleId: 'b', battleKind: 'surface', otherEmpireIds: ['moth'], result: null })])).toEqual(['SHOOT - BT surface battle to fight']);
  });
  it('order errors with their line and code; the move-stopped code at the system', () => {
    expect(one([ev('F', 'virus', null, ['virus'], { kind: 'order-error', line: 14, text: 'Africa SHOOT-NOWHERE F,X', code: 'DNE', reason: '', unitIds: ['u-africa'] }), ev('F', 'virus', 's-shoot', ['virus'], { kind: 'move-stopped', unitIds: ['u-africa'], code: 'NDC', reason: 'no line' })])).toEqual(['SHOOT - Africa NDC', 'Order line 14 DNE: Africa SHOOT-NOWHERE F,X']);
  });
  it('ACL from the engine’s contact-lost event, the way in from the explored event, and aliens destroyed counted by the engine', () => {
    expect(one([ev('G', 'virus', 's-virus', ['virus'], { kind: 'contact-lost', unitIds: ['u-phantom'], fromSystemId: 's-virus', letter: 'X' })])).toEqual(['VIRUS - X -> ACL (Phantom)']);
    expect(one([ev('G', 'virus', 's-shoot', ['virus'], { kind: 'contact-lost', unitIds: ['u-africa'], fromSystemId: 's-shoot', letter: null })])).toEqual(['SHOOT - ACL (Africa)']);
    expect(one([ev('H', 'virus', 's-teddy', ['virus'], { kind: 'explored', how: 'explored', unitIds: ['u-scout1'], type: 4, letters: ['A', 'B'], via: { fromSystemId: 's-algol', fromLetter: 'D', toLetter: 'A' }, aliensPresent: ['2AS'], status: null })])).toEqual(['ALGOL - D -> TEDDY (_A_,B)4 2AS']);
    expect(one([ev('H', 'virus', 's-shoot', ['virus'], { kind: 'explored', how: 'observed', unitIds: ['u-africa'], type: 6, letters: ['A'], via: null, aliensPresent: [], status: 'settlement' })])).toEqual(['SHOOT (A)6 ST']);
    expect(one([ev('G', 'virus', 's-shoot', ['virus'], { kind: 'battle', battleId: 'b', battleKind: 'space', otherEmpireIds: ['klaatu'], result: { how: 'resolved', destroyed: [], damaged: [], retreated: [], aliensDestroyed: 2 } })])).toEqual(["SHOOT - X'd 2AS"]);
  });
  it('an event in no system stands without a system name', () => {
    expect(one([ev('F', 'virus', null, ['virus'], { kind: 'move-stopped', unitIds: ['u-africa'], code: 'JD', reason: '' })])).toEqual(['Africa JD']);
  });
  it('research completions as the engine words them, and an observed system without colonies', () => {
    expect(one([ev('L', 'virus', null, ['virus'], { kind: 'research-complete', project: 'SN20-SN25', result: 'SN25 in' }), ev('L', 'virus', null, ['virus'], { kind: 'research-complete', project: 'NSD HORNET', result: 'NSD HORNET in' })])).toEqual(['SN25 in', 'NSD HORNET in']);
    expect(one([ev('H', 'virus', 's-teddy', ['virus'], { kind: 'explored', how: 'observed', unitIds: ['u-scout1'], type: 4, letters: ['A'], via: null, aliensPresent: [], status: 'none' })])).toEqual(['TEDDY (A)4']);
  });
  it('full contact names the other empire and its player', () => {
    expect(one([ev('H', 'virus', null, ['virus'], { kind: 'full-contact', otherEmpireId: 'zorg', playerName: 'Ann', playerContact: 'ann@example.org' }, { virus: { zorg: 'PLAYER 1' } })])).toEqual(['Full contact with PLAYER 1: player Ann, ann@example.org']);
  });
  it('events for others only are never read', () => {
    expect(one([ev('K', 'klaatu', 's-klaatu', ['klaatu'], { kind: 'established', colonies: 1, ic: 0, productionDelta: 5, status: 'outpost' })])).toEqual([]);
  });
});

describe('aliases per viewer (NOVA 6.4)', () => {
  const meeting = ev('G', null, 's-shoot', ['virus', 'klaatu'], { kind: 'minor-contact', otherEmpireId: 'zorg', alias: '' }, { virus: { zorg: 'PLAYER 1' }, klaatu: { zorg: 'Empire A' } });
  it('names the same empire by each viewer’s own alias, never by its real name', () => {
    const v = lines(sitrep('virus', [meeting])).join('\n');
    expect(v).toContain('wreckage examined: PLAYER 1');
    expect(v).not.toContain('ZORG');
    const k = lines(sitrep('klaatu', [meeting])).join('\n');
    expect(k).toContain('wreckage examined: Empire A');
  });
  it('an empire not met is "alien" and never named', () => {
    const transfer = ev('H', 'moth', 's-shoot', ['virus'], { kind: 'transfer', unitIds: ['x'], to: 'virus', ok: true, reason: '' });
    expect(lines(sitrep('virus', [transfer])).join('\n')).toContain('received 1 unit from alien');
    const money = ev('L', 'virus', null, ['virus'], { kind: 'mcr-received', from: 'zorg', mcr: 30 }, { virus: { zorg: 'PLAYER 1' } });
    expect(lines(sitrep('virus', [money]))).toContain('+30 MCr from PLAYER 1');
  });
});

describe('missile designs issued (NOVA: MISSILE DESIGN ACQUISITION)', () => {
  it('the empire is told which of its ships received a new missile design, and where; another empire is not', () => {
    const issued = ev('A', 'virus', 's-algol', ['virus'], { kind: 'missiles-acquired', designs: [{ id: 'm7', name: 'Mark 7' }], unitIds: ['u-phantom'], how: 'ic' });
    expect(lines(sitrep('virus', [issued])).slice(1)).toEqual(['Mark 7 issued to Phantom at ALGOL']);
    expect(lines(sitrep('klaatu', [issued])).slice(1)).toEqual([]);
  });
});
