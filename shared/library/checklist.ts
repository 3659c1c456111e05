/**
 * What a new game still lacks before its first turn, item by item (the dashboard's checklist,
 * docs/user-guide.md): each item says whether it is done and, when not, what is missing and
 * on which screen to fix it. A ruleset gives its items (`RulesetRules.checklist`); the frame
 * that shows them is shared. Pure data.
 */
export interface ChecklistItem {
  /** Stable id ("map", "empires", "players"). */
  id: string;
  /** What it is, in a word or two ("Map", "Technology"). */
  label: string;
  done: boolean;
  /** When done, what there is ("41 systems, 60 warp lines"); when not, what is missing. */
  detail: string;
  /** The game screen where it is set up (a screen id of the ruleset), when there is one. */
  screen?: string;
}

/** The items not done yet. */
export function missingItems(items: readonly ChecklistItem[]): ChecklistItem[] {
  return items.filter((item) => !item.done);
}
