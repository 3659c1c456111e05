/**
 * NOVA: COMBINATION LASERS (XL) — the glossary entry's rules about designs and research (how an
 * XL fires is the combat resolver's: combat/decisions.ts, combat/weapons.ts).
 *
 * - "Players who have XL tech may, if desired, also use both BL and PL tech at a level up to the
 *   XL researched. The player must specify in the ship design that a single purpose laser is being
 *   used" — a BL or PL line of a design is that statement; its size is capped by the larger of the
 *   empire's own BL/PL level and its XL level (`laserDesignLimit`).
 * - "The player can not research BL or PL independently, unless started separately from 0.
 *   Research on XLs will allow bigger single type BL/PL guns of course." — an empire with XL and
 *   no BL (PL) level of its own researches BL (PL) only from 0 (`xlResearchProblem`).
 */
import type { TechLevels } from './technology';

const SINGLE_PURPOSE = ['BL', 'PL'] as const;

function isSinglePurpose(code: string): code is (typeof SINGLE_PURPOSE)[number] {
  return (SINGLE_PURPOSE as readonly string[]).includes(code);
}

/**
 * The largest size of a `code` laser a design of this empire may mount: its own level of `code`,
 * raised to its XL level for BL and PL. Undefined when the empire has neither.
 */
export function laserDesignLimit(tech: TechLevels, code: string): number | undefined {
  const own = tech[code];
  if (!isSinglePurpose(code)) return own;
  const xl = tech.XL;
  if (xl === undefined) return own;
  return Math.max(own ?? 0, xl);
}

/**
 * Why a research project on `code` from level `from` may not start for an empire with `tech`, or
 * undefined when the XL rule allows it: BL/PL research of an XL empire with no BL/PL of its own
 * starts from 0 ("BL0-BL20"); its XL level is not a BL level to research from.
 */
export function xlResearchProblem(code: string, from: number, tech: TechLevels): string | undefined {
  if (!isSinglePurpose(code) || tech.XL === undefined || tech[code] !== undefined || from === 0) return undefined;
  return `${code}${from}: the empire's XL${tech.XL} is not ${code} technology; ${code} can be researched independently only from 0 (${code}0-…), and bigger single-purpose lasers come from XL research (NOVA: COMBINATION LASERS)`;
}
