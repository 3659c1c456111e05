/**
 * Encounter Cards (GD §10.6.3): 23 cards, turns 1–3 only, one drawn per fleet that moves into a new hex;
 * each maps 1D6 to a result. Only two cards survive in the source (L6699, L6846); the other 21 here are
 * a house deck [P], built in the rulebook's "descending order of likelihood" (No Encounter, Free World,
 * Neutral World, Pirate Fleet, Special Encounter, Friendly Fleet, Hostile Alien Fleet, one unique result).
 * The GM can replace or extend the deck (cards are data).
 */
import { z } from 'zod';

export const ENCOUNTER_KINDS = ['none', 'free', 'neutral', 'pirate', 'special', 'friendly', 'alien', 'unique'] as const;
export type EncounterKind = (typeof ENCOUNTER_KINDS)[number];

export const ENCOUNTER_NAMES: Readonly<Record<EncounterKind, string>> = {
  none: 'No Encounter',
  free: 'Free World',
  neutral: 'Neutral World',
  pirate: 'Pirate Fleet',
  special: 'Special Encounter',
  friendly: 'Friendly Fleet',
  alien: 'Hostile Alien Fleet',
  unique: 'Unique encounter',
};

export const encounterCardSchema = z.object({
  id: z.string().min(1),
  /** Results for 1D6 = 1 … 6. */
  faces: z.array(z.enum(ENCOUNTER_KINDS)).length(6),
  /** 'rulebook' for the two printed samples; 'house' for the rest. */
  source: z.enum(['rulebook', 'house']).default('house'),
  /** Text of a unique result, applied by the GM. */
  uniqueText: z.string().default(''),
});
export type EncounterCard = z.infer<typeof encounterCardSchema>;

const r = (id: string, faces: EncounterKind[], source: 'rulebook' | 'house' = 'house', uniqueText = ''): EncounterCard => ({ id, faces, source, uniqueText });

// The two printed cards, then 21 house cards (faces over the deck: none 39, free 34, neutral 28,
// pirate 15, special 10, friendly 7, alien 4, unique 1 = 138 = 23 × 6).
export const DEFAULT_ENCOUNTER_DECK: readonly EncounterCard[] = [
  r('enc-01', ['free', 'free', 'free', 'neutral', 'neutral', 'pirate'], 'rulebook'),
  r('enc-02', ['free', 'neutral', 'neutral', 'pirate', 'none', 'none'], 'rulebook'),
  r('enc-03', ['none', 'none', 'free', 'free', 'neutral', 'pirate']),
  r('enc-04', ['none', 'none', 'free', 'neutral', 'special', 'friendly']),
  r('enc-05', ['none', 'none', 'free', 'free', 'neutral', 'special']),
  r('enc-06', ['none', 'none', 'free', 'neutral', 'pirate', 'alien']),
  r('enc-07', ['none', 'free', 'free', 'neutral', 'neutral', 'pirate']),
  r('enc-08', ['none', 'none', 'free', 'neutral', 'pirate', 'special']),
  r('enc-09', ['none', 'none', 'free', 'free', 'neutral', 'friendly']),
  r('enc-10', ['none', 'none', 'free', 'neutral', 'neutral', 'pirate']),
  r('enc-11', ['none', 'free', 'free', 'neutral', 'special', 'friendly']),
  r('enc-12', ['none', 'none', 'free', 'neutral', 'pirate', 'special']),
  r('enc-13', ['none', 'none', 'free', 'free', 'neutral', 'pirate']),
  r('enc-14', ['none', 'none', 'free', 'neutral', 'special', 'alien']),
  r('enc-15', ['none', 'free', 'free', 'neutral', 'neutral', 'friendly']),
  r('enc-16', ['none', 'none', 'free', 'neutral', 'pirate', 'special']),
  r('enc-17', ['none', 'none', 'free', 'free', 'neutral', 'pirate']),
  r('enc-18', ['none', 'none', 'free', 'neutral', 'special', 'friendly']),
  r('enc-19', ['none', 'free', 'free', 'neutral', 'pirate', 'alien']),
  r('enc-20', ['none', 'none', 'free', 'neutral', 'neutral', 'special']),
  r('enc-21', ['none', 'none', 'free', 'free', 'pirate', 'friendly']),
  r('enc-22', ['none', 'none', 'neutral', 'pirate', 'special', 'friendly']),
  r('enc-23', ['none', 'free', 'neutral', 'pirate', 'alien', 'unique'], 'house', 'A derelict of the Empire of Mind: the GM decides what it holds.'),
];

/** The result of a card for a 1D6 (GD §10.6.3). */
export function readEncounterCard(card: EncounterCard, d6: number): EncounterKind {
  return card.faces[Math.max(1, Math.min(6, d6)) - 1] as EncounterKind;
}

/** Encounter Cards are used in turns 1–3 only and removed at the Collation Phase (GD §11.1 AA). */
export function isEncounterTurn(turn: number): boolean {
  return turn >= 1 && turn <= 3;
}
