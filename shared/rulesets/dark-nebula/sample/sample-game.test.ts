/** The bundled sample: deterministic, readable orders, a game that goes on through turn 2. */
import { describe, expect, it } from 'vitest';
import { worldFromRecords } from '../records/convert';
import { buildReport, renderReport } from '../view/report';
import { buildSampleGame } from './sample-game';

describe('sample game', () => {
  const a = buildSampleGame();
  it('is deterministic: the same records byte for byte', () => {
    const b = buildSampleGame();
    expect(JSON.stringify(b.records)).toBe(JSON.stringify(a.records));
  });
  it('plays turn 0, 1 and 2 from typed orders with no unreadable or illegal line', () => {
    expect(a.turns.map((t) => t.turn)).toEqual([0, 1, 2]);
    const errors = a.turns.flatMap((t) => t.events.filter((e) => e.kind === 'order-error').map((e) => e.text));
    expect(errors).toEqual([]);
    expect(a.world.cursor).toEqual({ turn: 3, player: 'human', phase: 'mp' });
    expect(a.world.over).toBeNull();
  });
  it('shows the rules at work: a landing, an alliance, exploration under way, a space battle, imperial politics', () => {
    const kinds = new Set(a.turns.flatMap((t) => t.events.map((e) => e.kind)));
    for (const k of ['landed', 'alliance', 'exploration-start', 'battle-end', 'interference', 'appeal', 'pd-fire', 'income', 'maintenance-roll', 'placed']) expect(kinds).toContain(k);
  });
  it('its records read back into the same world with no problem', () => {
    const { world, problems } = worldFromRecords(a.records);
    expect(problems).toEqual([]);
    expect(JSON.parse(JSON.stringify(world))).toEqual(JSON.parse(JSON.stringify(a.world)));
    expect(a.records.orders).toHaveLength(6);
    expect(a.records.turns.map((t) => t.number)).toEqual([0, 1, 2]);
  });
  it('each player gets a report with its order sheet', () => {
    for (const side of ['aslan', 'human'] as const) {
      const text = renderReport(buildReport(a.world, a.turns[2]!.events, side));
      expect(text).toContain('== Order sheet for next turn');
      expect(text).toContain('[MOVE1]');
      expect(text).toContain('sample layout');
    }
  });
});
