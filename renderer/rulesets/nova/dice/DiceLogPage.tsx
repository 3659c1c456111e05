import type { DiceRoll } from '../../../../shared/model/entities';
import { DiceLogScreen, type DieView } from '../../../features/dice-log/DiceLogScreen';
import type { ScreenProps } from '../../../ruleset';

/** A committed turn's die (shared/rulesets/nova/turn/commit.ts turnDiceRows): its step and whether the GM forced it. */
const describe = (roll: DiceRoll): DieView => {
  const r = roll as DiceRoll & { forced?: boolean; step?: string };
  return { forced: r.forced === true, result: r.step ? `step ${r.step}` : undefined };
};

/** Every die of every committed NOVA turn, from the turn sequence (battles keep theirs in the Combat screen). */
export function DiceLogPage({ game }: ScreenProps) {
  return <DiceLogScreen game={game} describe={describe} note="Each die's key names what it decided; a die the GM ruled is marked forced." empty="No dice yet: commit a turn on the Turn screen." />;
}
