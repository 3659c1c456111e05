/**
 * Bounds on what an archive may hold (issue 19, item 6), checked before anything else reads it,
 * for every ruleset: how deep values nest, and how large a number may be. A file past them is
 * refused with the place, never a crash (a stack overflow in a parser, a number that overflows
 * the engine's whole numbers a turn later).
 */
import { formatPath, type Problem } from './problems';

/**
 * How deep objects and arrays may nest, counting the archive itself as 1. Warpdesk's own
 * archives nest at most 12 deep (a committed turn's changes); 10,000 deep once crashed the
 * reader and the database write.
 */
export const ARCHIVE_MAX_DEPTH = 32;

/**
 * The largest size of any number in an archive: 10^12. The largest a game needs are its dice
 * states (whole numbers below 2^32, about 4.3 × 10^9); a treasury, a position or a count is far
 * smaller. Sums of thousands of such numbers stay exact whole numbers (below 2^53).
 */
export const ARCHIVE_MAX_NUMBER = 1e12;

const MAX_PROBLEMS = 50;

function depthMessage(): string {
  return `values are nested more than ${ARCHIVE_MAX_DEPTH} deep here; an archive nests objects and arrays at most ${ARCHIVE_MAX_DEPTH} deep (Warpdesk writes at most 12)`;
}

/**
 * The first place where JSON text nests deeper than ARCHIVE_MAX_DEPTH, as `line L, column C`,
 * or null. One pass over the text, strings skipped, no parsing (so a deep file never reaches
 * JSON.parse). Text that is not JSON is left to the parser to describe.
 */
export function textDepthProblem(text: string): Problem | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > ARCHIVE_MAX_DEPTH) return { where: placeOf(text, i), message: depthMessage() };
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return null;
}

/** `line L, column C` (1-based) of a character of the text. */
function placeOf(text: string, index: number): string {
  let line = 1;
  let column = 1;
  for (let i = 0; i < index; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else column++;
  }
  return `line ${line}, column ${column}`;
}

/** Whether a nested value is deeper than the archive allows (`depth` is the depth the value starts at). */
export function tooDeepAt(depth: number): boolean {
  return depth > ARCHIVE_MAX_DEPTH;
}

export const TOO_DEEP_MESSAGE = depthMessage();

/**
 * Every place in a parsed archive (up to 50) that nests too deep or holds a number out of
 * bounds, with its path (`empires[2].treasury`). Walks the value with its own stack, so any
 * depth is safe to walk.
 */
export function valueBoundsProblems(root: unknown): Problem[] {
  const problems: Problem[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const { value, path } = stack.pop() as { value: unknown; path: PropertyKey[] };
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > ARCHIVE_MAX_NUMBER) {
        problems.push({ where: formatPath(path), message: `must be a number from -1,000,000,000,000 to 1,000,000,000,000 (found ${String(value)})` });
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length + 1 > ARCHIVE_MAX_DEPTH) {
      problems.push({ where: formatPath(path), message: depthMessage() });
      continue;
    }
    const entries: [PropertyKey, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [PropertyKey, unknown];
      if (typeof child === 'object' || typeof child === 'number') stack.push({ value: child, path: [...path, key] });
    }
  }
  return problems;
}
