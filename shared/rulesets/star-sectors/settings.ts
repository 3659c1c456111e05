/**
 * Rules the Star Sectors book leaves open, as game settings with stated defaults
 * (documented in docs/star-sectors.md, "Settings").
 */
import { z } from 'zod';

export const starSectorsSettingsSchema = z.object({
  /** Points per advanced weapon bank: 2 makes the book's worked example come to 12 (default); 1 follows the sentence before it. */
  bankPoints: z.union([z.literal(1), z.literal(2)]).default(2),
  /** Fleet points pay for ships and supplies ('remainder'), or ships only and the same amount again buys supplies ('full'). */
  supplyBudget: z.enum(['remainder', 'full']).default('remainder'),
  /** Command crew price: 4 credits flat ('flat'), or 4 plus the ship's CF ('plus-cf'). Star Sectors VII.B. */
  commandCrewCost: z.enum(['flat', 'plus-cf']).default('flat'),
  /** Order of ships in a round: sides alternate one ship at a time ('alternate'), or each side moves all its ships ('side-by-side'). */
  sequence: z.enum(['alternate', 'side-by-side']).default('alternate'),
  /** Damage of a damaging advanced weapon that gets through: one hit ('one-hit') or its modified CF ('modified-cf'). */
  advancedDamage: z.enum(['one-hit', 'modified-cf']).default('one-hit'),
  /** Aft penalty (one die, −1 CF): for targets anywhere in the aft sectors ('sector'), or only in the three aft hexes ('adjacent'). */
  aftPenalty: z.enum(['sector', 'adjacent']).default('sector'),
  /** Who loses 1 SS when a ship is destroyed: ships in its three front hexes ('front-three') or in all six adjacent hexes ('all-adjacent'). */
  destructionBlast: z.enum(['front-three', 'all-adjacent']).default('front-three'),
  /** Line of sight along a hex edge: clear if either side is clear ('either') or only if both are ('both'). */
  edgeRule: z.enum(['either', 'both']).default('either'),
  /** A ship moved into a hex next to a star is destroyed ('destroy'), or the move is refused ('refuse'). */
  starAdjacent: z.enum(['destroy', 'refuse']).default('destroy'),
});
export type StarSectorsSettings = z.infer<typeof starSectorsSettingsSchema>;
export const DEFAULT_SETTINGS: StarSectorsSettings = starSectorsSettingsSchema.parse({});

export const SETTING_LABELS: Record<keyof StarSectorsSettings, { label: string; options: Record<string, string> }> = {
  bankPoints: { label: 'Points per advanced weapon bank', options: { '2': '2 (the worked example: 12 points)', '1': '1 (the sentence: 10 points)' } },
  supplyBudget: { label: 'Supply budget', options: { remainder: 'Fleet points left after ships', full: 'The full fleet point value' } },
  commandCrewCost: { label: 'Command crew cost', options: { flat: '4 credits', 'plus-cf': "4 credits plus the ship's CF" } },
  sequence: { label: 'Order of ships in a round', options: { alternate: 'Sides alternate, one ship at a time', 'side-by-side': 'Each side moves all its ships in turn' } },
  advancedDamage: { label: 'Advanced weapon damage', options: { 'one-hit': 'One hit', 'modified-cf': 'The modified CF in hits' } },
  aftPenalty: { label: 'Aft penalty applies', options: { sector: 'Anywhere in the aft sectors', adjacent: 'Only in the three aft hexes' } },
  destructionBlast: { label: 'A destroyed ship costs 1 SS to', options: { 'front-three': 'Ships in its three front hexes', 'all-adjacent': 'Ships in all six adjacent hexes' } },
  edgeRule: { label: 'Line of sight along a hex edge', options: { either: 'Clear if either side is clear', both: 'Clear only if both sides are' } },
  starAdjacent: { label: 'Moving next to a star', options: { destroy: 'Destroys the ship', refuse: 'Is refused' } },
};
