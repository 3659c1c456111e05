/**
 * Who moves first within a segment (GD §11.5.1): an interactive move-or-wait protocol. Eligible units
 * are offered fastest first (equal speeds in Player Play Order); a unit that waits is offered again
 * after each slower unit's offer; the slowest unit still waiting, if it waits again once every faster
 * unit has had its chance, loses its move. Once all choices are made the moves count as simultaneous,
 * except that the fastest unit entering a hex gets any benefit of being first and the slowest any risk.
 */

/** A unit (or fleet) eligible to move this segment. */
export interface Mover {
  readonly id: string;
  readonly speed: number;
  /** 0-based position in this turn's Player Play Order (GD §11.1). */
  readonly playOrder: number;
}

/** One offer of the protocol and the answer given. */
export interface Offer {
  readonly id: string;
  readonly choice: 'move' | 'wait';
  /** True when this wait was the slowest unit's final refusal: it loses its move. */
  readonly forfeits?: boolean;
}

/** Fastest first; equal speeds in play order; then id for a stable order. */
export function offerOrder(movers: readonly Mover[]): Mover[] {
  return [...movers].sort((a, b) => b.speed - a.speed || a.playOrder - b.playOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Runs the protocol. `decide(mover, offerNumber)` answers each offer (offerNumber counts this
 * mover's offers from 1). Returns the offers in order, the ids that moved in the order they chose
 * to, and those that lost their move. Always ends: each wait of the slowest waiting unit after all
 * faster units had their chance removes it.
 */
export function runOffers(movers: readonly Mover[], decide: (mover: Mover, offerNumber: number) => 'move' | 'wait'): { offers: Offer[]; moved: string[]; forfeited: string[] } {
  const ordered = offerOrder(movers);
  const offers: Offer[] = [];
  const moved: string[] = [];
  const forfeited: string[] = [];
  const waiting = new Set<Mover>();
  const count = new Map<string, number>();
  const offer = (m: Mover, final: boolean): void => {
    const n = (count.get(m.id) ?? 0) + 1;
    count.set(m.id, n);
    const choice = decide(m, n);
    if (choice === 'move') {
      moved.push(m.id);
      waiting.delete(m);
      offers.push({ id: m.id, choice });
    } else if (final) {
      forfeited.push(m.id);
      waiting.delete(m);
      offers.push({ id: m.id, choice, forfeits: true });
    } else {
      waiting.add(m);
      offers.push({ id: m.id, choice });
    }
    // "Any Unit which has not already had its movement always gets a movement option after every
    // time a lower Speed Unit has received the option": strictly faster waiting units, fastest first.
    for (const w of offerOrder([...waiting])) if (w.speed > m.speed && waiting.has(w)) offer(w, false);
  };
  ordered.forEach((m, i) => offer(m, i === ordered.length - 1));
  while (waiting.size > 0) {
    const sorted = offerOrder([...waiting]);
    offer(sorted[sorted.length - 1] as Mover, true);
  }
  return { offers, moved, forfeited };
}

/**
 * Precedence among units entering one hex in the same segment (GD §11.5.1): for a benefit the
 * fastest is first; for a risk the slowest is hit first. Ties: Player Play Order, then id.
 */
export function entryPrecedence(movers: readonly Mover[], kind: 'benefit' | 'risk'): Mover[] {
  const fastestFirst = offerOrder(movers);
  if (kind === 'benefit') return fastestFirst;
  return [...movers].sort((a, b) => a.speed - b.speed || a.playOrder - b.playOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
