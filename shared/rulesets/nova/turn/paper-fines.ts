/**
 * NOVA: 6.1 SUBMITTING ORDERS, PENALTIES — the fines for the paper the GM holds, ruled by the GM
 * (`decisions.paperFines`) and charged by the engine at step C, beside the naming fine (penalties.ts).
 *
 * "Empires that submit orders on nonstandard sized paper or not in the approved format will be
 * fined 25 MCr per page. Empires that hand in designs on the same page as other orders will be
 * fined 50 MCr. Information retrieval costs 5 MCr per ship located or system looked at. Copies of
 * designs or orders requested will cost 20 MCr per page plus photocopy costs. All penalties are
 * cumulative and will be subtracted from the treasury, even if this causes it to go negative, no
 * matter how much. The GM may assign additional penalties to players who constantly and wrongly
 * question the SitRep results."
 *
 * Prices are game settings (turn/settings.ts) with the book's defaults. Every fine is whole MCr.
 */
import { ownEvent, type TurnEvent } from './events';
import { turnSettingsOf } from './settings';
import type { PaperFine, PaperFineKind, Ruling, TurnDecisions, TurnWarning } from './types';

export const PAPER_FINE_KINDS: readonly PaperFineKind[] = ['paper', 'designs', 'retrieval', 'copies', 'additional'];

/** What each kind is fined for, in the GM's words (Turn screen, sitrep). */
export const PAPER_FINE_LABEL: Record<PaperFineKind, string> = {
  paper: 'orders on nonstandard paper or not in the approved format',
  designs: 'designs handed in on the same page as other orders',
  retrieval: 'information retrieval',
  copies: 'copies of designs or orders',
  additional: 'additional penalty',
};

/** The unit a kind's count is in, one and many; null: no unit (a flat fine). */
export const PAPER_FINE_UNIT: Record<PaperFineKind, readonly [string, string] | null> = {
  paper: ['page', 'pages'],
  designs: null,
  retrieval: ['ship or system', 'ships or systems'],
  copies: ['page', 'pages'],
  additional: null,
};

/** MCr per counted item of a kind (game settings; 'additional' has none: the GM types the MCr). */
export function paperFinePrice(kind: PaperFineKind, settings: Record<string, unknown>): number {
  const s = turnSettingsOf(settings);
  switch (kind) {
    case 'paper':
      return s.paperPageFine;
    case 'designs':
      return s.designsOnOrdersFine;
    case 'retrieval':
      return s.informationRetrievalFine;
    case 'copies':
      return s.copyPageFine;
    case 'additional':
      return 0;
  }
}

/** Why a paper fine ruling cannot be charged, or null. */
export function paperFineProblem(r: Ruling<PaperFine>): string | null {
  const f = r.value;
  if (!PAPER_FINE_KINDS.includes(f.kind)) return `unknown kind of fine "${String(f.kind)}"`;
  if (!Number.isInteger(f.count) || f.count < 0) return `the count must be a whole number of 0 or more (got ${f.count})`;
  if (!Number.isInteger(f.extraMcr) || f.extraMcr < 0) return `the MCr must be a whole number of 0 or more (got ${f.extraMcr})`;
  if (f.kind === 'additional' && r.note.trim() === '') return 'an additional penalty needs a note saying why (NOVA 6.1: players who constantly and wrongly question the SitRep results)';
  if (f.kind === 'additional' && f.extraMcr === 0) return 'an additional penalty needs its MCr';
  return null;
}

/**
 * The MCr a ruled fine costs: count × price ('designs': one fine of its price per count, at
 * least one), plus `extraMcr` (the photocopy costs of 'copies', the whole of 'additional').
 */
export function paperFineMcr(f: PaperFine, settings: Record<string, unknown>): number {
  const price = paperFinePrice(f.kind, settings);
  if (f.kind === 'additional') return f.extraMcr;
  if (f.kind === 'designs') return Math.max(1, f.count) * price;
  return f.count * price + (f.kind === 'copies' ? f.extraMcr : 0);
}

/**
 * The empire's ruled paper fines of the turn, as `paper-fine` events (step C) and the MCr they
 * take off the treasury; a ruling that cannot be charged becomes a PAPER-FINE warning instead.
 * Cumulative: every ruling is charged, in key order.
 */
export function paperFines(empireId: string, decisions: TurnDecisions, settings: Record<string, unknown>): { events: TurnEvent[]; warnings: TurnWarning[]; mcr: number } {
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  let mcr = 0;
  for (const [key, r] of Object.entries(decisions.paperFines ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (r.value.empireId !== empireId) continue;
    const problem = paperFineProblem(r);
    if (problem) {
      warnings.push({ step: 'C', code: 'PAPER-FINE', empireId, message: `paper fine ruling ${key} not charged: ${problem}` });
      continue;
    }
    const cost = paperFineMcr(r.value, settings);
    if (cost <= 0) continue;
    mcr += cost;
    const perUnit = paperFinePrice(r.value.kind, settings);
    events.push(ownEvent('C', empireId, null, { kind: 'paper-fine', fine: r.value.kind, count: r.value.count, perUnit, extraMcr: r.value.extraMcr, mcr: cost, note: r.note.trim() }));
  }
  return { events, warnings, mcr };
}

/** The words of one paper fine after "fined N MCr: " (describe.ts, sitrep.ts). */
export function paperFineWords(e: { fine: PaperFineKind; count: number; perUnit: number; extraMcr: number; note: string }): string {
  const unit = PAPER_FINE_UNIT[e.fine];
  const priced =
    e.fine === 'additional'
      ? ''
      : e.fine === 'designs'
        ? `, ${e.perUnit} MCr${e.count > 1 ? ` × ${e.count}` : ''}`
        : `, ${e.count} ${unit?.[e.count === 1 ? 0 : 1] ?? ''} × ${e.perUnit} MCr${e.fine === 'copies' && e.extraMcr > 0 ? ` + ${e.extraMcr} MCr photocopy costs` : ''}`;
  return `${PAPER_FINE_LABEL[e.fine]}${priced}${e.note ? ` (${e.note})` : ''}`;
}
