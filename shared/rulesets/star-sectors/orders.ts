/**
 * The typed order grammar of a Star Sectors round: one order a line, `SHIP VERB ARGS`,
 * in the order the ship carries them out. Lines that cannot be read are returned as
 * problems with their line number, never dropped. Grammar in docs/star-sectors.md.
 */
import { isOversizedLine, LINE_TOO_LONG, oversizedLineMessage } from '../../orders/line-limit';
import type { Battle, ShipState } from './battle';

export const CREW_OPTIONS = ['COMMAND', 'HELM', 'ENGINEERING', 'SCIENCE', 'TACTICAL'] as const;
export type CrewOption = (typeof CREW_OPTIONS)[number];
export type Step = 'F' | 'B' | 'L' | 'R';

export type Order =
  | { verb: 'crew'; option: CrewOption }
  | { verb: 'move'; steps: Step[] }
  | { verb: 'warp'; distance: number; reverse: boolean }
  | { verb: 'decloak' }
  | { verb: 'fire'; target: string; banks: number[]; normal: boolean }
  | { verb: 'ram'; target: string }
  | { verb: 'selfdestruct' }
  | { verb: 'lay-mine' }
  | { verb: 'transfer'; boost: 'CF' | 'DF' | 'MF' | 'REPAIR' }
  | { verb: 'dilithium'; use: 'MF' | 'REPAIR' | 'WARP' }
  | { verb: 'trilithium'; use: 'CF' | 'DF' | 'BANK'; bank: number }
  | { verb: 'repair'; source: 'duty' | 'bank' | 'warp' | 'station'; bank: number }
  | { verb: 'charge'; what: 'warp' | 'bank'; bank: number }
  | { verb: 'cloak' }
  | { verb: 'gather'; resource: 'dilithium' | 'trilithium' | null };

export interface OrderLine {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  shipId: string;
  order: Order;
}

export interface OrderProblem {
  line: number;
  text: string;
  /** The problem's code, shown with it in the Round screen, the log and the CLI (ORDER_CODES; LINE-TOO-LONG from the shared limit). */
  code: string;
  message: string;
}

/** The codes of Star Sectors order problems, as the other wings give theirs (DN-SYNTAX, GD-…). */
export const ORDER_CODES = {
  /** The first word names no ship of the battle. */
  ship: 'SS-SHIP',
  /** The ship is another side's. */
  side: 'SS-SIDE',
  /** A ship and no order word. */
  verb: 'SS-VERB',
  /** An order word Star Sectors does not have. */
  unknown: 'SS-ORDER',
  /** A known order written wrong (its arguments). */
  syntax: 'SS-SYNTAX',
} as const;

export interface ParsedOrders {
  lines: OrderLine[];
  problems: OrderProblem[];
}

/** True for orders carried out in the engineering phase (Star Sectors V), after all tactical ones. */
export function isEngineering(order: Order): boolean {
  switch (order.verb) {
    case 'repair':
    case 'charge':
    case 'cloak':
    case 'gather':
      return true;
    case 'transfer':
      return order.boost === 'REPAIR';
    case 'dilithium':
      return order.use !== 'MF';
    case 'trilithium':
      return order.use === 'BANK';
    default:
      return false;
  }
}

/** Finds a ship by id or by name (case-insensitive). */
export function findShip(battle: Battle, ref: string): ShipState | undefined {
  const key = ref.toLowerCase();
  return battle.ships.find((s) => s.id.toLowerCase() === key) ?? battle.ships.find((s) => s.card.name.toLowerCase() === key);
}

const STEP_WORDS: Record<string, Step> = { F: 'F', FORWARD: 'F', B: 'B', BACK: 'B', REVERSE: 'B', L: 'L', PORT: 'L', LEFT: 'L', R: 'R', STARBOARD: 'R', RIGHT: 'R' };

function bankNumber(word: string | undefined): number | null {
  if (word === undefined || !/^\d+$/.test(word)) return null;
  const n = Number(word);
  return n >= 1 ? n : null;
}

type Read = { order: Order } | { error: string; unknown?: true };

