/** GD §11.5.1 "Who moves first within a segment": the move-or-wait protocol replayed choice by choice. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runOffers, segmentProtocol, type Choice, type Mover } from './segment-priority';

// GD §11.5.1: "It is the third segment - Player A has Units with Speeds 1 and 2, and Player B has Units
// with Speeds 1 and 3". A is first in Player Play Order.
const BOOK: Mover[] = [
  { id: 'A1', speed: 1, playOrder: 0 },
  { id: 'A2', speed: 2, playOrder: 0 },
  { id: 'B1', speed: 1, playOrder: 1 },
  { id: 'B3', speed: 3, playOrder: 1 },
];

/** Answers every offer with a wait, one choice at a time, and returns whose offers came. */
function allWait(movers: readonly Mover[]): { ids: string[]; last: ReturnType<typeof segmentProtocol> } {
  const choices: Choice[] = [];
  let s = segmentProtocol(movers, choices);
  while (s.next) {
    choices.push({ id: s.next.mover.id, choice: 'wait' });
    s = segmentProtocol(movers, choices);
  }
  return { ids: choices.map((c) => c.id), last: s };
}

describe('GD §11.5.1 the move-or-wait protocol, step by step', () => {
  it("replays the book's example: B3, A2, B3, A1, B3, A2, B3, B1, then the faster units still waiting", () => {
    const { ids, last } = allWait(BOOK);
    expect(ids.slice(0, 8)).toEqual(['B3', 'A2', 'B3', 'A1', 'B3', 'A2', 'B3', 'B1']);
    // B1 is the slowest and last: its wait there is final (§11.5.1 "it loses any further chance to move").
    expect(last.offers[7]).toEqual({ id: 'B1', choice: 'wait', forfeits: true });
    // "then repeat for any faster units still waiting": A1 is now the slowest waiting, and so on.
    expect(last.forfeited).toEqual(['B1', 'A1', 'A2', 'B3']);
    expect(last.next).toBeNull();
    expect(last.waiting).toEqual([]);
  });

  it('says whose offer is next, whether a wait then loses the move, and previews the coming offers', () => {
    const start = segmentProtocol(BOOK, []);
    expect(start.next).toMatchObject({ mover: { id: 'B3' }, offerNumber: 1, final: false });
    expect(start.coming.map((o) => o.mover.id).slice(0, 7)).toEqual(['A2', 'B3', 'A1', 'B3', 'A2', 'B3', 'B1']);
    expect(start.coming[6]?.final).toBe(true);
    // B3 waits, A2 moves to 0304: B3 is offered again (after a slower unit's offer), then A1.
    const s = segmentProtocol(BOOK, [
      { id: 'B3', choice: 'wait' },
      { id: 'A2', choice: 'move', to: '0304' },
    ]);
    expect(s.next).toMatchObject({ mover: { id: 'B3' }, offerNumber: 2 });
    expect(s.moved).toEqual([{ id: 'A2', to: '0304' }]);
    expect(s.waiting).toEqual(['B3']);
    // A2 has moved: it is never offered again. If all wait: A1, B3 (after A1), B1 (final), B3 (after B1),
    // then A1 as the slowest still waiting (final), B3 after it, and B3's own final offer.
    expect(s.coming.map((o) => [o.mover.id, o.final])).toEqual([['A1', false], ['B3', false], ['B1', true], ['B3', false], ['A1', true], ['B3', false], ['B3', true]]);
  });

  it('the slowest unit that waits again after all faster ones loses its move; faster units get the last word', () => {
    const s = segmentProtocol(BOOK, [
      { id: 'B3', choice: 'wait' },
      { id: 'A2', choice: 'move', to: '0304' },
      { id: 'B3', choice: 'wait' },
      { id: 'A1', choice: 'wait' },
      { id: 'B3', choice: 'wait' },
      { id: 'B1', choice: 'move', to: '0506' },
      { id: 'B3', choice: 'wait' },
    ]);
    // A1 is now the slowest unit still waiting: its offer is final.
    expect(s.next).toMatchObject({ mover: { id: 'A1' }, final: true });
    const after = segmentProtocol(BOOK, [...s.offers.map((o) => ({ id: o.id, choice: o.choice })), { id: 'A1', choice: 'wait' }]);
    expect(after.forfeited).toEqual(['A1']);
    // B3 is offered once more after A1's final offer, and its own wait is then final.
    expect(after.next).toMatchObject({ mover: { id: 'B3' }, final: false });
    expect(after.coming.map((o) => [o.mover.id, o.final])).toEqual([['B3', true]]);
  });

  it("a choice that answers another unit's offer is a problem; the choices before it stand", () => {
    const s = segmentProtocol(BOOK, [
      { id: 'B3', choice: 'move', to: '0101' },
      { id: 'B1', choice: 'wait' },
    ]);
    expect(s.problem).toEqual({ index: 1, message: "choice 2 answers B1, but the offer is A2's" });
    expect(s.moved).toEqual([{ id: 'B3', to: '0101' }]);
    expect(s.next?.mover.id).toBe('A2');
    const beyond = segmentProtocol([{ id: 'x', speed: 1, playOrder: 0 }], [{ id: 'x', choice: 'move' }, { id: 'x', choice: 'wait' }]);
    expect(beyond.problem?.index).toBe(1);
  });

  it('no eligible unit: nothing to offer', () => {
    expect(segmentProtocol([], [])).toMatchObject({ next: null, coming: [], offers: [], problem: null });
  });

  it('agrees with runOffers on the same answers', () => {
    const r = runOffers(BOOK, (m, n) => (m.id === 'B3' && n === 3 ? 'move' : m.id === 'A1' ? 'move' : 'wait'));
    const choices: Choice[] = r.offers.map((o) => ({ id: o.id, choice: o.choice }));
    const s = segmentProtocol(BOOK, choices);
    expect(s.next).toBeNull();
    expect(s.offers).toEqual(r.offers);
    expect(s.moved.map((m) => m.id)).toEqual(r.moved);
    expect(s.forfeited).toEqual(r.forfeited);
  });
});

