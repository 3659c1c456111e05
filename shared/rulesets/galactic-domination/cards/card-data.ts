/**
 * Card decks as data (GD §10.6): Stimulus, Tactics, Risk, Destiny (and Battle Group cards, App V). The
 * source prints only samples (Appendix D of the digest); the GM extends the catalogue. Texts are
 * paraphrased; `effect` names the few effects the engine applies itself, every other effect is free text
 * the GM applies and logs.
 */
import { z } from 'zod';

export const DECKS = ['stimulus', 'tactics', 'risk', 'destiny', 'battle-group'] as const;
export type DeckName = (typeof DECKS)[number];

/** Effects the engine applies; anything else is logged for the GM. */
export const CARD_EFFECTS = [
  'economic-boom',
  'interlude',
  'light-against-darkness',
  'receive-20',
  'military-flexes',
  'galactic-spirit',
  'space-discovery',
  'prototype-super-bb',
  'benevolence',
  'cunning',
  'options',
] as const;
export type CardEffect = (typeof CARD_EFFECTS)[number];

export const cardDefSchema = z.object({
  id: z.string().min(1),
  deck: z.enum(DECKS),
  name: z.string().min(1),
  /** (1) from the start; (2) shuffled in at the start of turn 4 (GD §10.6.1–2). */
  category: z.union([z.literal(1), z.literal(2)]).default(1),
  /** UNIQUE (stays in play), FREEZE, '#', '<>', '%' (GD §10.6.2). */
  marks: z.array(z.enum(['UNIQUE', 'FREEZE', '#', '<>', '%'])).default([]),
  text: z.string().default(''),
  /** Copies in the deck (Space Discovery ×5, Duplication ×2, GD §11.17). */
  copies: z.int().min(0).default(1),
  effect: z.enum(CARD_EFFECTS).nullable().default(null),
  /** Destiny: the cost line (GD §10.6.4). */
  cost: z.string().default(''),
  /** 'rulebook' (a printed sample) or 'house' (entered by the GM). */
  source: z.enum(['rulebook', 'house']).default('rulebook'),
  /** Not used in Basic (Chimera, Flexibility, Increased Flexibility; GD §10.6.2). */
  notBasic: z.boolean().default(false),
});
export type CardDef = z.infer<typeof cardDefSchema>;
export type CardDefInput = z.input<typeof cardDefSchema>;

const card = (c: CardDefInput): CardDef => cardDefSchema.parse(c);

