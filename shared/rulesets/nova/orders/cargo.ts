/**
 * Cargo written in parentheses after a ship (NOVA: 6.8): `2 COL`, `1 IC`, `AA`, or the name
 * of a ship carried in a launch bay. Unit kinds are the abbreviations of NOVA: 3.9 as stored
 * on `units` rows (C, AA, RA, SDU, IC, PCB, SG, TFC).
 */
import { UNIT_TYPES } from '../economy';

const ALIASES: Readonly<Record<string, string>> = {
  COL: 'C',
  COLS: 'C',
  COLONY: 'C',
  COLONIES: 'C',
  COLONIST: 'C',
  COLONISTS: 'C',
  ARMY: 'AA',
  ARMIES: 'AA',
  MA: 'MA',
};

/** The unit abbreviation a word stands for (`COL` → `C`, `Assault Army` → `AA`), or null. */
export function unitAbbr(word: string): string | null {
  const w = word.trim().toUpperCase().replace(/\s+/g, ' ');
  if (w === '') return null;
  if (ALIASES[w]) return ALIASES[w];
  for (const type of UNIT_TYPES) {
    const name = type.name.toUpperCase();
    if (w === type.abbr || w === `${type.abbr}S` || w === name || w === `${name}S` || (name.endsWith('Y') && w === `${name.slice(0, -1)}IES`)) return type.abbr;
  }
  return null;
}

export type CargoItem = { kind: 'unit'; abbr: string; count: number; text: string } | { kind: 'ship'; name: string; text: string };

/** `2 COL` → 2 colonies; a word that is no unit type is a carried ship's name. */
export function readCargo(text: string): CargoItem {
  const match = /^(\d+)\s*[x×]?\s*(.+)$/i.exec(text.trim());
  const count = match ? Number(match[1]) : 1;
  const word = match ? (match[2] ?? '') : text;
  const abbr = unitAbbr(word);
  return abbr ? { kind: 'unit', abbr, count, text } : { kind: 'ship', name: text.trim().toUpperCase(), text };
}

/** Kinds of cargo each unloading activity needs (NOVA: 6.7): E colonies, an IC or a TFC; L armies or installations; A assault armies. */
export const UNLOAD_NEEDS: Readonly<Record<'E' | 'L' | 'A', readonly string[]>> = {
  E: ['C', 'IC', 'TFC'],
  L: ['AA', 'RA', 'MA', 'SDU', 'IC', 'PCB', 'SG', 'TFC'],
  A: ['AA'],
};
