/**
 * A ship's static combat profile: the spec expanded into component instances with stable ids
 * ("BL#1", "SM#2", "EW#1"), plus the derived quantities of the rules (digest §4.4).
 */
import type { CombatShipSpec, MissileDesignSpec, SpecCode, SpecComponent } from './ship-spec';
import { unitSize } from './ship-spec';
import { forceBeamMaxRange, intrinsicArmour, missileSize } from './tables';

export type WeaponKind = 'BL' | 'PL' | 'XL' | 'FP' | 'PA' | 'WC' | 'ML';
export const WEAPON_KINDS: readonly WeaponKind[] = ['BL', 'PL', 'XL', 'FP', 'PA', 'WC', 'ML'];

/** One component instance; a critical hit destroys (or, for IE/JD, degrades) one instance. */
export interface ComponentInstance {
  /** Stable id within the ship: code#n, n counted per code from 1 in design order ("SM#1" for shields). */
  id: string;
  code: SpecCode | 'SM';
  level: number;
  /** Size (SSZ contribution) of this instance. */
  size: number;
  /** Critical factor size × 20 (an integer: IE/JD CFS is level·SSZ/20, No Effect SSZ/10). */
  cfs20: number;
  /** The spec line it comes from. */
  line: SpecComponent;
}

export interface WeaponInstance {
  id: string;
  kind: WeaponKind;
  size: number;
  fa?: number;
  fd?: number;
  pr?: number;
  pd?: number;
  wa?: number;
  wd?: number;
}

export interface ShipProfile {
  ssz: number;
  ia: number;
  /** Total armour at full repair: AR·HF + IA. */
  ta0: number;
  si: number;
  /** Number of shields (SM). */
  sm: number;
  ie: number;
  jd: number;
  lt: number;
  components: ComponentInstance[];
  weapons: WeaponInstance[];
  missiles: MissileDesignSpec[];
}

/** Expands a spec; the ids are stable as long as the design is unchanged. */
export function buildProfile(spec: CombatShipSpec): ShipProfile {
  const ssz = spec.components.reduce((total, c) => total + c.count * unitSize(c), 0);
  const counters = new Map<string, number>();
  const nextId = (code: string): string => {
    const n = (counters.get(code) ?? 0) + 1;
    counters.set(code, n);
    return `${code}#${n}`;
  };
  const components: ComponentInstance[] = [];
  const weapons: WeaponInstance[] = [];
  let ie = 0;
  let jd = 0;
  let lt = 8;
  let si = 0;
  let sm = 0;
  let ar = 0;
  for (const line of spec.components) {
    if (line.code === 'IE') {
      ie = Math.max(ie, line.level);
      components.push({ id: nextId('IE'), code: 'IE', level: line.level, size: 0, cfs20: line.level * ssz, line });
      continue;
    }
    if (line.code === 'JD') {
      if (line.level > jd) {
        jd = line.level;
        lt = line.lt ?? 8;
      }
      components.push({ id: nextId('JD'), code: 'JD', level: line.level, size: 0, cfs20: line.level * ssz, line });
      continue;
    }
    if (line.code === 'AR') {
      ar += line.count * line.level;
      continue; // CFS 0: armour can't be hit
    }
    if (line.code === 'SI') {
      si = Math.max(si, line.level);
      for (let i = 0; i < line.count; i++) components.push({ id: nextId('SM'), code: 'SM', level: line.level, size: 1, cfs20: 40, line });
      sm += line.count;
      continue;
    }
    const size = unitSize(line);
    for (let i = 0; i < line.count; i++) {
      const id = nextId(line.code);
      const cfs = cfsOf(line, size);
      components.push({ id, code: line.code, level: line.level, size, cfs20: cfs * 20, line });
      if ((WEAPON_KINDS as readonly string[]).includes(line.code)) {
        const w: WeaponInstance = { id, kind: line.code as WeaponKind, size };
        for (const key of ['fa', 'fd', 'pr', 'pd', 'wa', 'wd'] as const) if (line[key] !== undefined) w[key] = line[key];
        weapons.push(w);
      }
    }
  }
  const ia = intrinsicArmour(ssz);
  return { ssz, ia, ta0: ar + ia, si, sm, ie, jd, lt, components, weapons, missiles: spec.missiles };
}

/** NOVA: COMPONENT CRITICAL FACTOR SIZE TABLE (everything but IE/JD/SM/AR, handled above). */
function cfsOf(line: SpecComponent, size: number): number {
  switch (line.code) {
    case 'EW':
    case 'FC':
    case 'SN':
      return 1;
    case 'TC':
      return line.intrinsic ? 0 : size;
    default:
      return size;
  }
}

/** Maximum range of a weapon in hexes: lasers until their size drops to 0, FP floor(0.75·size), PA while damage ≥ 1, ML the missile's MR. */
export function weaponMaxRange(w: WeaponInstance, missile?: MissileDesignSpec): number {
  switch (w.kind) {
    case 'BL':
      return Math.floor((3 * (w.size - 1)) / 2) + 1; // largest R with size − floor(2R/3) ≥ 1
    case 'PL':
      return w.size - 1;
    case 'XL':
      return Math.floor((3 * (w.size - 1)) / 2) + 1;
    case 'FP':
      return forceBeamMaxRange(w.size);
    case 'PA':
      return (w.pr ?? 0) * ((w.pd ?? 0) - 1);
    case 'WC':
      return Math.floor(Math.sqrt(Math.max(0, (w.wa ?? 0) - 1))); // largest R with WA − R² ≥ 1 before FC/EW
    case 'ML':
      return missile ? missile.mr : 0;
  }
}

/** Missile designs a launcher of `size` can fire (ML size ≥ missile size). */
export function missilesFor(w: WeaponInstance, missiles: readonly MissileDesignSpec[]): MissileDesignSpec[] {
  return missiles.filter((m) => missileSize(m.md, m.ma, m.mr) <= w.size);
}
