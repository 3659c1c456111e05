/**
 * The dice a GM types in (physical dice) for the next rolls: whole numbers separated by spaces,
 * commas or lines ("3 3 4 9"), a die type may be named before a value ("d100:40"), a percentage or
 * permillage roll may be typed as its ten-sided dice in order ("3-7-1" is 371, "0-0" is 100: NOVA DICE),
 * or a dice file in the CLI's JSON form (`[3, {"die":"d100","value":40}]` or `{"queue":[…]}`, docs/nova-battle-format.md).
 * Values are the die's reading (d100 1–100, 0 reads 100), as in the engine's forced dice.
 */
import { DIE_TYPES, type DieType, type ForcedDie } from '../../../../shared/rulesets/nova/combat/dice';
import { readD10Digits } from '../../../../shared/rulesets/nova/combat/dice-digits';

export type ForcedDiceRead = { ok: true; dice: ForcedDie[] } | { ok: false; problems: string[] };

const isDie = (v: unknown): v is DieType => (DIE_TYPES as readonly unknown[]).includes(v);

export function readForcedDice(text: string): ForcedDiceRead {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, dice: [] };
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) return readJsonDice(trimmed);
  const problems: string[] = [];
  const dice: ForcedDie[] = [];
  trimmed.split(/[\s,;]+/).forEach((word, i) => {
    // NOVA: DICE — a percentage or permillage roll typed as its d10s in order, high digit first: 3-7-1 is 371, 0-0 is 100.
    if (/^\d(-\d){1,}$/.test(word)) {
      const read = readD10Digits(word.split('-').map(Number));
      if (read.ok) dice.push({ value: read.value, die: read.die });
      else problems.push(`die ${i + 1}: "${word}": ${read.reason}`);
      return;
    }
    const m = /^(?:(d6|d10z|d10t|d100|d1000)[:=])?(\d+)$/i.exec(word);
    if (!m) {
      problems.push(`die ${i + 1}: "${word}" is not a whole number (or die:value such as d100:40)`);
      return;
    }
    const f: ForcedDie = { value: Number(m[2]) };
    if (m[1]) f.die = m[1].toLowerCase() as DieType;
    dice.push(f);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, dice };
}

function readJsonDice(text: string): ForcedDiceRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const list: unknown = Array.isArray(data) ? data : (data as { queue?: unknown }).queue;
  if (!Array.isArray(list)) return { ok: false, problems: ['expected a list of dice, or an object with a "queue" list'] };
  const problems: string[] = [];
  const dice: ForcedDie[] = [];
  list.forEach((item: unknown, i) => {
    if (typeof item === 'number' && Number.isInteger(item)) dice.push({ value: item });
    else if (typeof item === 'object' && item !== null && Number.isInteger((item as { value?: unknown }).value)) {
      const { value, die, purpose } = item as { value: number; die?: unknown; purpose?: unknown };
      if (die !== undefined && !isDie(die)) problems.push(`die ${i + 1}: unknown die type ${JSON.stringify(die)} (${DIE_TYPES.join(', ')})`);
      const f: ForcedDie = { value };
      if (isDie(die)) f.die = die;
      if (typeof purpose === 'string') f.purpose = purpose;
      dice.push(f);
    } else problems.push(`die ${i + 1}: expected a whole number or { "value": n }`);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, dice };
}
