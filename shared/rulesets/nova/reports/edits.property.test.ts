/**
 * The GM's sitrep edits over generated games (issue 19, item 3): an edit naming a secret in any
 * case and accent is caught; a harmless edit is printed as typed and passes; and the Reports
 * screen's document (the app) and `editedPacket` (the command line's path) are one computation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedPacket, type ReportEdits } from './edits';
import { randomGame } from './random-game';
import { NOVA_REPORTS, type NovaReportSource } from './report-rules';
import { sitrepText } from './render-text';
import { empireKnowledgeOf, knownSystems } from './viewer';

/** `name` with each letter's case flipped or kept, and some vowels given an accent, by `bits`. */
function mangle(name: string, bits: number): string {
  const ACCENT: Record<string, string> = { a: 'á', e: 'é', i: 'ï', o: 'ô', u: 'ú', A: 'À', E: 'Ë', I: 'Î', O: 'Ö', U: 'Ü' };
  return [...name].map((ch, i) => {
    const bit = (bits >> (i % 24)) & 1;
    const cased = bit ? ch.toUpperCase() : ch.toLowerCase();
    return (bits >> ((i + 7) % 24)) & 1 ? (ACCENT[cased] ?? cased) : cased;
  }).join('');
}

const gameArb = fc.record({
  systems: fc.integer({ min: 12, max: 40 }),
  empires: fc.integer({ min: 2, max: 5 }),
  ships: fc.integer({ min: 1, max: 5 }),
  seed: fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() !== ''),
});
const editArb = fc.record({ empire: fc.nat(), item: fc.nat(), secret: fc.boolean(), pick: fc.nat(), bits: fc.integer({ min: 0, max: 0xffffff }) });

describe('GM edits of generated packets (property)', () => {
  it('a secret typed in any case or accent is caught; a harmless edit passes; app and CLI agree', () => {
    fc.assert(
      fc.property(gameArb, fc.array(editArb, { minLength: 1, maxLength: 4 }), (o, wanted) => {
        const input = randomGame(o);
        const empires = [...input.world.empires].sort((a, b) => a.position - b.position);
        const edits: ReportEdits = {};
        const planted = new Map<string, string[]>();
        for (const w of wanted) {
          const empire = empires[w.empire % empires.length];
          if (!empire) continue;
          const known = empireKnowledgeOf(input.world, empire.id, input.start?.units ?? []);
          const seen = knownSystems(known, input.world.systems);
          const secrets = [
            ...input.world.systems.filter((s) => !seen.has(s.id) && ![...seen.values()].some((k) => k.name.toLowerCase() === s.name.toLowerCase())).map((s) => s.name),
            ...input.world.empires.filter((e) => e.id !== empire.id && !known.contacts.some((c) => c.empireId === e.id)).flatMap((e) => [e.name, e.playerName]),
          ];
          const secret = secrets[w.pick % Math.max(1, secrets.length)];
          const text = w.secret && secret ? `Word is that ${mangle(secret, w.bits)} stirs.` : 'The GM notes a quiet turn.';
          const items = (edits[empire.id] ??= {});
          const item = 1 + (w.item % 3);
          items[String(item)] = text;
          if (w.secret && secret) planted.set(`${empire.id}|${item}`, [secret]);
          else planted.delete(`${empire.id}|${item}`);
        }
        const source: NovaReportSource = { ok: true, input, rolls: undefined, edits, committed: true };
        for (const empire of empires) {
          const cli = editedPacket(input, empire.id, edits);
          const app = NOVA_REPORTS.document(source, { kind: 'packet', playerId: empire.id, paper: 'a4' });
          // One computation: the same leaks, the same edited text.
          expect(app.leaks).toEqual(cli.leaks);
          const sitrep = cli.packet.sections.find((s) => s.kind === 'sitrep');
          const lines = sitrep && sitrep.kind === 'sitrep' ? sitrepText(sitrep.items) : [];
          for (const [i, text] of Object.entries(edits[empire.id] ?? {})) if (Number(i) < lines.length) expect(lines[Number(i)]).toBe(`${Number(i) + 1} * ${text}`);
          const expected = [...planted.entries()].filter(([k]) => k.startsWith(`${empire.id}|`) && Number(k.split('|')[1]) < lines.length).flatMap(([, names]) => names);
          for (const name of expected) expect(cli.leaks.some((l) => l.name === name && l.section === 'sitrep'), `${empire.name}: ${name}`).toBe(true);
          if (expected.length === 0) expect(cli.leaks, empire.name).toEqual([]);
        }
      }),
      { seed: 19, numRuns: 30 },
    );
  });
});
