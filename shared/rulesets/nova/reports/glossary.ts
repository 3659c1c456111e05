/**
 * The standard report abbreviations (NOVA: 7.2, the complete list) and the glossary of those
 * a packet's sitrep uses. Report abbreviations are a vocabulary of their own: FC is Friendly
 * Contact and SD Structural Damage here, never fire control or a Star Destroyer.
 */
import { runsText, type SitrepItem } from './packet-model';

export const REPORT_ABBREVIATIONS: readonly { abbr: string; meaning: string }[] = [
  { abbr: '#AS', meaning: 'A number of Alien Ships; "#" is how many (1AS)' },
  { abbr: 'AUL', meaning: 'Alien Units were Landed on the planet' },
  { abbr: 'ACL', meaning: 'All Contact Lost' },
  { abbr: 'ADS', meaning: 'Alien units Did Something (your units could not tell what)' },
  { abbr: 'AO', meaning: 'Aborted activity Orders when told to' },
  { abbr: 'AOP', meaning: 'Alien Outpost Present on planet' },
  { abbr: 'ASP', meaning: 'Alien Settlement Present on planet' },
  { abbr: 'AWP', meaning: 'Alien World Present on planet' },
  { abbr: 'A?S', meaning: 'Alien (action in) System, ? the activity letter: AOS observed, AXS explored' },
  { abbr: 'BT', meaning: 'Battle Turn' },
  { abbr: 'CFC', meaning: 'Continuing Friendly Contact, no change since last turn' },
  { abbr: 'CNC', meaning: 'Continuing Neutral Contact, no change since last turn' },
  { abbr: 'CO', meaning: 'Chased Out' },
  { abbr: 'CUSWLT', meaning: "Ship Can't Use the Same Warp Line Twice in one turn" },
  { abbr: 'CX', meaning: "Can't eXplore, either incapable or ordered not to" },
  { abbr: "D'd", meaning: 'Devastated' },
  { abbr: "Dmg'd", meaning: 'Damaged (followed by a list of the damage)' },
  { abbr: 'DNE', meaning: 'Unit or warp line Does Not Exist' },
  { abbr: "E'd", meaning: 'Established (number) of colonies or industrial complex' },
  { abbr: 'FC', meaning: 'Friendly Contact' },
  { abbr: 'IS', meaning: 'already In System' },
  { abbr: 'JI', meaning: 'Jumped Into the system' },
  { abbr: 'MCr', meaning: 'Mega Credit' },
  { abbr: 'NC', meaning: 'Neutral Contact' },
  { abbr: 'NDC', meaning: 'No Direct Connection (warp line) between two systems' },
  { abbr: 'NMD', meaning: 'New Missile Design' },
  { abbr: 'NSD', meaning: 'New Ship Design' },
  { abbr: 'NT', meaning: 'Not There: the named unit is not in the designated system' },
  { abbr: 'ONA', meaning: 'Ordered No Activities (an alien ship with G or T orders)' },
  { abbr: 'OP', meaning: 'OutPost' },
  { abbr: 'RSD', meaning: 'Redesign of a Ship Design previously submitted' },
  { abbr: 'SD', meaning: 'Structural Damage' },
  { abbr: 'ST', meaning: 'Settlement' },
  { abbr: 'TMC', meaning: 'Tried to Make Contact' },
  { abbr: 'TP', meaning: 'Tech Points' },
  { abbr: 'TT?', meaning: 'Alien unit Tried To (do activity ?): TTX tried to explore' },
  { abbr: 'UG', meaning: 'Ultimatum Given' },
  { abbr: 'WD', meaning: 'World' },
  { abbr: 'WL', meaning: 'Warp Line' },
  { abbr: 'WP', meaning: 'Warp Point' },
  { abbr: "X'd", meaning: 'Destroyed ("crossed off")' },
];

/** The glossary entry a sitrep token stands for: `3AS` → #AS, `AXS` → A?S, `TTX` → TT?, `3SD` → SD. */
function entryOf(token: string): string | null {
  if (/^\d+AS$/.test(token)) return '#AS';
  if (/^\d+SD$/.test(token)) return 'SD';
  if (/^TT[A-Z]$/.test(token)) return 'TT?';
  if (REPORT_ABBREVIATIONS.some((a) => a.abbr === token)) return token;
  if (/^A[A-Z]S$/.test(token) && !['ADS', 'AUL'].includes(token)) return 'A?S';
  return null;
}

/** The abbreviations the sitrep's own text uses (names are not read), in the table's order. */
export function glossaryFor(items: readonly SitrepItem[]): { abbr: string; meaning: string }[] {
  const used = new Set<string>();
  for (const item of items) {
    const plain = runsText(item.runs.filter((r) => r.kind === 'text' && !r.quoted));
    for (const token of plain.split(/[\s,()\-:>.]+/)) {
      const entry = entryOf(token);
      if (entry) used.add(entry);
    }
  }
  return REPORT_ABBREVIATIONS.filter((a) => used.has(a.abbr));
}
