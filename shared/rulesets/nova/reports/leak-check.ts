/**
 * The leak check (issue 8; NOVA: 7.4 fog of war): a pure function over a packet and what the
 * empire knows (its knowledge records, contacts, own units and designs). It returns every
 * thing the packet names that the empire may not know — a system, a warp point, an empire,
 * a ship or other unit, a design — with where it appears. An empty list means the packet
 * may be sent.
 *
 * Two nets: every typed name (run) must be one the empire knows, by id and by the text it
 * knows it by; and every plain text (sitrep words, battle lines, map labels, table cells,
 * titles) is scanned, word-bounded, for the names of things in the game the empire does not
 * know — in any case and with or without accents ("kestrel beyond Dorado", "CORSAIR 1"), and
 * every name form: system, empire and player names, unit and design names (issue 19, item 3).
 * The empire's own order lines echoed back (`quoted` runs) are its own words and are
 * not scanned, nor is a name in the same item that the quoted line itself holds (the engine's
 * reason repeating what the player wrote).
 */
import { matchKey, nameScanner, svgTexts, type Leak as SharedLeak, type Secret as SharedSecret } from '../../../print/leaks';
import type { EmpireKnowledge } from './viewer';
import { knownLetters, knownSystems } from './viewer';
import type { Packet, Run, SectionKind } from './packet-model';

export type LeakKind = 'system' | 'warp line' | 'empire' | 'ship' | 'design';

/** A leak of a NOVA packet: the shared frame's, with NOVA's kinds and sections. */
export type Leak = SharedLeak & { kind: LeakKind; section: SectionKind };

/** The game's names the empire might learn: the GM's truth, used only to look for them. */
export interface LeakUniverse {
  systems: readonly { id: string; name: string }[];
  empires: readonly { id: string; name: string; playerName?: string }[];
  units: readonly { id: string; name: string; empireId: string }[];
  designs: readonly { id: string; name: string; empireId: string }[];
}

interface Place {
  section: SectionKind;
  part: string;
  item: number;
  runs: readonly Run[];
}

type Secret = SharedSecret<LeakKind>;

/** A name read from an archive that is not text (a damaged file: a design named 1) is searched for as its text. */
function asText(name: unknown): string {
  return typeof name === 'string' ? name : name === null || name === undefined ? '' : String(name);
}

/** Every item the packet names that the empire may not know, in the packet's order. */
export function leakCheck(packet: Packet, known: EmpireKnowledge, universe: LeakUniverse): Leak[] {
  const systems = knownSystems(known, universe.systems);
  const ownUnits = new Map(known.units.map((u) => [u.id, u]));
  const ownDesigns = new Map(known.designs.map((d) => [d.id, d]));
  const realName = new Map(universe.empires.map((e) => [e.id, e.name]));
  const aliases = new Map(known.contacts.map((c) => [c.empireId, c]));

  // Names the empire may see; a secret that is spelt the same as one of them (in any case or accent) cannot be told apart and is not looked for.
  const own = universe.empires.find((e) => e.id === known.empireId);
  const safeNames = [known.empireName, own?.playerName ?? '', ...[...systems.values()].map((s) => s.name), ...known.units.map((u) => u.name), ...known.designs.map((d) => d.name), ...known.contacts.map((c) => c.alias)].map(asText);
  const safe = new Set<string>(safeNames.map(matchKey));
  const secrets: Secret[] = [];
  for (const s of universe.systems) if (!systems.has(s.id) || systems.get(s.id)?.name !== s.name) secrets.push({ name: s.name, kind: 'system' });
  for (const e of universe.empires) {
    if (e.id === known.empireId) continue;
    const c = aliases.get(e.id);
    if (!c || c.alias !== e.name) secrets.push({ name: e.name, kind: 'empire' });
    // The player behind an empire is told at Full contact (NOVA: 6.4), not before.
    if (e.playerName && c?.level !== 'full') secrets.push({ name: e.playerName, kind: 'empire' });
  }
  for (const u of universe.units) if (!ownUnits.has(u.id)) secrets.push({ name: u.name, kind: 'ship' });
  for (const d of universe.designs) if (!ownDesigns.has(d.id)) secrets.push({ name: d.name, kind: 'design' });
  for (const s of secrets) s.name = asText(s.name);
  const scan = nameScanner(secrets.filter((s) => s.name.trim() !== '' && !safe.has(matchKey(s.name))), safeNames);

  const leaks: Leak[] = [];
  for (const place of placesOf(packet)) {
    const whole = place.runs.map((r) => (r.kind === 'warp' ? r.letter : r.text)).join('');
    const ownWords = matchKey(place.runs.map((r) => (r.kind === 'text' && r.quoted ? r.text : '')).join('\n'));
    const leak = (kind: LeakKind, name: string, reason: string) => leaks.push({ kind, name, section: place.section, item: place.item, part: place.part, text: whole, reason });
    for (const run of place.runs) {
      switch (run.kind) {
        case 'system': {
          const s = systems.get(run.id);
          if (!s) leak('system', run.text, 'the empire does not know this system');
          else if (s.name !== run.text) leak('system', run.text, `the empire knows this system as ${s.name}`);
          break;
        }
        case 'warp': {
          const s = systems.get(run.systemId);
          if (!s) leak('warp line', run.letter, 'a warp point of a system the empire does not know');
          else if (!knownLetters(s).has(run.letter)) leak('warp line', `${s.name} ${run.letter}`, 'the empire does not know this warp point');
          break;
        }
        case 'empire': {
          if (run.id === known.empireId) {
            if (run.text !== known.empireName) leak('empire', run.text, 'not the empire’s own name');
            break;
          }
          const c = aliases.get(run.id);
          if (!c) leak('empire', run.text, 'the empire has not met this empire');
          else if (!aliasHeld(c, run.text, realName.get(run.id))) leak('empire', run.text, run.text === realName.get(run.id) ? 'the real name of an empire known only by its alias' : `the empire knows it as ${c.alias}`);
          break;
        }
        case 'unit': {
          const u = ownUnits.get(run.id);
          if (!u) leak('ship', run.text, 'not one of the empire’s own units');
          else if ((u.name || u.id) !== run.text) leak('ship', run.text, `the unit is called ${u.name}`);
          break;
        }
        case 'design':
          if (!ownDesigns.has(run.id)) leak('design', run.text, 'not one of the empire’s own designs');
          break;
        case 'text':
          // A name the empire wrote itself in the order line quoted in the same item tells it nothing new.
          if (!run.quoted) for (const s of scan(run.text)) if (!ownWords.includes(matchKey(s.name))) leak(s.kind, s.name, `names a ${s.kind} the empire does not know`);
          break;
      }
    }
  }
  return leaks;
}

