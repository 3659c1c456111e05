/** The referee's desk at the table: stages, movers in offer order, moves written as cells, typed dice, hand allocation. */
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../orders/sheet-spec';
import type { SheetSection } from '../orders/order-sheet';
import { parseOrders } from '../orders/parse';
import { buildSampleGame } from '../sample/sample-game';
import { answerOffer, cellOf, deskMovers, deskProtocol, deskStage, overrideOffers, physicalPreset, PHYSICAL_PRESETS, stepTargets, withHandAllocation, withMoveCell } from './desk';
import type { SegmentOffers, TurnInputs } from './model';
import { openTurn, runOpenTurn, type OpenTurn } from './stored-turns';
import { runTurn } from './run-turn';

const built = buildSampleGame();
const found = openTurn(built.records);
if (!found.ok) throw new Error(found.problem);
const open: OpenTurn = found.value;
const world = open.world;
let n = 0;
const newId = () => `n${++n}`;

function live(inputs: Partial<TurnInputs>, until?: { phase?: 'F'; segment?: number }) {
  return runTurn(world, { ...open.inputs, ...inputs, orders: { ...open.orders, ...(inputs.orders ?? {}) } }, open.rng, { mode: 'live', ...(until ? { until } : {}) });
}

describe('the desk', () => {
  it('steps through phases A–F, each segment, then H–L', () => {
    const f = live({}, { phase: 'F' });
    expect(deskStage(f, { phase: 'F' })).toEqual({ kind: 'segment', segment: 1, segments: 3 });
    const s2 = live({}, { segment: 2 });
    expect(deskStage(s2, { segment: 2 })).toEqual({ kind: 'segment', segment: 3, segments: 3 });
    const s3 = live({}, { segment: 3 });
    expect(deskStage(s3, { segment: 3 })).toEqual({ kind: 'finish', segments: 3 });
    expect(deskStage(live({}), null)).toEqual({ kind: 'done' });
  });

  it('offers the movers of a segment fastest first, then in play order (GD §11.5.1), those the chart keeps still last', () => {
    const f = live({}, { phase: 'F' });
    const m1 = deskMovers(f.world, 1, 3);
    const moving = m1.filter((m) => m.mayMove);
    expect(moving.every((m) => m.speed === 3)).toBe(true);
    expect(moving.map((m) => m.offer)).toEqual(moving.map((_, i) => i + 1));
    expect(m1.filter((m) => !m.mayMove).every((m) => m.speed < 3 && m.offer === 0)).toBe(true);
    const m3 = deskMovers(f.world, 3, 3);
    expect(m3.filter((m) => m.mayMove).map((m) => m.speed)).toEqual([...m3.filter((m) => m.mayMove).map((m) => m.speed)].sort((a, b) => b - a));
  });

  it('lists the places one step away, both halves of a divided neighbour and the other half of its own hex', () => {
    const earth = world.planets.find((p) => p.name === 'Earth')!;
    const targets = stepTargets(world, { hexId: earth.hexId, half: 0 }).map((t) => cellOf(world, t));
    expect(targets).toContain('0102L');
    expect(targets).toContain('0202U');
    expect(targets).toContain('0202L');
    expect(targets).not.toContain('0102U');
  });

  it('writes a move into the player’s sheet as a cell of the fleet’s row, made with ## where the speed forbids', () => {
    const a = withMoveCell([], { ref: 'F1', speed: 2 }, 3, 2, '0405', newId);
    expect(a.map((l) => l.text)).toEqual(['F1  2  ##  0405  H']);
    const b = withMoveCell(a, { ref: 'F1', speed: 2 }, 3, 3, '0406', newId);
    expect(b.map((l) => l.text)).toEqual(['F1  2  ##  0405  0406']);
    expect(parseOrders(b[0]!.text, 'terran').orders.moves.F1?.map((c) => (c?.kind === 'move' ? c.steps[0]?.text : c?.kind))).toEqual([undefined, '0405', '0406']);
    const other: OrderLine<SheetSection>[] = [{ id: 'x', section: 'standing', text: 'BUY TC', keepInvalid: false }];
    expect(withMoveCell(other, { ref: 'F2', speed: 3 }, 3, 1, 'H', newId).map((l) => l.text)).toEqual(['BUY TC', 'F2  3  H  H  H']);
  });

  it("asks for the players' own dice where they roll, and goes on with the faces typed, logged as forced", () => {
    const orders = { subanid: parseOrders('F1 3 0604 H H', 'subanid').orders };
    const physical = [...(PHYSICAL_PRESETS.battles as readonly string[])];
    expect(physicalPreset(physical)).toBe('battles');
    const asked = live({ orders, physical }, { segment: 1 });
    expect(asked.pending[0]?.kind).toBe('dice');
    const missing = asked.pending[0]!.missing!;
    expect(missing.every((m) => /^T3\.S1\.B1\.R\d\./.test(m.group))).toBe(true);
    const forcedDice = Object.fromEntries(missing.map((m) => [m.group, Array.from({ length: m.count }, () => 1)]));
    const next = live({ orders, physical, forcedDice }, { segment: 1 });
    const typed = next.dice.filter((d) => d.forced);
    expect(typed.length).toBe(missing.reduce((s, m) => s + m.count, 0));
    expect(next.pending.every((p) => !p.missing?.some((m) => missing.some((x) => x.group === m.group)))).toBe(true);
  });

  it('asks the owner to allocate the hits his units take, with LEVEL offered; the allocation given is used', () => {
    const orders = { subanid: parseOrders('F1 3 0604 H H', 'subanid').orders };
    const asked = live({ orders, manualAllocation: ['subanid'] }, { segment: 1 });
    const p = asked.pending.find((x) => x.kind === 'allocate');
    expect(p?.by).toBe('subanid');
    expect(Object.values(p!.suggested!).reduce((s, v) => s + v, 0)).toBe(Math.min(p!.hits!, p!.targets!.reduce((s, t) => s + t.remaining, 0)));
    expect(asked.openBattle?.id).toBe(p!.battleId);
    const battles = withHandAllocation({}, p!.battleId!, p!.round!, p!.sideId!, p!.suggested!);
    const answered = live({ orders, manualAllocation: ['subanid'], battles: battles as TurnInputs['battles'] }, { segment: 1 });
    expect(answered.pending.find((x) => x.id === p!.id)).toBeUndefined();
    // The same allocation by policy (LEVEL) gives the same turn as the hand one that copied it.
    const auto = live({ orders }, { segment: 1 });
    if (answered.pending.length === 0) expect(answered.world).toEqual(auto.world);
  });

  it('a live run with every answer given is the same turn a mail run plays with the same answers', () => {
    const m = runOpenTurn(open, { mode: 'mail', until: null });
    const l = runOpenTurn(open, { mode: 'live', until: null });
    expect(l.done).toBe(true);
    expect(l.world).toEqual(m.world);
  });
});

