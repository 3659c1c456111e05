/**
 * The report a player receives after a turn (digest §9.4): own forces by system with status,
 * known enemy and independent units, connected and cut-off boxes, the RU ledger, pending arrivals,
 * exploration progress, clocks, every combat with its dice, and next turn's order sheet pre-filled.
 * Plain data built from playerView and the events the player may read; renderReport prints it.
 */
import type { DnEvent } from '../engine/context';
import { solomaniMayTruce } from '../engine/end-turn';
import { makeCtx } from '../engine/context';
import { DiceSource } from '../dice';
import { seedRng } from '../../../rng';
import type { Side, World } from '../model';
import { connectivity } from '../state/connectivity';
import { mapIndex } from '../state/queries';
import { orderSheetTemplate } from './order-sheet';
import { playerView, type PlayerView, type ViewUnit } from './player-view';

export interface ReportGroup {
  readonly systemId: string;
  readonly systemName: string;
  readonly units: readonly ViewUnit[];
}

export interface PlayerReport {
  readonly side: Side;
  readonly title: string;
  readonly turn: number;
  readonly sampleMap: boolean;
  readonly you: PlayerView['you'];
  readonly enemy: string;
  readonly forces: readonly ReportGroup[];
  readonly known: readonly ReportGroup[];
  readonly supply: { readonly connected: readonly string[]; readonly cutOff: readonly string[] };
  readonly ledger: readonly { readonly reason: string; readonly amount: number; readonly balance: number }[];
  readonly arrivals: readonly { readonly id: string; readonly code: string; readonly turn: number; readonly queue: string }[];
  readonly exploration: readonly { readonly box: string; readonly phases: number; readonly status: string }[];
  readonly exploredRoutes: readonly string[];
  readonly clocks: readonly string[];
  readonly combats: readonly { readonly id: string; readonly systemName: string; readonly lines: readonly string[] }[];
  readonly events: readonly string[];
  readonly orderSheet: string;
  readonly gameOver: string | null;
}

const QUIET = new Set(['phase', 'clocks', 'ru']);

/** The report of `side` from the world after a turn and that turn's events. */
export function buildReport(world: World, events: readonly DnEvent[], side: Side): PlayerReport {
  const view = playerView(world, side);
  const idx = mapIndex(world.map);
  const nameOf = (id: string | null) => (id ? (idx.systems.get(id)?.name ?? id) : '—');
  const boxName = (id: string) => idx.boxes.get(id)?.box.name ?? id;
  const group = (units: readonly ViewUnit[]): ReportGroup[] => {
    const by = new Map<string, ViewUnit[]>();
    for (const u of units) {
      const key = u.systemId ?? '(turn-record chart)';
      by.set(key, [...(by.get(key) ?? []), u]);
    }
    return [...by].sort(([a], [b]) => nameOf(a).localeCompare(nameOf(b))).map(([systemId, list]) => ({ systemId, systemName: nameOf(systemId), units: list }));
  };
  const mine = view.units.filter((u) => (u.relation === 'own' || u.relation === 'mercenary') && u.systemId !== null);
  const others = view.units.filter((u) => u.relation === 'enemy' || u.relation === 'independent');
  const conn = connectivity(world, side);
  const visible = events.filter((e) => e.visibleTo.includes(side));
  const ledger = visible.filter((e) => e.kind === 'ru' && e.side === side).map((e) => {
    const d = e.data as { reason: string; amount: number; balance: number };
    return { reason: d.reason, amount: d.amount, balance: d.balance };
  });
  const combats = new Map<string, { id: string; systemName: string; lines: string[] }>();
  for (const e of visible) {
    if (!e.battleId) continue;
    const c = combats.get(e.battleId) ?? { id: e.battleId, systemName: nameOf(e.systemId ?? null), lines: [] };
    c.lines.push(e.text);
    combats.set(e.battleId, c);
  }
  const state = world.sides[side];
  const clocks: string[] = [];
  const c = world.clocks;
  clocks.push(`Holding the enemy capital: ${c.capital[side]} player turn(s) in a row (2 wins)`);
  clocks.push(`Holding every Dark Nebula box: ${c.allNebula[side]} player turn(s) in a row (4 wins)`);
  if (state.variant === 'hierate') clocks.push(`Hierate boxes outside the AH sheet at the end of each turn: ${Object.entries(c.hierateCounts).map(([t, n]) => `turn ${t}: ${n}`).join(', ') || 'none yet'} (must grow every game turn, DN §8.0)`);
  if (state.variant === 'kingdom') clocks.push(`Kingdom truce at the end of turn 8 (${Math.max(0, 8 - world.turn)} turn(s) left)`);
  if (state.variant === 'vilani') clocks.push(`Governor's term ends with turn ${c.vilaniTermEnd}; Type-1 box outside imperial territory held ${c.vilaniOutside} player turn(s)`);
  if (state.variant === 'solomani') clocks.push(`Truce at will: ${solomaniMayTruce(makeCtx(world, new DiceSource(seedRng('report')), {}, false, 'report'), side) ? 'possible now (Osa, Simsek, Dim/Astek held)' : 'not yet (hold Osa, Simsek and Dim/Astek)'}`);
  return {
    side,
    title: `${view.you.name}: report for turn ${world.turn}`,
    turn: world.turn,
    sampleMap: view.sampleMap,
    you: view.you,
    enemy: view.enemy,
    forces: group(mine),
    known: group(others),
    supply: { connected: conn.connectedBoxes.map(boxName), cutOff: conn.cutOffBoxes.map(boxName) },
    ledger,
    arrivals: world.units
      .filter((u) => u.owner === side && u.loc.kind === 'pending')
      .map((u) => ({ id: u.id, code: world.classes[u.classId]?.code ?? '?', turn: (u.loc as { turn: number }).turn, queue: (u.loc as { queue: string }).queue })),
    exploration: world.explorations.filter((p) => p.side === side).map((p) => ({ box: boxName(p.boxId), phases: p.phases, status: p.status })),
    exploredRoutes: world.map.routes.filter((r) => (world.explored[r.id] ?? []).includes(side)).map((r) => `${nameOf(r.a)}–${nameOf(r.b)}`),
    clocks,
    combats: [...combats.values()],
    events: visible.filter((e) => !e.battleId && !QUIET.has(e.kind)).map((e) => e.text),
    orderSheet: orderSheetTemplate(world, side),
    gameOver: world.over ? `${world.over.reason}: ${world.over.results.map((r) => `#${r.condition} ${r.side ?? 'both'} ${r.outcome}`).join('; ')}` : null,
  };
}

