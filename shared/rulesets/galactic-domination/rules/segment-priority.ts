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

/** An offer the protocol is about to make: whose, the how-many-th for that unit, and whether a wait now loses the move. */
export interface PendingOffer {
  readonly mover: Mover;
  /** Counts this unit's offers from 1. */
  readonly offerNumber: number;
  /** True when waiting now is the slowest waiting unit's final refusal (GD §11.5.1): it loses its move. */
  readonly final: boolean;
}

/**
 * The protocol as a sequence (GD §11.5.1): yields each offer in turn and takes the answer given to it.
 * The first round offers every eligible unit fastest first (equal speeds in play order); after each offer,
 * every strictly faster unit still waiting is offered again, fastest first, each re-offer triggering the
 * same for the units faster than it ("any Unit which has not already had its movement always gets a
 * movement option after every time a lower Speed Unit has received the option"). The last unit of the
 * first round is the slowest: a wait then loses its move. Afterwards the slowest unit still waiting (the
 * last in offer order) gets a final offer, until none waits. Finite: every final offer removes a unit.
 */
export function* offerSequence(movers: readonly Mover[]): Generator<PendingOffer, void, 'move' | 'wait'> {
  const ordered = offerOrder(movers);
  const waiting = new Set<Mover>();
  const count = new Map<string, number>();
  function* offer(m: Mover, final: boolean): Generator<PendingOffer, void, 'move' | 'wait'> {
    const n = (count.get(m.id) ?? 0) + 1;
    count.set(m.id, n);
    const choice = yield { mover: m, offerNumber: n, final };
    if (choice === 'move' || final) waiting.delete(m);
    else waiting.add(m);
    for (const w of offerOrder([...waiting])) if (w.speed > m.speed && waiting.has(w)) yield* offer(w, false);
  }
  for (const [i, m] of ordered.entries()) yield* offer(m, i === ordered.length - 1);
  while (waiting.size > 0) yield* offer(offerOrder([...waiting]).at(-1) as Mover, true);
}

/**
 * Runs the protocol to its end. `decide(mover, offerNumber)` answers each offer (offerNumber counts this
 * mover's offers from 1). Returns the offers in order, the ids that moved in the order they chose to, and
 * those that lost their move.
 */
export function runOffers(movers: readonly Mover[], decide: (mover: Mover, offerNumber: number) => 'move' | 'wait'): { offers: Offer[]; moved: string[]; forfeited: string[] } {
  const offers: Offer[] = [];
  const moved: string[] = [];
  const forfeited: string[] = [];
  const seq = offerSequence(movers);
  let step = seq.next();
  while (!step.done) {
    const { mover, offerNumber, final } = step.value;
    const choice = decide(mover, offerNumber);
    if (choice === 'move') moved.push(mover.id);
    else if (final) forfeited.push(mover.id);
    offers.push(choice === 'wait' && final ? { id: mover.id, choice, forfeits: true } : { id: mover.id, choice });
    step = seq.next(choice);
  }
  return { offers, moved, forfeited };
}

/** A choice made at the table on an offer: the fleet, and move (to a place, as a sheet cell) or wait. */
export interface Choice {
  readonly id: string;
  readonly choice: 'move' | 'wait';
  /** Where a move goes (a movement cell: hex label, U or L for a half); absent for a wait. */
  readonly to?: string;
}

/** Where the protocol of a segment stands after the choices made so far. */
export interface ProtocolState {
  /** The offers answered, in order (a final wait marked `forfeits`). */
  readonly offers: readonly Offer[];
  /** The offer to answer now; null when every eligible unit has moved or lost its move. */
  readonly next: PendingOffer | null;
  /** The offers after `next` if every unit offered waits (at most `lookahead` of them): a preview, not a promise. */
  readonly coming: readonly PendingOffer[];
  /** Ids that chose to move, with where to, in the order they chose. */
  readonly moved: readonly { readonly id: string; readonly to?: string }[];
  /** Ids that lost their move this segment. */
  readonly forfeited: readonly string[];
  /** Ids still waiting for a later offer. */
  readonly waiting: readonly string[];
  /** The first choice that does not answer the offer made (another unit's, or beyond the end), if any: later choices are not read. */
  readonly problem: { readonly index: number; readonly message: string } | null;
}

/**
 * The protocol of a segment replayed from the choices made so far (GD §11.5.1): whose offer is next and
 * what follows it. `choices[i]` answers the i-th offer; a choice naming another unit than the one offered
 * stops the replay there with a problem (the choices before it stand). Pure: the desk stores the choices
 * and asks this after each one.
 */
export function segmentProtocol(movers: readonly Mover[], choices: readonly Choice[], lookahead = 8): ProtocolState {
  const offers: Offer[] = [];
  const moved: { id: string; to?: string }[] = [];
  const forfeited: string[] = [];
  const waiting = new Set<string>();
  let problem: ProtocolState['problem'] = null;
  const seq = offerSequence(movers);
  let step = seq.next();
  for (const [i, c] of choices.entries()) {
    if (step.done) {
      problem = { index: i, message: `choice ${i + 1} (${c.id} ${c.choice}) comes after every unit has moved or lost its move` };
      break;
    }
    const { mover, final } = step.value;
    if (c.id !== mover.id) {
      problem = { index: i, message: `choice ${i + 1} answers ${c.id}, but the offer is ${mover.id}'s` };
      break;
    }
    if (c.choice === 'move') {
      moved.push(c.to === undefined ? { id: c.id } : { id: c.id, to: c.to });
      waiting.delete(c.id);
    } else if (final) {
      forfeited.push(c.id);
      waiting.delete(c.id);
    } else waiting.add(c.id);
    offers.push(c.choice === 'wait' && final ? { id: c.id, choice: 'wait', forfeits: true } : { id: c.id, choice: c.choice });
    step = seq.next(c.choice);
  }
  const next = step.done ? null : step.value;
  const coming: PendingOffer[] = [];
  if (next && !problem) {
    // The preview: the same replay, then every offer from `next` on answered with a wait.
    const preview = offerSequence(movers);
    preview.next();
    for (const c of choices) preview.next(c.choice);
    let p = preview.next('wait');
    while (!p.done && coming.length < lookahead) {
      coming.push(p.value);
      p = preview.next('wait');
    }
  }
  return { offers, next, coming, moved, forfeited, waiting: [...waiting], problem };
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
