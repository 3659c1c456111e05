import { Button, Group, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { navigate } from '../../../navigation/router';
import { getDb } from '../../../db/database';
import type { Game } from '../../../../shared/model/entities';
import { backupArchiveChunks, backupUsage, downloadBackup, listBackups } from '../../../db/backups';
import { getPlatform } from '../../../platform';
import { importArchiveChunks } from '../../../features/archive/archive-actions';
import { when } from './turn-view';
import { useRulesetRules } from '../../../ruleset';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** The game's automatic backups (written before every commit and reopen), each saved as an archive on demand. */
export function BackupList({ game }: { game: Game }) {
  const gameId = game.id;
  const rulesets = useRulesetRules();
  const db = getDb();
  const backups = useLiveQuery(() => listBackups(db, gameId), [gameId]);
  const usage = useLiveQuery(() => backupUsage(db, game), [gameId, game.settings]);
  if (!backups) return null;
  const save = async (id: string) => {
    try {
      await downloadBackup(db, gameId, id, getPlatform(), rulesets);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The backup was not saved', message: error instanceof Error ? error.message : String(error) });
    }
  };
  /** The backup as a new game of the library ("… (imported)"): the game itself is not touched. */
  const openCopy = async (id: string, reason: string) => {
    const chunks = await backupArchiveChunks(db, gameId, id, rulesets);
    if (!chunks) return notifications.show({ color: 'red', title: 'The backup was not opened', message: 'This backup no longer exists.' });
    const copyId = await importArchiveChunks(`the backup ${reason}`, chunks, rulesets);
    if (copyId) navigate({ page: 'game', gameId: copyId, screen: 'dashboard' });
  };
  return (
    <div>
      <Title order={4}>Automatic backups</Title>
      <Text size="sm" c="dimmed" mb="xs">
        The game as it was before each commit and reopen; each backup keeps only what changed since the one before it. Open one as a copy to look at the game as it was, or save it as a file.
      </Text>
      {usage && (
        <Text size="sm" mb="xs" data-testid="backup-usage">
          {usage.count} backups take {mb(usage.bytes)} of the {mb(usage.budgetBytes)} this game allows them (at most {usage.kept} kept; Settings, Automatic backups). The oldest are removed first.
        </Text>
      )}
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
                <Table.Td ta="right">{b.seq === 0 ? 'whole game' : 'changes'}</Table.Td>
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
