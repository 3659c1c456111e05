/**
 * Force pools: how many counters of each class a side may field (Charts: "no side may field
 * more units than this list"; the suppression-order fleet does not count), the face-down
 * ground pools as multisets of strengths, and the independents' setup bag (DN §14.0).
 * Editable data: the source tables are partly lost (digest §3.4, A3); settings.poolOverrides and
 * settings.groundPools win.
 */
import type { AslanDraws, BagCounter, Faction, GroundCode, HumanVariant, UnitCode, Variant } from '../model';
import type { DnSettings } from '../settings';

/** Charts, Aslan unit count list: [without missile boats, with missile boats]. */
export const ASLAN_POOL: Readonly<Partial<Record<UnitCode, readonly [number, number]>>> = {
  TR: [4, 4], AO: [1, 1], MS: [2, 2], F: [6, 6], SC: [5, 5], DD: [4, 4], CL: [4, 3], CS: [4, 3], CR: [3, 2],
  B1: [3, 2], B: [3, 2], B2: [2, 2], M: [2, 2], BB: [1, 1], EX: [1, 1], MB: [0, 4], PD: [3, 3],
};

/** Charts, human unit count list (Solomani and Vilani columns). */
export const HUMAN_POOL: Readonly<Record<HumanVariant, Partial<Record<UnitCode, number>>>> = {
  solomani: { TR: 5, AO: 1, MS: 1, F: 7, SC: 4, DD: 4, CL: 2, CS: 4, CR: 2, CA: 2, M: 3, B1: 3, B2: 4, BB: 2, EX: 1, PD: 3 },
  vilani: { TR: 5, AO: 2, MS: 1, F: 6, SC: 4, DD: 4, CL: 4, CS: 4, CR: 2, CA: 2, B1: 3, B2: 2, BB: 2, PD: 3 },
};

/** Face-down ground pools, strengths per counter (DN §5.0(GF), Table 1, Charts). */
export const GROUND_POOLS: Readonly<Record<Exclude<Faction, 'independent'>, Record<GroundCode, readonly number[]>>> = {
  aslan: { RT: [4, 5, 5, 6], JT: [3, 4, 5], AT: [7, 8] },
  solomani: { RT: [3, 3, 4, 4, 4, 5, 5], JT: [4, 4, 7], AT: [7, 8] },
  vilani: { RT: [3, 4, 4, 4, 5, 5], JT: [4, 4, 7], AT: [7, 8] },
};

/** The independents' ground counters in the bag (DN §14.0, Table 1 gray column). */
export const INDEPENDENT_GROUND: Readonly<Record<GroundCode, readonly number[]>> = { RT: [2, 2, 2, 3, 3], JT: [3, 4, 4], AT: [5, 8] };

/**
 * A face-down pool's strengths at the setup, sorted: settings.groundPools[`${faction}.${code}`]
 * when the GM entered one (house rule), else Table 1's.
 */
export function groundPoolOf(faction: Faction, code: GroundCode, settings: Pick<DnSettings, 'groundPools'>): number[] {
  const entered = settings.groundPools[`${faction}.${code}`];
  const printed = faction === 'independent' ? INDEPENDENT_GROUND[code] : GROUND_POOLS[faction][code];
  return [...(entered ?? printed)].sort((a, b) => a - b);
}

/** The independents' bag (DN §14.0): 7 PDM, 5 RT, 3 JT, 2 AT, 4 TR (A3), 6 M = 27 counters. */
export function independentBag(settings: Pick<DnSettings, 'independentTransports' | 'groundPools'>): BagCounter[] {
  const bag: BagCounter[] = [];
  for (let i = 0; i < 7; i++) bag.push({ classId: 'independent.PD' });
  for (const code of ['RT', 'JT', 'AT'] as const) for (const s of groundPoolOf('independent', code, settings)) bag.push({ classId: `independent.${code}`, strength: s });
  for (let i = 0; i < settings.independentTransports; i++) bag.push({ classId: 'independent.TR' });
  for (const m of ['807', '808', '088', '827', '287', '927']) bag.push({ classId: `independent.M.${m}` });
  return bag;
}

/** The Aslan class id used for a code under the setup draws (DN §14.0; BB follows CS). */
export function aslanClassId(code: UnitCode, draws: AslanDraws): string | null {
  switch (code) {
    case 'SC':
    case 'DD':
    case 'CL':
    case 'CS':
      return `aslan.${code}.${draws[code]}`;
    case 'B1':
      return draws.B1 === 'dn' ? 'aslan.B1.dn' : null;
    case 'B':
      return draws.B1 === 'imp' ? 'aslan.B.imp' : null;
    case 'B2':
      return draws.B2 === 'dn' ? 'aslan.B2.dn' : null;
    case 'M':
      return draws.B2 === 'imp' ? 'aslan.M.imp' : null;
    case 'BB':
      return `aslan.BB.${draws.CS}`;
    case 'MB':
      return draws.missileBoats ? 'aslan.MB' : null;
    case 'PD':
    case 'RT':
    case 'JT':
    case 'AT':
    case 'TR':
    case 'AO':
    case 'MS':
    case 'F':
    case 'CR':
    case 'EX':
      return `aslan.${code}`;
    default:
      return null;
  }
}

/** The faction whose counter set a variant uses. */
export function factionOf(variant: Variant): Exclude<Faction, 'independent'> {
  return variant === 'hierate' || variant === 'kingdom' ? 'aslan' : variant;
}

/** The class id a variant uses for a code, or null when it has none (Vilani EX, Solomani without BB…). */
export function classIdFor(variant: Variant, code: UnitCode, draws: AslanDraws | undefined, settings: DnSettings): string | null {
  if (variant === 'hierate' || variant === 'kingdom') return draws ? aslanClassId(code, draws) : null;
  return poolLimit(variant, code, draws, settings) > 0 || code === 'RT' || code === 'JT' || code === 'AT' ? `${variant}.${code}` : null;
}

/**
 * Counters of a code a variant may field (ships and batteries); ground units are limited by
 * their face-down pools. Settings: A3 (human BB, PD and AT columns) and poolOverrides by class id.
 */
export function poolLimit(variant: Variant, code: UnitCode, draws: AslanDraws | undefined, settings: DnSettings): number {
  if (variant === 'hierate' || variant === 'kingdom') {
    if (!draws) return 0;
    const id = aslanClassId(code, draws);
    if (id === null) return 0;
    const override = settings.poolOverrides[id];
    if (override !== undefined) return override;
    if (code === 'RT' || code === 'JT' || code === 'AT') return groundPoolOf('aslan', code, settings).length;
    const row = ASLAN_POOL[code];
    return row ? row[draws.missileBoats ? 1 : 0] : 0;
  }
  const override = settings.poolOverrides[`${variant}.${code}`];
  if (override !== undefined) return override;
  if (code === 'BB' && settings.humanBattleship !== 'both' && settings.humanBattleship !== variant) return 0;
  if ((code === 'PD' || code === 'AT') && settings.humanPdAt !== 'both' && settings.humanPdAt !== variant) return 0;
  if (code === 'RT' || code === 'JT' || code === 'AT') return groundPoolOf(variant, code, settings).length;
  return HUMAN_POOL[variant][code] ?? 0;
}
