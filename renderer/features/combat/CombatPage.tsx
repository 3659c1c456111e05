/** The NOVA Combat screen: the game's battles, and one battle's page when one is open. */
import { useState } from 'react';
import type { ScreenProps } from '../game/ScreenContent';
import { BattleList } from './BattleList';
import { BattlePage } from './BattlePage';

export function CombatPage({ game }: ScreenProps) {
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <BattlePage game={game} battleId={open} onBack={() => setOpen(null)} />;
  return <BattleList game={game} onOpen={setOpen} />;
}
