/**
 * Card phases and card plays (GD §11.1 AA, B, C, E, I; §10.6, §10.7): Collation at turn 4, the Stimulus
 * draw, the Tactics draw and 2-for-1 trade-ins, Diplomacy trades, Special Purchases, and Tactics Cards
 * played at the phase their order names. Effects the engine knows are applied; every other card's text
 * is logged for the GM to apply (cards are data, digest A-42).
 */
import { defIdOf } from '../cards/card-data';
import { cardDef, cardName, discard, draw, findInHand, militaryFlexes, RISK_PRICE, shuffle, TC_PRICE, TRADE_IN_GIVE } from '../cards/decks';
import { SPECIAL_HEX_STOCK, specialHexLabel } from '../rules/special-hexes';
import type { TurnContext } from './context';
import type { PhaseId } from './model';
import { addForce, newFleet } from './units';

/** AA Collation (GD §11.1 AA, turn 4 only): Category 2 Stimulus and Tactics shuffled in; Encounter deck removed. */
export function collation(ctx: TurnContext): void {
  const t = ctx.world.table;
  const stim = shuffle(ctx.dice, [...t.decks.stimulus.draw, ...t.reserve.stimulus], 'collation: shuffle the Stimulus deck');
  const tac = shuffle(ctx.dice, [...t.decks.tactics.draw, ...t.reserve.tactics], 'collation: shuffle the Tactics deck');
  ctx.world.table = { ...t, decks: { ...t.decks, stimulus: { ...t.decks.stimulus, draw: stim }, tactics: { ...t.decks.tactics, draw: tac }, encounter: { draw: [], discard: [] } }, reserve: { stimulus: [], tactics: [] } };
  ctx.event('collation', 'all', 'Collation: Category 2 Stimulus and Tactics Cards shuffled in; the Encounter deck is removed', { rule: 'GD §11.1 AA' });
}

/** A Major Marker Move (GD §11.1 A): the turn marker advances; the Player Turn Start Marker passes one seat left. */
export function markerMove(ctx: TurnContext): void {
  const first = ctx.playOrder()[0];
  ctx.event('turn-start', 'all', `Turn ${ctx.turn}${ctx.turn >= ctx.world.rules.turns ? ' (the last)' : ''}: ${first?.name ?? '?'} plays first; play order ${ctx.playOrder().map((p) => p.name).join(', ')}`, { rule: 'GD §11.1' });
}

/** B Stimulus Card Draw (GD §11.1 B, §10.6.1): one card for everyone; a Galactic Spirit played now cancels it. */
export function stimulusDraw(ctx: TurnContext): void {
  const d = draw(ctx.world.table, 'stimulus', 1, ctx.dice);
  ctx.world.table = d.table;
  const card = d.cards[0];
  if (!card) {
    ctx.event('stimulus', 'all', 'No Stimulus Card left to draw', { rule: 'GD §10.6.1' });
    return;
  }
  const def = cardDef(ctx.world.table, card);
  ctx.world.table = { ...ctx.world.table, stimulus: card };
  ctx.event('stimulus', 'all', `Stimulus Card: ${def?.name ?? card}: ${def?.text ?? ''}`, { rule: 'GD §10.6.1', data: { card } });
  playCards(ctx, 'B');
  if (ctx.world.table.stimulus === null) return;
  if (def?.effect === 'economic-boom' || def?.effect === 'interlude' || def?.effect === 'light-against-darkness') {
    ctx.world.table = { ...ctx.world.table, effects: [...ctx.world.table.effects, def.effect] };
    if (def.effect === 'light-against-darkness') for (const p of ctx.world.planets) if (p.ownerId) p.extraGbds = true;
  } else if (def) {
    ctx.event('gm-apply', 'gm', `Apply the Stimulus Card ${def.name}: ${def.text}`, { rule: 'GD §10.6.1' });
  }
}

