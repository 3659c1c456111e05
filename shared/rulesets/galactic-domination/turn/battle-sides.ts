/**
 * From the world to a battle and back (GD §11.6.2: the units go onto the Battle Sheet; §11.3 iv carried
 * units die with their carrier; §11.4.1 the simple carried-units system; §5.3 VP chits in G-v).
 */
import { combatant, forceCombatants, odsCombatant, side as makeSide } from '../battle/build';
import type { AllocationPolicy, Battle, BattleKind, Combatant } from '../battle/model';
import { resolveBattle, type BattleLogEntry } from '../battle/resolve';
import type { Force } from '../rules/forces';
import { hullOf } from '../rules/hulls';
import { defenseBonus } from '../rules/special-hexes';
import { UNIT_TYPES } from '../rules/units';
import type { Position } from '../map/geometry';
import type { Fleet, Planet } from '../world/world';
import type { TurnContext } from './context';
import { board, dropEmptyFleets } from './units';

/** One side of a battle in world terms. */
export interface Party {
  readonly id: string;
  /** Player ids (a coalition has two, GD §10.3.2), or a non-player owner. */
  readonly owners: readonly string[];
  readonly nonPlayer: 'neutral' | 'pirate' | 'alien' | null;
  readonly fleets: readonly Fleet[];
  /** The planet it defends (its GBDS, ODS, Shipyards; its MIs in a ground battle). */
  readonly planet: Planet | null;
  /** Transient ships (pirates, aliens). */
  readonly force?: Force;
  readonly defender: boolean;
  readonly name: string;
}

export interface FoughtBattle {
  readonly battle: Battle;
  readonly log: readonly BattleLogEntry[];
  readonly winner: Party | null;
  readonly stopped: boolean;
}

function policyFor(ctx: TurnContext, party: Party, opponent: Party): AllocationPolicy {
  if (party.nonPlayer) return { kind: ctx.world.rules.nonPlayerAllocation, protect: [] };
  const owner = party.owners[0] as string;
  const st = ctx.ordersOf(owner).standing.alloc;
  const key = party.planet?.id ?? party.fleets[0]?.id ?? '*';
  return st[key] ?? (party.planet ? st[party.planet.name] : undefined) ?? (party.fleets[0] ? st[`F${party.fleets[0].number}`] : undefined) ?? st['*'] ?? (void opponent, { kind: 'level', protect: [] });
}

/** Combatants of a party for a battle kind. */
function combatantsOf(ctx: TurnContext, party: Party, kind: BattleKind, pos: Position, options: { withDefences: boolean }): { combatants: Combatant[]; miAboard: number } {
  const hex = ctx.hex(pos.hexId);
  const bonus = defenseBonus(hex?.special, party.defender);
  const out: Combatant[] = [];
  let miAboard = 0;
  if (kind === 'ground') return { combatants: out, miAboard };
  for (const f of party.fleets) {
    const owner = ctx.player(f.ownerId);
    for (const u of ctx.unitsOf(f.id)) {
      const c = combatant(party.id, u.id, u.code, { label: u.id, terranAlternate: owner?.terranAlternate, defenseBonus: bonus, ref: u.id });
      if (u.code === 'BB') c.value = ctx.world.rules.bbCost;
      if (u.hull) {
        const h = hullOf(u.code);
        c.attack = [];
        c.defense = (h?.defense ?? 1) + bonus;
        c.value = ctx.world.rules.hullValue === 'value-column' ? (h?.value ?? c.value) : c.value;
      }
      out.push(c);
      miAboard += u.mi;
      // GD §11.2 Fighter Launch Cycle: automatic in Basic; each Fighter fights as a unit of Defense 1.
      for (let k = 1; k <= u.ftr; k++) out.push(combatant(party.id, `${u.id}.J${k}`, 'Ftr', { label: `Ftr ${k} of ${u.id}`, defenseBonus: bonus, ref: u.id }));
    }
  }
  if (party.force) out.push(...forceCombatants(party.id, `${party.id}.`, party.force, { defenseBonus: bonus }));
  const pl = party.planet;
  if (pl && options.withDefences && kind === 'orbital') {
    if (pl.garrison && party.nonPlayer) out.push(...forceCombatants(party.id, `${pl.id}.N.`, pl.garrison, { defenseBonus: bonus }));
    for (let k = 1; k <= pl.gbds; k++) out.push(combatant(party.id, `${pl.id}.G${k}`, 'GBDS', { label: `GBDS ${k} of ${pl.name}`, defenseBonus: bonus, ref: pl.id }));
    if (pl.ods && ctx.world.rules.odsFreeRound) out.push(odsCombatant(party.id, `${pl.id}.ODS`, pl.ods, { value: ctx.world.rules.odsVpValue, defenseBonus: bonus, ref: pl.id }));
    if (ctx.world.rules.shipyardInBattle === 'soak') for (let k = 1; k <= pl.shipyards; k++) out.push(combatant(party.id, `${pl.id}.Y${k}`, 'SY', { label: `Shipyard ${k} of ${pl.name}`, defenseBonus: bonus, ref: pl.id }));
  } else if (pl && party.nonPlayer && pl.garrison && kind === 'space') {
    out.push(...forceCombatants(party.id, `${pl.id}.N.`, pl.garrison, { defenseBonus: bonus }));
  }
  return { combatants: out, miAboard };
}