function readOrder(verb: string, args: string[]): Read {
  const [a, b] = args;
  switch (verb) {
    case 'CREW': {
      const option = CREW_OPTIONS.find((o) => o === a || o.startsWith(a ?? '?'));
      return option && args.length === 1 ? { order: { verb: 'crew', option } } : { error: `CREW needs one option: ${CREW_OPTIONS.join(', ')}` };
    }
    case 'MOVE': {
      const words = args.length === 1 && /^[FBLR]+$/.test(a ?? '') ? [...(a ?? '')] : args;
      const steps = words.map((w) => STEP_WORDS[w]);
      if (steps.length === 0 || steps.some((s) => s === undefined)) return { error: 'MOVE needs steps: F (forward), B (reverse), L (turn to port), R (turn to starboard), e.g. MOVE F F R F' };
      return { order: { verb: 'move', steps: steps as Step[] } };
    }
    case 'WARP': {
      const reverse = a === 'BACK' || a === 'REVERSE';
      const n = Number(reverse ? b : a);
      if (!Number.isInteger(n) || n < 1 || args.length !== (reverse ? 2 : 1)) return { error: 'WARP needs a distance in hexes: WARP 6, or WARP BACK 3' };
      return { order: { verb: 'warp', distance: n, reverse } };
    }
    case 'DECLOAK':
      return args.length === 0 ? { order: { verb: 'decloak' } } : { error: 'DECLOAK takes nothing after it' };
    case 'CLOAK':
      return args.length === 0 ? { order: { verb: 'cloak' } } : { error: 'CLOAK takes nothing after it' };
    case 'FIRE':
    case 'ATTACK': {
      if (a === undefined) return { error: 'FIRE needs a target: FIRE TARGET, FIRE TARGET WITH 1 2, or FIRE TARGET ONLY 1' };
      if (args.length === 1) return { order: { verb: 'fire', target: a, banks: [], normal: true } };
      if (b !== 'WITH' && b !== 'ONLY') return { error: `FIRE ${a}: expected WITH or ONLY before bank numbers, found "${b}"` };
      const banks = args.slice(2).map(bankNumber);
      if (banks.length === 0 || banks.some((n) => n === null)) return { error: `FIRE ${a} ${b}: needs advanced weapon bank numbers (1, 2, …)` };
      return { order: { verb: 'fire', target: a, banks: banks as number[], normal: b === 'WITH' } };
    }
    case 'RAM':
      return a && args.length === 1 ? { order: { verb: 'ram', target: a } } : { error: 'RAM needs one target: RAM TARGET' };
    case 'SELFDESTRUCT':
    case 'SELF-DESTRUCT':
      return { order: { verb: 'selfdestruct' } };
    case 'LAY':
      return a === 'MINE' && args.length === 1 ? { order: { verb: 'lay-mine' } } : { error: 'write LAY MINE' };
    case 'TRANSFER': {
      const boost = (['CF', 'DF', 'MF', 'REPAIR'] as const).find((x) => x === a);
      return boost && args.length === 1 ? { order: { verb: 'transfer', boost } } : { error: 'TRANSFER needs one of CF, DF, MF, REPAIR' };
    }
    case 'DILITHIUM': {
      const use = (['MF', 'REPAIR', 'WARP'] as const).find((x) => x === a);
      return use && args.length === 1 ? { order: { verb: 'dilithium', use } } : { error: 'DILITHIUM needs one of MF, REPAIR, WARP' };
    }
    case 'TRILITHIUM': {
      if (a === 'CF' || a === 'DF') return args.length === 1 ? { order: { verb: 'trilithium', use: a, bank: 0 } } : { error: `TRILITHIUM ${a} takes nothing more` };
      const bank = bankNumber(b);
      if (a === 'BANK' && bank !== null && args.length === 2) return { order: { verb: 'trilithium', use: 'BANK', bank } };
      return { error: 'TRILITHIUM needs CF, DF, or BANK and a bank number' };
    }
    case 'REPAIR': {
      if (args.length === 0) return { order: { verb: 'repair', source: 'duty', bank: 0 } };
      if (a === 'WITH' && b === 'WARP' && args.length === 2) return { order: { verb: 'repair', source: 'warp', bank: 0 } };
      if (a === 'WITH' && b === 'BANK') {
        const bank = bankNumber(args[2]);
        if (bank !== null && args.length === 3) return { order: { verb: 'repair', source: 'bank', bank } };
      }
      if (a === 'AT' && b === 'STATION' && args.length === 2) return { order: { verb: 'repair', source: 'station', bank: 0 } };
      return { error: 'REPAIR, REPAIR WITH WARP, REPAIR WITH BANK n, or REPAIR AT STATION' };
    }
    case 'CHARGE': {
      if (a === 'WARP' && args.length === 1) return { order: { verb: 'charge', what: 'warp', bank: 0 } };
      const bank = bankNumber(b);
      if (a === 'BANK' && bank !== null && args.length === 2) return { order: { verb: 'charge', what: 'bank', bank } };
      return { error: 'CHARGE WARP, or CHARGE BANK n' };
    }
    case 'GATHER': {
      if (args.length === 0) return { order: { verb: 'gather', resource: null } };
      if ((a === 'DILITHIUM' || a === 'TRILITHIUM') && args.length === 1) return { order: { verb: 'gather', resource: a === 'DILITHIUM' ? 'dilithium' : 'trilithium' } };
      return { error: 'GATHER, or GATHER DILITHIUM / GATHER TRILITHIUM at a station' };
    }
    default:
      return { error: `unknown order "${verb}"`, unknown: true };
  }
}

