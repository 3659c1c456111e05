/**
 * Generated order files for the fuzzer (issue 19, item 11): the typed sample sheets of every
 * ruleset, mutated line by line (characters, runs of spaces, long lines, line ends, headings,
 * separators, Unicode), and lines made from the sheets' own vocabulary. Deterministic by seed.
 */
import { readFileSync } from 'node:fs';
import { Random } from './random';

export interface OrderCase {
  /** The ruleset whose reader the text goes through. */
  ruleset: 'nova' | 'dark-nebula' | 'galactic-domination';
  text: string;
}

const SOURCES: readonly { ruleset: OrderCase['ruleset']; path: string }[] = [
  { ruleset: 'nova', path: 'resources/samples/nova-sample-orders-turn-1.txt' },
  { ruleset: 'nova', path: 'resources/samples/nova-sample-orders-turn-2.txt' },
  { ruleset: 'nova', path: 'resources/samples/nova-sample-orders-turn-3.txt' },
  { ruleset: 'dark-nebula', path: 'resources/samples/dark-nebula-sample-orders-turn-3.txt' },
  { ruleset: 'galactic-domination', path: 'test/fixtures/galactic-domination/orders-turn-3.txt' },
];

let cache: { ruleset: OrderCase['ruleset']; lines: string[] }[] | null = null;
function sources() {
  cache ??= SOURCES.map((s) => ({ ruleset: s.ruleset, lines: readFileSync(s.path, 'utf8').split(/\r?\n/) }));
  return cache;
}

const TOKENS = ['|', ' | ', ',', ', ', '-', ' - ', '(', ')', '[', ']', ':', ' : ', 'EMPIRE : ', 'TURN : ', 'PLAYER : ', '//', '#', '@', 'x', 'X,I', 'Q', 'F', 'H', '1', '0', '-5', '1e308', '999999999999999999999', 'NaN', '½', 'é', 'Ω', '漢字', '🚀', '\u0000', '\u200b', '\ufeff', '\t', '  ', 'MOVEMENT', 'RESEARCH', 'COMMISSIONS', 'EXPENDITURES', 'GENERAL ORDERS', 'GO:', 'SO:', 'CO:', 'Treasury : ', 'Total : '];

function junk(r: Random, length: number): string {
  let out = '';
  // Any character but line ends (a line end would make two lines: the mutation is of one).
  while (out.length < length) out += r.chance(3) ? String.fromCharCode(0x20 + r.int(0x3000)) : r.pick(TOKENS);
  return out;
}

function mutateLine(r: Random, line: string, all: readonly string[]): string {
  switch (r.int(12)) {
    case 0: {
      const at = r.int(line.length + 1);
      return line.slice(0, at) + junk(r, 1 + r.int(6)) + line.slice(at);
    }
    case 1: {
      const at = r.int(line.length + 1);
      return line.slice(0, at) + line.slice(at + 1 + r.int(8));
    }
    case 2:
      return line + ' '.repeat(1 + r.int(6000)) + (r.chance(2) ? 'x' : '');
    case 3:
      return ' '.repeat(r.int(3000)) + line;
    case 4:
      return line.replace(/\|/g, () => r.pick(['|', '||', ' ', '\t', '', '  |  ']));
    case 5:
      return line.repeat(1 + r.int(r.chance(10) ? 3000 : 5));
    case 6:
      return junk(r, 1 + r.int(r.chance(20) ? 20_000 : 80));
    case 7:
      return r.pick(all);
    case 8:
      return line.toLowerCase();
    case 9:
      return line.replace(/\d+/g, () => r.pick(['0', '-1', '1e9', '99999999999999999999', '3.5', 'ten', '']));
    case 10:
      return line.split('').reverse().join('');
    default:
      return line;
  }
}

/** The `index`-th case of the run seeded `seed`. */
export function orderCase(seed: string, index: number): OrderCase {
  const r = new Random(`${seed}/orders/${index}`);
  const source = r.pick(sources());
  const lines = [...source.lines];
  const edits = 1 + r.int(r.chance(4) ? 40 : 6);
  for (let i = 0; i < edits; i++) {
    const at = r.int(lines.length);
    switch (r.int(5)) {
      case 0:
        lines.splice(at, 1);
        break;
      case 1:
        lines.splice(at, 0, lines[r.int(lines.length)] ?? '');
        break;
      default:
        lines[at] = mutateLine(r, lines[at] ?? '', source.lines);
    }
  }
  // Beyond the Dark Nebula's reader ends lines at LF or CRLF only; the others also at a lone CR.
  const end = r.pick(source.ruleset === 'dark-nebula' ? ['\n', '\r\n'] : ['\n', '\n', '\r\n', '\r']);
  const text = (r.chance(20) ? '\ufeff' : '') + lines.join(end) + (r.chance(2) ? end : '');
  return { ruleset: source.ruleset, text };
}
