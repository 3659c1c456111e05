/**
 * One player's view of the game, computed from the GM's truth through that player's knowledge
 * (hidden information by construction): own forces in full; others only where the visibility
 * policy lets the player see them, their faces only once known; the enemy's identity as "Unknown
 * human power" / "Unknown Aslan" until revealed (A48).
 */
import { ratingText } from '../data/unit-classes';
import type { Side, Unit, Variant, World } from '../model';
import { otherSide } from '../model';
import { coalitionOf, placeOfUnit, sheetOf } from '../state/queries';
import { faceKnown, sqWithheld, visibleSystems, visibleUnitIds } from './knowledge';

export const VARIANT_NAMES: Record<Variant, string> = { hierate: 'Aslan Hierate (a clan)', kingdom: 'Aslan Kingdom', solomani: 'Solomani', vilani: 'Ziru Sirka (Vilani)' };

/** What the player calls the enemy. */
export function enemyName(world: World, side: Side): string {
  const enemy = otherSide(side);
  if (world.sides[side].knowsEnemy) return VARIANT_NAMES[world.sides[enemy].variant];
  return side === 'aslan' ? 'Unknown human power' : 'Unknown Aslan';
}

export interface ViewUnit {
  readonly id: string;
  /** 'own', 'enemy', 'independent', or 'mercenary' (yours, hired). */
  readonly relation: 'own' | 'enemy' | 'independent' | 'mercenary';
  /** Unit code (CR, RT…) when the face is known, else "?". */
  readonly code: string;
  /** "6-6-6[4]", a ground strength, "defence 2"; empty when not known. */
  readonly rating: string;
  readonly systemId: string | null;
  readonly boxId: string | null;
  readonly carriedBy: string | null;
  readonly status: readonly string[];
  /** Turn last seen (others), or null when seen now. */
  readonly lastSeen: number | null;
}

export interface ViewBox {
  readonly id: string;
  readonly name: string;
  readonly type: 1 | 2;
  readonly owner: 'you' | 'enemy' | 'independent' | 'nobody' | 'unknown';
  readonly alliedWithYou: boolean;
  readonly capital: boolean;
  readonly exploredByYou: boolean;
  readonly techColumn: string | null;
}

export interface ViewSystem {
  readonly id: string;
  readonly name: string;
  readonly sheet: string;
  readonly sheetId: string;
  readonly col: number;
  readonly row: number;
  readonly boxes: readonly ViewBox[];
  /** Seen now (fog: you have units there; otherwise every system on the table). */
  readonly current: boolean;
}

export interface PlayerView {
  readonly side: Side;
  readonly turn: number;
  readonly cursor: World['cursor'];
  readonly sampleMap: boolean;
  readonly you: { readonly name: string; readonly ru: number; readonly permits: readonly string[]; readonly tech: World['sides']['aslan']['tech'] };
  readonly enemy: string;
  readonly systems: readonly ViewSystem[];
  readonly routes: readonly { id: string; a: string; b: string; kind: 'solid' | 'dashed'; exploredByYou: boolean }[];
  readonly units: readonly ViewUnit[];
  readonly gameOver: World['over'];
}

function relationOf(world: World, side: Side, u: Unit): ViewUnit['relation'] {
  if (u.owner === side) return 'own';
  if (u.owner === 'independent') return u.hiredBy === side ? 'mercenary' : 'independent';
  return 'enemy';
}

