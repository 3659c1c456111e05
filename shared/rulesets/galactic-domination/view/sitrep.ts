/**
 * The per-player situation report (digest §6.2 [P]) as plain data: built only from the player's view
 * (view/player-view.ts), the events that player may see, and the battles he fought. A pure function of
 * `(world after the turn, its events and battles, playerId)`.
 */
import { gbdsLimit, shipyardLimit } from '../rules/construction';
import { CV_MINIMUM_FIGHTERS } from '../rules/carried-units';
import { startingSeat } from '../rules/play-order';
import { specialHexLabel } from '../rules/special-hexes';
import { DISCOVERY_CHART } from '../rules/discovery-chart';
import type { BattleReport, GdEvent } from '../turn/model';
import type { World } from '../world/world';
import { canSee, playerView, type PlayerView } from './player-view';

const KIND_NAMES: Readonly<Record<string, string>> = { capitalM: 'Capital [M]', capitalS: 'Capital [S]', subCapital: 'Sub-Capital', empire: 'Empire World', free: 'Free World', neutral: 'Neutral World' };

export interface SitrepBattle {
  readonly id: string;
  readonly label: string;
  readonly kind: string;
  readonly where: string;
  readonly sides: readonly { readonly name: string; readonly start: string; readonly losses: number; readonly vp: number }[];
  readonly rounds: readonly string[];
  readonly outcome: string;
  readonly dice: readonly string[];
}

export interface Sitrep {
  readonly header: { readonly game: string; readonly turn: number; readonly turns: number; readonly empire: string; readonly race: string; readonly seat: number; readonly nextStarter: string; readonly stimulus: string | null };
  readonly ledger: { readonly opening: number; readonly lines: readonly { readonly label: string; readonly amount: number }[]; readonly closing: number };
  readonly empire: readonly { readonly name: string; readonly hex: string; readonly type: string; readonly resource: number | null; readonly gbds: string; readonly shipyards: string; readonly mis: string; readonly ods: string | null; readonly blockaded: boolean }[];
  readonly fleets: readonly { readonly label: string; readonly hex: string; readonly speed: number; readonly ships: readonly string[]; readonly notes: readonly string[] }[];
  readonly log: readonly { readonly phase: string; readonly segment: number | null; readonly text: string }[];
  readonly battles: readonly SitrepBattle[];
  readonly map: readonly { readonly hex: string; readonly contents: string }[];
  readonly secrets: { readonly hand: readonly string[]; readonly destiny: string | null; readonly chits: string; readonly discoveries: readonly string[]; readonly sse: readonly string[] };
  readonly table: { readonly vp: readonly { readonly name: string; readonly vp: number }[]; readonly inPlay: readonly string[]; readonly cardsPlayed: readonly string[] };
  readonly checklist: readonly string[];
}

