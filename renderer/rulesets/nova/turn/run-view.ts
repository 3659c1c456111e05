/**
 * NOVA's run as the shared turn runner shows it (renderer/features/turn/run-view.ts): the steps
 * A–L and the end of the turn, each event worded by describe.ts in the GM's names.
 */
import { describeEvent, type EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { NumberedEvent, TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import { STEP_TITLES, TURN_STEPS, type TurnStep, type TurnWarning } from '../../../../shared/rulesets/nova/turn/types';
import type { RunEventReader, RunStep, RunWarning } from '../../../features/turn/run-view';

export const stepLabel = (step: TurnStep) => (step === 'end' ? 'End of turn' : `Step ${step}`);

/** Every step of the sequence, those the run did not reach marked so. */
export function runSteps(run: TurnRun, names: EventNames): RunStep<NumberedEvent>[] {
  const stoppedIndex = run.stoppedAt ? TURN_STEPS.indexOf(run.stoppedAt) : TURN_STEPS.length;
  return TURN_STEPS.map((step, index) => {
    const report = run.steps.find((s) => s.step === step);
    return {
      id: step,
      label: stepLabel(step),
      title: STEP_TITLES[step],
      notRun: index > stoppedIndex || !report,
      stoppedHere: run.stoppedAt === step,
      events: report?.events ?? [],
      dice: report?.rolls ?? [],
      warnings: novaWarnings(report?.warnings ?? [], names),
    };
  });
}

/** How the runner reads NOVA's events; `battleNotes`: battle id → the note of its result's ruling (how it was settled). */
export function eventReader(names: EventNames, battleNotes: Readonly<Record<string, string>> = {}): RunEventReader<NumberedEvent> {
  return {
    key: (e) => e.seq,
    kind: (e) => e.kind,
    describe: (e) => describeEvent(e, names),
    toldTo: (e) => e.audience.map((id) => names.empire(id)),
    about: (e, empireId) => e.empireId === empireId || e.audience.includes(empireId),
    note: (e) => (e.kind === 'battle' && e.result ? battleNotes[e.battleId] : undefined),
  };
}

/** NOVA's warnings with their step and where (the empire, unless the message starts with it, and the system). */
export function novaWarnings(warnings: readonly TurnWarning[], names: EventNames): RunWarning[] {
  return warnings.map((w) => {
    const empire = w.empireId ? names.empire(w.empireId) : null;
    const where = [empire && !w.message.startsWith(empire) ? empire : null, w.systemId ? names.system(w.systemId) : null].filter(Boolean).join(', ');
    return { code: w.code, step: w.step === 'end' ? 'End' : w.step, ...(where ? { where } : {}), message: w.message };
  });
}