describe('a move written on a row with a note', () => {
  it('keeps the note', () => {
    const lines: OrderLine<SheetSection>[] = [{ id: 'a', section: 'movement', text: 'F1 3 0704 H H # to the nebula', keepInvalid: false }];
    expect(withMoveCell(lines, { ref: 'F1', speed: 3 }, 3, 2, '0805', () => 'b').map((l) => l.text)).toEqual(['F1  3  0704  0805  H # to the nebula']);
  });
});

describe('the move-or-wait offers at the desk (GD §11.5.1)', () => {
  const f = live({}, { phase: 'F' });
  const movers = deskMovers(f.world, 3, 3);
  const eligible = movers.filter((m) => m.mayMove);

  /** Answers the offers one at a time through the desk, as the Table screen does. */
  function answer(choices: readonly ('wait' | string)[]): { offers: Record<string, SegmentOffers>; cells: Record<string, string> } {
    let offers: Record<string, SegmentOffers> = {};
    const cells: Record<string, string> = {};
    for (const c of choices) {
      const p = deskProtocol(movers, offers['3']);
      const id = p.next!.mover.id;
      const r = answerOffer(offers, 3, p, c === 'wait' ? { id, choice: 'wait' } : { id, choice: 'move', to: c });
      if (!r.ok) throw new Error(r.reason);
      offers = r.offers;
      if (r.cell) cells[id] = r.cell;
    }
    return { offers, cells };
  }

  it('offers the fleet first in the offer order; a move writes its cell, a wait writes none until it is final', () => {
    expect(eligible.length).toBeGreaterThan(1);
    const start = deskProtocol(movers, undefined);
    expect(start.onOffer?.fleetId).toBe(eligible[0]!.fleetId);
    expect(start.complete).toBe(false);
    const { offers, cells } = answer(['wait']);
    expect(cells).toEqual({});
    expect(offers['3']?.choices).toEqual([{ id: eligible[0]!.fleetId, choice: 'wait' }]);
    const moved = answer(['0101']);
    expect(moved.cells).toEqual({ [eligible[0]!.fleetId]: '0101' });
  });

  it('all waiting: every fleet ends with H (its move lost), and the segment may then be resolved', () => {
    let offers: Record<string, SegmentOffers> = {};
    const cells: Record<string, string> = {};
    for (let p = deskProtocol(movers, offers['3']); !p.complete; p = deskProtocol(movers, offers['3'])) {
      const r = answerOffer(offers, 3, p, { id: p.next!.mover.id, choice: 'wait' });
      if (!r.ok) throw new Error(r.reason);
      offers = r.offers;
      if (r.cell) cells[p.next!.mover.id] = r.cell;
    }
    const done = deskProtocol(movers, offers['3']);
    expect([...done.forfeited].sort()).toEqual(eligible.map((m) => m.fleetId).sort());
    expect(Object.keys(cells).sort()).toEqual(eligible.map((m) => m.fleetId).sort());
    expect(Object.values(cells).every((c) => c === 'H')).toBe(true);
    expect(answerOffer(offers, 3, done, { id: eligible[0]!.fleetId, choice: 'wait' })).toMatchObject({ ok: false });
  });

  it("refuses an answer for a fleet whose offer it is not, and a move without a place", () => {
    const p = deskProtocol(movers, undefined);
    expect(answerOffer({}, 3, p, { id: eligible[1]!.fleetId, choice: 'wait' })).toEqual({ ok: false, reason: `it is ${eligible[0]!.ref}'s offer, not ${eligible[1]!.fleetId}'s` });
    expect(answerOffer({}, 3, p, { id: eligible[0]!.fleetId, choice: 'move' })).toMatchObject({ ok: false });
  });

  it('the GM may let the table settle the segment otherwise, with a note: the offers stop, the note is logged', () => {
    const { offers } = answer(['wait']);
    const over = overrideOffers(offers, 3, '  the players agreed to move together ');
    const p = deskProtocol(movers, over['3']);
    expect(p.complete).toBe(true);
    expect(p.override).toBe('the players agreed to move together');
    expect(answerOffer(over, 3, p, { id: p.next!.mover.id, choice: 'wait' })).toMatchObject({ ok: false });
    expect(deskProtocol(movers, overrideOffers(over, 3, null)['3']).complete).toBe(false);
    const run = live({ offers: over }, { segment: 3 });
    expect(run.events.find((e) => e.kind === 'offers-override')?.text).toBe('Segment 3: the table settled its moves without the move-or-wait offers (GM: the players agreed to move together)');
  });

  it('the offers of a segment are logged with it (live mode only), a final wait as a lost move', () => {
    const first = eligible[0]!.fleetId;
    const offers: Record<string, SegmentOffers> = { '1': { choices: [{ id: first, choice: 'wait' }, { id: first, choice: 'wait' }], override: null } };
    const l = live({ offers }, { segment: 1 });
    const e = l.events.find((x) => x.kind === 'offers');
    expect(e?.segment).toBe(1);
    expect(e?.text).toMatch(/^Segment 1 offers, fastest first: .+ waits · .+ waits and loses its move$/);
    const m = runTurn(world, { ...open.inputs, offers }, open.rng, { mode: 'mail' });
    expect(m.events.some((x) => x.kind === 'offers')).toBe(false);
  });
});
