/**
 * A Dark Nebula run as the shared turn runner shows it (renderer/features/turn/run-view.ts):
 * every phase of the game turn a step, with its events worded as the GM reads them, who is told,
 * its dice (keyed as a GM override names them) and the order lines it refused.
 */
import type { DnEvent } from '../../../../shared/rulesets/dark-nebula/engine/context';
import { dieKey, type TurnResult } from '../../../../shared/rulesets/dark-nebula/engine/run-turn';
import { phaseDef, phaseKey, turnSteps } from '../../../../shared/rulesets/dark-nebula/engine/sequence';
import type { Side } from '../../../../shared/rulesets/dark-nebula/model';
import type { RunEventReader, RunStep, RunWarning } from '../../../features/turn/run-view';

const PLAYER: Record<Side, string> = { human: 'Human', aslan: 'Aslan' };

/** "Human player turn" for a phase key "t3.human.combat1" (the reaction phases belong to the player turn they happen in). */
export function phaseLabel(key: string): string {
  const player = key.split('.')[1] as Side;
  return `${PLAYER[player] ?? player} player turn`;
}

export function stepTitle(key: string): string {
  const phase = key.split('.')[2];
  return phase ? phaseDef(phase as never).title : key;
}

/** The order lines a run refused, and rulings it left to the GM, as warnings. */
export function warningsOf(events: readonly DnEvent[], names: Record<Side, string>): RunWarning[] {
  return events
    .filter((e) => e.kind === 'order-error' || e.kind === 'gm-ruling' || e.kind === 'gm-override-refused' || e.kind === 'battle-limit' || e.kind === 'order-refused')
    .map((e) => ({ code: e.kind === 'order-error' || e.kind === 'order-refused' ? 'ORDER' : 'GM', step: stepTitle(e.phase), where: e.side === 'aslan' || e.side === 'human' ? names[e.side] : undefined, message: e.text }));
}

/** Every phase of the turn, those the run did not reach marked so. */
export function runSteps(turn: number, run: TurnResult, names: Record<Side, string>): RunStep<DnEvent>[] {
  const byKey = new Map(run.steps.map((s) => [s.key, s]));
  const last = run.steps.at(-1)?.key;
  return turnSteps(turn).map((cursor) => {
    const key = phaseKey(cursor);
    const step = byKey.get(key);
    return {
      id: key,
      label: phaseLabel(key),
      title: stepTitle(key),
      notRun: !step,
      stoppedHere: !run.complete && !run.stopped && key === last,
      events: step?.events ?? [],
      dice: (step?.dice ?? []).map((d) => ({ key: `${dieKey(key, d.seq)} ${d.purpose}`, sides: d.die === '2d6' ? 12 : 6, value: d.result - d.modifiers.reduce((a, m) => a + m.value, 0), forced: d.forced })),
      warnings: warningsOf(step?.events ?? [], names),
    };
  });
}

export function eventReader(names: Record<Side, string>, sideOfPlayer: (playerId: string) => Side | undefined): RunEventReader<DnEvent> {
  return {
    key: (e) => e.seq,
    kind: (e) => e.kind,
    describe: (e) => e.text,
    toldTo: (e) => e.visibleTo.map((s) => names[s]),
    about: (e, playerId) => {
      const side = sideOfPlayer(playerId);
      return !!side && (e.visibleTo.includes(side) || e.side === side);
    },
    note: (e) => (e.die?.override ? `GM override: ${e.die.override.note}` : e.kind === 'gm-override' ? 'GM override' : undefined),
  };
}
