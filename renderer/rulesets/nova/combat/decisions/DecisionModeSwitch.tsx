/**
 * "Default tactics / I decide": in "I decide" the battle runs without tactics and stops at every
 * decision (the DecisionPanel asks it); back to "Default tactics", the tactics play the rest of
 * the current round and Next round / Resolve automatically go on as before.
 */
import { SegmentedControl, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { stepBattle, type BattleRecord } from '../../db/battles';
import { getDb } from '../../../../db/database';
import { describeStorageError } from '../../../../db/save-status';
import type { Replay } from '../../../../../shared/rulesets/nova/combat/battle-record';
import { decidingByHand, startDecidingStep } from '../../../../../shared/rulesets/nova/combat/hand-steps';

export function DecisionModeSwitch({ gameId, record, replay }: { gameId: string; record: BattleRecord; replay: Replay }) {
  const [busy, setBusy] = useState(false);
  const byHand = decidingByHand(record.steps) && replay.state === 'waiting';
  const open = replay.state === 'set up' || replay.state === 'in progress' || replay.state === 'waiting';
  const change = async (value: string) => {
    if (busy || (value === 'hand') === byHand) return;
    setBusy(true);
    try {
      if (value === 'hand') await stepBattle(getDb(), gameId, record.id, startDecidingStep(replay.battle.round));
      else await stepBattle(getDb(), gameId, record.id, { until: Math.max(1, replay.battle.round) + 1, forced: [] });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={byHand ? 'Back to default tactics: they play the rest of this round' : 'Decide every thrust plot, fire allocation, echo and jump-out by hand'}>
      <SegmentedControl
        data-testid="decision-mode"
        aria-label="Who decides"
        disabled={!open || busy}
        value={byHand ? 'hand' : 'tactics'}
        data={[
          { value: 'tactics', label: 'Default tactics' },
          { value: 'hand', label: 'I decide' },
        ]}
        onChange={(v) => void change(v)}
      />
    </Tooltip>
  );
}
