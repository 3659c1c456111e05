/**
 * Typed orders, one per line of a phase's order sheet (docs/dark-nebula.md, "Orders"). Unit
 * references are unit ids (A12, H3, I7) as printed on the pre-filled sheet; systems and boxes
 * are names or ids, resolved by the checker.
 */
import type { GroundCode, UnitCode } from '../model';

/** The five sheets of a player's turn (digest §9.4). */
export type SheetKind = 'mp' | 'move1' | 'combat' | 'reaction' | 'move2';
export const SHEET_KINDS: readonly SheetKind[] = ['mp', 'move1', 'combat', 'reaction', 'move2'];
export const SHEET_TITLES: Record<SheetKind, string> = {
  mp: 'MAINTENANCE & PRODUCTION',
  move1: 'FIRST MOVEMENT',
  combat: 'COMBAT INSTRUCTIONS',
  reaction: 'REACTION',
  move2: 'SECOND MOVEMENT',
};

/** "Osa", "RIA/Alis:Alis" (a box), "Osa:space" (the star hex). */
export interface PlaceRef {
  readonly system: string;
  readonly box?: string;
  readonly space?: boolean;
}

export interface UnitStop {
  readonly id: string;
  /** "AO1@X": this unit ends its move at X (a tanker refuelling the others, DN §4.0). */
  readonly stopAt?: string;
}

export type WithdrawWhen = 'never' | 'outnumbered' | 'losses' | 'always';
export type ShortFire = 'best' | 'beam' | 'missile' | 'assault' | 'concentrated';
export type LongFire = 'missile' | 'concentrated';

export type Order =
  // Maintenance & production (DN §7.0, §10.0, §12.0)
  | { readonly verb: 'BUILD'; readonly code: UnitCode; readonly count: number; readonly at?: PlaceRef }
  | { readonly verb: 'PLACE'; readonly unit: string; readonly at: PlaceRef }
  | { readonly verb: 'REPAIR'; readonly units: readonly string[] | 'ALL' }
  | { readonly verb: 'UNPAID'; readonly units: readonly string[] }
  | { readonly verb: 'FRONTIER'; readonly units: readonly string[] }
  | { readonly verb: 'RIA'; readonly type: 1 | 2 }
  | { readonly verb: 'HIRE'; readonly units: readonly string[] }
  | { readonly verb: 'DISMISS'; readonly units: readonly string[] }
  | { readonly verb: 'REBUILD'; readonly units: readonly string[] }
  | { readonly verb: 'APPEAL' }
  | { readonly verb: 'DISCARD'; readonly units: readonly string[] }
  | { readonly verb: 'QUEUE'; readonly units: readonly string[] }
  | { readonly verb: 'GRANT'; readonly codes: readonly UnitCode[] }
  | { readonly verb: 'TRUCE' }
  // Movement (DN §4.0, §11.0)
  | { readonly verb: 'MOVE'; readonly units: readonly UnitStop[]; readonly path: readonly string[] }
  | { readonly verb: 'SUBLIGHT'; readonly units: readonly string[]; readonly to: string }
  | { readonly verb: 'LOAD'; readonly carrier: string; readonly cargo: readonly string[] }
  | { readonly verb: 'UNLOAD'; readonly carrier: string; readonly cargo: readonly string[] | 'ALL' }
  | { readonly verb: 'LIFT'; readonly units: readonly string[] }
  | { readonly verb: 'REACT'; readonly at: PlaceRef }
  // Standing combat instructions (DN §5.0, §12.0; digest §6.7)
  | { readonly verb: 'RANGE'; readonly pref: 'long' | 'short' | 'keep'; readonly at?: string }
  | { readonly verb: 'WITHDRAW'; readonly when: WithdrawWhen; readonly pct?: number; readonly at?: string; readonly to?: string }
  | { readonly verb: 'FIRE'; readonly range: 'long'; readonly mode: LongFire; readonly units?: readonly string[] }
  | { readonly verb: 'FIRE'; readonly range: 'short'; readonly mode: ShortFire; readonly units?: readonly string[] }
  | { readonly verb: 'DEFENSIVE'; readonly yes: boolean }
  | { readonly verb: 'SURPLUS'; readonly mode: 'stack' | 'withhold' }
  | { readonly verb: 'ATTACK'; readonly at: string }
  | { readonly verb: 'DECLINE'; readonly at: string }
  | { readonly verb: 'BOMBARD'; readonly at: string; readonly targets: readonly string[] | 'ALL'; readonly with?: readonly string[] }
  | { readonly verb: 'LAND'; readonly at: string; readonly units: readonly string[] | 'ALL'; readonly drop: boolean }
  | { readonly verb: 'NEGOTIATE'; readonly at: string; readonly hire: readonly string[] | 'ALL' | 'NONE' }
  | { readonly verb: 'GROUND'; readonly mode: 'second-line' | 'commit-all' };

export type Verb = Order['verb'];

/** Which verbs each sheet accepts. */
export const SHEET_VERBS: Record<SheetKind, readonly Verb[]> = {
  mp: ['BUILD', 'PLACE', 'REPAIR', 'UNPAID', 'FRONTIER', 'RIA', 'HIRE', 'DISMISS', 'REBUILD', 'APPEAL', 'DISCARD', 'QUEUE', 'GRANT', 'TRUCE'],
  move1: ['MOVE', 'SUBLIGHT', 'LOAD', 'UNLOAD', 'LIFT'],
  move2: ['MOVE', 'LOAD', 'UNLOAD', 'LIFT'],
  reaction: ['REACT', 'MOVE', 'LOAD', 'UNLOAD', 'LIFT'],
  combat: ['RANGE', 'WITHDRAW', 'FIRE', 'DEFENSIVE', 'SURPLUS', 'ATTACK', 'DECLINE', 'BOMBARD', 'LAND', 'NEGOTIATE', 'GROUND', 'HIRE'],
};

/** A problem on one line, with the rule it breaks. */
export interface OrderProblem {
  readonly line: number;
  readonly code: string;
  readonly message: string;
  /** The rule section, e.g. "DN §4.0". */
  readonly rule: string;
}

/** One line of a sheet: read into an order, or not (never dropped). */
export interface OrderRow {
  readonly sheet: SheetKind;
  readonly line: number;
  readonly text: string;
  readonly order: Order | null;
  /** What stops the line from being carried out. */
  readonly problems: readonly OrderProblem[];
  /** What the GM should read but does not stop the line (a move that ends short in a Type-3 system). */
  readonly warnings?: readonly OrderProblem[];
}

/** The problem of a line the GM kept as written although it breaks a rule: shown, never carried out. */
export const KEPT_CODE = 'DN-KEPT';

/** A ground code. */
export function isGroundCode(code: string): code is GroundCode {
  return code === 'RT' || code === 'JT' || code === 'AT';
}