function viewUnit(world: World, side: Side, u: Unit, lastSeen: number | null): ViewUnit {
  const cls = world.classes[u.classId];
  const relation = relationOf(world, side, u);
  const mine = relation === 'own' || relation === 'mercenary';
  const face = mine || faceKnown(world, side, u.id);
  const ratingOk = mine || (face && (u.owner === 'independent' || world.sides[side].knowsEnemy));
  const place = placeOfUnit(world, u);
  const status: string[] = [];
  if (u.maintFailed) status.push('maintenance-failed');
  if (u.neutralized) status.push('neutralized');
  if (mine && cls?.category === 'pdm') status.push(u.emplaced ? 'emplaced' : 'not emplaced');
  if (mine && u.stopped) status.push('stopped');
  if (mine && u.immobile === `${world.turn}:${world.cursor.player}`) status.push('cannot move this player turn');
  if (u.hiredBy) status.push(u.hiredBy === side ? `mercenary, fee ${u.fee ?? cls?.cost} RU` : 'mercenary');
  if (!face) status.push('face down');
  if (mine && u.replacement) status.push('replacement');
  if (mine && u.dispatched) status.push('dispatched fleet');
  return {
    id: u.id,
    relation,
    code: face && cls ? cls.code : '?',
    rating: ratingOk && cls ? ratingText(cls, u.strength) : '',
    systemId: place?.systemId ?? null,
    boxId: place?.boxId ?? null,
    carriedBy: u.loc.kind === 'carried' ? u.loc.carrierId : null,
    status,
    lastSeen,
  };
}

/** The view of `side`: everything in it is something that player may know. */
export function playerView(world: World, side: Side): PlayerView {
  const k = world.knowledge[side];
  const now = visibleSystems(world, side);
  const fog = world.settings.visibility === 'fog';
  const withheld = side === 'aslan' && sqWithheld(world);
  // The printed sheets are on the table (DN §2.0): every player knows every system on them — but the SQ sheet
  // until it is placed; fog of war hides what is in the systems where the player has no unit, not the map.
  const known = new Set([...k.systems, ...now, ...world.map.systems.map((s) => s.id)].filter((id) => !(withheld && sheetOf(world, id)?.role === 'human-home')));
  const systems: ViewSystem[] = world.map.systems
    .filter((s) => known.has(s.id))
    .map((s) => ({
      id: s.id,
      name: s.name,
      sheet: world.map.sheets.find((sh) => sh.id === s.sheetId)?.name ?? s.sheetId,
      sheetId: s.sheetId,
      col: s.col,
      row: s.row,
      current: now.has(s.id),
      boxes: s.boxes.map((b) => {
        const st = world.boxes[b.id];
        const owner: ViewBox['owner'] = fog && !now.has(s.id) ? 'unknown' : !st?.owner ? 'nobody' : st.owner === side ? 'you' : st.owner === 'independent' ? 'independent' : 'enemy';
        return { id: b.id, name: b.name, type: b.type, owner, alliedWithYou: st?.alliedWith === side, capital: b.capital, exploredByYou: st?.exploredBy === side, techColumn: b.techColumn };
      }),
    }));
  const routes = world.map.routes.filter((r) => known.has(r.a) && known.has(r.b)).map((r) => ({ id: r.id, a: r.a, b: r.b, kind: r.kind, exploredByYou: r.kind === 'solid' || (world.explored[r.id] ?? []).includes(side) }));
  const seen = visibleUnitIds(world, side);
  const units: ViewUnit[] = [];
  for (const u of world.units) {
    // Own units, mercenaries, and the independents of a system allied with the player (they fight beside it, DN §12.0).
    if (u.owner === side || coalitionOf(world, u) === side) {
      if (u.loc.kind !== 'pending' || u.owner === side) units.push(viewUnit(world, side, u, null));
      continue;
    }
    if (u.loc.kind === 'pending') continue;
    if (seen.has(u.id)) units.push(viewUnit(world, side, u, null));
    else if (fog && k.units[u.id]) {
      const last = k.units[u.id];
      units.push({ id: u.id, relation: relationOf(world, side, u), code: last?.faceKnown ? (world.classes[u.classId]?.code ?? '?') : '?', rating: '', systemId: last?.systemId ?? null, boxId: null, carriedBy: null, status: ['last seen'], lastSeen: last?.turn ?? null });
    }
  }
  const state = world.sides[side];
  return {
    side,
    turn: world.turn,
    cursor: world.cursor,
    sampleMap: world.map.sample || world.settings.mapSource === 'sample',
    you: { name: VARIANT_NAMES[state.variant], ru: state.ru, permits: state.permits, tech: state.tech },
    enemy: enemyName(world, side),
    systems,
    routes,
    units,
    gameOver: world.over,
  };
}
