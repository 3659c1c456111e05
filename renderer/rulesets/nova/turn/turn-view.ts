/**
 * What the Turn screen shows, computed from a dry run: names for ids, the warnings at the
 * top (the engine's, plus an empire with no orders and a battle waiting), and the GM's
 * rulings as a list with a way to take one back.
 */
import { describeBattleResult, worldNames, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import { PAPER_FINE_LABEL, PAPER_FINE_UNIT } from '../../../../shared/rulesets/nova/turn/paper-fines';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { EmpireOrders, TurnDecisions, TurnWarning, TurnWorld } from '../../../../shared/rulesets/nova/turn/types';

/**
 * GM names over the world before and after the run; `unitNames` (the run's, or a committed
 * turn's) names every unit the run saw, built or destroyed during it.
 */
export function runNames(start: TurnWorld, world: TurnWorld, unitNames: Readonly<Record<string, string>> = {}): EventNames {
  const seen = new Set(world.units.map((u) => u.id));
  const units = [...world.units, ...start.units.filter((u) => !seen.has(u.id))].map((u) => ({ id: u.id, name: unitNames[u.id] || u.name }));
  for (const [id, name] of Object.entries(unitNames)) if (!seen.has(id) && !start.units.some((u) => u.id === id)) units.push({ id, name });
  return worldNames({ systems: world.systems, empires: world.empires, units });
}

/** The owner of a unit, before or after the run. */
export function unitOwner(start: TurnWorld, world: TurnWorld): (unitId: string) => string | null {
  const owners = new Map<string, string>();
  for (const u of [...start.units, ...world.units]) owners.set(u.id, u.empireId);
  return (id) => owners.get(id) ?? null;
}

/** The warnings the GM reads first: no orders, battles waiting, then the engine's own. */
export function screenWarnings(run: TurnRun, orders: readonly EmpireOrders[], names: EventNames): TurnWarning[] {
  const out: TurnWarning[] = [];
  for (const o of orders) {
    if (o.missing) out.push({ step: 'A', code: 'NO-ORDERS', empireId: o.empireId, message: `${names.empire(o.empireId)} has no orders for turn ${run.turn}: the missed-turn rule applies (NOVA 6.3; Dashboard, "Missed turn…")` });
  }
  for (const b of run.pending) {
    out.push({
      step: run.stoppedAt ?? 'G',
      code: 'BATTLE-WAITING',
      systemId: b.systemId,
      message: `${b.kind === 'space' ? 'Space' : 'Surface'} battle at ${names.system(b.systemId)} (${b.empireIds.map((id) => names.empire(id)).join(' against ')}) needs a result: the turn stopped after step ${run.stoppedAt}`,
    });
  }
  return [...out, ...run.warnings];
}

export type RulingKind = 'dice' | 'contacts' | 'conditions' | 'battles' | 'positions' | 'retreats' | 'treasuries' | 'pillageWorlds' | 'gateEnds' | 'paperFines';

export const RULING_KIND_LABEL: Record<RulingKind, string> = {
  dice: 'Die',
  contacts: 'Contact result',
  conditions: 'Condition',
  battles: 'Battle outcome',
  positions: 'Unit position',
  retreats: 'Retreat destination',
  treasuries: 'Treasury',
  pillageWorlds: 'Pillage of a World',
  gateEnds: 'Control of a star gate end',
  paperFines: 'Paper fine',
};

export interface RulingRow {
  kind: RulingKind;
  key: string;
  /** What is ruled, in words. */
  target: string;
  value: string;
  note: string;
}

/** The pair key of a contact ruling (types.ts: `${systemId}:${empireA}:${empireB}`, ids sorted). */
export function contactKey(systemId: string, a: string, b: string): string {
  const [x, y] = [a, b].sort();
  return `${systemId}:${x}:${y}`;
}

/** Every ruling of the turn, in the order the kinds apply. */
export function rulingRows(decisions: TurnDecisions, names: EventNames): RulingRow[] {
  const rows: RulingRow[] = [];
  for (const [key, r] of Object.entries(decisions.dice ?? {})) rows.push({ kind: 'dice', key, target: key, value: String(r.value), note: r.note });
  for (const [key, r] of Object.entries(decisions.contacts ?? {})) {
    const [systemId = '', a = '', b = ''] = key.split(':');
    rows.push({ kind: 'contacts', key, target: `${names.empire(a)} and ${names.empire(b)} at ${names.system(systemId)}`, value: r.value, note: r.note });
  }
  for (const [key, r] of Object.entries(decisions.conditions ?? {})) {
    const cut = key.lastIndexOf(':');
    rows.push({ kind: 'conditions', key, target: `${names.empire(key.slice(0, cut))}, sheet line ${key.slice(cut + 1)}`, value: r.value ? 'met' : 'not met', note: r.note });
  }
  for (const [key, r] of Object.entries(decisions.battles ?? {})) {
    // Battle ids are `b.<turn>.<systemId>` (space, step G) and `s.<turn>.<systemId>` (surface, step I).
    const m = /^([bs])\.\d+\.(.+)$/.exec(key);
    // A second invader of one planet in a turn: `s.<turn>.<systemId>.<empireId>` (surface-invasions.ts).
    const rest = m?.[2] ?? '';
    const dot = rest.lastIndexOf('.');
    const split = m?.[1] === 's' && dot > 0 && names.system(rest) === rest;
    const where = split ? `${names.system(rest.slice(0, dot))} (invasion by ${names.empire(rest.slice(dot + 1))})` : names.system(rest);
    const target = m ? `${m[1] === 'b' ? 'Space' : 'Surface'} battle at ${where}` : key;
    rows.push({ kind: 'battles', key, target, value: describeBattleResult(r.value, names), note: r.note });
  }
  const after = (step: string) => (step === 'end' ? 'at the end of the turn' : `after step ${step}`);
  for (const [key, r] of Object.entries(decisions.positions ?? {})) rows.push({ kind: 'positions', key, target: names.unit(key), value: `${names.system(r.value.systemId)} ${after(r.value.afterStep)}`, note: r.note });
  for (const [key, r] of Object.entries(decisions.retreats ?? {})) rows.push({ kind: 'retreats', key, target: names.unit(key), value: names.system(r.value), note: r.note });
  for (const [key, r] of Object.entries(decisions.pillageWorlds ?? {})) {
    const [empireId = '', systemId = ''] = key.split(':');
    rows.push({ kind: 'pillageWorlds', key, target: `${names.system(systemId)} by ${names.empire(empireId)}`, value: r.value ? 'allowed although its militia stand' : 'refused', note: r.note });
  }
  for (const [key, r] of Object.entries(decisions.gateEnds ?? {})) rows.push({ kind: 'gateEnds', key, target: names.unit(key), value: `${names.empire(r.value)} after step G`, note: r.note });
  // NOVA: 6.1 PENALTIES: the MCr at the book's prices is shown by the run's paper-fine event; here the ruling as typed.
  for (const [key, r] of Object.entries(decisions.paperFines ?? {})) {
    const f = r.value;
    const counted = PAPER_FINE_UNIT[f.kind] ? `${f.count} ${PAPER_FINE_UNIT[f.kind]?.[f.count === 1 ? 0 : 1]}` : f.kind === 'designs' && f.count > 1 ? `${f.count} times` : '';
    const extra = f.extraMcr > 0 ? `${f.kind === 'copies' ? ' + ' : ''}${f.extraMcr} MCr${f.kind === 'copies' ? ' photocopy costs' : ''}` : '';
    rows.push({ kind: 'paperFines', key, target: names.empire(f.empireId), value: `${PAPER_FINE_LABEL[f.kind]}${counted || extra ? ': ' : ''}${counted}${extra}`, note: r.note });
  }
  for (const [key, r] of Object.entries(decisions.treasuries ?? {})) rows.push({ kind: 'treasuries', key, target: names.empire(key), value: `${r.value.mcr} MCr ${after(r.value.afterStep)}`, note: r.note });
  return rows;
}

/** The decisions without one ruling. */
export function withoutRuling(decisions: TurnDecisions, kind: RulingKind, key: string): TurnDecisions {
  const group = { ...(decisions[kind] ?? {}) } as Record<string, unknown>;
  delete group[key];
  const next = { ...decisions, [kind]: group } as TurnDecisions;
  if (Object.keys(group).length === 0) delete next[kind];
  return next;
}

/** Where the run went: "ran A to L and end", "stopped after G". */
export function runSummary(run: TurnRun): string {
  const events = `${run.events.length} event${run.events.length === 1 ? '' : 's'}, ${run.rolls.length} di${run.rolls.length === 1 ? 'e' : 'ce'}`;
  return run.stoppedAt ? `Stopped after step ${run.stoppedAt}: ${run.pending.length} battle${run.pending.length === 1 ? '' : 's'} waiting · ${events}` : `Ran steps A to L and the end of the turn · ${events}`;
}

/** A stored time as the GM reads it, in the machine's time zone: "22 Nov 2026, 05:16". */
export function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
