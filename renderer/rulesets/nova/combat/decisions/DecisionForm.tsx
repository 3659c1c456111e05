/** The form of one kind of decision (thrust, fire, echoes, jumps, loss of detection, launch, pick-ups). */
import type { Battle } from '../../../../../shared/rulesets/nova/combat/battle';
import type { DecisionKind, RoundDecisions } from '../../../../../shared/rulesets/nova/combat/decisions';
import type { FireRow, JumpChoice } from '../../../../../shared/rulesets/nova/combat/decision-forms';
import { EchoForm } from './EchoForm';
import { FireForm } from './FireForm';
import { JumpForm } from './JumpForm';
import { LaunchForm } from './LaunchForm';
import { LossOfDetectionForm } from './LossOfDetectionForm';
import { PickUpForm } from './PickUpForm';
import { ThrustForm } from './ThrustForm';

export function DecisionForm({ battle, kind, decided, rows, onChange }: { battle: Battle; kind: DecisionKind; decided: RoundDecisions; rows: FireRow[]; onChange: (decided: RoundDecisions, rows: FireRow[]) => void }) {
  switch (kind) {
    case 'thrust':
      return <ThrustForm battle={battle} thrust={decided.thrust ?? {}} onChange={(thrust) => onChange({ ...decided, thrust }, rows)} />;
    case 'fire':
      return <FireForm battle={battle} rows={rows} onChange={(next) => onChange(decided, next)} />;
    case 'echoes':
      return <EchoForm battle={battle} echoes={decided.echoes ?? {}} onChange={(echoes) => onChange({ ...decided, echoes }, rows)} />;
    case 'jumps':
      return <JumpForm battle={battle} jumps={(decided.jumps ?? {}) as Record<string, JumpChoice>} onChange={(jumps) => onChange({ ...decided, jumps }, rows)} />;
    case 'lossOfDetection':
      return <LossOfDetectionForm battle={battle} choice={decided.lossOfDetection ?? {}} directions={decided.meetingDirections ?? {}} onChange={(lossOfDetection, meetingDirections) => onChange({ ...decided, lossOfDetection, meetingDirections }, rows)} />;
    case 'launch':
      return <LaunchForm battle={battle} launch={decided.launch ?? []} onChange={(launch) => onChange({ ...decided, launch }, rows)} />;
    case 'pickUps':
      return <PickUpForm battle={battle} pickUps={decided.pickUps ?? {}} onChange={(pickUps) => onChange({ ...decided, pickUps }, rows)} />;
  }
}
