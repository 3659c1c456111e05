import { useMemo } from 'react';
import type { DiceRoll } from '../../../shared/model/entities';
import { DiceLogScreen, type DiceFilter, type DieView } from '../../features/dice-log/DiceLogScreen';
import type { ScreenProps } from '../../ruleset';
import { useBattle } from './useBattle';

interface DieFields {
  forced?: boolean;
  target?: number;
  modifiers?: { label: string; value: number }[];
  kept?: boolean;
  result?: string;
  shipId?: string | null;
  otherId?: string | null;
}

const fields = (roll: DiceRoll): DieFields => ((roll as Record<string, unknown>).starSectors ?? {}) as DieFields;

// A ship's CF and DF are values, not bonuses: shown without a sign.
const describe = (roll: DiceRoll): DieView => {
  const die = fields(roll);
  return {
    forced: die.forced,
    modifiers: die.modifiers?.map((m) => ({ ...m, signed: m.label !== 'CF' && m.label !== 'DF' })),
    target: die.target,
    result: die.result,
    discarded: die.kept === false,
  };
};

/** Every die of every round (Star Sectors: d12), filtered by ship and round: the shared dice log with Star Sectors' fields. */
export function DiceLogPage({ game }: ScreenProps) {
  const loaded = useBattle(game.id);
  const ships = loaded?.battle.ships;
  const filters = useMemo<DiceFilter[]>(
    () => [{ label: 'Ship', placeholder: 'All ships', options: (ships ?? []).map((s) => ({ value: s.id, label: `${s.id} · ${s.card.name}` })), matches: (roll, id) => fields(roll).shipId === id || fields(roll).otherId === id }],
    [ships],
  );
  if (!loaded) return null;
  return <DiceLogScreen game={game} turnWord="Round" describe={describe} filters={filters} note="Success is a roll at or under the number to roll." empty="No dice yet: resolve a round on the Round screen." testId="ss-dice" />;
}
