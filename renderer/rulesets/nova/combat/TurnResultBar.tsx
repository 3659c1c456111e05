/** For a battle of the turn: which turn battle it is, whether the turn has its result, and "Send result to the turn". */
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import type { Battle } from '../../../../shared/rulesets/nova/combat/battle';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';
import type { TurnSurfaceState } from '../../../../shared/rulesets/nova/turn/surface-battle';
import { getDb } from '../../../db/database';
import { describeStorageError } from '../../../db/save-status';
import { loadTurnDecisions } from '../db/turns';
import { sendTurnBattleResult } from './turn-battles';

export function TurnResultBar({ game, turnBattleId, turn, recordId, final, log }: { game: Game; turnBattleId: string; turn: number; recordId: string; final: Battle | TurnSurfaceState | null; log?: readonly BattleEvent[] }) {
  const db = getDb();
  const [busy, setBusy] = useState(false);
  const ruling = useLiveQuery(async () => (await loadTurnDecisions(db, game.id, turn)).battles?.[turnBattleId] ?? null, [game.id, turn, turnBattleId]);
  const thisTurn = turn === game.turn;
  const sentFromHere = ruling?.value.battleRecordId === recordId;

  const send = async () => {
    if (!final) return;
    setBusy(true);
    try {
      const result = await sendTurnBattleResult(db, game, turnBattleId, final, recordId, log);
      notifications.show({ color: 'green', title: 'Result sent to the turn', message: `${turnBattleId}: ${result.destroyed.length} destroyed, ${result.damaged.length} damaged, ${result.retreated.length} retreated. Run the turn again on the Turn screen to go on.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The result was not sent', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color={sentFromHere ? 'green' : 'blue'} variant="light" data-testid="turn-result-bar" p="xs">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">Battle <code>{turnBattleId}</code> of turn {turn}</Text>
          {ruling === undefined ? null : ruling === null ? (
            <Badge color="yellow">the turn waits for its result</Badge>
          ) : sentFromHere ? (
            <Badge color="green" data-testid="turn-result-sent">result in the turn</Badge>
          ) : (
            <Badge color="orange">the turn holds another result ({ruling.note})</Badge>
          )}
        </Group>
        {thisTurn ? (
          <Button size="xs" onClick={() => void send()} disabled={!final || busy} loading={busy} data-testid="send-turn-result">
            {sentFromHere ? 'Send the result again' : 'Send result to the turn'}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">turn {turn} is no longer the open turn</Text>
        )}
      </Group>
      {!final && thisTurn && <Text size="xs" c="dimmed" mt={4}>Resolve the battle first; its result can be sent when it is finished.</Text>}
    </Alert>
  );
}
