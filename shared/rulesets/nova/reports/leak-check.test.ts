import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Packet, type Run } from './packet-model';
import { buildPacket } from './build-packet';
import { leakCheck } from './leak-check';
import { randomGame } from './random-game';
import { checkedPackets, leakUniverse } from './turn-source';
import { empireKnowledgeOf, knownSystems } from './viewer';

/** The packet with one more sitrep item made of `runs`. */
function withInserted(packet: Packet, runs: Run[]): Packet {
  return { ...packet, sections: packet.sections.map((s) => (s.kind === 'sitrep' ? { ...s, items: [...s.items, { type: 'note', runs, from: [] }] } : s)) };
}

const gameArb = fc.record({
  systems: fc.integer({ min: 12, max: 70 }),
  empires: fc.integer({ min: 2, max: 6 }),
  ships: fc.integer({ min: 1, max: 8 }),
  noise: fc.integer({ min: 0, max: 6 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }).filter((s) => s.trim() !== ''),
});

describe('leak check over generated games (property)', () => {
  it('no packet of any empire fails, and a name inserted on purpose is always caught', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), (o, pick) => {
        const input = randomGame(o);
        const universe = leakUniverse(input);
        for (const { packet, leaks } of checkedPackets(input)) {
          expect(leaks, `${packet.empireName}: ${JSON.stringify(leaks[0])}`).toEqual([]);
          const known = empireKnowledgeOf(input.world, packet.empireId, input.start?.units ?? []);
          const knownIds = knownSystems(known, input.world.systems);
          const safe = new Set([known.empireName, ...[...knownIds.values()].map((s) => s.name), ...known.units.map((u) => u.name), ...known.contacts.map((c) => c.alias)]);
          const secretSystems = input.world.systems.filter((s) => !knownIds.has(s.id));
          const secretEmpires = input.world.empires.filter((e) => e.id !== packet.empireId && !known.contacts.some((c) => c.empireId === e.id && c.alias === e.name));
          const secretShips = [...input.world.units, ...(input.start?.units ?? [])].filter((u) => u.empireId !== packet.empireId && u.kind === 'ship' && !safe.has(u.name));
          const cases: [string, string][] = [];
          if (secretSystems.length) cases.push(['system', (secretSystems[pick % secretSystems.length] as { name: string }).name]);
          if (secretEmpires.length) cases.push(['empire', (secretEmpires[pick % secretEmpires.length] as { name: string }).name]);
          if (secretShips.length) cases.push(['ship', (secretShips[pick % secretShips.length] as { name: string }).name]);
          for (const [kind, name] of cases) {
            const found = leakCheck(withInserted(packet, [{ kind: 'text', text: `Rumour: ${name} was seen.` }]), known, universe);
            expect(found.some((l) => l.kind === kind && l.name === name && l.section === 'sitrep'), `${kind} ${name} in ${packet.empireName}`).toBe(true);
          }
          if (secretSystems[0]) {
            const s = secretSystems[0];
            expect(leakCheck(withInserted(packet, [{ kind: 'system', id: s.id, text: s.name }]), known, universe).some((l) => l.kind === 'system')).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the same game gives the same packets', () => {
    const a = randomGame({ systems: 40, empires: 4, seed: 'same' });
    const b = randomGame({ systems: 40, empires: 4, seed: 'same' });
    expect(JSON.stringify(buildPacket(a, 'e2'))).toBe(JSON.stringify(buildPacket(b, 'e2')));
  });

  it('generated turns exercise the sitrep: explorations, contacts, battles, ACL', () => {
    const input = randomGame({ systems: 40, empires: 6, seed: 'rich', ships: 10, explore: 12 });
    const types = new Set(checkedPackets(input).flatMap(({ packet }) => packet.sections.flatMap((s) => (s.kind === 'sitrep' ? s.items.map((i) => i.type) : []))));
    expect([...types].sort()).toEqual(expect.arrayContaining(['error', 'exploration', 'header', 'local', 'lost-contact', 'research']));
  });
});
