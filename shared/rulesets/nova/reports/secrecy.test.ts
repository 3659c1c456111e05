// NOVA: What is secret (digest 2.3) and PLAYER CO-OPERATION: "Do NOT seek to discover information about other positions by
// talking to players you have not contacted … Once players establish contact with each other, such info may be exchanged
// through the game master, or personally if they have full contact." Warpdesk's side of it: a packet tells an empire only
// what it may know, and the leak check refuses one that names the map it has not explored, an empire it has not met, an
// alien empire by another viewer's letter, a player before Full contact, or another empire's research.
import { describe, expect, it } from 'vitest';
import { ownEvent } from '../turn/events';
import { buildPacket } from './build-packet';
import { sampleEvents, sampleWorld } from './fixture';
import { leakCheck } from './leak-check';
import type { Packet, SitrepSection } from './packet-model';
import { renderPacketText } from './render-text';
import { leakUniverse } from './turn-source';
import { empireKnowledgeOf } from './viewer';

const { start, world } = sampleWorld();
const game = { id: 'g', name: 'Secrets', deadline: '', settings: {} };
const input = { game, turn: 12, start, world, events: sampleEvents() };
const withText = (p: Packet, text: string): Packet => ({
  ...p,
  sections: p.sections.map((s) => (s.kind === 'sitrep' ? { ...s, items: [...s.items, { type: 'note', runs: [{ kind: 'text', text }], from: [] } as SitrepSection['items'][number]] } : s)),
});

describe('NOVA 2.3 what is secret, as the packets and the leak check keep it', () => {
  // ZORG's player is given a name that is nobody else's, to look for it.
  const universe = { ...leakUniverse(input), empires: leakUniverse(input).empires.map((e) => (e.id === 'zorg' ? { ...e, playerName: 'Ann Lee' } : e)) };
  const virus = empireKnowledgeOf(world, 'virus', start.units);
  const names = (p: Packet) => leakCheck(p, virus, universe).map((l) => [l.kind, l.name]);

  it('the map: a system the empire has not explored is not named to it', () => {
    expect(names(withText(buildPacket(input, 'virus'), 'Rumour has it GRAVES is a rich world'))).toEqual([['system', 'GRAVES']]);
  });

  it('which empire owns alien units, until contact: an empire never met is not named', () => {
    expect(names(withText(buildPacket(input, 'virus'), 'the ships at SHOOT are MOTH ships'))).toEqual([['empire', 'MOTH']]);
  });

  it('another player\'s letters for empires differ per viewer: VIRUS knows ZORG as PLAYER 1, not as KLAATU\'s Empire A', () => {
    const p = buildPacket(input, 'virus');
    const runs = [{ kind: 'empire' as const, id: 'zorg', text: 'Empire A' }];
    const bad: Packet = { ...p, sections: p.sections.map((s) => (s.kind === 'sitrep' ? { ...s, items: [...s.items, { type: 'note', runs, from: [] } as SitrepSection['items'][number]] } : s)) };
    expect(leakCheck(bad, virus, universe).map((l) => l.reason)).toEqual(['the empire knows it as PLAYER 1']);
  });

  it('real identities, until Full contact: the player behind an empire met only by Minor contact is not named; after Full contact it is', () => {
    expect(names(withText(buildPacket(input, 'virus'), 'PLAYER 1 is played by Ann Lee'))).toEqual([['empire', 'Ann Lee']]);
    const full = { ...virus, contacts: virus.contacts.map((c) => (c.empireId === 'zorg' ? { ...c, level: 'full' as const } : c)) };
    expect(leakCheck(withText(buildPacket(input, 'virus'), 'PLAYER 1 is played by Ann Lee'), full, universe)).toEqual([]);
  });

  it('research projects are hidden: another empire\'s project is in no packet but its own', () => {
    const events = [...sampleEvents(), ownEvent('D', 'klaatu', null, { kind: 'research-started', project: 'WA100-WA140', rdts: 3, mcr: 30 })];
    const own = renderPacketText(buildPacket({ ...input, events }, 'klaatu'));
    expect(own).toContain('WA100-WA140');
    for (const other of ['virus', 'zorg', 'moth']) expect(renderPacketText(buildPacket({ ...input, events }, other))).not.toContain('WA100');
  });
});
