import { Text } from '@mantine/core';
import type { ScreenProps } from '../../../ruleset';
import { PregamePanel } from './PregamePanel';
import { TurnWorkspace } from './TurnWorkspace';

/**
 * The Turn screen (issue 6): dry run of the turn sequence A–L, battles, review per empire,
 * rulings, commit, history and reopening. The workspace starts afresh when the game's turn
 * changes (after a commit or a reopen).
 */
export function TurnPage({ game }: ScreenProps) {
  if (game.ruleset !== 'nova') return <Text>The Turn screen runs NOVA turns; this game is not a NOVA game.</Text>;
  if (game.turn === 0) return <PregamePanel game={game} />;
  return <TurnWorkspace key={game.turn} game={game} />;
}