/** The printed samples (digest Appendix D), L6690–L9631. */
export const DEFAULT_CARDS: readonly CardDef[] = [
  // Stimulus (GD §10.6.1, §10.7.4.2).
  card({ id: 'stim-interlude', deck: 'stimulus', name: 'Interlude', text: 'Something is making the top echelon of all empires nervous. No non-player planet may be occupied during this turn.', effect: 'interlude' }),
  card({ id: 'stim-economic-boom', deck: 'stimulus', name: 'Economic Boom', text: "All players' total production for this turn is increased: each player receives an extra $10 in the Income Phase of this turn.", effect: 'economic-boom' }),
  card({ id: 'stim-concealment', deck: 'stimulus', name: 'Concealment', text: '(text cut off in the source)' }),
  card({ id: 'stim-exploration-expansion', deck: 'stimulus', name: 'Exploration Expansion', text: 'Peace everywhere except where a player attacks; the attacker in that hex is penalised: mutinous ships are removed without firing (Fighters only if they are his only units: 6 of them).' }),
  card({ id: 'stim-financial-deficit', deck: 'stimulus', name: 'Financial Deficit', text: '3 Fighters may be sacrificed in lieu of any other ship.' }),
  card({ id: 'stim-grim-tidings', deck: 'stimulus', name: 'Grim Tidings', text: 'Resolved as the Tactics Card Accident in Space.' }),
  card({ id: 'stim-light-against-darkness', deck: 'stimulus', name: 'Light Against Darkness', text: 'Planets may exceed their legal limit of GBDSs by one; if any GBDS on that planet is later destroyed or removed, the legal limit prevails.', effect: 'light-against-darkness' }),
  card({ id: 'stim-unnatural-disaster', deck: 'stimulus', name: 'Unnatural Disaster', text: 'Number the players from the active player (1) to the left; roll 5 times to pick the players hit; for each hit, pick one of their planets at random.' }),
  card({ id: 'stim-galactic-uprising', deck: 'stimulus', name: 'Galactic Uprising', text: 'A player may sacrifice a Shipyard (full text not in the source).' }),
  card({ id: 'stim-piracy-suppression', deck: 'stimulus', name: 'Piracy Suppression', text: '(text not in the source)' }),
  card({ id: 'stim-piracy-protection', deck: 'stimulus', name: 'Piracy Protection', text: '(text not in the source; also works against Hostile Aliens, §11.14)' }),
  // Tactics (GD §10.6.2, §10.7.4.1).
  card({ id: 'tc-master-thief', deck: 'tactics', name: 'Master Thief', marks: ['FREEZE'], text: 'Select an opponent, look at his Tactics Cards, and take one for yourself. Play after Tactics Card Draw Phase.' }),
  card({ id: 'tc-space-discovery', deck: 'tactics', name: 'Space Discovery', category: 2, copies: 5, text: 'You may place one Special Hex in any one vacant hex on the map.', effect: 'space-discovery' }),
  card({ id: 'tc-duplication', deck: 'tactics', name: 'Duplication', copies: 2, text: 'Can produce a Special Hex (full text not in the source).' }),
  card({ id: 'tc-counter-agent', deck: 'tactics', name: 'Counter-Agent', category: 2, marks: ['#'], text: 'When an opponent plays a card with the <> logo, you may cause that player to discard that card without it having any effect.' }),
  card({ id: 'tc-superweapon', deck: 'tactics', name: 'Superweapon', marks: ['UNIQUE'], text: 'Place Superweapon Hex under one of your planets. If any enemy unit enters one of the six hexes around that hex, roll 1D10: on 1 or 2 that unit is destroyed. Roll for each enemy unit. Destroyed if the enemy occupies that planet.' }),
  card({ id: 'tc-galactic-spirit', deck: 'tactics', name: 'Galactic Spirit', marks: ['<>'], text: 'Counter a Stimulus Card: it is discarded without having an effect. Play right after the draw.', effect: 'galactic-spirit' }),
  card({ id: 'tc-prototype-super-bb', deck: 'tactics', name: 'Prototype Super BB', text: 'Play during New Unit Placement Phase. You receive one free Super BB [BBX] at one of your Capital Worlds or Shipyards; it uses no Shipyard capacity.', effect: 'prototype-super-bb' }),
  card({ id: 'tc-accident-in-space', deck: 'tactics', name: 'Accident in Space', text: 'Carried Fighters count as part of their ship; launched Fighters count separately (full text not in the source).' }),
  card({ id: 'tc-benevolence', deck: 'tactics', name: 'Benevolence', text: 'Your 2 CAs appear at one of your Shipyards; an opponent’s CA at one of his Shipyards of his choice.', effect: 'benevolence' }),
  card({ id: 'tc-conversion', deck: 'tactics', name: 'Conversion', text: 'Not a CV, nor a unit carrying Fighters, more than 3 MFs, or MIs; may target a GS, RA or special unit (full text not in the source).' }),
  card({ id: 'tc-diplomatic-success', deck: 'tactics', name: 'Diplomatic Success', text: 'A Neutral World may be turned into a harmless Free World once its garrison is seen, even after the avoidance roll.' }),
  card({ id: 'tc-exchange-in-equilibrium', deck: 'tactics', name: 'Exchange in Equilibrium', text: 'Cards in hand only (full text not in the source).' }),
  card({ id: 'tc-high-treason', deck: 'tactics', name: 'High Treason', text: 'The opponent may nominate no hexes, and so not attack you (full text not in the source).' }),
  card({ id: 'tc-improvised-troopship', deck: 'tactics', name: 'Improvised Troopship', text: 'A CA may carry troops; may be counted when designing the Exploration Fleet.' }),
  card({ id: 'tc-internal-intrigue', deck: 'tactics', name: 'Internal Intrigue', text: 'All units in an enemy fleet are −1 on their attacks this turn (Fighters in pairs 3 at ≤3, a lone Fighter 2*, RAs 5+5).' }),
  card({ id: 'tc-interstellar-flux', deck: 'tactics', name: 'Interstellar Flux', text: 'More encounters for a fleet in turn 1 (full text not in the source).' }),
  card({ id: 'tc-malfunction', deck: 'tactics', name: 'Malfunction', text: 'In each of its movement segments the ship may stay put, but if it moves it must go in a random direction.' }),
  card({ id: 'tc-military-flexes', deck: 'tactics', name: 'Military Flexes Its Power', text: 'Every player receives ⌈MIs in play ÷ (2 × players)⌉ MIs at his Capital World.', effect: 'military-flexes' }),
  card({ id: 'tc-necessary-reinforcement', deck: 'tactics', name: 'Necessary Reinforcement', text: 'The other fleet must be worth more than yours (full text not in the source).' }),
  card({ id: 'tc-planetary-targeting', deck: 'tactics', name: 'Planetary Targeting', text: 'Against MIs on a planet, not aboard (full text not in the source).' }),
  card({ id: 'tc-precision-operation', deck: 'tactics', name: 'Precision Operation', text: 'Captures a unit, a CV with its Fighters included; enemy MIs aboard are eliminated (full text not in the source).' }),
  card({ id: 'tc-strike-force', deck: 'tactics', name: 'Strike Force', text: 'SFtrs get 4 attacks (full text not in the source).' }),
  card({ id: 'tc-superior-maneuvers', deck: 'tactics', name: 'Superior Maneuvers', text: 'Nominate 3 ships of a fleet: this turn in one battle they have +1 on their Attack (a Fighter becomes 6*, an RA 7+7).' }),
  card({ id: 'tc-tactical-superiority', deck: 'tactics', name: 'Tactical Superiority', text: 'Before round 1 against an equal or stronger fleet, or mid-battle as a breather (full text not in the source).' }),
  card({ id: 'tc-teleport-device', deck: 'tactics', name: 'Teleport Device', text: 'Single use (full text not in the source).' }),
  card({ id: 'tc-victory-assured', deck: 'tactics', name: 'Victory Assured', text: 'Special units such as BBS and BBX count as their normal equivalents (full text not in the source).' }),
  card({ id: 'tc-wily-carrier-commander', deck: 'tactics', name: 'Wily Carrier Commander', text: 'Launch any number of Fighters from 0 to the full complement (full text not in the source).' }),
  card({ id: 'tc-chimera', deck: 'tactics', name: 'Chimera', text: 'Not used in Basic.', notBasic: true, copies: 0 }),
  card({ id: 'tc-flexibility', deck: 'tactics', name: 'Flexibility', text: 'Not used in Basic: no Secondary Placement Phase.', notBasic: true, copies: 0 }),
  card({ id: 'tc-increased-flexibility', deck: 'tactics', name: 'Increased Flexibility', text: 'Not used in Basic: no Secondary Placement Phase.', notBasic: true, copies: 0 }),
  // Risk (GD §10.6.5): 8 in the deck, 3 samples printed.
  card({ id: 'risk-receive-20', deck: 'risk', name: 'You receive $20', text: 'YOU RECEIVE $20', effect: 'receive-20' }),
  card({ id: 'risk-top-five', deck: 'risk', name: 'Top five Tactics Cards', text: 'DRAW TOP FIVE TACTICS CARDS FROM TACTICS CARD DECK – KEEP ONE, PUT REST ON BOTTOM OF TACTICS CARD DECK' }),
  card({ id: 'risk-sacrifice-10', deck: 'risk', name: 'Sacrifice $10 of units', text: 'SACRIFICE $10 WORTH OF UNITS' }),
  ...[4, 5, 6, 7, 8].map((n) => card({ id: `risk-${n}`, deck: 'risk', name: `Risk card ${n}`, text: '(not in the source: the GM enters it)', source: 'house' })),
  // Destiny (GD §10.6.4): 16 unique, 2 printed (pairing of backs inferred, digest A-33).
  card({ id: 'destiny-cunning', deck: 'destiny', name: 'CUNNING', cost: 'Your fighters cost $2 each.', text: "Your fighters can do ground attacks: one per combat per fighter (2 attempts at ≤4); in reply the defender's MIs kill one fighter on 1D10 ≤ the number of MIs on the planet.", effect: 'cunning' }),
  card({ id: 'destiny-options', deck: 'destiny', name: 'OPTIONS', cost: 'Your Exploratory Fleet is worth only $12, instead of $32.', text: 'In the Tactics Card Draw Phase draw 2 Tactics Cards, keep 1, and shuffle the other into the deck.', effect: 'options' }),
  ...Array.from({ length: 14 }, (_, i) => card({ id: `destiny-${i + 3}`, deck: 'destiny', name: `Destiny card ${i + 3}`, text: '(not in the source: the GM enters it)', source: 'house' })),
];

/** The catalogue with the GM's own cards over the defaults (same id replaces). */
export function cardCatalogue(extra: readonly CardDef[] = []): CardDef[] {
  const byId = new Map(DEFAULT_CARDS.map((c) => [c.id, c]));
  for (const c of extra) byId.set(c.id, c);
  return [...byId.values()];
}

/** Card instance ids for a deck: `${defId}#${copy}` for each copy, category filter (GD §10.6.1). */
export function deckInstances(cards: readonly CardDef[], deck: DeckName, category?: 1 | 2): string[] {
  return cards.filter((c) => c.deck === deck && !c.notBasic && (category === undefined || c.category === category)).flatMap((c) => Array.from({ length: c.copies }, (_, i) => `${c.id}#${i + 1}`));
}

/** The definition id of a card instance. */
export function defIdOf(instance: string): string {
  const i = instance.lastIndexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}
