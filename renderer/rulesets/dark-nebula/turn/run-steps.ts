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
      // Each face of a roll (a 2d6 is two d6), and each pick from a face-down pool (a "die" of the pool's size).
      dice: (step?.events ?? []).flatMap((e) => [
        ...(e.draws ?? []).map((w) => ({ key: `${dieKey(key, w.seq)} ${w.purpose} (face-down draw)`, sides: w.poolSize, value: w.index + 1, forced: w.forced })),
        ...(e.die ? e.die.raw.map((face, i) => ({ key: `${dieKey(key, e.die!.seq)}${e.die!.raw.length > 1 ? `.${i + 1}` : ''} ${e.die!.purpose}`, sides: 6, value: face, forced: e.die!.forced })) : []),
      ]),
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
