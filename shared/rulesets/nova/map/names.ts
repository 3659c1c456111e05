/** Short, pronounceable system names from seeded dice (NOVA: 2.1 "keep system names short"). */
import type { Dice } from '../../../rng';

const ONSETS = ['B', 'C', 'D', 'F', 'G', 'H', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V', 'Z', 'BR', 'KR', 'DR', 'TH', 'ST', 'SH', 'VR', 'GL', 'AR', 'EL', 'OR', 'AL', 'IS', 'UL'];
const VOWELS = ['A', 'E', 'I', 'O', 'U', 'AE', 'IA', 'OR', 'AN', 'EL'];
const CODAS = ['', '', '', 'N', 'R', 'S', 'X', 'L', 'TH', 'K', 'M', 'D'];

/**
 * `count` distinct names of 3 to `maxLength` characters. Two syllables while that
 * gives enough distinct names, three when it does not.
 */
export function makeNames(dice: Dice, count: number, maxLength: number): string[] {
  const names = new Set<string>();
  let tries = 0;
  while (names.size < count) {
    tries++;
    const syllables = tries > count * 4 ? 3 : 2;
    let name = '';
    for (let i = 0; i < syllables; i++) name += dice.pick(ONSETS) + dice.pick(VOWELS);
    name += dice.pick(CODAS);
    if (tries > count * 40) name += String(names.size + 1);
    if (name.length >= 3 && name.length <= maxLength) names.add(name);
  }
  return [...names];
}
