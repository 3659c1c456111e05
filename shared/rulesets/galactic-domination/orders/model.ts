/**
 * The typed order format (digest §5.3 [P]: the rulebook has no orders; these verbs are the decisions its
 * phases allow, §5.2). One player's orders for one turn, as the parser produces them and the engine reads
 * them. Every order keeps its source line, so a report can point at it.
 */
import type { AllocationPolicy } from '../battle/model';
import type { SpecialHex } from '../rules/special-hexes';
import type { UnitCode } from '../rules/units';

/** A place named in an order: a hex label with an optional half ("0704", "0704U", "0704L"), or a planet ("P:Mars"). */
export interface PlaceRef {
  readonly text: string;
  readonly hex?: string;
  readonly half?: 0 | 1 | null;
  readonly planet?: string;
}

/** One movement cell: hold, or steps (two when leaving Warped Space 0 for free, "0805/0806"). */
export type MoveCell = { readonly kind: 'hold'; readonly line: number } | { readonly kind: 'move'; readonly steps: readonly PlaceRef[]; readonly line: number };

/** A conditional order: IF ENEMY IN <hex> THEN <fleet> SEG<n> <cell>. */
export interface Conditional {
  readonly line: number;
  readonly enemyIn: PlaceRef;
  readonly fleet: string;
  readonly segment: number;
  readonly cell: MoveCell;
}

export interface StandingOrders {
  /** ONNEUTRAL <fleet|*> FIGHT|LEAVE (§11.11.2). */
  readonly neutral: Readonly<Record<string, 'fight' | 'leave'>>;
  /** DEFEND <planet|*> SPACE|ORBITAL (§11.2). */
  readonly defend: Readonly<Record<string, 'space' | 'orbital'>>;
  /** ALLOC <fleet|planet|*> LEVEL|CHEAPFIRST|FOCUS|PROTECT(types) (§11.6). */
  readonly alloc: Readonly<Record<string, AllocationPolicy>>;
  /** INVADE <planet|*> LAND <n|ALL|NONE> (§11.2 invasion). */
  readonly invade: Readonly<Record<string, number | 'all' | 'none'>>;
  /** OCCUPY <planet|*> YES|NO (§11.7.2). */
  readonly occupy: Readonly<Record<string, boolean>>;
  /** SYCAPTURE <planet|*> CAPTURE|DESTROY (§11.12). */
  readonly syCapture: Readonly<Record<string, 'capture' | 'destroy'>>;
  /** SCUTTLE <planet|*> YES|NO (§11.12). */
  readonly scuttle: Readonly<Record<string, boolean>>;
  /** ALLY3 <hex> WITH <player> (§10.3.2.1). */
  readonly ally3: Readonly<Record<string, string>>;
  /** ACTIVATE <hex> NOW|HOLD (§11.18). */
  readonly activate: Readonly<Record<string, 'now' | 'hold'>>;
  /** BOMBARD <BB id> <planet> (§11.6.4). */
  readonly bombard: readonly { readonly line: number; readonly unit: string; readonly planet: string }[];
  /** SPACEGUARD BB|CV (§11.15 result 2); REROLL YES|NO (§11.15 repeats); BOB USE|KEEP. */
  readonly spaceguard: 'bb' | 'cv' | null;
  readonly reroll: boolean | null;
  readonly bob: 'use' | 'keep' | null;
  /** HIED <unit>: the ship that gets the device (§11.15 result 4). */
  readonly hied: string | null;
}

export interface PlayerOrders {
  readonly playerId: string;
  /** Movement cells per fleet, index 0 = segment 1 (§11.5). */
  readonly moves: Readonly<Record<string, readonly (MoveCell | null)[]>>;
  readonly conditionals: readonly Conditional[];
  /** SPLIT <fleet> NEW <n> <units> (before movement). */
  readonly splits: readonly { readonly line: number; readonly fleet: string; readonly newNumber: number; readonly units: readonly string[] }[];
  /** MERGE <fleet> INTO <fleet>. */
  readonly merges: readonly { readonly line: number; readonly fleet: string; readonly into: string }[];
  /** LOAD <n> MI|FTR FROM <planet|unit> TO <unit>; UNLOAD <n> MI <unit> TO <planet>. */
  readonly loads: readonly { readonly line: number; readonly kind: 'load' | 'unload'; readonly count: number; readonly what: 'MI' | 'Ftr'; readonly from: string; readonly to: string }[];
  readonly standing: StandingOrders;
  /** PLAY <card> [ON <target>] [AT <phase|SEGn>] [AS <special hex>]. */
  readonly plays: readonly { readonly line: number; readonly card: string; readonly target: string | null; readonly at: string | null; readonly special: SpecialHex | null }[];
  /** TRADEIN <card> <card> (§10.6.2, phase C). */
  readonly tradeIns: readonly { readonly line: number; readonly cards: readonly [string, string] }[];
  /** TRADE GIVE <what> TO <player> GET <what> (§10.7.3, phase E). */
  readonly trades: readonly { readonly line: number; readonly give: string; readonly to: string; readonly get: string }[];
  /** PLACE <build> AT <planet> [FLEET <n>] (§11.1 F). */
  readonly placements: readonly { readonly line: number; readonly build: string; readonly at: string; readonly fleet: number | null }[];
  /** DISCOVER AT <hex> (§11.18, phase D, turns 4–6). */
  readonly discovery: PlaceRef | null;
  readonly discoveryLine: number | null;
  /** BUY TC / BUY RISK (§11.1 I). */
  readonly buyTc: number;
  readonly buyRisk: boolean;
  readonly buyLines: readonly number[];
  /** ESCAPE <build|ALL>: hulls frozen by a blockade try the save roll (§11.9). */
  readonly escapes: readonly { readonly line: number; readonly build: string }[];
  /** ARM <hull>: finish an incomplete hull at a Shipyard of yours in its hex (§11.9.1–2, phase J). */
  readonly arms: readonly { readonly line: number; readonly unit: string }[];
  /** BUILD <qty> <type> AT <planet> [FOR <carrier|NEW>] (§11.1 J). */
  readonly builds: readonly { readonly line: number; readonly code: UnitCode; readonly qty: number; readonly at: string; readonly forCarrier: string | null }[];
}

export const EMPTY_STANDING: StandingOrders = { neutral: {}, defend: {}, alloc: {}, invade: {}, occupy: {}, syCapture: {}, scuttle: {}, ally3: {}, activate: {}, bombard: [], spaceguard: null, reroll: null, bob: null, hied: null };

/** No orders at all: every fleet holds (digest §5.5). */
export function emptyOrders(playerId: string): PlayerOrders {
  return { playerId, moves: {}, conditionals: [], splits: [], merges: [], loads: [], standing: EMPTY_STANDING, plays: [], tradeIns: [], trades: [], placements: [], discovery: null, discoveryLine: null, buyTc: 0, buyRisk: false, buyLines: [], escapes: [], arms: [], builds: [] };
}