/** C Tactics Card Draw (GD §11.1 C, §10.6.2): one card each; then the 2-for-1 trade-ins. */
export function tacticsDraw(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    const options = p.destiny && defIdOf(p.destiny) === 'destiny-options';
    const d = draw(ctx.world.table, 'tactics', options ? 2 : 1, ctx.dice);
    ctx.world.table = d.table;
    let kept = d.cards;
    if (options && d.cards.length === 2) {
      // Destiny OPTIONS (benefit, digest A-33): draw 2, keep 1, shuffle the other back.
      const choice = ctx.decide({ id: `T${ctx.turn}.C.keep.${p.id}`, kind: 'tc-keep', by: p.id, prompt: `${p.name}: keep which Tactics Card`, options: d.cards.map((c) => ({ id: c, label: cardName(ctx.world.table, c) })), defaultChoice: d.cards[0] as string, rule: 'GD §10.6.4 Destiny' });
      if (choice === null) return;
      kept = [choice];
      const back = d.cards.filter((c) => c !== choice);
      ctx.world.table = { ...ctx.world.table, decks: { ...ctx.world.table.decks, tactics: { ...ctx.world.table.decks.tactics, draw: shuffle(ctx.dice, [...ctx.world.table.decks.tactics.draw, ...back], 'shuffle a Tactics Card back') } } };
    }
    p.hand.push(...kept);
    ctx.event('tc-draw', [p.id], `You draw ${kept.map((c) => cardName(ctx.world.table, c)).join(', ') || 'nothing (the deck is empty)'}`, { rule: 'GD §11.1 C', data: { player: p.id, cards: kept } });
    ctx.event('tc-draw-public', 'all', `${p.name} draws ${kept.length} Tactics Card${kept.length === 1 ? '' : 's'}`, { rule: 'GD §11.1 C' });
    for (const t of ctx.ordersOf(p.id).tradeIns) {
      const a = findInHand(ctx.world.table, p.hand, t.cards[0]);
      const b = a ? findInHand(ctx.world.table, p.hand.filter((c) => c !== a), t.cards[1]) : null;
      if (!a || !b) {
        ctx.event('order-rejected', [p.id], `line ${t.line}: TRADEIN: both cards must be in your hand`, { rule: 'GD §10.6.2' });
        continue;
      }
      p.hand = p.hand.filter((c) => c !== a && c !== b);
      ctx.world.table = discard(ctx.world.table, 'tactics', [a, b]);
      const n = draw(ctx.world.table, 'tactics', 1, ctx.dice);
      ctx.world.table = n.table;
      p.hand.push(...n.cards);
      ctx.event('tc-trade-in', [p.id], `Traded in ${TRADE_IN_GIVE} cards (${cardName(ctx.world.table, a)}, ${cardName(ctx.world.table, b)}) for ${n.cards.map((c) => cardName(ctx.world.table, c)).join(', ') || 'nothing'}`, { rule: 'GD §10.6.2', data: { player: p.id, cards: [a, b, ...n.cards] } });
    }
  }
  playCards(ctx, 'C');
}

/** E Diplomacy (GD §10.7.3): trades of chits, Unique TCs in play and Stellars, when both players' orders match. */
export function diplomacy(ctx: TurnContext): void {
  const done = new Set<string>();
  for (const p of ctx.playOrder()) {
    for (const t of ctx.ordersOf(p.id).trades) {
      const key = `${p.id}:${t.line}`;
      if (done.has(key)) continue;
      const other = ctx.world.players.find((x) => x.id === t.to || x.name.toLowerCase() === t.to.toLowerCase());
      const match = other ? ctx.ordersOf(other.id).trades.find((x) => (x.to === p.id || x.to.toLowerCase() === p.name.toLowerCase()) && x.give === t.get && x.get === t.give) : undefined;
      if (!other || !match) {
        ctx.event('order-rejected', [p.id], `line ${t.line}: TRADE with ${t.to}: no matching order from the other player`, { rule: 'GD §10.7.3' });
        continue;
      }
      done.add(key).add(`${other.id}:${match.line}`);
      const ok = transfer(ctx, p.id, other.id, t.give) && transfer(ctx, other.id, p.id, t.get);
      ctx.event('trade', [p.id, other.id], ok ? `${p.name} gives ${t.give} to ${other.name} for ${t.get}` : `Trade between ${p.name} and ${other.name} failed: something given was not held`, { rule: 'GD §10.7.3' });
    }
  }
}

/** Moves "$n", "BOB", "RR" or a Unique card in play from one player to another; false if not held. */
function transfer(ctx: TurnContext, from: string, to: string, what: string): boolean {
  const a = ctx.player(from);
  const b = ctx.player(to);
  if (!a || !b) return false;
  const w = what.trim().toUpperCase();
  const money = /^\$(\d+)$/.exec(w);
  if (money) {
    const n = Number(money[1]);
    if (a.stellars < n) return false;
    a.stellars -= n;
    b.stellars += n;
    return true;
  }
  if (w === 'BOB' || w === 'RR') {
    const k = w === 'BOB' ? 'bob' : 'rr';
    if (a.chits[k] < 1) return false;
    a.chits[k]--;
    b.chits[k]++;
    return true;
  }
  if (w === 'NOTHING') return true;
  const card = findInHand(ctx.world.table, a.inPlay, what);
  if (!card) return false;
  a.inPlay = a.inPlay.filter((c) => c !== card);
  b.inPlay.push(card);
  return true;
}

