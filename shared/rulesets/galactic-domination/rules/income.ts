/**
 * Income (GD §11.1 H, §9.1.1, §11.9): Stellars equal to the Resource Chits, i.e. the producing worlds.
 * Capital Worlds together give 12 to their native owner and half to a captor; a blockaded planet gives
 * half its value, rounded up; one-off bonuses and losses are listed apart.
 */

/** A world as income sees it. */
export interface IncomeWorld {
  readonly id: string;
  readonly name: string;
  readonly kind: 'capitalM' | 'capitalS' | 'subCapital' | 'empire' | 'free' | 'neutral';
  /** Resource value Rn; null while unknown (not yet occupied). */
  readonly resource: number | null;
  /** The race whose capital this is (captured capitals are halved), null for other worlds. */
  readonly nativeRace: string | null;
  readonly blockaded: boolean;
  /** An activated discovery world that is not yet producing gives nothing. */
  readonly producing?: boolean;
}

/** One line of the ledger. */
export interface IncomeLine {
  readonly source: string;
  readonly amount: number;
  readonly note: string;
}

/**
 * Income of one world for its owner of race `ownerRace` (Stellars).
 * Digest A-31 default: a captor gets ⌈R/2⌉ of each captured capital; the native owner keeps the others
 * at full R. GD §11.9: blockaded → half, rounded up (applied after the captor's half).
 */
export function worldIncome(world: IncomeWorld, ownerRace: string): IncomeLine {
  const r = world.resource ?? 0;
  if (world.producing === false) return { source: world.name, amount: 0, note: 'not yet activated' };
  let amount = r;
  const notes: string[] = [`R${r}`];
  const isCapital = world.kind === 'capitalM' || world.kind === 'capitalS';
  if (isCapital && world.nativeRace !== null && world.nativeRace !== ownerRace) {
    amount = Math.ceil(amount / 2);
    notes.push('captured capital: half, rounded up (§9.1.1)');
  }
  if (world.blockaded) {
    amount = Math.ceil(amount / 2);
    notes.push('blockaded: half, rounded up (§11.9)');
  }
  return { source: world.name, amount, note: notes.join('; ') };
}

/** Resource Chits total (GD §10.5.1.6): the income of all worlds before blockade and bonuses. */
export function resourceChits(worlds: readonly IncomeWorld[], ownerRace: string): number {
  return worlds.reduce((n, w) => n + worldIncome({ ...w, blockaded: false }, ownerRace).amount, 0);
}

/** The income ledger of a player: per world, then bonuses (Economic Boom +10, Hidden Resource +10, Serendipity +5, …). */
export function incomeLedger(worlds: readonly IncomeWorld[], ownerRace: string, bonuses: readonly IncomeLine[]): { lines: IncomeLine[]; total: number } {
  const lines = [...worlds.map((w) => worldIncome(w, ownerRace)), ...bonuses];
  return { lines, total: lines.reduce((n, l) => n + l.amount, 0) };
}

// GD §9.1.1: the Capital Worlds combined produce 12 for the native player.
export const CAPITALS_INCOME = 12;
// GD §9.1.1: every player starts with a 20-point Resource Chit and no Stellars.
export const STARTING_RESOURCE_CHIT = 20;