/** Builds, resolves and applies one battle between two parties at a position. */
export function fight(ctx: TurnContext, attacker: Party, defender: Party, kind: BattleKind, pos: Position, options: { ground?: { attackerMis: number; defenderMis: number; homeguard: number }; vpEligible?: boolean; label?: string } = {}): FoughtBattle {
  ctx.battleCount += 1;
  const id = `T${ctx.turn}.S${ctx.segment ?? 0}.B${ctx.battleCount}`;
  const a = combatantsOf(ctx, attacker, kind, pos, { withDefences: false });
  const d = combatantsOf(ctx, defender, kind, pos, { withDefences: true });
  const combatants = [...a.combatants, ...d.combatants];
  if (kind === 'ground' && options.ground) {
    for (let i = 1; i <= options.ground.attackerMis; i++) combatants.push(combatant(attacker.id, `${id}.${attacker.id}.MI${i}`, 'MI', { label: `MI ${i}` }));
    for (let i = 1; i <= options.ground.defenderMis; i++) combatants.push(combatant(defender.id, `${id}.${defender.id}.MI${i}`, 'MI', { label: i <= options.ground.homeguard ? `Homeguard MI ${i}` : `MI ${i}`, ref: defender.planet?.id ?? null }));
  }
  const allocator = (p: Party, o: Party) => (p.nonPlayer ? (o.owners[0] ?? 'gm') : (p.owners[0] as string));
  const scores = (p: Party) => !p.nonPlayer;
  const battle: Battle = {
    id,
    kind,
    where: ctx.hex(pos.hexId)?.label ?? pos.hexId,
    sides: [
      makeSide(attacker.id, attacker.owners.join('+') || (attacker.nonPlayer as string), attacker.name, { policy: policyFor(ctx, attacker, defender), allocator: allocator(attacker, defender), miAboard: a.miAboard, scores: scores(attacker) }),
      makeSide(defender.id, defender.owners.join('+') || (defender.nonPlayer as string), defender.name, { defender: true, policy: policyFor(ctx, defender, attacker), allocator: allocator(defender, attacker), miAboard: d.miAboard, scores: scores(defender) }),
    ],
    combatants,
    round: 0,
    freeRoundPending: kind === 'orbital' && d.combatants.some((c) => c.groundBased),
    vpEligible: options.vpEligible ?? true,
    maxRounds: ctx.world.rules.maxRounds,
    method: ctx.world.rules.battleMethod,
    orphanFighters: ctx.world.rules.orphanFighters,
    result: null,
  };
  let decisions = ctx.inputs.battles?.[id] ?? {};
  // Live mode: the players at the table who allocate by hand (GD §11.6) are asked each round, with LEVEL offered.
  const byHand = ctx.options.mode === 'live' ? battle.sides.filter((s) => ctx.inputs.manualAllocation?.includes(s.allocator) && decisions.policies?.[s.id] === undefined) : [];
  if (byHand.length > 0) decisions = { ...decisions, policies: { ...decisions.policies, ...Object.fromEntries(byHand.map((s) => [s.id, { kind: 'manual' as const, protect: [] }])) } };
  // Mail mode never waits: a MANUAL side with no hand allocation for a round is allocated by LEVEL (logged).
  if (ctx.options.mode === 'mail') {
    const manual = battle.sides.filter((s) => (decisions.policies?.[s.id] ?? s.policy).kind === 'manual');
    if (manual.length > 0) {
      decisions = { ...decisions, policies: { ...decisions.policies, ...Object.fromEntries(manual.map((s) => [s.id, { kind: 'level' as const, protect: [] }])) } };
      for (const s of manual) ctx.event('defaulted', [s.allocator], `Battle ${id}: ${s.name}'s hits are allocated by LEVEL where no hand allocation was entered (mail mode)`, { rule: 'GD §11.6; digest §7.6' });
    }
  }
  const out = resolveBattle(battle, decisions, { state: ctx.dice.state, source: ctx.dice });
  const players = [...attacker.owners, ...defender.owners];
  ctx.see(players, [pos.hexId]);
  if (out.pending) {
    if (out.pending.kind === 'dice') ctx.pending.push({ id: `${id}.R${out.pending.round}.dice`, kind: 'dice', by: 'gm', prompt: `Battle ${id} round ${out.pending.round}: type in the dice`, options: [], defaultChoice: '', battleId: id, round: out.pending.round, missing: out.pending.missing, rule: 'GD §11.6' });
    else ctx.pending.push({ id: `${id}.R${out.pending.round}.${out.pending.sideId}`, kind: 'allocate', by: out.pending.allocator, prompt: `Battle ${id} round ${out.pending.round}: allocate ${out.pending.hits} hits on ${out.pending.sideId === attacker.id ? attacker.name : defender.name}${out.pending.error ? ` (${out.pending.error})` : ''}`, options: [], defaultChoice: 'level', battleId: id, round: out.pending.round, hits: out.pending.hits, sideId: out.pending.sideId, targets: out.pending.targets, suggested: out.pending.suggested, ...(out.pending.error ? { error: out.pending.error } : {}), rule: 'GD §11.6' });
    ctx.openBattle = { id, turn: ctx.turn, segment: ctx.segment ?? 0, hexId: pos.hexId, label: options.label ?? `${kind} battle at ${battle.where}`, battle: out.battle, log: out.log, dice: out.dice, players };
    ctx.stopped = `battle ${id}`;
    return { battle: out.battle, log: out.log, winner: null, stopped: true };
  }
  const result = out.battle.result;
  applyBattle(ctx, out.battle, pos);
  const winner = result?.winnerId === attacker.id ? attacker : result?.winnerId === defender.id ? defender : null;
  ctx.battles.push({ id, turn: ctx.turn, segment: ctx.segment ?? 0, hexId: pos.hexId, label: options.label ?? `${kind} battle at ${battle.where}`, battle: out.battle, log: out.log, dice: out.dice, players });
  const summary = `${kind[0]?.toUpperCase()}${kind.slice(1)} battle at ${battle.where}: ${attacker.name} against ${defender.name}: ${winner ? `${winner.name} wins` : result?.outcome === 'mutual' ? 'both destroyed' : 'no winner'} after ${result?.rounds ?? 0} round(s)`;
  ctx.event('battle', ctx.witnesses([pos.hexId], players), summary, { rule: 'GD §11.6', data: { battle: id } });
  ctx.event('battle-report', players, `${summary}; losses ${battle.sides.map((s) => `${s.name} $${result?.losses[s.id] ?? 0}`).join(', ')}`, { rule: 'GD §11.6', data: { battle: id } });
  // G-v: VP chits (GD §5.3).
  for (const v of result?.vp ?? []) {
    const party = v.sideId === attacker.id ? attacker : defender;
    let total = v.total;
    if (ctx.world.rules.tacticalNeedsWin && result?.winnerId !== v.sideId) total -= v.tactical;
    if (ctx.world.rules.alienVp === 'extra' && v.strategic > 0 && (v.sideId === attacker.id ? defender : attacker).nonPlayer === 'alien') total += 1;
    if (total <= 0) continue;
    for (const owner of party.owners) {
      const p = ctx.player(owner);
      if (!p) continue;
      p.vpChits += total;
      ctx.event('vp', [owner], `${total} VP chit${total === 1 ? '' : 's'} for the ${kind} battle at ${battle.where}: ${v.reasons.join('; ')}`, { rule: 'GD §5.3' });
    }
  }
  ctx.checkpoint({ battle: id });
  return { battle: out.battle, log: out.log, winner, stopped: false };
}

