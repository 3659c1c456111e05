/** NOVA: 3.4 SHIP SIZE CATEGORIES (verbatim table): the category of a ship from its SSZ. */
export interface SizeCategory {
  readonly name: string;
  readonly abbr: string;
  /** Smallest SSZ of the category. */
  readonly min: number;
  /** Largest SSZ; Infinity for the Nova Class Terminator. */
  readonly max: number;
}

export const SIZE_CATEGORIES: readonly SizeCategory[] = [
  { name: 'Corvette', abbr: 'CT', min: 0, max: 5 },
  { name: 'Escort', abbr: 'ES', min: 6, max: 15 },
  { name: 'Frigate', abbr: 'FG', min: 16, max: 30 },
  { name: 'Destroyer Escort', abbr: 'DE', min: 31, max: 50 },
  { name: 'Destroyer', abbr: 'DD', min: 51, max: 75 },
  { name: 'Light Cruiser', abbr: 'CL', min: 76, max: 105 },
  { name: 'Cruiser', abbr: 'CR', min: 106, max: 140 },
  { name: 'Heavy Cruiser', abbr: 'CC', min: 141, max: 180 },
  { name: 'Strike Cruiser', abbr: 'CS', min: 181, max: 225 },
  { name: 'Attack Cruiser', abbr: 'CA', min: 226, max: 275 },
  { name: 'Battle Cruiser', abbr: 'BC', min: 276, max: 330 },
  { name: 'Pocket BattleShip', abbr: 'PB', min: 331, max: 390 },
  { name: 'BattleShip', abbr: 'BB', min: 391, max: 455 },
  { name: 'Battle Moon', abbr: 'BM', min: 456, max: 525 },
  { name: 'Dreadnought', abbr: 'DN', min: 526, max: 600 },
  { name: 'Super Dreadnought', abbr: 'RD', min: 601, max: 680 },
  { name: 'Battle Star', abbr: 'BR', min: 681, max: 765 },
  { name: 'Death Star', abbr: 'DR', min: 766, max: 855 },
  { name: 'Star Destroyer', abbr: 'SD', min: 856, max: 950 },
  { name: 'Nova Class Terminator', abbr: 'NT', min: 951, max: Infinity },
];

/** The category of a ship of size `ssz` (an integer ≥ 0). */
export function categoryOf(ssz: number): SizeCategory {
  const found = SIZE_CATEGORIES.find((c) => ssz >= c.min && ssz <= c.max);
  return found ?? (SIZE_CATEGORIES[0] as SizeCategory);
}

/** A category named by its abbreviation ("FG") or its name ("Frigate"), case-insensitive. */
export function findCategory(text: string): SizeCategory | undefined {
  const t = text.trim().toLowerCase();
  return SIZE_CATEGORIES.find((c) => c.abbr.toLowerCase() === t || c.name.toLowerCase() === t);
}

/** What a successful probe reveals: "FRIGATE (SSZ 16–30)" (NOVA: 3.4). */
export function probeText(category: SizeCategory): string {
  const range = Number.isFinite(category.max) ? `${category.min}–${category.max}` : `${category.min}+`;
  return `${category.name.toUpperCase()} (SSZ ${range})`;
}
