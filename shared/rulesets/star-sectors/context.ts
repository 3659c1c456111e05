/**
 * The working state of one round: the battle being changed, the log, and what each ship has
 * done so far this round (values that last one round: crew option, boosts, DF lost to a web caster).
 */
import { hexKey, hexEquals, neighbor, neighbors, turn, type HexCoord } from '../../hex/coords';
import { baseCf, baseDf, damagedMf, shieldsLeft, shipFacing, shipHex, shipHull, type Battle, type ShipState } from './battle';
import type { CrewOption } from './orders';
import { RoundLog } from './log';
import { isNebula, TerrainMap, type Terrain } from './terrain';

export interface ShipTurn {
  crew: CrewOption | null;
  /** Made a normal (dice) attack, ram or self-destruct: no engineering duties. */
  attacked: boolean;
  /** Fired at anything (normal or advanced): cannot engage again this round. */
  engaged: boolean;
  movedForward: boolean;
  reversed: number;
  moved: boolean;
  turned: boolean;
  warped: boolean;
  cloakChanged: boolean;
  transfer: boolean;
  dilithium: boolean;
  trilithium: boolean;
  warpUsedOrCharged: boolean;
  repaired: boolean;
  cfBonus: number;
  dfBonus: number;
  mfBonus: number;
  dfReduction: number;
  mfUsed: number;
  nebulaTouched: boolean;
  orbitStopped: boolean;
  startedInOrbit: boolean;
  /** Moves left after coming out of a worm hole; null when not through one. */
  wormholeMoves: number | null;
  dischargedBanks: Set<number>;
  chargedBanks: number;
  duties: number;
  bankRepairs: number;
  warpRepairs: number;
  gathered: boolean;
}

export function newTurn(): ShipTurn {
  return {
    crew: null, attacked: false, engaged: false, movedForward: false, reversed: 0, moved: false, turned: false, warped: false, cloakChanged: false,
    transfer: false, dilithium: false, trilithium: false, warpUsedOrCharged: false, repaired: false, cfBonus: 0, dfBonus: 0, mfBonus: 0, dfReduction: 0,
    mfUsed: 0, nebulaTouched: false, orbitStopped: false, startedInOrbit: false, wormholeMoves: null, dischargedBanks: new Set(), chargedBanks: 0, duties: 0,
    bankRepairs: 0, warpRepairs: 0, gathered: false,
  };
}

