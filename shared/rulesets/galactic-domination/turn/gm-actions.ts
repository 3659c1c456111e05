/**
 * The GM's own acts between turns (PRODUCT.md: "the GM is the final arbiter: every computed value can be
 * overridden, with a note that is kept"): overrides of a treasury, a VP score, a planet, a fleet or a ship;
 * card acts (a card drawn, played with its free-text effect applied by hand, discarded, given, a card the GM
 * adds to a deck, since the book prints only samples, GD §10.6, digest A-42); and plain notes. Each is pure:
 * the world before, the act and its note in; the world after and the event that records it out (who may
 * know it, what changed, the note). Applied to the open turn's starting world; the event belongs to the last
 * committed turn, so the sitreps of that turn tell it.
 */
import { seedRng } from '../../../rng';
import { cardCatalogue, cardDefSchema, deckInstances, type CardDef } from '../cards/card-data';
import { cardDef, cardName, discard, draw, shuffle, type PileName } from '../cards/decks';
import { DiceSource, type DieEvent } from '../dice';
import { ENCOUNTER_KINDS, ENCOUNTER_NAMES, type EncounterKind } from '../rules/encounter-cards';
import { checkExplorationFleets, EXPLORATION_FLEET_VALUE, OPTIONS_EXPLORATION_FLEET_VALUE } from '../rules/exploration-fleet';
import { describeForce, type Force } from '../rules/forces';
import { UNIT_TYPES, type UnitCode } from '../rules/units';
import { cloneWorld, type Planet, type World } from '../world/world';
import type { GdEvent } from './model';

export type GmAction =
  | { readonly kind: 'stellars'; readonly playerId: string; readonly value: number }
  | { readonly kind: 'vp'; readonly playerId: string; readonly value: number }
  | { readonly kind: 'planet'; readonly planetId: string; readonly changes: Partial<Pick<Planet, 'ownerId' | 'resource' | 'gbds' | 'mis' | 'homeguard' | 'shipyards' | 'blockaded'>> }
  | { readonly kind: 'remove-unit'; readonly unitId: string }
  | { readonly kind: 'carried'; readonly unitId: string; readonly mi: number; readonly ftr: number }
  | { readonly kind: 'move-fleet'; readonly fleetId: string; readonly hexId: string; readonly half: 0 | 1 | null }
  | { readonly kind: 'draw-card'; readonly playerId: string; readonly pile: 'tactics' | 'risk' | 'stimulus' }
  | { readonly kind: 'play-card'; readonly playerId: string; readonly card: string; readonly effect: string }
  | { readonly kind: 'discard-card'; readonly playerId: string; readonly card: string }
  | { readonly kind: 'give-card'; readonly playerId: string; readonly card: string; readonly to: string }
  | { readonly kind: 'add-card'; readonly card: CardDef }
  | { readonly kind: 'exploration-fleet'; readonly playerId: string; readonly fleets: readonly Force[] }
  | { readonly kind: 'add-encounter-card'; readonly id: string; readonly faces: readonly EncounterKind[]; readonly text: string }
  | { readonly kind: 'note'; readonly text: string; readonly tell: readonly string[] | 'all' | 'gm' };

export interface GmActionResult {
  readonly world: World;
  /** What happened, in words, and who may know it. */
  readonly kind: 'override' | 'ledger' | 'card' | 'note';
  readonly text: string;
  readonly visibleTo: GdEvent['visibleTo'];
  /** A treasury change: the amount (the sitrep's ledger lists it). */
  readonly amount?: number;
  readonly dice: readonly DieEvent[];
}

/** The dice of the GM's `n`th act on a world (a reshuffle of discards when a deck runs out): from the seed, so replays agree. */
export function gmDice(world: World, n: number): DiceSource {
  return new DiceSource(seedRng(`${world.seed}/galactic-domination/gm/${world.turn}/${n}`));
}

const PILES: Readonly<Record<'tactics' | 'risk' | 'stimulus', PileName>> = { tactics: 'tactics', risk: 'risk', stimulus: 'stimulus' };

