/**
 * What stands on the order sheets when a turn is committed (the Turn screen's commit dialog,
 * described in each ruleset's turn guide): per player, every row still in error and what the turn does with it —
 * not carried out, or read as something — and the notes players wrote to the GM. A ruleset
 * computes it from its sheets and its dry run; the dialog that shows it, and asks the GM to
 * choose, is shared (renderer/features/turn/CommitReview.tsx). Pure data.
 */
export interface ReviewRow {
  /** 1-based line of the player's sheet. */
  line: number;
  /** The sheet's section, as the grid names it ("Movement"). */
  section: string;
  text: string;
  /** Codes of the row's errors (NT, DNE, BAD-NUMBER…). */
  codes: string[];
  /** The first error's sentence. */
  message: string;
  /** What the turn does with the row: "not carried out: …", "read as: …". */
  outcome: string;
  /** True when the turn carries out nothing of it. */
  dropped: boolean;
  /** The GM marked it "keep as written: invalid". */
  kept: boolean;
}

export interface PlayerReview {
  playerId: string;
  name: string;
  /** Rows with an error, in sheet order. */
  rows: ReviewRow[];
  /** Notes to the GM on the sheet (never carried out). */
  notes: { line: number; text: string }[];
}

/** Rows in error not marked "keep as written", over every player. */
export function openRowCount(review: readonly PlayerReview[]): number {
  return review.reduce((n, p) => n + p.rows.filter((r) => !r.kept).length, 0);
}
