/** Names for worlds found during play [P] (App P: "when a planet is discovered it has no name"): seeded, unique. */
import type { DiceSource } from '../dice';

const FIRST = ['Ka', 'Vor', 'Te', 'Mira', 'Sul', 'Ondo', 'Ri', 'Xan', 'Bel', 'Cor', 'Dra', 'Esh', 'Fal', 'Gal', 'Hy', 'Ith', 'Jor', 'Lum', 'Nes', 'Pra'];
const SECOND = ['thos', 'lune', 'vex', 'rax', 'dia', 'mont', 'quar', 'sis', 'tor', 'nea', 'gard', 'phor', 'lis', 'dun', 'bra', 'kesh', 'mar', 'zon', 'ti', 'vel'];

/** A fresh world name not in `taken` (two d20-like picks from the dice, logged as 'name'). */
export function worldName(dice: DiceSource, taken: ReadonlySet<string>): string {
  const a = FIRST[(dice.roll('world name', 'd20', { group: 'name' }) - 1) % FIRST.length] as string;
  const b = SECOND[(dice.roll('world name', 'd20', { group: 'name' }) - 1) % SECOND.length] as string;
  let name = a + b;
  for (let n = 2; taken.has(name); n++) name = `${a}${b} ${toRoman(n)}`;
  return name;
}

function toRoman(n: number): string {
  const table: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  let left = n;
  for (const [v, s] of table) while (left >= v) {
    out += s;
    left -= v;
  }
  return out;
}