/** I Special Purchases (GD §11.1 I, §10.6.5): a Tactics Card for $10 (limit: setting), a Risk Card for $10 (one). */
export function specialPurchases(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    const o = ctx.ordersOf(p.id);
    const tcs = Math.min(o.buyTc, ctx.world.rules.tcPurchasesPerTurn);
    if (o.buyTc > tcs) ctx.event('order-rejected', [p.id], `BUY TC: at most ${ctx.world.rules.tcPurchasesPerTurn} a turn (setting, digest A-19)`, { rule: 'GD §11.1 I' });
    for (let i = 0; i < tcs; i++) {
      if (p.stellars < TC_PRICE) {
        ctx.event('order-rejected', [p.id], `BUY TC: $${TC_PRICE} needed, $${p.stellars} on hand`, { rule: 'GD §11.1 I' });
        break;
      }
      p.stellars -= TC_PRICE;
      p.boughtTc++;
      const d = draw(ctx.world.table, 'tactics', 1, ctx.dice);
      ctx.world.table = d.table;
      p.hand.push(...d.cards);
      ctx.event('ledger', [p.id], `Bought a Tactics Card for $${TC_PRICE}: ${d.cards.map((c) => cardName(ctx.world.table, c)).join(', ')}`, { rule: 'GD §11.1 I', data: { amount: -TC_PRICE, player: p.id, cards: d.cards } });
    }
    if (o.buyRisk) {
      if (p.stellars < RISK_PRICE) {
        ctx.event('order-rejected', [p.id], `BUY RISK: $${RISK_PRICE} needed, $${p.stellars} on hand`, { rule: 'GD §10.6.5' });
        continue;
      }
      p.stellars -= RISK_PRICE;
      p.boughtRisk = true;
      const d = draw(ctx.world.table, 'risk', 1, ctx.dice);
      ctx.world.table = d.table;
      const card = d.cards[0];
      const def = card ? cardDef(ctx.world.table, card) : undefined;
      ctx.event('ledger', [p.id], `Bought a Risk Card for $${RISK_PRICE}: ${def?.name ?? 'none left'}`, { rule: 'GD §10.6.5', data: { amount: -RISK_PRICE, player: p.id, cards: card ? [card] : [] } });
      if (def?.effect === 'receive-20') {
        p.stellars += 20;
        ctx.event('ledger', [p.id], 'Risk Card: you receive $20', { rule: 'GD §10.6.5', data: { amount: 20 } });
      } else if (def) ctx.event('gm-apply', 'gm', `Apply ${p.name}'s Risk Card ${def.name}: ${def.text}`, { rule: 'GD §10.6.5' });
      if (card) ctx.world.table = discard(ctx.world.table, 'risk', [card]);
    }
  }
}

/** The phase a card is played at by default. */
function defaultPhase(effect: string | null | undefined): string {
  if (effect === 'galactic-spirit') return 'B';
  if (effect === 'prototype-super-bb' || effect === 'benevolence') return 'F';
  return 'E';
}

/**
 * Plays the Tactics Cards ordered for this phase (GD §10.7.1): the card leaves the hand (to the discard
 * pile, or in play for a UNIQUE card), the play is public, and its effect is applied or logged for the GM.
 */
export function playCards(ctx: TurnContext, phase: PhaseId | `SEG${number}`): void {
  for (const p of ctx.playOrder()) {
    for (const play of ctx.ordersOf(p.id).plays) {
      const card = findInHand(ctx.world.table, p.hand, play.card);
      const def = card ? cardDef(ctx.world.table, card) : undefined;
      const at = (play.at ?? defaultPhase(def?.effect)).toUpperCase();
      if (at !== phase) continue;
      if (!card || !def) {
        ctx.event('order-rejected', [p.id], `line ${play.line}: PLAY ${play.card}: not in your hand`, { rule: 'GD §10.7.1' });
        continue;
      }
      if (p.frozen) {
        ctx.event('order-rejected', [p.id], `line ${play.line}: PLAY ${def.name}: you are frozen by a FREEZE card`, { rule: 'GD §10.6.2' });
        continue;
      }
      p.hand = p.hand.filter((c) => c !== card);
      if (def.marks.includes('UNIQUE')) p.inPlay.push(card);
      else ctx.world.table = discard(ctx.world.table, 'tactics', [card]);
      ctx.event('card-played', 'all', `${p.name} plays ${def.name}${play.target ? ` on ${play.target}` : ''}: ${def.text}`, { rule: 'GD §10.7.1', data: { card, player: p.id } });
      applyEffect(ctx, p.id, def.effect, def.name, def.text, play.target, play.special);
    }
  }
}