/** Applies one act; problems (an unknown player, a card not in the hand) as `{ ok: false }`, the world untouched. */
export function applyGmAction(input: World, action: GmAction, note: string, n = 0): { ok: true; value: GmActionResult } | { ok: false; problem: string } {
  const world = cloneWorld(input);
  const dice = gmDice(world, n);
  const why = note.trim() === '' ? '' : ` (GM: ${note.trim()})`;
  const player = (id: string) => world.players.find((p) => p.id === id);
  const done = (kind: GmActionResult['kind'], text: string, visibleTo: GdEvent['visibleTo'], amount?: number) => ({ ok: true as const, value: { world, kind, text: `${text}${why}`, visibleTo, dice: dice.events, ...(amount !== undefined ? { amount } : {}) } });
  switch (action.kind) {
    case 'stellars': {
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      if (!Number.isFinite(action.value) || action.value < 0) return { ok: false, problem: 'Stellars are a number, 0 or more' };
      const delta = action.value - p.stellars;
      p.stellars = action.value;
      return done('ledger', `GM correction of the treasury: $${action.value - delta} → $${action.value}`, [p.id], delta);
    }
    case 'vp': {
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      if (!Number.isInteger(action.value) || action.value < 0) return { ok: false, problem: 'VP are a whole number, 0 or more' };
      const was = p.vp;
      p.vp = action.value;
      return done('override', `GM correction of ${p.name}'s VP: ${was} → ${action.value}`, 'all');
    }
    case 'planet': {
      const pl = world.planets.find((x) => x.id === action.planetId);
      if (!pl) return { ok: false, problem: `no planet ${action.planetId}` };
      const c = action.changes;
      if (c.ownerId !== undefined && c.ownerId !== null && !player(c.ownerId)) return { ok: false, problem: `no player ${c.ownerId}` };
      for (const k of ['resource', 'gbds', 'mis', 'homeguard', 'shipyards'] as const) {
        const v = c[k];
        if (v !== undefined && v !== null && (!Number.isInteger(v) || v < 0)) return { ok: false, problem: `${k} is a whole number, 0 or more` };
      }
      const parts: string[] = [];
      const tell = new Set<string>([pl.ownerId, c.ownerId].filter((x): x is string => typeof x === 'string'));
      for (const [k, v] of Object.entries(c) as [keyof typeof c, unknown][]) {
        if (v === undefined || pl[k] === v) continue;
        parts.push(`${k} ${String(pl[k])} → ${String(v)}`);
        (pl as Record<string, unknown>)[k] = v;
      }
      if (parts.length === 0) return { ok: false, problem: 'nothing changes' };
      if (pl.ownerId && (pl.kind === 'free' || pl.kind === 'neutral')) {
        pl.kind = 'empire';
        pl.garrison = null;
      }
      return done('override', `GM correction at ${pl.name}: ${parts.join(', ')}`, [...tell].sort());
    }
    case 'remove-unit': {
      const u = world.units.find((x) => x.id === action.unitId);
      if (!u) return { ok: false, problem: `no ship ${action.unitId}` };
      world.units = world.units.filter((x) => x.id !== u.id);
      world.fleets = world.fleets.filter((f) => world.units.some((x) => x.fleetId === f.id));
      return done('override', `GM removes ${u.id} (${u.code})${u.mi || u.ftr ? ` with ${u.mi} MI and ${u.ftr} Ftr aboard` : ''}`, [u.ownerId]);
    }
    case 'carried': {
      const u = world.units.find((x) => x.id === action.unitId);
      if (!u) return { ok: false, problem: `no ship ${action.unitId}` };
      const t = UNIT_TYPES[u.code];
      if (action.mi < 0 || action.ftr < 0 || action.mi > t.carriesMi || action.ftr > t.carriesFtr) return { ok: false, problem: `${u.id} (${u.code}) carries at most ${t.carriesMi} MI and ${t.carriesFtr} Ftr (§10.1.1)` };
      const was = `${u.mi} MI, ${u.ftr} Ftr`;
      u.mi = action.mi;
      u.ftr = action.ftr;
      return done('override', `GM correction: ${u.id} carries ${u.mi} MI, ${u.ftr} Ftr (was ${was})`, [u.ownerId]);
    }
    case 'move-fleet': {
      const f = world.fleets.find((x) => x.id === action.fleetId);
      const h = world.hexes.find((x) => x.id === action.hexId);
      if (!f || !h) return { ok: false, problem: !f ? `no fleet ${action.fleetId}` : `no hex ${action.hexId}` };
      const from = world.hexes.find((x) => x.id === f.hexId)?.label ?? f.hexId;
      f.hexId = h.id;
      f.half = h.divided ? (action.half ?? 0) : null;
      return done('override', `GM moves fleet ${f.number} of ${player(f.ownerId)?.name ?? f.ownerId} from ${from} to ${h.label}`, [f.ownerId]);
    }
    case 'draw-card': {
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      const d = draw(world.table, PILES[action.pile], 1, dice);
      if (d.cards.length === 0) return { ok: false, problem: `the ${action.pile} deck and its discards are empty` };
      world.table = d.table;
      if (action.pile === 'stimulus') world.table = discard(world.table, 'stimulus', d.cards);
      else p.hand.push(...d.cards);
      return done('card', `${p.name} draws ${action.pile === 'stimulus' ? `the Stimulus Card ${cardName(world.table, d.cards[0] as string)}` : `${cardName(world.table, d.cards[0] as string)} (${action.pile})`}`, action.pile === 'stimulus' ? 'all' : [p.id]);
    }
    case 'play-card': {
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      if (!p.hand.includes(action.card)) return { ok: false, problem: `${cardName(world.table, action.card)} is not in ${p.name}'s hand` };
      const def = cardDef(world.table, action.card);
      p.hand = p.hand.filter((c) => c !== action.card);
      if (def?.marks.includes('UNIQUE')) p.inPlay.push(action.card);
      else world.table = discard(world.table, def?.deck === 'risk' ? 'risk' : 'tactics', [action.card]);
      return done('card', `${p.name} plays ${def?.name ?? action.card}${def?.marks.includes('UNIQUE') ? ' (UNIQUE: stays in play)' : ''}: ${action.effect.trim() || def?.text || ''}`, 'all');
    }
    case 'discard-card': {
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      const where = p.hand.includes(action.card) ? 'hand' : p.inPlay.includes(action.card) ? 'inPlay' : null;
      if (!where) return { ok: false, problem: `${cardName(world.table, action.card)} is neither in ${p.name}'s hand nor in play` };
      p[where] = p[where].filter((c) => c !== action.card);
      const def = cardDef(world.table, action.card);
      world.table = discard(world.table, def?.deck === 'risk' ? 'risk' : 'tactics', [action.card]);
      return done('card', `${p.name} discards ${def?.name ?? action.card}`, where === 'inPlay' ? 'all' : [p.id]);
    }
    case 'give-card': {
      const p = player(action.playerId);
      const to = player(action.to);
      if (!p || !to) return { ok: false, problem: `no player ${!p ? action.playerId : action.to}` };
      // GD §10.7.3: only Unique cards in play may be traded; the GM may still move any card (an override).
      const where = p.inPlay.includes(action.card) ? 'inPlay' : p.hand.includes(action.card) ? 'hand' : null;
      if (!where) return { ok: false, problem: `${cardName(world.table, action.card)} is not ${p.name}'s` };
      p[where] = p[where].filter((c) => c !== action.card);
      to[where].push(action.card);
      return done('card', `${p.name} gives ${cardName(world.table, action.card)} to ${to.name}`, where === 'inPlay' ? 'all' : [p.id, to.id].sort());
    }
    case 'add-card': {
      const parsed = cardDefSchema.safeParse({ ...action.card, source: 'house' });
      if (!parsed.success) return { ok: false, problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
      const def = parsed.data;
      const existing = cardCatalogue(world.table.cards).find((c) => c.id === def.id);
      if (existing && existing.source === 'rulebook') return { ok: false, problem: `${def.id} is a card the rulebook prints; give yours another id` };
      const instances = deckInstances([def], def.deck);
      const all = Object.values(world.table.decks).flatMap((pile) => [...pile.draw, ...pile.discard]).concat(world.players.flatMap((p) => [...p.hand, ...p.inPlay]));
      const fresh = instances.filter((i) => !all.includes(i));
      world.table = { ...world.table, cards: [...world.table.cards.filter((c) => c.id !== def.id), def] };
      if (def.deck !== 'battle-group' && fresh.length > 0) {
        const pile = def.deck as PileName;
        const reserve = def.category === 2 && world.turn < 4 && (def.deck === 'stimulus' || def.deck === 'tactics');
        if (reserve) world.table = { ...world.table, reserve: { ...world.table.reserve, [def.deck]: [...world.table.reserve[def.deck as 'stimulus' | 'tactics'], ...fresh] } };
        else world.table = { ...world.table, decks: { ...world.table.decks, [pile]: { ...world.table.decks[pile], draw: shuffle(dice, [...world.table.decks[pile].draw, ...fresh], `shuffle ${def.name} into the ${def.deck} deck`) } } };
      }
      return done('note', `GM ${existing ? 'changes' : 'adds'} the card ${def.name} (${def.deck}${def.copies > 1 ? `, ${def.copies} copies` : ''}): ${def.text}`, 'gm');
    }
    case 'exploration-fleet': {
      // GD §9.1.2: the Exploration Fleet(s), worth $32 in all, designed at setup and placed in phase F of turn 1.
      const p = player(action.playerId);
      if (!p) return { ok: false, problem: `no player ${action.playerId}` };
      const due = world.builds.filter((b) => b.ownerId === p.id && b.turn === 0);
      if (world.turn !== 1 || due.length === 0) return { ok: false, problem: 'the Exploration Fleets are chosen before turn 1 is played (§9.1.2)' };
      const budget = p.destiny?.startsWith('destiny-options') ? OPTIONS_EXPLORATION_FLEET_VALUE : EXPLORATION_FLEET_VALUE;
      const check = checkExplorationFleets(p.raceCode, action.fleets, budget, { improvisedTroopship: p.hand.some((c) => c.startsWith('tc-improvised-troopship')) });
      if (!check.ok) return { ok: false, problem: check.problems.join('; ') };
      const oldValue = due.reduce((n, b) => n + UNIT_TYPES[b.code].cost * b.qty, 0);
      const oldShortfall = Math.max(0, budget - oldValue);
      const planetId = (due[0] as (typeof due)[number]).planetId;
      world.builds = [
        ...world.builds.filter((b) => !(b.ownerId === p.id && b.turn === 0)),
        ...action.fleets.flatMap((f, group) =>
          (Object.entries(f) as [UnitCode, number][]).filter(([, qty]) => qty > 0).map(([code, qty]) => ({ id: `B0-${p.id}-${group + 1}-${code}`, ownerId: p.id, code, qty, planetId, turn: 0, frozen: false, forCarrier: UNIT_TYPES[code].kind === 'ground' || code === 'Ftr' ? 'NEW' : null, free: true, group: group + 1, anywhere: true })),
        ),
      ];
      p.stellars += check.shortfall - oldShortfall;
      return done('override', `${p.name}'s Exploration Fleet${action.fleets.length > 1 ? 's' : ''}: ${action.fleets.map((f) => describeForce(f)).join(' / ')} ($${check.value}${check.shortfall > 0 ? `; the bank pays the $${check.shortfall} shortfall` : ''})`, [p.id], check.shortfall - oldShortfall);
    }
    case 'add-encounter-card': {
      // GD §10.6.3: the deck of 23 prints only two samples; the GM's own cards join it (turns 1–3 only).
      if (!/^[A-Za-z0-9-]+$/.test(action.id)) return { ok: false, problem: 'a card id is letters, digits and -' };
      if (action.faces.length !== 6 || action.faces.some((f) => !(ENCOUNTER_KINDS as readonly string[]).includes(f))) return { ok: false, problem: 'an Encounter Card has six results, one for each face of the 1D6' };
      if (world.table.encounterCards.some((c) => c.id === action.id)) return { ok: false, problem: `there is already an Encounter Card ${action.id}` };
      world.table = { ...world.table, encounterCards: [...world.table.encounterCards, { id: action.id, faces: [...action.faces], source: 'house', uniqueText: action.text.trim() }] };
      const inPlay = world.turn <= 3;
      if (inPlay) world.table = { ...world.table, decks: { ...world.table.decks, encounter: { ...world.table.decks.encounter, draw: shuffle(dice, [...world.table.decks.encounter.draw, action.id], `shuffle ${action.id} into the Encounter deck`) } } };
      return done('note', `GM adds the Encounter Card ${action.id} (1D6: ${action.faces.map((f, i) => `${i + 1} ${ENCOUNTER_NAMES[f]}`).join(', ')})${inPlay ? '' : ' (the Encounter deck is out of play after turn 3)'}`, 'gm');
    }
    case 'note':
      if (action.text.trim() === '') return { ok: false, problem: 'the note is empty' };
      return { ok: true, value: { world, kind: 'note', text: action.text.trim(), visibleTo: action.tell === 'all' || action.tell === 'gm' ? action.tell : [...action.tell], dice: dice.events } };
  }
}
