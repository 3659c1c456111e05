/**
 * Battle reports for one empire (NOVA: 7.4): only battles it may know of (the event's
 * audience: its surviving ships or TC reports were there), only what it saw: its own ships
 * by name, alien ships counted and described by what sensors showed, the other side by the
 * empire's alias or as "alien".
 */
import type { TurnEvent } from '../turn/events';
import { text, type BattleReport, type BattlesSection, type Run } from './packet-model';
import { aliensDestroyed } from './sitrep';
import type { Namer } from './viewer';

type Battle = Extract<TurnEvent, { kind: 'battle' }>;

const join = (parts: Run[][], sep = ', '): Run[] => parts.flatMap((p, i) => (i > 0 ? [text(sep), ...p] : p));

export function battleReports(events: readonly TurnEvent[], namer: Namer, turn: number): BattlesSection {
  const reports: BattleReport[] = [];
  for (const e of events) {
    if (e.kind !== 'battle' || !e.audience.includes(namer.viewer)) continue;
    reports.push(battleReport(e, namer, turn));
  }
  return { kind: 'battles', title: 'Battle reports', reports, empty: 'No battle your forces saw this turn.' };
}

function battleReport(e: Battle, namer: Namer, turn: number): BattleReport {
  const title: Run[] = [namer.system(e.systemId), text(` — ${e.battleKind === 'surface' ? 'surface' : 'space'} combat, turn ${turn}`)];
  const lines: Run[][] = [];
  const opponents = e.otherEmpireIds.map((id) => [namer.empire(id, e.aliases)]);
  lines.push([text('Against: '), ...(opponents.length ? join(opponents) : [text('alien')])]);
  const r = e.result;
  if (!r) {
    lines.push([text('Not fought yet: the GM will resolve it (BT).')]);
    return { battleId: e.battleId, title, lines };
  }
  lines.push([text(`${r.how === 'entered' ? 'Fought on the table, result entered by the GM' : 'Resolved by the GM'}${r.rounds ? `, ${r.rounds} round${r.rounds === 1 ? '' : 's'}` : ''}.`)]);
  const ownLost = r.destroyed.filter((id) => namer.isOwnUnit(id));
  const alienLost = aliensDestroyed(r, namer);
  if (ownLost.length) lines.push([text("Your ships X'd: "), ...namer.units(ownLost)]);
  for (const d of r.damaged.filter((d) => namer.isOwnUnit(d.unitId))) lines.push([namer.unit(d.unitId), text(` Dmg'd (${d.damage})`)]);
  if (alienLost) lines.push([text(`Alien ships X'd: ${alienLost}AS`)]);
  const alienDamaged = r.damaged.filter((d) => !namer.isOwnUnit(d.unitId)).length;
  if (alienDamaged) lines.push([text(`Alien ships damaged: ${alienDamaged}AS`)]);
  const seen = (r as { seen?: { category?: unknown; attributes?: unknown; destroyed?: unknown }[] }).seen;
  if (Array.isArray(seen) && seen.length) {
    // NOVA: 7.3 `FG(IE2,BL20,SL24,EW2)`: what this empire's ships observed of each alien ship; X'd when destroyed.
    lines.push([text('Seen: '), text(seen.map((s) => `${String(s.category ?? '?')}(${Array.isArray(s.attributes) ? s.attributes.join(',') : ''})${s.destroyed === true ? " X'd" : ''}`).join(', '))]);
  }
  const ownRetreated = r.retreated.filter((id) => namer.isOwnUnit(id));
  if (ownRetreated.length) lines.push([text('Your ships retreated: '), ...namer.units(ownRetreated)]);
  const alienRetreated = r.retreated.length - ownRetreated.length;
  if (alienRetreated) lines.push([text(`Alien ships retreated: ${alienRetreated}AS`)]);
  for (const c of r.captured ?? []) {
    if (namer.isOwnUnit(c.unitId)) lines.push([namer.unit(c.unitId), text(' captured')]);
    else if (c.empireId === namer.viewer) lines.push([text('1AS captured by your forces')]);
  }
  if (r.holder !== undefined && r.holder !== null) lines.push([text('The system is held by '), namer.empire(r.holder, e.aliases), text('.')]);
  return { battleId: e.battleId, title, lines };
}
