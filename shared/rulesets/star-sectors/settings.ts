/**
 * Rules the Star Sectors book leaves open, as game settings with stated defaults
 * (documented in docs/star-sectors.md, "Settings"). Stored in game.settings.starSectorsRules and shown
 * on the shared Settings screen (shared/settings/groups.ts) and on the Fleet screen.
 */
import { z } from 'zod';

export const starSectorsSettingsSchema = z.object({
  bankPoints: z.int().min(1).max(2).default(2).meta({
    title: 'Points per advanced weapon bank',
    description: "III: the text says one point a bank, but its worked example (CF 6, one cloak, two banks, +1 engineering phase = 12 points) adds up only at 2. Default 2 (the example); 1 follows the sentence.",
  }),
  supplyBudget: z.enum(['remainder', 'full']).default('remainder').meta({
    title: 'Supply budget',
    description: "III: 'remainder' (default): fleet points pay for ships, and what is left buys mines, dilithium, trilithium and crews; 'full': the same amount again buys supplies.",
  }),
  commandCrewCost: z.enum(['flat', 'plus-cf']).default('flat').meta({
    title: 'Command crew cost',
    description: "VII.B 'Costs 4 credits plus cost of ship': 'flat' (default) 4 credits; 'plus-cf' 4 credits plus the ship's CF.",
  }),
  sequence: z.enum(['alternate', 'side-by-side']).default('alternate').meta({
    title: 'Order of ships in a round',
    description: "III names only who goes first. 'alternate' (default): sides alternate, one ship at a time; 'side-by-side': each side moves all its ships in turn.",
  }),
  advancedDamage: z.enum(['one-hit', 'modified-cf']).default('one-hit').meta({
    title: 'Advanced weapon damage',
    description: "VI.B: an advanced weapon needs no die. 'one-hit' (default): it hits when its modified CF is 1 or more, one hit if the shield fails; 'modified-cf': that many hits.",
  }),
  aftPenalty: z.enum(['sector', 'adjacent']).default('sector').meta({
    title: 'Aft penalty applies',
    description: "IV.E one die and −1 CF: 'sector' (default) anywhere in the three aft sectors; 'adjacent' only in the three aft hexes.",
  }),
  destructionBlast: z.enum(['front-three', 'all-adjacent']).default('front-three').meta({
    title: 'A destroyed ship costs 1 SS to',
    description: "IV.F 'all ships in its point blank hex zone': 'front-three' (default) its three front hexes; 'all-adjacent' all six neighbours.",
  }),
  edgeRule: z.enum(['either', 'both']).default('either').meta({
    title: 'Line of sight along a hex edge',
    description: "Where the line runs exactly between two hexes: 'either' (default) clear if either is clear; 'both' only if both are.",
  }),
  starAdjacent: z.enum(['destroy', 'refuse']).default('destroy').meta({
    title: 'Moving next to a star',
    description: "VII.A says both 'off-limits' and 'automatically destroyed': 'destroy' (default) destroys the ship; 'refuse' refuses the move.",
  }),
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
