/**
 * `warpdesk contact A B [--armed-a|--unarmed-a] [--armed-b|--unarmed-b] [--activity-a X] [--activity-b X]
 * [--default-a L] [--default-b L] [--json]` and `warpdesk contact --table`: the CONTACT MODE INTERACTION
 * TABLE (NOVA 6.13) for two contact orders, with code 8's second lookup shown.
 */
import { isActivityLetter, type ContactLetter } from '../orders/order-letters';
import { readContactLetter, resolveSides, type Side } from '../turn/contact';
import { ABORT_NOTE, CONTACT_CODES, contactCode, letterName, TABLE_LETTERS, type ContactCode } from '../turn/contact-table';
import { EXIT_OK, usageError, type CliCommand, type CliIo } from '../../../cli/io';

interface SideArgs {
  armed: boolean;
  activities: string[];
  ownDefault?: ContactLetter;
}

function parse(args: readonly string[]): { letters: string[]; a: SideArgs; b: SideArgs; json: boolean; table: boolean } | string {
  const letters: string[] = [];
  const sides: Record<'a' | 'b', SideArgs> = { a: { armed: true, activities: [] }, b: { armed: true, activities: [] } };
  let json = false;
  let table = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const m = /^--(armed|unarmed|activity|default)-(a|b)$/.exec(arg);
    if (arg === '--json') json = true;
    else if (arg === '--table') table = true;
    else if (m) {
      const side = sides[m[2] as 'a' | 'b'];
      if (m[1] === 'armed' || m[1] === 'unarmed') {
        side.armed = m[1] === 'armed';
        continue;
      }
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value`;
      if (m[1] === 'activity') {
        for (const letter of value.toUpperCase().split(/[\s,]+/).filter((l) => l !== '')) {
          if (!isActivityLetter(letter)) return `${arg}: "${letter}" is not an activity order (A D E X I L M O S W Z)`;
          side.activities.push(letter);
        }
      } else {
        const letter = readContactLetter(value);
        if (!letter) return `${arg}: "${value}" is not a contact order (F G H K N Q R T U)`;
        side.ownDefault = letter;
      }
    } else if (arg.startsWith('-')) return `unknown option "${arg}" for "contact"`;
    else letters.push(arg);
  }
  return { letters, a: sides.a, b: sides.b, json, table };
}

function printTable(io: CliIo): void {
  io.out('CONTACT MODE INTERACTION TABLE (rows: side B, columns: side A; symmetric)');
  io.out(`     ${TABLE_LETTERS.map((l) => l.padStart(3)).join('')}`);
  for (const b of TABLE_LETTERS) io.out(`  ${b}  ${TABLE_LETTERS.map((a) => String(contactCode(a, b)).padStart(3)).join('')}`);
  io.out('');
  for (const [code, text] of Object.entries(CONTACT_CODES)) io.out(`${code.padStart(3)}) ${text}`);
  io.out(ABORT_NOTE);
}

/** The side as the table sees it; an unarmed H is refused by the rules (NOVA 6.6) and becomes the unit's default. */
function sideOf(label: string, order: ContactLetter, args: SideArgs, notes: string[]): Side {
  let letter = order;
  if (order === 'H' && !args.armed) {
    letter = args.ownDefault && args.ownDefault !== 'H' ? args.ownDefault : 'N';
    notes.push(`H is not allowed for an unarmed ship (NOVA 6.6): ${label} is treated as ${letterName(letter)}`);
  }
  const counted = args.activities.filter((a) => a !== 'S');
  if (counted.length < args.activities.length) notes.push(`${label}'s S (surrender) does not count as an activity for the table and is never aborted (digest §10.4 A22)`);
  return { label, order: letter, activities: counted, armed: args.armed, ...(args.ownDefault ? { ownDefault: args.ownDefault } : {}) };
}

async function contact(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parse(args);
  if (typeof parsed === 'string') return usageError(io, parsed);
  if (parsed.table) {
    printTable(io);
    return EXIT_OK;
  }
  if (parsed.letters.length !== 2) return usageError(io, '"contact" needs two contact orders, side A then side B, e.g. contact T N --activity-b X');
  const [ta, tb] = parsed.letters as [string, string];
  const la = readContactLetter(ta);
  const lb = readContactLetter(tb);
  if (!la || !lb) return usageError(io, `"${la ? tb : ta}" is not a contact order: write F G H K N Q R T U (or Friendly, Guard, Hostile, Kopp-Out, Neutral, Qualified, Retreat, Tolerate, Ultimatum)`);
  const notes: string[] = [];
  const a = sideOf('side A', la, parsed.a, notes);
  const b = sideOf('side B', lb, parsed.b, notes);
  const r = resolveSides(a, b);
  if (parsed.json) {
    io.out(JSON.stringify({ a: { ...a }, b: { ...b }, code: r.code, meaning: CONTACT_CODES[r.code], lookups: r.lookups.map((l) => ({ ...l, meaning: CONTACT_CODES[l.code as ContactCode] })), outcome: r.outcome, aborts: r.abort, retreats: r.retreat, explanation: r.explanation, notes }));
    return EXIT_OK;
  }
  const describe = (label: string, s: Side) => `${label}: ${letterName(s.order)}, ${s.armed ? 'armed' : 'unarmed'}${s.activities.length ? `, activity ${s.activities.join(',')}` : ', no activity'}${s.ownDefault ? `, own default ${s.ownDefault}` : ''}`;
  for (const note of notes) io.out(`Note: ${note}`);
  io.out(describe('Side A', a));
  io.out(describe('Side B', b));
  const steps = r.explanation.split('; ');
  r.lookups.forEach((l, i) => {
    io.out(`${l.orders[0]} vs ${l.orders[1]} = ${l.code}: ${CONTACT_CODES[l.code as ContactCode]}`);
    const step = steps[i];
    if (l.code === 8 && step) io.out(`  → ${step.replace(/^[A-Z] vs [A-Z] = 8: /, '')}`);
    if ((l.code === 10 || l.code === 11) && !l.orders.includes('Q')) io.out('  (no side has Q: "the side with Q orders" is read as the side that is not G or T, digest §6.13)');
  });
  const who = (flags: [boolean, boolean]) => (['side A', 'side B'] as const).filter((_, i) => flags[i]);
  const extra = [...who(r.abort).map((s) => `${s} aborts its activities`), ...who(r.retreat).map((s) => `${s} retreats`)];
  io.out(`Outcome: ${r.outcome === 'hostile' ? 'hostilities' : `${r.outcome} contact`}${extra.length ? `; ${extra.join('; ')}` : ''}`);
  io.out(`In words: ${r.explanation}`);
  return EXIT_OK;
}

export const contactCommand: CliCommand = {
  help: [
    ['contact A B [--armed-a|--unarmed-a] [--armed-b|--unarmed-b] [--activity-a X] [--activity-b X] [--default-a L] [--default-b L] [--json]', 'NOVA contact table: the result of two contact orders'],
    ['contact --table', 'print the NOVA contact table and its 13 result codes'],
  ],
  run: contact,
};
