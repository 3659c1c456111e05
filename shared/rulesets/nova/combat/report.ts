/** Plain-text views of a battle: the log by round, the dice log, each ship's state. Pure; used by the CLI and exports. */
import { profileOf, type Battle, type ShipState } from './battle';
import { formatCritChart } from './critical-chart';
import type { DieEvent } from './dice';
import type { BattleEvent } from './log';
import { formatVector } from './movement';
import { ieWorking, jdWorking, slMax } from './ship-state';

export interface ShipSummary {
  id: string;
  name: string;
  side: string;
  status: string;
  sl: number;
  slMax: number;
  ta: number;
  sd: number;
  ssz: number;
  ie: string;
  jd: string;
  destroyed: string[];
  pos: { q: number; r: number };
  vector: string;
}

export function summarizeShip(s: ShipState): ShipSummary {
  const p = profileOf(s);
  return {
    id: s.id,
    name: s.name,
    side: s.side,
    status: s.status,
    sl: s.sl,
    slMax: slMax(s),
    ta: s.ta,
    sd: s.sd,
    ssz: p.ssz,
    ie: `${ieWorking(s)}/${p.ie}`,
    jd: `${jdWorking(s)}/${p.jd}`,
    destroyed: [...s.destroyed],
    pos: { ...s.pos },
    vector: formatVector(s.vel),
  };
}

/** The log, one line per event, with a heading per round. */
export function formatLog(events: readonly BattleEvent[]): string[] {
  const lines: string[] = [];
  let round = -1;
  for (const e of events) {
    if (e.round !== round) {
      round = e.round;
      lines.push(round === 0 ? 'Set-up' : `Round ${round}`);
    }
    lines.push(`  ${e.phase.padEnd(3)} ${e.text}`);
  }
  return lines;
}

export function formatDice(dice: readonly DieEvent[]): string[] {
  return dice.map((d) => `  R${d.round} ${d.phase.padEnd(3)} ${d.die.padEnd(5)} ${String(d.result).padStart(4)}${d.forced ? ' (forced)' : ''}  ${d.purpose}${d.modifiers.length ? `  [${d.modifiers.map((m) => `${m.label} ${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)}`).join(', ')}]` : ''}`);
}

export function formatShips(battle: Battle): string[] {
  const lines = ['ship           side        status     SL     TA  SD/SSZ  IE   JD   destroyed'];
  for (const s of battle.ships) {
    const x = summarizeShip(s);
    lines.push(
      `${x.name.slice(0, 14).padEnd(14)} ${x.side.slice(0, 11).padEnd(11)} ${x.status.padEnd(9)} ${`${x.sl}/${x.slMax}`.padStart(6)} ${String(x.ta).padStart(4)} ${`${x.sd}/${x.ssz}`.padStart(7)}  ${x.ie.padEnd(4)} ${x.jd.padEnd(4)} ${x.destroyed.join(' ') || '–'}`,
    );
  }
  return lines;
}

/** A ship's critical-hit chart in the book's notation. */
export function formatShipChart(s: ShipState): string {
  return `${s.name}: ${formatCritChart(s.critChart).join(', ')}`;
}
