/**
 * DN Charts EXPLORATION TABLE and TECHNOLOGY APPLICATION TABLE (探査表と科学技術実用化表, §11.0):
 * separate d6 rolls on one printed table. The effects of the technology results are lost (A25):
 * the GM enters them as modifiers (settings.techEffects).
 */
import type { TechColumn, TechResult } from '../model';

/** Exploration: 1–2 success, 3–6 failure. */
export function explorationSucceeds(die: number): boolean {
  return die <= 2;
}

/** Rows die 1–6, columns N2, N3, N5, Osa, as printed ('none' for "–"). */
export const TECH_TABLE: Readonly<Record<TechColumn, readonly TechResult[]>> = {
  N2: ['vast-resources', 'resource-discovery', 'missile-tech', 'beam-tech', 'screen-tech', 'none'],
  N3: ['vast-resources', 'resource-discovery', 'missile-tech', 'jump-tech', 'none', 'none'],
  N5: ['vast-resources', 'resource-discovery', 'screen-tech', 'jump-tech', 'none', 'none'],
  Osa: ['vast-resources', 'resource-discovery', 'screen-tech', 'none', 'none', 'none'],
};

export const TECH_NAMES: Readonly<Record<TechResult, string>> = {
  'vast-resources': 'Vast resources (膨大な資源)',
  'resource-discovery': 'Resource discovery (資源発見)',
  'missile-tech': 'Missile technology (ミサイル技術)',
  'beam-tech': 'Beam technology (ビーム技術)',
  'screen-tech': 'Screen technology (スクリーン技術)',
  'jump-tech': 'Jump technology (ジャンプ技術)',
  none: 'No result (–)',
};

export function techResult(column: TechColumn, die: number): TechResult {
  return TECH_TABLE[column][Math.max(1, Math.min(6, die)) - 1] as TechResult;
}
