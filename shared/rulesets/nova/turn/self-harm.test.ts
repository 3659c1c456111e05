import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { fixture } from '../orders/check-fixture';
import { generalLineKind } from '../orders/read-general';
import { parseOrderText } from '../orders/parse-sheet';
import { runTurn } from './run-turn';
import { readSelfHarmOrder } from './self-harm';
import { sheet, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/** AROMA's Ravager (DC, JD1) in ALGOL, a system AROMA colonised (no SDUs); a chain ALGOL B — A BETA for a failing route. */
function world(): TurnWorld {
  const w = new WorldBuilder(4)
    .empire('aroma')
    .home('h', 'aroma')
    .system('algol', { name: 'ALGOL', type: 5, status: 'settlement', ownerId: 'aroma', colonies: 1 })
    .system('beta', { name: 'BETA', type: 4 })
    .line('w1', 'algol', 'B', 'beta', 'A')
    .design('ravager', 'aroma', 'Ravager', [['IE', 1], ['JD', 1], ['DC', 1], ['XC', 1]])
    .unit('r', 'aroma', 'ship', 'algol', { name: 'Ravager', designId: 'ravager' })
    .build();
  w.knowledge.push({ gameId: 'g', id: 'k.aroma.algol', empireId: 'aroma', systemId: 'algol', how: 'explored', turn: 1, name: 'ALGOL', type: 5, status: null, warpPoints: [] } as never);
  return w;
}

describe('NOVA: INTERPRETATION OF ORDERS (6.5)', () => {
  // NOVA: INTERPRETATION OF ORDERS "The only exceptions to this are any orders that would result in self inflicted damage to one's own
  // units. (Ex - a ship will not devastate a system colonised by its empire, unless the special orders state that this is supposed to happen."
  it('a ship will not devastate a system colonised by its own empire; the empire is told', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'ALGOL | RAVAGER | | N,D |']])], seed: 's' });
    expect(run.world.systems.find((s) => s.id === 'algol')).toMatchObject({ ownerId: 'aroma', colonies: 1 });
    expect(run.events.map((e) => e.kind)).not.toContain('devastated');
    expect(run.events.find((e) => e.kind === 'order-error')).toMatchObject({ step: 'J', code: 'SELF-HARM', reason: expect.stringContaining('unless a special order says so') });
  });

  it('… unless a special order says it is supposed to happen', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'ALGOL | RAVAGER | | N,D |'], ['general', 'SO: Devastate ALGOL']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'devastated')).toMatchObject({ empireId: 'aroma', systemId: 'algol' });
    expect(run.world.systems.find((s) => s.id === 'algol')).toMatchObject({ ownerId: null, colonies: 0, status: 'none' });
    expect(run.warnings.map((w) => w.code)).not.toContain('GENERAL-LINE');
  });

  it('only a special order does: a general order saying the same is not one', () => {
    expect(readSelfHarmOrder('SO: Devastate ALGOL')).toBe('ALGOL');
    expect(readSelfHarmOrder('Special orders: devastate own system ALGOL.')).toBe('ALGOL');
    expect(readSelfHarmOrder('GO: Devastate ALGOL')).toBeNull();
    expect(generalLineKind('SO: Devastate ALGOL')).toEqual({ kind: 'order' });
  });

  // NOVA: INTERPRETATION OF ORDERS "If the orders given a unit are impossible the unit will stop executing orders at that point.
  // No subsequent orders will be executed."
  it('an impossible hop stops the ship there and none of its later orders (X, D) are carried out', () => {
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'ALGOL | RAVAGER | B - C | N,X,D |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'DNE', systemId: 'beta' });
    expect(run.world.units.find((u) => u.id === 'r')?.systemId).toBe('beta');
    expect(run.events.map((e) => e.kind)).not.toContain('explored');
    expect(run.events.map((e) => e.kind)).not.toContain('devastated');
  });

  // NOVA: INTERPRETATION OF ORDERS "The GM will never attempt to interpret unclear or silly orders ... Any mistakes made will be enforced."
  it('a line the reader cannot make out is not guessed at: it is reported and not carried out', () => {
    const run = runTurn({ world: world(), orders: [{ empireId: 'aroma', missing: false, lines: [{ line: 1, text: 'Ravager go and wreck the aliens please', row: null }] }], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'UNREAD', reason: 'the line could not be read and was not carried out' });
    expect(run.world.units.find((u) => u.id === 'r')?.systemId).toBe('algol');
  });

  it('the order checker warns of D at an own colonised system without the special order', () => {
    const input = fixture();
    const d = checkSheet(parseOrderText('MOVEMENT\nLYRA | BOLD | | N,D |').at(0)?.lines ?? [], input).filter((x) => x.code === 'SELF-HARM');
    expect(d.map((x) => [x.line, x.severity, x.message])).toEqual([[2, 'warning', expect.stringContaining('the turn will not devastate it unless a special order says so')]]);
    const allowed = checkSheet(parseOrderText('MOVEMENT\nLYRA | BOLD | | N,D |\nGENERAL, SPECIFIC & CONDITIONAL ORDERS\nSO: Devastate LYRA').at(0)?.lines ?? [], input).filter((x) => x.code === 'SELF-HARM');
    expect(allowed).toEqual([]);
    const pointless = checkSheet(parseOrderText('GENERAL, SPECIFIC & CONDITIONAL ORDERS\nSO: Devastate ALGOL').at(0)?.lines ?? [], input).filter((x) => x.code === 'SELF-HARM');
    expect(pointless.map((x) => x.message)).toEqual(['ALGOL is not a system this empire has colonised: the special order changes nothing (NOVA INTERPRETATION OF ORDERS)']);
  });
});
