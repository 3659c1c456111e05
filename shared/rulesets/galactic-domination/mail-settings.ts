/**
 * The play-by-mail house rules (digest §5.5, §6.2 [P]: not in the rulebook, which is a face-to-face
 * game): secret written movement, what a player sees, and what happens to missing orders. Stored in
 * game.settings.galacticDominationMail.
 */
import { z } from 'zod';

export const MAIL_KEY = 'galacticDominationMail';

export const gdMailSchema = z.object({
  play: z.enum(['mail', 'table']).default('mail').meta({
    title: 'How this game is played',
    description: "'mail' (default): the GM runs the game by mail under these house rules: written orders per player per turn, the GM resolves the turn, each player gets a sitrep and a pre-filled order sheet. 'table': the book's own game, face to face; Warpdesk is the banker's and referee's desk (the Table screen) and the rest of this group does not apply. Either way every die is logged and both screens stay open.",
  }),
  secretMovement: z.boolean().default(true).meta({
    title: 'Secret written movement',
    description: "§11.5 mentions written orders as an optional rule. On (default): moves are written per segment and resolved simultaneously; 'first into a hex' goes by speed, then play order (A-23).",
  }),
  conditionalOrders: z.boolean().default(true).meta({
    title: 'Conditional (IF) orders',
    description: "A-23: the wait-and-see right of fast units cannot be played by mail; 'IF ENEMY IN <hex> THEN <fleet> SEG<n> H' stands in for it (default on).",
  }),
  visibility: z.enum(['tabletop', 'strict-fog']).default('tabletop').meta({
    title: 'What a player sees',
    description: "§6.2: 'tabletop' (default): the open board (every planet, special hex, fleet counter and face-down discovery marker); 'strict-fog': only hexes with your units or planets, their neighbours, and what you explored.",
  }),
  fleetMakeup: z.enum(['hidden-until-battle', 'public']).default('hidden-until-battle').meta({
    title: "Other players' fleet make-up",
    description: "A-21: fleet counters are public; their ships sit on the Fleet Chart. 'hidden-until-battle' (default): you learn a fleet's ships by fighting it.",
  }),
  showHandCounts: z.boolean().default(true).meta({
    title: "Show the number of cards in others' hands",
    description: 'At the table hands are seen as a count. Default on.',
  }),
  diceInReports: z.boolean().default(true).meta({
    title: 'Dice in battle reports',
    description: 'List every die of a battle in the report of its players (default on).',
  }),
  missingOrders: z.enum(['hold', 'standing']).default('hold').meta({
    title: 'Missing orders',
    description: "§5.5: 'hold' (default): fleets hold, no builds, no purchases, defaults for every choice; 'standing': last turn's standing instructions stay in force.",
  }),
  neutralDefault: z.enum(['leave', 'fight']).default('leave').meta({
    title: 'Neutral World on a 3–6, no order',
    description: "§5.5: 'leave' (default, conservative; bars the hex for the turn as §11.11.2 says).",
  }),
  defendDefault: z.enum(['orbital-if-gbds', 'space']).default('orbital-if-gbds').meta({
    title: "Defender's battle type, no order",
    description: "§5.5: orbital if the planet has GBDS (they get a free round), otherwise space.",
  }),
  invasionDefault: z.enum(['if-enough', 'all', 'none']).default('if-enough').meta({
    title: 'Invasion, no order',
    description: "§5.5: 'if-enough' (default): land every MI aboard when the enemy MIs ≤ yours; otherwise none.",
  }),
  occupyDefault: z.boolean().default(true).meta({ title: 'Occupy, no order', description: '§5.5: a planet left without defenders is occupied (yes, default), as an Occupation Counter needs no MIs (A-27).' }),
  shipyardDefault: z.enum(['capture', 'destroy']).default('capture').meta({ title: "An enemy's Shipyard taken, no order", description: '§5.5, §11.12: the conqueror captures it (default), usable in that turn’s phase J, or destroys it.' }),
  scuttleDefault: z.boolean().default(false).meta({ title: 'Scuttle your falling Shipyard, no order', description: '§5.5, §11.12: the loser does not scuttle it (default off); on, it is removed before the conqueror can take it.' }),
  discoveryDefault: z.enum(['hold', 'activate']).default('hold').meta({ title: 'Discovery result, no order', description: '§5.5, §11.18: a Discovery result is held secret (default) until its finder activates it, except a compulsory immediate activation.' }),
  spaceguardDefault: z.enum(['bb', 'cv']).default('bb').meta({ title: 'Spaceguard ship (Special Encounter 2), no order', description: "§11.15: 1 BB with 2 MIs (default) or 1 CV with 6 Ftrs." }),
  rerollRepeatedSpecial: z.boolean().default(true).meta({ title: 'Reroll a repeated Special Encounter, no order', description: '§11.15: may reroll; default yes.' }),
  bobDefault: z.enum(['use', 'keep']).default('use').meta({ title: 'Bribe or Blackmail against pirates, no order', description: "§11.15: 'use' (default) cancels the pirate fleet after seeing it." }),
  illegalMove: z.enum(['stop']).default('stop').meta({ title: 'An illegal move', description: '§5.5: the fleet stops at its last legal hex; the line is flagged.' }),
  overBudget: z.enum(['drop-from-bottom']).default('drop-from-bottom').meta({ title: 'Builds over budget', description: '§5.5: drop lines from the bottom up until the total fits.' }),
});
export type GdMail = z.infer<typeof gdMailSchema>;
export const DEFAULT_MAIL: GdMail = gdMailSchema.parse({});

/** Mail-mode house rules from a stored value, defaults where unreadable. */
export function readMail(value: unknown): GdMail {
  const parsed = gdMailSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_MAIL;
}
