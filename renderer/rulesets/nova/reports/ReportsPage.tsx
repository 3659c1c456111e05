import { Center, Loader, Text } from '@mantine/core';
import type { ScreenProps } from '../../../ruleset';
import { ReportsWorkspace } from './ReportsWorkspace';
import { useGameRecords } from './useGameRecords';

/**
 * The Reports screen (issue 8): each empire's packet of a committed turn (or a dry-run
 * preview) exactly as it prints, its leak check, the GM's sitrep edits, print one, export
 * all, the GM's master report and a blank order sheet.
 */
export function ReportsPage({ game }: ScreenProps) {
  const records = useGameRecords(game.id);
  if (game.ruleset !== 'nova') return <Text>The Reports screen makes NOVA packets; this game is not a NOVA game.</Text>;
  if (records === undefined)
    return (
      <Center py="xl">
        <Loader aria-label="Reading the game" />
      </Center>
    );
  if (records === null) return <Text>This game no longer exists.</Text>;
  return <ReportsWorkspace records={records} />;
}
