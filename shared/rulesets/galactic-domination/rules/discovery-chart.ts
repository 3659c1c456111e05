/**
 * Discovery Hexes (GD §11.18): placed face down in the Discovery Phase of turns 4–6; the first ship to
 * enter: its owner reads the hidden number, rolls 1D10 and reads the Discovery Chart (§11.18.2).
 */

export const DISCOVERY_RESULTS = [
  'super-battleship',
  'resource-planet',
  'perilous-planet',
  'hidden-resource',
  'hidden-warship',
  'neutral-planet',
  'one-way',
  'lost-fleet',
  'teleport',
  'allied-free-world',
] as const;
export type DiscoveryResult = (typeof DISCOVERY_RESULTS)[number];

/** Chart rows by key (2–11) and their text (GD §11.18.2, copied). */
export const DISCOVERY_CHART: Readonly<Record<number, { result: DiscoveryResult; text: string }>> = {
  2: { result: 'super-battleship', text: 'Ancient Super Battleship – when activated uses BBS counter' },
  3: { result: 'resource-planet', text: '$6 Resource Planet' },
  4: { result: 'perilous-planet', text: 'Perilous Planet – next fleet to enter this hex loses 1 mobile (ie non-fighter) unit' },
  5: { result: 'hidden-resource', text: 'Hidden Resource – next fleet of another empire to enter hex will receive + $10 in Income Phase' },
  6: { result: 'hidden-warship', text: 'Hidden Warship - next fleet of another empire to enter hex will find an immediately useable CA' },
  7: { result: 'neutral-planet', text: "Neutral Planet – has units corresponding to '10' die roll on Neutral Planet encounter table" },
  8: { result: 'one-way', text: 'Only activating player is able to move through this hex (other players who enter it must leave from same hex side that they entered from when they leave hex)' },
  9: { result: 'lost-fleet', text: 'Compulsory immediate activation – choose one other player – if they enter that hex they will get a fleet of 1 BB, 1 CA, 2 DD in that hex' },
  10: { result: 'teleport', text: 'Fleet in this hex of activating empire teleported 2 hexes – roll 1D6: 1-3 random 4-6 choose' },
  11: { result: 'allied-free-world', text: "Free World – allies with you, no resources but has fleet you can use = '5' on Neutral Planet encounter table. If lost, you lose $10 in next Income Phase" },
};

// Digest §3.7 [D]: total 11 reads row 11; otherwise (total − 1) mod 10 + 1 (12 → 2 … 20 → 10).
/** The chart row for a total (hidden number + 1D10). */
export function discoveryKey(total: number): number {
  if (total === 11) return 11;
  return ((total - 1) % 10) + 1;
}

/** The result for a hidden number and a d10 (GD §11.18.1). Hidden numbers are 1–10 (digest A-35). */
export function discoveryResult(hidden: number, d10: number): { total: number; key: number; result: DiscoveryResult; text: string } {
  const total = hidden + d10;
  const key = discoveryKey(total);
  const row = DISCOVERY_CHART[key] ?? DISCOVERY_CHART[2];
  return { total, key, result: (row as { result: DiscoveryResult }).result, text: (row as { text: string }).text };
}

// GD §11.18.2: results 5/15 and 6/16 are for "the next fleet of another empire": the finder may not
// activate them; 9/19 is a compulsory immediate activation.
/** Who triggers a result: the finder on activation, or another empire's next fleet. */
export function discoveryTrigger(result: DiscoveryResult): 'finder' | 'other-empire' | 'compulsory' {
  if (result === 'hidden-resource' || result === 'hidden-warship') return 'other-empire';
  if (result === 'lost-fleet') return 'compulsory';
  return 'finder';
}

/** Turns with a Discovery Phase (GD §11.1 D, §11.18). */
export function isDiscoveryTurn(turn: number): boolean {
  return turn >= 4 && turn <= 6;
}

// GD §11.18.2 row 9/19: the lost fleet.
export const LOST_FLEET = { BB: 1, CA: 1, DD: 2 } as const;
// Row 7/17 uses the '10' row and row 11 the '5' row of the Neutral Planet table.
export const DISCOVERY_NEUTRAL_ROW = 10;
export const DISCOVERY_ALLY_ROW = 5;
// Row 11: losing the allied world costs $10 at the next Income Phase.
export const ALLY_LOSS_PENALTY = 10;