function applyEffect(ctx: TurnContext, playerId: string, effect: string | null, name: string, text: string, target: string | null, special: import('../rules/special-hexes').SpecialHex | null): void {
  const p = ctx.player(playerId);
  if (!p) return;
  switch (effect) {
    case 'galactic-spirit': {
      const stim = ctx.world.table.stimulus;
      if (stim) {
        ctx.world.table = { ...discard(ctx.world.table, 'stimulus', [stim]), stimulus: null };
        ctx.event('stimulus-cancelled', 'all', `The Stimulus Card ${cardName(ctx.world.table, stim)} is discarded without effect`, { rule: 'GD §10.7.4' });
      }
      return;
    }
    case 'space-discovery': {
      const hex = ctx.world.hexes.find((h) => h.label === target || h.id === target);
      const placed = ctx.world.hexes.filter((h) => h.special).map((h) => h.special);
      const want = special ?? SPECIAL_HEX_STOCK.find((s) => !placed.some((x) => x?.kind === s.kind && x.value === s.value)) ?? null;
      const inStock = want && SPECIAL_HEX_STOCK.filter((s) => s.kind === want.kind && s.value === want.value).length > placed.filter((x) => x?.kind === want.kind && x.value === want.value).length;
      const vacant = hex && !hex.special && !hex.divided && !hex.discovery && !ctx.world.planets.some((pl) => pl.hexId === hex.id);
      if (!hex || !vacant || !want || !inStock) {
        ctx.event('gm-apply', 'gm', `${p.name}'s Space Discovery could not be placed (${!hex ? 'no such hex' : !vacant ? 'the hex is not vacant' : 'that Special Hex is not in stock'}): the GM places it`, { rule: 'GD §11.17' });
        return;
      }
      hex.special = want;
      ctx.event('special-hex', 'all', `${specialHexLabel(want)} placed at ${hex.label}`, { rule: 'GD §11.17' });
      return;
    }
    case 'prototype-super-bb': {
      const planet = ctx.world.planets.find((pl) => pl.ownerId === p.id && (pl.name === target || pl.id === target) && (pl.kind === 'capitalM' || pl.kind === 'capitalS' || pl.shipyards > 0)) ?? ctx.world.planets.find((pl) => pl.ownerId === p.id && pl.kind === 'capitalM');
      if (!planet) return;
      const f = newFleet(ctx, p.id, { hexId: planet.hexId, half: planet.half });
      addForce(ctx.world, p.id, f, { BBX: 1 });
      ctx.event('placement', ctx.witnesses([planet.hexId], [p.id]), `A Super BB (BBX) appears at ${planet.name}`, { rule: 'GD §10.7.4 Prototype Super BB' });
      return;
    }
    case 'military-flexes': {
      const inPlay = ctx.world.planets.reduce((n, pl) => n + (pl.ownerId ? pl.mis + pl.homeguard : 0), 0) + ctx.world.units.reduce((n, u) => n + u.mi, 0);
      const each = militaryFlexes(inPlay, ctx.world.players.length);
      for (const q of ctx.world.players) {
        const cap = ctx.world.planets.find((pl) => pl.ownerId === q.id && pl.kind === 'capitalM' && pl.nativeRace === q.raceCode);
        if (cap) cap.mis += each;
      }
      ctx.event('card-effect', 'all', `Military Flexes Its Power: ${inPlay} MIs in play, ${ctx.world.players.length} players: ${each} MIs at each Capital World`, { rule: 'GD §10.7.4.1' });
      return;
    }
    default:
      ctx.event('gm-apply', 'gm', `Apply ${p.name}'s ${name}${target ? ` on ${target}` : ''}: ${text}`, { rule: 'GD §10.7.1' });
  }
}
