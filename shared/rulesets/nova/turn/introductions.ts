/**
 * NOVA: FULL CONTACT, introductions: "A Player who has Full Contact with two or more other players
 * may act as a go between and introduce them to each other. In this case it is not necessary for
 * the players being introduced to have Normal Contact with each other. ALL the players must still
 * request the Full Contact in the turn's orders. If one or more players don't, the contact doesn't
 * occur."
 *
 * Two lines of the GENERAL block, read at step H (step-h-diplomacy.ts):
 * - the go-between: `Introduce Empire A to Empire B` (or `… and …`), naming two empires it has Full
 *   contact with;
 * - each player introduced: `Full contact through Empire C` (or `via`), naming the go-between, with
 *   whom it has Full contact.
 * When the go-between and both players introduced all write theirs the same turn, the two gain Full
 * contact (each told the other's name and player, as for a Full contact request).
 *
 * Read word by word (the line split once on runs of spaces): linear in the line, no backtracking.
 */
import { GENERAL_PREFIX } from '../orders/general-prefix';

export type IntroductionLine = { kind: 'introduce'; first: string; second: string } | { kind: 'through'; via: string };

/** The words of a line after its prefix, with a final full stop dropped. */
function wordsOf(text: string): string[] {
  const body = text.replace(GENERAL_PREFIX, '').trim().replace(/\.$/, '');
  return body === '' ? [] : body.split(/\s+/);
}

/** An introduction or its acceptance, or null when the line is neither. */
export function readIntroductionLine(text: string): IntroductionLine | null {
  const words = wordsOf(text);
  const lower = words.map((w) => w.toLowerCase());
  if (lower[0] === 'introduce') {
    const at = lower.findIndex((w, i) => i > 1 && (w === 'to' || w === 'and'));
    if (at < 0 || at === lower.length - 1) return null;
    return { kind: 'introduce', first: words.slice(1, at).join(' '), second: words.slice(at + 1).join(' ') };
  }
  let i = lower[0] === 'request' ? 1 : 0;
  if (lower[i] !== 'full' || lower[i + 1] !== 'contact') return null;
  i += 2;
  if (lower[i] !== 'through' && lower[i] !== 'via') return null;
  const via = words.slice(i + 1).join(' ');
  return via === '' ? null : { kind: 'through', via };
}

/** An introduction by `by` of `a` and `b` (empire ids), on the go-between's sheet line `line`. */
export interface Introduction {
  by: string;
  a: string;
  b: string;
  line: number;
}

/**
 * The pairs of empires an introduction makes Full contact between this turn: those whose go-between
 * introduced them and who both asked for Full contact through that go-between (`through`: `${empire}>${goBetween}`).
 * The others are returned with the empires that did not ask.
 */
export function introductionsCarriedOut(intros: readonly Introduction[], through: ReadonlySet<string>): { made: Introduction[]; missing: { intro: Introduction; notAsked: string[] }[] } {
  const made: Introduction[] = [];
  const missing: { intro: Introduction; notAsked: string[] }[] = [];
  for (const intro of intros) {
    const notAsked = [intro.a, intro.b].filter((e) => !through.has(`${e}>${intro.by}`));
    if (notAsked.length === 0) made.push(intro);
    else missing.push({ intro, notAsked });
  }
  return { made, missing };
}
