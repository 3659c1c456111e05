/**
 * Standing combat instructions (digest §6.7, §9.4): what a player's combat sheet says, compiled
 * from its checked rows. A field left undefined means "the sheet says nothing", so the engine
 * knows whether a decision came from the player or from its default policy.
 */
import type { LongFire, OrderRow, ShortFire, WithdrawWhen } from './types';

export interface WithdrawRule {
  readonly when: WithdrawWhen;
  readonly pct?: number;
  readonly to?: string;
}

export interface CombatInstructions {
  rangeDefault?: 'long' | 'short' | 'keep';
  rangeAt: Record<string, 'long' | 'short' | 'keep'>;
  withdrawDefault?: WithdrawRule;
  withdrawAt: Record<string, WithdrawRule>;
  fireLong?: LongFire;
  fireShort?: ShortFire;
  unitFire: Record<string, { long?: LongFire; short?: ShortFire }>;
  defensive?: boolean;
  surplus?: 'stack' | 'withhold';
  /** System id → attack (true) or decline (false) an optional battle. */
  battles: Record<string, boolean>;
  bombard: { at: string; targets: readonly string[] | 'ALL'; with?: readonly string[] }[];
  land: { at: string; units: readonly string[] | 'ALL'; drop: boolean }[];
  negotiate: { at: string; hire: readonly string[] | 'ALL' | 'NONE' }[];
  hire: string[];
  ground?: 'second-line' | 'commit-all';
}

export function emptyInstructions(): CombatInstructions {
  return { rangeAt: {}, withdrawAt: {}, unitFire: {}, battles: {}, bombard: [], land: [], negotiate: [], hire: [] };
}

/** Compiles the good rows of a combat sheet (later lines win over earlier ones). */
export function compileInstructions(rows: readonly OrderRow[]): CombatInstructions {
  const out = emptyInstructions();
  for (const row of rows) {
    const o = row.order;
    if (!o || row.problems.length > 0) continue;
    switch (o.verb) {
      case 'RANGE':
        if (o.at) out.rangeAt[o.at] = o.pref;
        else out.rangeDefault = o.pref;
        break;
      case 'WITHDRAW': {
        const rule: WithdrawRule = { when: o.when, pct: o.pct, to: o.to };
        if (o.at) out.withdrawAt[o.at] = rule;
        else out.withdrawDefault = rule;
        break;
      }
      case 'FIRE':
        if (o.units && o.units.length > 0) {
          for (const id of o.units) {
            const entry = (out.unitFire[id] ??= {});
            if (o.range === 'long') entry.long = o.mode;
            else entry.short = o.mode;
          }
        } else if (o.range === 'long') out.fireLong = o.mode;
        else out.fireShort = o.mode;
        break;
      case 'DEFENSIVE':
        out.defensive = o.yes;
        break;
      case 'SURPLUS':
        out.surplus = o.mode;
        break;
      case 'ATTACK':
        out.battles[o.at] = true;
        break;
      case 'DECLINE':
        out.battles[o.at] = false;
        break;
      case 'BOMBARD':
        out.bombard.push({ at: o.at, targets: o.targets, with: o.with });
        break;
      case 'LAND':
        out.land.push({ at: o.at, units: o.units, drop: o.drop });
        break;
      case 'NEGOTIATE':
        out.negotiate.push({ at: o.at, hire: o.hire });
        break;
      case 'HIRE':
        out.hire.push(...o.units);
        break;
      case 'GROUND':
        out.ground = o.mode;
        break;
      default:
        break;
    }
  }
  return out;
}