/**
 * Reads one side's orders. `sideId` limits the ships to that side's; null accepts any ship
 * (a GM's combined sheet). Comments start with # and run to the end of the line.
 */
export function parseOrders(text: string, battle: Battle, sideId: string | null): ParsedOrders {
  const lines: OrderLine[] = [];
  const problems: OrderProblem[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    if (isOversizedLine(raw)) {
      // Kept as typed and not read (shared/orders/line-limit.ts): one problem, no regex over it.
      problems.push({ line, text: raw, code: LINE_TOO_LONG, message: oversizedLineMessage(line, raw.length) });
      return;
    }
    const body = raw.replace(/#.*$/, '').trim();
    if (body === '') return;
    const words = body.toUpperCase().replace(/[,;:]/g, ' ').split(/\s+/);
    const [shipRef, verb, ...args] = words;
    const ship = findShip(battle, body.split(/\s+/)[0] ?? '');
    if (!ship || shipRef === undefined) {
      problems.push({ line, text: raw, code: ORDER_CODES.ship, message: `no ship "${body.split(/\s+/)[0] ?? ''}" in this battle` });
      return;
    }
    if (sideId !== null && ship.sideId !== sideId) {
      problems.push({ line, text: raw, code: ORDER_CODES.side, message: `${ship.card.name} (${ship.id}) is not this side's ship` });
      return;
    }
    if (verb === undefined) {
      problems.push({ line, text: raw, code: ORDER_CODES.verb, message: `an order for ${ship.id} needs a verb (MOVE, FIRE, REPAIR, …)` });
      return;
    }
    const read = readOrder(verb, args);
    if ('error' in read) problems.push({ line, text: raw, code: read.unknown ? ORDER_CODES.unknown : ORDER_CODES.syntax, message: read.error });
    else lines.push({ line, text: raw, shipId: ship.id, order: read.order });
  });
  return { lines, problems };
}

/** An order written back as text (the grammar's canonical form). */
export function formatOrder(shipId: string, order: Order): string {
  const body = ((): string => {
    switch (order.verb) {
      case 'crew':
        return `CREW ${order.option}`;
      case 'move':
        return `MOVE ${order.steps.join(' ')}`;
      case 'warp':
        return order.reverse ? `WARP BACK ${order.distance}` : `WARP ${order.distance}`;
      case 'decloak':
        return 'DECLOAK';
      case 'cloak':
        return 'CLOAK';
      case 'fire':
        return order.banks.length === 0 ? `FIRE ${order.target}` : `FIRE ${order.target} ${order.normal ? 'WITH' : 'ONLY'} ${order.banks.join(' ')}`;
      case 'ram':
        return `RAM ${order.target}`;
      case 'selfdestruct':
        return 'SELFDESTRUCT';
      case 'lay-mine':
        return 'LAY MINE';
      case 'transfer':
        return `TRANSFER ${order.boost}`;
      case 'dilithium':
        return `DILITHIUM ${order.use}`;
      case 'trilithium':
        return order.use === 'BANK' ? `TRILITHIUM BANK ${order.bank}` : `TRILITHIUM ${order.use}`;
      case 'repair':
        return order.source === 'duty' ? 'REPAIR' : order.source === 'bank' ? `REPAIR WITH BANK ${order.bank}` : order.source === 'warp' ? 'REPAIR WITH WARP' : 'REPAIR AT STATION';
      case 'charge':
        return order.what === 'warp' ? 'CHARGE WARP' : `CHARGE BANK ${order.bank}`;
      case 'gather':
        return order.resource ? `GATHER ${order.resource.toUpperCase()}` : 'GATHER';
    }
  })();
  return `${shipId} ${body}`;
}
