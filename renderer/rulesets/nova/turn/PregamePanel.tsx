import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Game } from '../../../../shared/model/entities';
import { getDb } from '../../../db/database';
import { startFirstTurn } from '../db/turns';
import { NOVA } from '../../../../shared/rulesets/nova/ruleset';
import { ChecklistList, useGameChecklist } from '../../../features/dashboard/GameChecklist';

/** The Turn screen of a game still in its pregame (turn 0): start turn 1 once the empires are set up (NOVA: 8.3). */
export function PregamePanel({ game }: { game: Game }) {
  const items = useGameChecklist(game, NOVA);
  const missing = (items ?? []).filter((i) => !i.done);
  const start = () =>
    modals.openConfirmModal({
      title: 'Start turn 1',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            The pregame ends and the game moves to turn 1, whose orders the Turn screen runs. What the rules make of the pregame is carried out now (NOVA 8.4): a Home Star without its
            established IC and 2 SDUs gets them, an empire without its portable IC gets one, each Home Star gets the Type its empire chose (VARIABLE HOMESTAR), and a treasury still at 0
            gets the MCr the pregame leaves (saved for turn one). Everything else stays as it is.
          </Text>
          {missing.length > 0 && (
            <Alert color="red" title={`${missing.length} thing${missing.length === 1 ? ' is' : 's are'} still missing`} data-testid="start-missing">
              <ChecklistList game={game} items={missing} />
            </Alert>
          )}
        </Stack>
      ),
      labels: { confirm: missing.length > 0 ? 'Start turn 1 anyway' : 'Start turn 1', cancel: 'Cancel' },
      confirmProps: { color: missing.length > 0 ? 'red' : undefined },
      onConfirm: async () => {
        try {
          const notes = await startFirstTurn(getDb(), game.id);
          if (notes.length > 0) notifications.show({ title: 'Turn 1 started', message: notes.join('\n'), autoClose: false, style: { whiteSpace: 'pre-line' } });
        } catch (error) {
          notifications.show({ color: 'red', title: 'Turn 1 was not started', message: error instanceof Error ? error.message : String(error) });
        }
      },
    });
  return (
    <Stack data-testid="turn-pregame">
      <Title order={1}>Pregame</Title>
      <Card withBorder>
        <Text mb="sm">
          This game is still in its pregame: set up the map, the empires, their pregame technology and starting forces (Map and Empires screens). When everything is ready and the players have their first order sheets, start turn 1.
        </Text>
        {items && (
          <Stack gap={4} mb="sm" data-testid="pregame-checklist">
            <ChecklistList game={game} items={items} />
          </Stack>
        )}
        <Button onClick={start} data-testid="start-turn-1">
          Start turn 1…
        </Button>
      </Card>
    </Stack>
  );
}
