/**
 * Decks, hands, draws and plays (GD §10.6, §10.7): shuffles come from the seeded dice; an empty draw
 * pile is refilled from its discards (the Encounter deck's rule, §10.6.3, applied to every deck); a played
 * Tactics Card goes to the discard pile, a UNIQUE one stays in play in front of its player (§10.6.2).
 */
import type { DiceSource } from '../dice';
import type { Table } from '../world/world';
import { cardCatalogue, defIdOf, type CardDef } from './card-data';

export type PileName = keyof Table['decks'];

/** A Fisher–Yates shuffle with the seeded dice (one draw per card, logged as 'shuffle'). */
export function shuffle<T>(dice: DiceSource, items: readonly T[], purpose: string): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    // A die with i + 1 sides: the shuffle's draws are logged like any other roll.
    const j = rollIndex(dice, i + 1, purpose);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A uniform index in [0, n) from percentile dice (base-100 digits, rejection): logged and forceable like any roll. */
function rollIndex(dice: DiceSource, n: number, purpose: string): number {
  if (n <= 1) return 0;
  let span = 100;
  let digits = 1;
  while (span < n) {
    span *= 100;
    digits++;
  }
  const limit = span - (span % n);
  for (let tries = 0; tries < 50; tries++) {
    let v = 0;
    for (let d = 0; d < digits; d++) v = v * 100 + (dice.roll(purpose, 'd100', { group: 'shuffle' }) - 1);
    if (v < limit) return v % n;
  }
  return 0;
}

/**
 * Draws `count` cards from a pile, reshuffling the discards when the draw pile runs out. Returns the
 * table after the draw and the cards drawn (fewer if both piles are empty).
 */
export function draw(table: Table, pile: PileName, count: number, dice: DiceSource): { table: Table; cards: string[] } {
  let drawPile = [...table.decks[pile].draw];
  let discard = [...table.decks[pile].discard];
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    if (drawPile.length === 0 && discard.length > 0) {
      drawPile = shuffle(dice, discard, `reshuffle the ${pile} discards`);
      discard = [];
    }
    const c = drawPile.shift();
    if (c === undefined) break;
    cards.push(c);
  }
  return { table: { ...table, decks: { ...table.decks, [pile]: { draw: drawPile, discard } } }, cards };
}

/** Puts cards on a pile's discard pile. */
export function discard(table: Table, pile: PileName, cards: readonly string[]): Table {
  return { ...table, decks: { ...table.decks, [pile]: { ...table.decks[pile], discard: [...table.decks[pile].discard, ...cards] } } };
}

/** The definition of a card instance in a game's catalogue. */
export function cardDef(table: Table, instance: string): CardDef | undefined {
  const id = defIdOf(instance);
  return cardCatalogue(table.cards).find((c) => c.id === id);
}

/** The name of a card instance ("Space Discovery"), or the id when unknown. */
export function cardName(table: Table, instance: string): string {
  return cardDef(table, instance)?.name ?? instance;
}

/** Finds a card in a hand by instance id or by name (case-insensitive). */
export function findInHand(table: Table, hand: readonly string[], ref: string): string | null {
  const t = ref.trim().toLowerCase();
  return hand.find((c) => c.toLowerCase() === t) ?? hand.find((c) => defIdOf(c).toLowerCase() === t) ?? hand.find((c) => cardName(table, c).toLowerCase() === t) ?? null;
}

// GD §10.6.2 TC Trade-in Rule: discard 2 TCs to receive 1, only in the TC Draw Phase after the draw.
export const TRADE_IN_GIVE = 2;
// GD §11.1 I: a TC or a Risk card costs $10.
export const TC_PRICE = 10;
export const RISK_PRICE = 10;
// GD §9.1.1: 3 Tactics Cards at the start.
export const STARTING_HAND = 3;

/** Military Flexes Its Power (GD §10.7.4.1): ⌈MIs in play ÷ (2 × players)⌉ MIs each (GD-TC-01). */
export function militaryFlexes(misInPlay: number, players: number): number {
  return Math.ceil(misInPlay / (2 * players));
}
