/**
 * Building battle sides from forces (GD §11.6.2: the units move onto the Battle Sheet; §11.2 Fighter
 * Launch: automatic in Basic, each Fighter a separate unit with Defense 1).
 */
import type { AttackGroup } from '../rules/attack';
import { parseAttack } from '../rules/attack';
import type { Force } from '../rules/forces';
import { odsAttack, raceOf } from '../rules/races';
import { unitStats, type UnitCode } from '../rules/units';
import type { AllocationPolicy, BattleSide, Combatant } from './model';

/** Combatant from a unit code (GD §11.10 values; App N when `terranAlternate`). `defenseBonus` from special hexes. */
export function combatant(sideId: string, id: string, code: UnitCode, options: { label?: string; terranAlternate?: boolean; defenseBonus?: number; ref?: string | null; fromCard?: boolean; attack?: AttackGroup[] } = {}): Combatant {
  const t = unitStats(code, { terranAlternate: options.terranAlternate });
  return {
    id,
    sideId,
    code,
    label: options.label ?? id,
    attack: options.attack ?? parseAttack(t.attack) ?? [],
    defense: t.defense + (options.defenseBonus ?? 0),
    value: t.cost,
    damage: 0,
    destroyed: false,
    destroyedRound: null,
    groundBased: code === 'GBDS',
    soakOnly: code === 'SY',
    fighter: code === 'Ftr',
    carriesMi: t.carriesMi,
    carriesFtr: t.carriesFtr,
    fromCard: options.fromCard ?? false,
    ref: options.ref ?? null,
  };
}

/** An ODS combatant (GD §9.3; digest A-07: it acts like a GBDS, its VP value GM-set, default 0). */
export function odsCombatant(sideId: string, id: string, raceCode: string, options: { value?: number; defenseBonus?: number; ref?: string | null } = {}): Combatant {
  const race = raceOf(raceCode);
  return {
    id,
    sideId,
    code: 'ODS',
    label: race ? `${race.ods.name} (ODS)` : 'ODS',
    attack: odsAttack(raceCode),
    defense: (race?.ods.defense ?? 1) + (options.defenseBonus ?? 0),
    value: options.value ?? 0,
    damage: 0,
    destroyed: false,
    destroyedRound: null,
    groundBased: true,
    soakOnly: false,
    fighter: false,
    carriesMi: 0,
    carriesFtr: 0,
    fromCard: false,
    ref: options.ref ?? null,
  };
}

// Battle-sheet order: capital ships first, then the rest, Fighters after their carriers, ground units last.
const ORDER: readonly string[] = ['BBX', 'BBS', 'BB', 'CV', 'RA', 'GS', 'CA', 'DD', 'FF', 'TT', 'Ftr', 'GBDS', 'SY', 'MI'];

/**
 * Combatants for a force given as counts: ids `${prefix}${code}${n}` (MIs are not combatants in space:
 * they ride aboard; pass them as the side's miAboard).
 */
export function forceCombatants(sideId: string, prefix: string, force: Force, options: { terranAlternate?: boolean; defenseBonus?: number; ground?: boolean } = {}): Combatant[] {
  const out: Combatant[] = [];
  for (const code of ORDER as UnitCode[]) {
    const n = force[code] ?? 0;
    if (code === 'MI' && !options.ground) continue;
    for (let i = 1; i <= n; i++) out.push(combatant(sideId, `${prefix}${code}${i}`, code, { label: `${code} ${i}`, terranAlternate: options.terranAlternate, defenseBonus: options.defenseBonus }));
  }
  return out;
}

/** A side record with defaults. */
export function side(id: string, owner: string, name: string, options: { defender?: boolean; policy?: AllocationPolicy; allocator?: string; miAboard?: number; scores?: boolean } = {}): BattleSide {
  return {
    id,
    owner,
    name,
    defender: options.defender ?? false,
    policy: options.policy ?? { kind: 'level', protect: [] },
    allocator: options.allocator ?? owner,
    miAboard: options.miAboard ?? 0,
    scores: options.scores ?? true,
  };
}
