/**
 * A side's round report: what that side may know. Pure: (battle, log, sideId) → report.
 * Enemy ships that are cloaked are left out, and so is every log entry that is about
 * only the enemy's own doings (their movements, engineering, cloaking).
 */
import { FACING_NAMES, hexLabel } from '../../hex/coords';
import { baseCf, baseDf, damagedMf, shieldsLeft, shipHex, type Battle, type ShipState } from './battle';
import { pointValue, WEAPON_NAMES } from './card';
import type { LogEntry } from './log';

export interface ShipStatusCard {
  id: string;
  name: string;
  sideId: string;
  own: boolean;
  at: string;
  facing: string;
  destroyed: boolean;
  cloaked: boolean;
  printed: { cf: number; df: number; mf: number; ss: number };
  current: { cf: number; df: number; mf: number; ssLeft: number };
  damage: number;
  points: number;
  /** Own ships only: engine room and weapons. */
  engineRoom?: { warpCharges: number; nacelles: number; banks: string[]; dilithium: number; trilithium: number; mines: number; cargo: number; crew: boolean; cloaks: number };
}

export interface SideReport {
  sideId: string;
  /** A ship of this side used the Science option: cloaked enemies are shown. */
  detectsCloaked: boolean;
  sideName: string;
  round: number;
  own: ShipStatusCard[];
  enemies: ShipStatusCard[];
  log: LogEntry[];
}

export function statusCard(ship: ShipState, own: boolean, bankPoints: number): ShipStatusCard {
  const card: ShipStatusCard = {
    id: ship.id,
    name: ship.card.name,
    sideId: ship.sideId,
    own,
    at: hexLabel(shipHex(ship)),
    facing: FACING_NAMES[ship.facing] ?? '?',
    destroyed: ship.destroyed,
    cloaked: ship.cloaked,
    printed: { cf: ship.card.cf, df: ship.card.df, mf: ship.card.mf, ss: ship.card.ss },
    current: { cf: baseCf(ship), df: baseDf(ship), mf: Math.max(0, damagedMf(ship.card, ship.damage, ship.ssLoss) - (ship.cloaked ? 1 : 0)), ssLeft: shieldsLeft(ship) },
    damage: ship.damage,
    points: pointValue(ship.card, bankPoints),
  };
  if (own) {
    card.engineRoom = {
      warpCharges: ship.warpCharges, nacelles: ship.card.nacelles,
      banks: ship.card.weapons.map((w, i) => `${i + 1} ${w} (${WEAPON_NAMES[w]}): ${ship.banksCharged[i] ? 'charged' : 'empty'}`),
      dilithium: ship.dilithium, trilithium: ship.trilithium, mines: ship.mines, cargo: ship.card.cargo, crew: ship.crew, cloaks: ship.card.cloaks,
    };
  }
  return card;
}

/** The report of one side after a round (or of the setup, with an empty log). */
export function sideReport(battle: Battle, log: readonly LogEntry[], sideId: string): SideReport {
  const side = battle.sides.find((s) => s.id === sideId);
  const ownIds = new Set(battle.ships.filter((s) => s.sideId === sideId).map((s) => s.id));
  // VII.B Science: "Detect cloaked vessel": a side whose ship chose Science this round sees cloaked ships.
  const detects = log.some((e) => e.crew === 'SCIENCE' && e.shipId !== null && ownIds.has(e.shipId));
  const visibleEnemies = battle.ships.filter((s) => s.sideId !== sideId && (!s.cloaked || detects));
  const visible = (entry: LogEntry) =>
    entry.kind === 'round' || entry.kind === 'initiative' || (entry.die !== undefined && entry.shipId === null) ||
    (entry.shipId !== null && ownIds.has(entry.shipId)) || (entry.otherId !== null && ownIds.has(entry.otherId)) ||
    (entry.sideId === sideId && entry.shipId === null) || entry.kind === 'destroyed';
  return {
    sideId,
    detectsCloaked: detects,
    sideName: side?.name ?? sideId,
    round: battle.round,
    own: battle.ships.filter((s) => s.sideId === sideId).map((s) => statusCard(s, true, battle.settings.bankPoints)),
    enemies: visibleEnemies.map((s) => statusCard(s, false, battle.settings.bankPoints)),
    log: log.filter(visible),
  };
}