/** The sitrep of one player after a turn (digest §6.2). `turn` is the turn just played. */
export function buildSitrep(world: World, events: readonly GdEvent[], battles: readonly BattleReport[], playerId: string, turn: number): Sitrep {
  const view: PlayerView = playerView(world, playerId);
  const mine = events.filter((e) => canSee(e.visibleTo, playerId));
  const hexLabel = (id: string) => world.hexes.find((h) => h.id === id)?.label ?? id;
  const name = (id: string | null) => (id === null ? 'nobody' : id === playerId ? 'you' : (view.others.find((o) => o.id === id)?.name ?? id));
  const ledgerLines = mine.filter((e) => e.kind === 'ledger').map((e) => ({ label: e.text, amount: Number((e.data as { amount?: number } | undefined)?.amount ?? 0) }));
  const closing = view.me.stellars;
  const opening = closing - ledgerLines.reduce((n, l) => n + l.amount, 0);
  const starter = world.players.find((p) => p.seat === startingSeat(turn + 1, world.table.firstSeat, world.players.length));
  const stimulusEvent = events.find((e) => e.kind === 'stimulus' && e.turn === turn);
  const myPlanets = view.planets.filter((p) => p.ownerId === playerId);
  const fought = battles.filter((b) => b.players.includes(playerId));
  return {
    header: { game: world.name, turn, turns: world.rules.turns, empire: view.me.name, race: view.me.race, seat: view.me.seat + 1, nextStarter: starter?.id === playerId ? 'you' : (starter?.name ?? '?'), stimulus: stimulusEvent?.text ?? null },
    ledger: { opening, lines: ledgerLines, closing },
    empire: myPlanets.map((p) => ({
      name: p.name,
      hex: hexLabel(p.hexId) + (p.half === null ? '' : p.half === 0 ? 'U' : 'L'),
      type: KIND_NAMES[p.kind] ?? p.kind,
      resource: p.resource,
      gbds: `${p.gbds ?? 0}/${gbdsLimit(p.resource ?? 0)}`,
      shipyards: `${p.shipyards ?? 0}/${shipyardLimit(p.resource ?? 0)}`,
      mis: String(p.mis ?? 0),
      ods: p.ods,
      blockaded: p.blockaded ?? false,
    })),
    fleets: view.fleets.filter((f) => f.ownerId === playerId).map((f) => ({
      label: f.label,
      hex: hexLabel(f.hexId) + (f.half === null ? '' : f.half === 0 ? 'U' : 'L'),
      speed: f.speed,
      ships: (f.units ?? []).map((u) => `${u.id} ${u.code}${u.hull ? ' (hull)' : ''}${u.hied ? ' +1 speed' : ''}${u.mi ? ` ${u.mi} MI` : ''}${u.ftr ? ` ${u.ftr} Ftr` : ''}`),
      notes: (f.units ?? []).filter((u) => u.code === 'CV' && u.ftr < CV_MINIMUM_FIGHTERS).map((u) => `${u.id} has ${u.ftr}/${CV_MINIMUM_FIGHTERS} Fighters${u.shortSince !== null ? ` (short since turn ${u.shortSince})` : ''}`),
    })),
    log: mine.filter((e) => e.kind !== 'ledger' && e.kind !== 'battle-report').map((e) => ({ phase: e.phase, segment: e.segment, text: e.text })),
    battles: fought.map((b) => battleSummary(b, world.mail.diceInReports)),
    map: view.hexes
      .filter((h) => h.special || h.discoveryMarker || h.discovery || h.sse || view.planets.some((p) => p.hexId === h.id) || view.fleets.some((f) => f.hexId === h.id))
      .map((h) => ({
        hex: h.label,
        contents: [
          ...view.planets.filter((p) => p.hexId === h.id).map((p) => `${p.name} (${KIND_NAMES[p.kind] ?? p.kind}, ${name(p.ownerId)}${p.resource !== null ? `, R${p.resource}` : ''}${p.garrison ? `, garrison seen` : ''})`),
          ...view.fleets.filter((f) => f.hexId === h.id).map((f) => f.label),
          ...(h.special ? [specialHexLabel(h.special)] : []),
          ...(h.discoveryMarker ? ['Discovery Hex'] : []),
          ...(h.sse ? ['Secret Shipyard'] : []),
        ].join('; '),
      })),
    secrets: {
      hand: view.me.hand.map((c) => c.name),
      destiny: view.me.destiny,
      chits: `BoB ${view.me.chits.bob}, RR ${view.me.chits.rr}${view.me.cp ? `, CP ${view.me.cp}` : ''}`,
      discoveries: view.hexes.filter((h) => h.discovery).map((h) => `${h.label}: ${h.discovery?.hidden} + ${h.discovery?.d10}: ${DISCOVERY_CHART[[2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((k) => DISCOVERY_CHART[k]?.result === h.discovery?.result) ?? 2]?.text}${h.discovery?.activated ? ' (activated)' : ' (held)'}`),
      sse: view.hexes.filter((h) => h.sse).map((h) => h.label),
    },
    table: {
      vp: [{ name: view.me.name, vp: view.me.vp }, ...view.others.map((o) => ({ name: o.name, vp: o.vp }))].sort((a, b) => b.vp - a.vp),
      inPlay: [...view.me.inPlay.map((c) => `${view.me.name}: ${c}`), ...view.others.flatMap((o) => o.inPlay.map((c) => `${o.name}: ${c}`))],
      cardsPlayed: events.filter((e) => e.kind === 'card-played' && e.turn === turn).map((e) => e.text),
    },
    checklist: [
      ...view.builds.map((b) => `${b.qty} ${b.code} waiting for placement at ${view.planets.find((p) => p.id === b.planetId)?.name ?? '?'}${b.frozen ? ' (frozen by blockade)' : ''}`),
      ...myPlanets.filter((p) => p.blockaded).map((p) => `${p.name} is blockaded: half income, no ship building`),
      ...view.fleets.filter((f) => f.ownerId === playerId).flatMap((f) => (f.units ?? []).filter((u) => u.code === 'CV' && u.shortSince !== null).map((u) => `${u.id} must restock Fighters (§10.8.1)`)),
    ],
  };
}

function battleSummary(b: BattleReport, withDice: boolean): SitrepBattle {
  const r = b.battle.result;
  const count = (sideId: string) => {
    const by = new Map<string, number>();
    for (const c of b.battle.combatants.filter((x) => x.sideId === sideId)) by.set(c.code, (by.get(c.code) ?? 0) + 1);
    const side = b.battle.sides.find((s) => s.id === sideId);
    return [...by.entries()].map(([k, n]) => `${n} ${k}`).join(', ') + (side?.miAboard ? `, ${side.miAboard} MI aboard` : '');
  };
  const nameOf = (id: string) => b.battle.sides.find((s) => s.id === id)?.name ?? id;
  const rounds = b.log.filter((e) => e.kind === 'fire' || e.kind === 'allocate' || e.kind === 'destroyed' || e.kind === 'note').map((e) => e.text);
  const dice: string[] = [];
  if (withDice) {
    const groups = new Map<string, number[]>();
    for (const d of b.dice) groups.set(d.group, [...(groups.get(d.group) ?? []), d.result]);
    for (const [g, rolls] of groups) dice.push(`${g}: ${rolls.join(' ')}`);
  }
  return {
    id: b.id,
    label: b.label,
    kind: b.battle.kind,
    where: b.battle.where,
    sides: b.battle.sides.map((s) => ({ name: s.name, start: count(s.id), losses: r?.losses[s.id] ?? 0, vp: r?.vp.find((v) => v.sideId === s.id)?.total ?? 0 })),
    rounds,
    outcome: r ? (r.winnerId ? `${nameOf(r.winnerId)} wins after ${r.rounds} round(s)` : r.outcome === 'mutual' ? `both sides destroyed after ${r.rounds} round(s)` : `no winner (${r.outcome})`) : 'unresolved',
    dice,
  };
}