/** Applies a finished battle to the world: losses, carried units, GBDS, ODS, Shipyards, MIs. */
function applyBattle(ctx: TurnContext, battle: Battle, pos: Position): void {
  const result = battle.result;
  if (!result) return;
  const dead = new Set(battle.combatants.filter((c) => c.destroyed).map((c) => c.id));
  for (const c of battle.combatants) {
    if (UNIT_TYPES[c.code as keyof typeof UNIT_TYPES]?.code === 'BB' && c.ref) ctx.fought.add(c.ref);
    if (!c.destroyed || !c.ref) continue;
    const planet = ctx.planet(c.ref);
    if (planet) {
      if (c.code === 'GBDS') {
        planet.gbds = Math.max(0, planet.gbds - 1);
        planet.extraGbds = false;
      } else if (c.code === 'ODS') planet.ods = null;
      else if (c.code === 'SY') planet.shipyards = Math.max(0, planet.shipyards - 1);
      else if (c.code === 'MI') {
        if (planet.mis > 0) planet.mis -= 1;
        else planet.homeguard = Math.max(0, planet.homeguard - 1);
      }
    }
  }
  // Neutral garrison ships lost.
  for (const pl of ctx.planetsAt(pos)) {
    if (!pl.garrison) continue;
    const next: Record<string, number> = {};
    for (const c of battle.combatants.filter((x) => x.id.startsWith(`${pl.id}.N.`) && !x.destroyed && !x.fighter)) next[c.code] = (next[c.code] ?? 0) + 1;
    const ftr = battle.combatants.filter((x) => x.id.startsWith(`${pl.id}.N.`) && x.fighter && !x.destroyed).length;
    if (ftr > 0) next.Ftr = Math.min(ftr, (next.CV ?? 0) * 12);
    pl.garrison = next;
  }
  // Ships destroyed (with what they carried, GD §11.3 iv); survivors' carried units per §11.4.1.
  const shipIds = new Set(battle.combatants.filter((c) => c.ref && ctx.unit(c.ref) && c.id === c.ref).map((c) => c.id));
  ctx.world.units = ctx.world.units.filter((u) => !(shipIds.has(u.id) && dead.has(u.id)));
  for (const s of battle.sides) {
    const carried = result.carried[s.id];
    if (!carried) continue;
    const survivors = battle.combatants.filter((c) => c.sideId === s.id && !c.destroyed && c.id === c.ref).map((c) => ctx.unit(c.id)).filter((u): u is NonNullable<typeof u> => !!u);
    for (const u of survivors) {
      u.mi = 0;
      u.ftr = 0;
    }
    board(survivors, 'mi', carried.miAfter);
    board(survivors, 'ftr', carried.ftrAfter);
  }
  dropEmptyFleets(ctx.world);
}
