import { useMemo } from 'react';
import type { DiceRoll } from '../../../../shared/model/entities';
import { diceFieldsSchema, KEY } from '../../../../shared/rulesets/galactic-domination/world/records';
import { DiceLogScreen, type DiceFilter, type DieView } from '../../../features/dice-log/DiceLogScreen';
import type { ScreenProps } from '../../../ruleset';

const fields = (roll: DiceRoll) => diceFieldsSchema.safeParse(roll[KEY]).data;

/** What a roll was for, by its roll group. */
function kindOf(group: string): string {
  if (/\.B\d+\.R\d+\./.test(group)) return 'battle';
  if (/\.(enc|neutral|discovery|sse|swirl|teleport)$/.test(group)) return 'encounter';
  if (group === 'shuffle') return 'shuffle';
  if (/\.escape\./.test(group) || /resource/.test(group)) return 'economy';
  return 'other';
}

const describe = (roll: DiceRoll): DieView => {
  const f = fields(roll);
  if (!f) return {};
  const faces = f.raw.length > 1 ? `faces ${f.raw.join(' ')}` : f.die === 'd10' && f.raw[0] === 0 ? 'face 0 (reads 10)' : '';
  return { forced: f.forced, modifiers: f.modifiers, result: [faces, f.group === 'shuffle' ? '' : f.group].filter(Boolean).join(' · ') };
};

/** Every die of the game (setup as turn 0), by turn, filtered by what it was rolled for: GD d10s face 0 reads 10 (§1.2). */
export function DiceLogPage({ game }: ScreenProps) {
  const filters = useMemo<DiceFilter[]>(
    () => [
      {
        label: 'Rolled for',
        placeholder: 'Everything',
        options: [
          { value: 'battle', label: 'Battles' },
          { value: 'encounter', label: 'Encounters and discoveries' },
          { value: 'economy', label: 'Economy (values, blockades)' },
          { value: 'shuffle', label: 'Deck shuffles' },
          { value: 'other', label: 'Other' },
        ],
        matches: (roll, value) => kindOf(fields(roll)?.group ?? '') === value,
      },
    ],
    [],
  );
  return <DiceLogScreen game={game} describe={describe} filters={filters} note="A d10 hits on a roll at or under the attack; its 0 face reads 10 (§1.2). Turn 0 is the setup; forced dice were typed from the players' own." empty="No dice yet: set up is done, play turn 1." testId="gd-dice" />;
}