export class RoundContext {
  terrain: TerrainMap;
  readonly turns = new Map<string, ShipTurn>();
  readonly stationsUsed = new Set<string>();
  readonly round: number;
  constructor(readonly battle: Battle, readonly log: RoundLog) {
    this.terrain = new TerrainMap(battle.terrain);
    this.round = battle.round + 1;
    for (const ship of battle.ships) {
      const t = newTurn();
      t.startedInOrbit = this.terrain.orbiting(shipHex(ship)) !== undefined;
      t.nebulaTouched = shipHull(ship).some((h) => this.inNebula(h));
      this.turns.set(ship.id, t);
    }
  }
  turnOf(ship: ShipState): ShipTurn {
    const t = this.turns.get(ship.id);
    if (!t) throw new Error(`no round state for ${ship.id}`);
    return t;
  }
  ship(id: string): ShipState | undefined {
    return this.battle.ships.find((s) => s.id === id);
  }
  removeTerrain(id: string): void {
    this.battle.terrain = this.battle.terrain.filter((t) => t.id !== id);
    this.terrain = new TerrainMap(this.battle.terrain);
  }
  addTerrain(tile: Terrain): void {
    this.battle.terrain = [...this.battle.terrain, tile];
    this.terrain = new TerrainMap(this.battle.terrain);
  }
  inNebula(h: HexCoord): boolean {
    const t = this.terrain.at(h);
    return t !== undefined && isNebula(t.kind);
  }
  /** The nebula tile holding the whole hull, if any. */
  nebulaHolding(ship: ShipState): Terrain | undefined {
    const hull = shipHull(ship);
    const first = this.terrain.at(hull[0] as HexCoord);
    if (!first || !isNebula(first.kind)) return undefined;
    return hull.every((h) => this.terrain.at(h)?.id === first.id) ? first : undefined;
  }
  inMutara(ship: ShipState): boolean {
    return this.terrain.at(shipHex(ship))?.kind === 'mutara-nebula';
  }
  inIonStorm(ship: ShipState): boolean {
    return this.terrain.at(shipHex(ship))?.kind === 'ion-storm';
  }
  whollyInIonStorm(ship: ShipState): boolean {
    return shipHull(ship).every((h) => this.terrain.at(h)?.kind === 'ion-storm');
  }
  /** Current combat factor: damage, boosts for the round, Mutara −1. */
  cf(ship: ShipState): number {
    return Math.max(0, baseCf(ship) + this.turnOf(ship).cfBonus - (this.inMutara(ship) ? 1 : 0));
  }
  /** Current defense factor: damage, boosts, DF lost to TWC/TBP/EDT this round, Mutara −1. */
  df(ship: ShipState): number {
    const t = this.turnOf(ship);
    return Math.max(0, baseDf(ship) + t.dfBonus - t.dfReduction - (this.inMutara(ship) ? 1 : 0));
  }
  /** Current movement factor: damage (IV.G), helm/transfer/dilithium boosts, cloak −1, half in orbit (rounded up). */
  mf(ship: ShipState): number {
    const t = this.turnOf(ship);
    let mf = damagedMf(ship.card, ship.damage, ship.ssLoss) + t.mfBonus - (ship.cloaked ? 1 : 0);
    mf = Math.max(0, mf);
    if (t.startedInOrbit) mf = Math.ceil(mf / 2);
    return mf;
  }
  /** Movement points this turn: MF less one once the ship enters, crosses or leaves a nebula. */
  moveBudget(ship: ShipState): number {
    return Math.max(0, this.mf(ship) - (this.turnOf(ship).nebulaTouched ? 1 : 0));
  }
  /** Hexes taken by live ships other than `except`. */
  occupied(except: readonly string[]): Map<string, ShipState> {
    const out = new Map<string, ShipState>();
    for (const s of this.battle.ships) if (!s.destroyed && !except.includes(s.id)) for (const h of shipHull(s)) out.set(hexKey(h), s);
    return out;
  }
  /** Adds hits; destroys the ship when damage reaches its shield strength (IV.F). Never below zero shields. */
  hit(ship: ShipState, hits: number, cause: string, at: { line?: number | null; by?: string | null } = {}): void {
    if (ship.destroyed || hits <= 0) return;
    const room = shieldsLeft(ship);
    const taken = Math.min(hits, room);
    ship.damage += taken;
    this.log.add('damage', `${ship.card.name} takes ${taken} hit${taken === 1 ? '' : 's'} (${cause}): CF ${this.cf(ship)}, DF ${this.df(ship)}, SS left ${shieldsLeft(ship)}`, {
      shipId: ship.id, otherId: at.by ?? null, line: at.line ?? null, sideId: ship.sideId,
    });
    if (shieldsLeft(ship) === 0) this.destroy(ship, cause, true);
  }
  /** Lowers SS by one (a neighbour's destruction). */
  loseShield(ship: ShipState, cause: string): void {
    if (ship.destroyed) return;
    ship.ssLoss += 1;
    this.log.add('damage', `${ship.card.name} loses 1 SS (${cause}): SS left ${shieldsLeft(ship)}`, { shipId: ship.id, sideId: ship.sideId });
    if (shieldsLeft(ship) === 0) this.destroy(ship, cause, true);
  }
  /** Marks the ship destroyed; with `blast`, the ships in its point-blank zone lose 1 SS (IV.F). */
  destroy(ship: ShipState, cause: string, blast: boolean): void {
    if (ship.destroyed) return;
    ship.destroyed = true;
    ship.cloaked = false;
    this.log.add('destroyed', `${ship.card.name} is destroyed (${cause})`, { shipId: ship.id, sideId: ship.sideId });
    if (!blast) return;
    const zone = this.battle.settings.destructionBlast === 'front-three'
      ? [-1, 0, 1].map((k) => neighbor(shipHex(ship), turn(shipFacing(ship), k)))
      : shipHull(ship).flatMap((h) => neighbors(h));
    const victims = this.battle.ships.filter((s) => !s.destroyed && s.id !== ship.id && shipHull(s).some((h) => zone.some((z) => hexEquals(z, h))));
    for (const victim of victims) this.loseShield(victim, `${ship.card.name} destroyed at point blank`);
  }
}
