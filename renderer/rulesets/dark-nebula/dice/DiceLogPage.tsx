import type { DiceRoll } from '../../../../shared/model/entities';
import { diceFieldsSchema } from '../../../../shared/rulesets/dark-nebula/records/schemas';
import { DiceLogScreen, type DiceFilter, type DieView } from '../../../features/dice-log/DiceLogScreen';
import type { ScreenProps } from '../../../ruleset';

const PHASES: readonly { value: string; label: string }[] = [
  { value: 'setup', label: 'Setup' },
  { value: 'mp', label: 'Maintenance & production' },
  { value: 'move', label: 'Movement (jump checks)' },
  { value: 'combat', label: 'Combat (all three subphases)' },
  { value: 'end', label: 'End of turn' },
];

function fields(roll: DiceRoll) {
  const parsed = diceFieldsSchema.safeParse((roll as Record<string, unknown>).darkNebula);
  return parsed.success ? parsed.data : null;
}

/** One die as the log reads it: the roll's modifiers and total (a 2d6 shows on each of its two rows), forced dice, the GM's override and note. */
function describe(roll: DiceRoll): DieView {
  const f = fields(roll);
  if (!f) return {};
  if (f.die === 'draw') return { forced: f.forced, result: `counter ${f.raw[0]} of ${f.poolSize ?? roll.sides} drawn face down${f.override ? ` · GM choice: ${f.override.note}` : ''}` };
  const total = f.die === '2d6' ? `2d6 ${f.raw.join('+')}` : '';
  return {
    forced: f.forced,
    modifiers: f.index === 0 ? f.modifiers : [],
    result: `${f.index === 0 ? `= ${f.result}${total ? ` (${total})` : ''}` : '(second die)'}${f.override ? ` · GM override of ${f.override.rolled.join('+')}: ${f.override.note}` : ''}`,
    discarded: f.index > 0,
  };
}

const phaseFilter: DiceFilter = {
  label: 'Phase',
  placeholder: 'Every phase',
  options: PHASES,
  matches(roll, value) {
    const phase = fields(roll)?.phase ?? '';
    if (value === 'setup') return phase.endsWith('.setup');
    if (value === 'move') return /move|reaction-move/.test(phase);
    if (value === 'combat') return /combat/.test(phase);
    if (value === 'end') return /end-/.test(phase);
    return phase.endsWith(`.${value}`);
  },
};

/** Every die of the game (setup and committed turns), filtered by turn, purpose and phase. */
export function DiceLogPage({ game }: ScreenProps) {
  return (
    <DiceLogScreen
      game={game}
      describe={describe}
      filters={[phaseFilter]}
      note="A roll’s modifiers and total are on its first die; a GM override keeps the faces rolled and the note. The open turn’s dice are on the Turn screen until it is committed."
      empty="No dice yet: the setup's draws and each committed turn's rolls appear here."
      testId="dn-dice-log"
    />
  );
}