function unitLine(u: ViewUnit): string {
  const where = u.carriedBy ? ` aboard ${u.carriedBy}` : u.boxId ? ` in box ${u.boxId}` : '';
  return `${u.id} ${u.code}${u.rating && u.rating !== u.code ? ` ${u.rating}` : ''}${where}${u.status.length ? ` (${u.status.join(', ')})` : ''}${u.lastSeen !== null ? ` [turn ${u.lastSeen}]` : ''}`;
}

/** Plain-text rendering of a report, for print or e-mail. */
export function renderReport(r: PlayerReport): string {
  const out: string[] = [];
  out.push(`BEYOND THE DARK NEBULA: ${r.title}`);
  if (r.sampleMap) out.push('(Map: sample layout, not the printed sheets.)');
  out.push(`Enemy: ${r.enemy}. RU: ${r.you.ru}.${r.you.permits.length ? ` Permits: ${r.you.permits.join(', ')}.` : ''}`);
  if (r.gameOver) out.push(`GAME OVER: ${r.gameOver}`);
  const section = (title: string, lines: readonly string[]) => {
    out.push('', `== ${title}`);
    out.push(...(lines.length ? lines : ['(none)']));
  };
  section('Your forces', r.forces.flatMap((g) => [`${g.systemName}:`, ...g.units.map((u) => `  ${unitLine(u)}`)]));
  section('Known enemy and independent units', r.known.flatMap((g) => [`${g.systemName}:`, ...g.units.map((u) => `  ${unitLine(u)}`)]));
  section('Supply', [`Connected to the capital: ${r.supply.connected.join(', ') || 'none'}`, `Cut off: ${r.supply.cutOff.join(', ') || 'none'}`]);
  section('RU ledger', r.ledger.map((l) => `${l.amount >= 0 ? '+' : ''}${l.amount} ${l.reason} → ${l.balance}`));
  section('Pending arrivals', r.arrivals.map((a) => `${a.id} ${a.code}: turn ${a.turn} (${a.queue})`));
  section('Exploration', [...r.exploration.map((e) => `${e.box}: ${e.status}, ${e.phases} of 4`), ...r.exploredRoutes.map((x) => `Explored route ${x}`)]);
  section('Clocks', r.clocks);
  for (const c of r.combats) section(`Combat at ${c.systemName}`, c.lines);
  section('Events', r.events);
  out.push('', '== Order sheet for next turn', r.orderSheet);
  return out.join('\n');
}
