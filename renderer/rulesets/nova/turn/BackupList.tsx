import { Button, Group, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { navigate } from '../../../navigation/router';
import { getDb } from '../../../db/database';
import { BACKUPS_KEPT, downloadBackup, listBackups } from '../db/turns';
import { getPlatform } from '../../../platform';
import { importArchiveText } from '../../../features/archive/archive-actions';
import { when } from './turn-view';
import { useRulesetRules } from '../../../ruleset';

/** The game's automatic backups (written before every commit and reopen), each saved as an archive on demand. */
export function BackupList({ gameId }: { gameId: string }) {
  const rulesets = useRulesetRules();
  const db = getDb();
  const backups = useLiveQuery(() => listBackups(db, gameId), [gameId]);
  if (!backups) return null;
  const save = async (id: string) => {
    try {
      await downloadBackup(db, gameId, id, getPlatform());
    } catch (error) {
      notifications.show({ color: 'red', title: 'The backup was not saved', message: error instanceof Error ? error.message : String(error) });
    }
  };
  /** The backup as a new game of the library ("… (imported)"): the game itself is not touched. */
  const openCopy = async (id: string, reason: string) => {
    const row = await db.backups.get([gameId, id]);
    if (!row) return notifications.show({ color: 'red', title: 'The backup was not opened', message: 'This backup no longer exists.' });
    const copyId = await importArchiveText(`the backup ${reason}`, row.text, rulesets);
    if (copyId) navigate({ page: 'game', gameId: copyId, screen: 'dashboard' });
  };
  return (
    <div>
      <Title order={4}>Automatic backups</Title>
      <Text size="sm" c="dimmed" mb="xs">
        The whole game as an archive, written before each commit and reopen; the newest {BACKUPS_KEPT} are kept. Open one as a copy to look at the game as it was, or save it as a file.
      </Text>
      {backups.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <Table verticalSpacing={4} data-testid="backup-list">
          <Table.Tbody>
            {backups.map((b) => (
              <Table.Tr key={b.id} data-testid="backup-row">
                <Table.Td>{when(b.createdAt)}</Table.Td>
                <Table.Td>{b.reason}</Table.Td>
                <Table.Td ta="right">{Math.max(1, Math.round(b.size / 1024))} KB</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="end">
                    <Button size="compact-xs" variant="default" onClick={() => void openCopy(b.id, b.reason)}>
                      Open as a copy
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => void save(b.id)}>
                      Save as file…
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