describe('GD §11.5.1 properties of the protocol', () => {
  // Up to 6 fleets, speeds 1–4, up to 4 players: the sizes of a real segment (the re-offers grow
  // quickly with the number of distinct speeds, as the book's rule does).
  const movers = fc
    .array(fc.record({ speed: fc.integer({ min: 1, max: 4 }), playOrder: fc.integer({ min: 0, max: 3 }) }), { maxLength: 6 })
    .map((xs) => xs.map((x, i) => ({ id: `F${i + 1}`, ...x })));
  // An answer pattern: for each offer, move with probability about `bias`.
  const answers = fc.array(fc.boolean(), { maxLength: 400 });

  /** Plays the protocol through with the answers given (then waits), one choice at a time; gives up past 5,000 offers. */
  function play(ms: readonly Mover[], moves: readonly boolean[]) {
    const choices: Choice[] = [];
    let s = segmentProtocol(ms, choices, 0);
    while (s.next && choices.length < 5000) {
      const move = moves[choices.length] ?? false;
      choices.push(move ? { id: s.next.mover.id, choice: 'move', to: 'X' } : { id: s.next.mover.id, choice: 'wait' });
      s = segmentProtocol(ms, choices, 0);
    }
    return { s, choices };
  }

  it('always ends: every eligible fleet moves or loses its move, none is left waiting', () => {
    fc.assert(
      fc.property(movers, answers, (ms, moves) => {
        const { s } = play(ms, moves);
        expect(s.next).toBeNull();
        expect(s.waiting).toEqual([]);
        expect([...s.moved.map((m) => m.id), ...s.forfeited].sort()).toEqual(ms.map((m) => m.id).sort());
      }),
      { numRuns: 150 },
    );
  });

  it('every eligible fleet is offered, the first round fastest first, then play order', () => {
    fc.assert(
      fc.property(movers, answers, (ms, moves) => {
        const { s } = play(ms, moves);
        expect(new Set(s.offers.map((o) => o.id))).toEqual(new Set(ms.map((m) => m.id)));
        const firsts = s.offers.map((o) => o.id).filter((id, i, all) => all.indexOf(id) === i);
        const key = (id: string) => ms.find((m) => m.id === id)!;
        for (let i = 1; i < firsts.length; i++) {
          const a = key(firsts[i - 1]!);
          const b = key(firsts[i]!);
          expect(a.speed > b.speed || (a.speed === b.speed && a.playOrder <= b.playOrder)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a fleet moves at most once per segment, and is never offered after it moved or lost its move', () => {
    fc.assert(
      fc.property(movers, answers, (ms, moves) => {
        const { s } = play(ms, moves);
        const done = new Set<string>();
        for (const o of s.offers) {
          expect(done.has(o.id)).toBe(false);
          if (o.choice === 'move' || o.forfeits) done.add(o.id);
        }
        const movedIds = s.moved.map((m) => m.id);
        expect(new Set(movedIds).size).toBe(movedIds.length);
      }),
      { numRuns: 150 },
    );
  });

  it('a waiting fleet is offered again after each slower fleet’s offer, before any other slower offer', () => {
    fc.assert(
      fc.property(movers, answers, (ms, moves) => {
        const { s } = play(ms, moves);
        const speed = (id: string) => ms.find((m) => m.id === id)!.speed;
        const waiting = new Set<string>();
        s.offers.forEach((o, i) => {
          if (o.choice === 'wait' && !o.forfeits) waiting.add(o.id);
          else waiting.delete(o.id);
          // After this offer, every faster fleet still waiting is offered before the next offer of a fleet no faster than this one.
          const faster = [...waiting].filter((w) => speed(w) > speed(o.id));
          if (faster.length === 0) return;
          const rest = s.offers.slice(i + 1);
          const nextSlow = rest.findIndex((x) => speed(x.id) <= speed(o.id));
          const window = nextSlow < 0 ? rest : rest.slice(0, nextSlow);
          for (const w of faster) expect(window.some((x) => x.id === w)).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
