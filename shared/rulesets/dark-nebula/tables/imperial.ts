/**
 * DN §10.0 IMPERIAL INTERFERENCE AND APPEAL (帝国干渉とアピール), SUPPRESSION ORDER (鎮圧命令表) and
 * CIVIL WAR (内戦表) tables. Rows 2–14 as printed (13 and 14 need modifiers the text never
 * defines, A28). Only RU amounts, permits, the 3-ship grant and the suppression fleet have
 * defined effects; everything else is a GM-adjudicated event.
 */
export type Interference = 'none' | 'recession' | 'boom' | 'civil-war' | 'policy-change' | 'frontier-crisis' | 'frontier-reinforcements' | 'reinforcements' | 'suppression-order';
export type Appeal = 'none' | 'dm-2' | 'frontier-reinforcements' | 'rush-permit' | 'special-budget-10' | 'permit-B1' | 'budget-2' | 'permit-B2' | 'budget-4' | 'grant-3-ships';

const INTERFERENCE: Readonly<Record<number, Interference>> = {
  2: 'none', 3: 'recession', 4: 'boom', 5: 'civil-war', 6: 'none', 7: 'none', 8: 'none', 9: 'policy-change',
  10: 'frontier-crisis', 11: 'none', 12: 'frontier-reinforcements', 13: 'reinforcements', 14: 'suppression-order',
};
const APPEAL: Readonly<Record<number, Appeal>> = {
  2: 'dm-2', 3: 'dm-2', 4: 'none', 5: 'none', 6: 'none', 7: 'frontier-reinforcements', 8: 'rush-permit', 9: 'special-budget-10',
  10: 'permit-B1', 11: 'budget-2', 12: 'permit-B2', 13: 'budget-4', 14: 'grant-3-ships',
};

export const INTERFERENCE_NAMES: Readonly<Record<Interference, string>> = {
  none: '–', recession: 'Recession (不況)', boom: 'Boom (好況)', 'civil-war': 'Civil war (内戦)', 'policy-change': 'Policy change (政策変更)',
  'frontier-crisis': 'Frontier crisis (辺境地での危機)', 'frontier-reinforcements': 'Frontier reinforcements (辺境への増援)',
  reinforcements: 'Reinforcements (増援)', 'suppression-order': 'Suppression order (鎮圧命令)',
};
export const APPEAL_NAMES: Readonly<Record<Appeal, string>> = {
  none: '–', 'dm-2': 'DM −2', 'frontier-reinforcements': 'Frontier reinforcements (辺境への増援)', 'rush-permit': 'Rush-construction permit (急造許可)',
  'special-budget-10': '10 RU special budget', 'permit-B1': 'B1 build permit', 'budget-2': '+2 RU budget', 'permit-B2': 'B2 build permit',
  'budget-4': '+4 RU budget', 'grant-3-ships': 'Grant of any 3 ship units',
};

/** A modified 2d6 below 2 reads row 2, above 14 row 14. */
export function interferenceResult(modified: number): Interference {
  return INTERFERENCE[Math.max(2, Math.min(14, modified))] as Interference;
}
export function appealResult(modified: number): Appeal {
  return APPEAL[Math.max(2, Math.min(14, modified))] as Appeal;
}

/** Results whose effect the source defines. */
export function interferenceDefined(result: Interference): boolean {
  return result === 'none' || result === 'suppression-order';
}

/** DN §10.0 SUPPRESSION ORDER TABLE (d6): the dispatched fleet, off the unit list. */
export function suppressionFleet(die: number): { code: 'B2' | 'B1' | 'BB' | 'CA'; count: number }[] {
  const d = Math.max(1, Math.min(6, die));
  if (d <= 2) return [{ code: 'B2', count: 2 }, { code: 'CA', count: 1 }];
  if (d <= 4) return [{ code: 'B1', count: 1 }, { code: 'CA', count: 2 }];
  return [{ code: 'BB', count: 1 }, { code: 'CA', count: 1 }];
}

/** DN §10.0 CIVIL WAR TABLE as printed (layout lost, A29): [rebels, government] by 2d6. */
export const CIVIL_WAR_TABLE: Readonly<Record<number, readonly [string, string]>> = {
  2: ['Victory', '−2'], 3: ['Victory', '−2'], 4: ['Victory', '−3'], 5: ['Victory', '−4'], 6: ['Victory', '−4'], 7: ['Victory', '−3'],
  8: ['Victory', '−3'], 9: ['Victory', '−3'], 10: ['Victory', '−2'], 11: ['Victory', '−1'], 12: ['Victory', '−1'],
};

export function civilWarRow(roll: number): readonly [string, string] {
  return CIVIL_WAR_TABLE[Math.max(2, Math.min(12, roll))] as readonly [string, string];
}