/**
 * Whether `text` is a name the viewer has had for the other empire this turn (NOVA: 6.4):
 * its alias now; its Minor-contact number, kept when Normal contact links it to a letter;
 * after Full contact the real name and any earlier number or letter (they tell nothing more).
 * Events earlier in the turn may use a name contact later replaced.
 */
function aliasHeld(c: { alias: string; level: string; minorNumber?: number }, text: string, real: string | undefined): boolean {
  if (text === c.alias) return true;
  if (c.minorNumber !== undefined && text === `PLAYER ${c.minorNumber}`) return true;
  if (c.level === 'full') return text === real || /^(Empire [A-Z]+|PLAYER \d+)$/.test(text);
  return false;
}

const plain = (t: string): Run[] => [{ kind: 'text', text: t }];

/** Every piece of the packet that says something, with where it is. */
function placesOf(packet: Packet): Place[] {
  const out: Place[] = [];
  const add = (section: SectionKind, part: string, rows: readonly (readonly Run[])[]) => rows.forEach((runs, item) => out.push({ section, part, item, runs }));
  for (const s of packet.sections) {
    add(s.kind, 'title', [plain(s.title)]);
    switch (s.kind) {
      case 'cover':
        add('cover', '', s.lines.map((l) => [...plain(`${l.label}: `), ...l.value]));
        add('cover', 'contents', s.contents.map(plain));
        break;
      case 'sitrep':
        add('sitrep', '', s.items.map((i) => i.runs));
        break;
      case 'map': {
        const texts = svgTexts(s.svg).map(plain);
        add('map', 'svg', texts);
        add('map', 'systems', s.systems.map((x) => [{ kind: 'system', id: x.id, text: x.name } as Run]));
        add('map', 'legend', s.legend.map(plain));
        break;
      }
      case 'battles':
        s.reports.forEach((r, i) => out.push({ section: 'battles', part: '', item: i, runs: [...r.title, ...r.lines.flatMap((l) => [...plain(' / '), ...l])] }));
        break;
      case 'research':
        add('research', '', s.rows.map((r) => plain([r.project, r.table, r.goal, r.tp, r.rdts, r.status].join(' | '))));
        break;
      case 'order-sheet': {
        add('order-sheet', 'ledger', s.ledger.map((l) => [...plain(`${l.label} `), ...l.value]));
        const table = (part: string, rows: readonly (readonly (readonly Run[])[])[]) => add('order-sheet', part, rows.map((cells) => cells.flatMap((c, i) => [...(i > 0 ? plain(' | ') : []), ...c])));
        table('expenditures', s.expenditures);
        table('commissions', s.commissions);
        table('research', s.research);
        table('movement', s.movement);
        table('general', s.general);
        table('known systems', s.knownSystems);
        add('order-sheet', 'empire', [plain(s.empire)]);
        break;
      }
      case 'glossary':
        add('glossary', '', s.entries.map((e) => plain(`${e.abbr} ${e.meaning}`)));
        break;
    }
  }
  return out;
}
