/**
 * Player Play Order (GD §11.1): the first player rotates one seat left each turn; play proceeds to
 * the left. Seats are numbered 0… clockwise ("to the left") from the turn-1 starter's seat.
 */

/** The seat that starts turn `turn` (1-based), given the seat that started turn 1 (digest §4.2 [D]). */
export function startingSeat(turn: number, firstSeat: number, players: number): number {
  return (((firstSeat + turn - 1) % players) + players) % players;
}

/** Seats in play order for a turn: the starter, then to the left. */
export function playOrder(turn: number, firstSeat: number, players: number): number[] {
  const start = startingSeat(turn, firstSeat, players);
  return Array.from({ length: players }, (_, i) => (start + i) % players);
}

/**
 * Breaks a roll-off (GD §11.1: everyone rolls 1D6, highest goes first, tied players reroll; also §7.1
 * seating and §7.14 Destiny order). `roll(i)` rolls for contender i. Returns contenders from first to last.
 */
export function rollOff(contenders: readonly number[], roll: (contender: number) => number): number[] {
  if (contenders.length <= 1) return [...contenders];
  const rolls = contenders.map((c) => ({ c, v: roll(c) }));
  const values = [...new Set(rolls.map((r) => r.v))].sort((x, y) => y - x);
  const out: number[] = [];
  for (const v of values) {
    const tied = rolls.filter((r) => r.v === v).map((r) => r.c);
    out.push(...(tied.length > 1 ? rollOff(tied, roll) : tied));
  }
  return out;
}
