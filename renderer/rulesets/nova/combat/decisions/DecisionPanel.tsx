/**
 * "I decide": the decision the battle waits for, as a form filled with what the default tactics
 * would choose, checked live with the engine's validators. Decide (Enter) stores the answer as a
 * hand step of the battle record and resolves on to the next decision; Ctrl+Z (the Battle
 * screen's undo) removes the last decision and replays from the seed.
 */
import { Alert, Badge, Button, Group, Kbd, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { RoundDecisions } from '../../../../../shared/rulesets/nova/combat/decisions';
import type { ForcedDie } from '../../../../../shared/rulesets/nova/combat/dice';
import { stepBattle, undoStep, type BattleRecord } from '../../db/battles';
import { getDb } from '../../../../db/database';
import { describeStorageError } from '../../../../db/save-status';
import type { BattleStep, Replay } from '../../../../../shared/rulesets/nova/combat/battle-record';
import { readForcedDice } from '../forced-dice';
import { checkDecision, DECISION_TITLES, fireRows, proposeDecision, rowsToFire, type FireRow } from '../../../../../shared/rulesets/nova/combat/decision-forms';
import { DecisionForm } from './DecisionForm';
import { decideStep, finishStep, handDecisions } from '../../../../../shared/rulesets/nova/combat/hand-steps';
import { ThrustPreviewBoard } from './ThrustPreviewBoard';

/** Decisions listed under the panel (the latest). */
const SHOWN = 8;

interface Draft {
  key: string;
  decided: RoundDecisions;
  rows: FireRow[];
}

export function DecisionPanel({ gameId, record, replay, diceText = '', onDiceUsed }: { gameId: string; record: BattleRecord; replay: Replay; diceText?: string; onDiceUsed?: () => void }) {
  const pending = replay.pending;
  const battle = replay.battle;
  const key = pending ? `${record.steps.length}/${pending.round}/${pending.kind}` : '';
  const fresh = (): Draft => {
    const decided = pending ? proposeDecision(battle, pending) : {};
    return { key, decided, rows: pending?.kind === 'fire' ? fireRows(battle, decided.fire ?? []) : [] };
  };
  const [draft, setDraft] = useState<Draft>(fresh);
  const [busy, setBusy] = useState(false);
  /** What the last button did, shown under the panel (the panel itself moves on to the next decision). */
  const [last, setLast] = useState('');
  // A new stop (or a step undone): start again from the tactics' proposal.
  const current = draft.key === key ? draft : fresh();
  if (current !== draft) setDraft(current);
  const answer: RoundDecisions = pending?.kind === 'fire' ? { fire: rowsToFire(current.rows) } : current.decided;
  const check = pending ? checkDecision(battle, pending.kind, answer) : null;

  const take = async (step: (forced: ForcedDie[]) => BattleStep, done: string) => {
    if (busy) return;
    const forced = readForcedDice(diceText);
    if (!forced.ok) {
      notifications.show({ color: 'red', title: 'The dice do not read', message: forced.problems.join('; ') });
      return;
    }
    setBusy(true);
    try {
      await stepBattle(getDb(), gameId, record.id, step(forced.dice));
      onDiceUsed?.();
      setLast(done);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    } finally {
      setBusy(false);
    }
  };
  const decide = () => {
    if (!pending || !check) return;
    if (!check.ok) {
      notifications.show({ color: 'red', title: 'This decision breaks the rules', message: check.reason });
      return;
    }
    void take((forced) => decideStep(pending, answer, forced), `Round ${pending.round}: ${pending.kind} decided`);
  };
  const tactics = () => pending && void take((forced) => decideStep(pending, proposeDecision(battle, pending), forced, 'tactics'), `Round ${pending.round}: ${pending.kind} decided by the default tactics`);
  const finish = () => void take((forced) => finishStep(forced), 'Finished with the default tactics');
  const undo = async () => {
    if (busy || record.steps.length === 0) return;
    try {
      await undoStep(getDb(), gameId, record.id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
    }
  };
  // Enter on a focused button is that button's; in a field the form submits.
  useHotkeys([['Enter', decide]], ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

  if (!pending) return null;
  const made = handDecisions(record.steps);
  return (
    <Paper withBorder p="sm" data-testid="decision-panel">
      <form onSubmit={(e) => { e.preventDefault(); decide(); }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="xs">
              <Badge color="grape">round {pending.round}</Badge>
              <Title order={4} data-testid="decision-title">{DECISION_TITLES[pending.kind]}</Title>
            </Group>
            <Text size="xs" c="dimmed">Filled with what the default tactics would choose.</Text>
          </Group>
          {pending.kind === 'thrust' && <ThrustPreviewBoard battle={battle} thrust={current.decided.thrust ?? {}} />}
          <DecisionForm battle={battle} kind={pending.kind} decided={current.decided} rows={current.rows} onChange={(decided, rows) => setDraft({ key, decided, rows })} />
          {check && !check.ok && <Alert color="red" variant="light" title="Not allowed" data-testid="decision-problem">{check.reason}</Alert>}
          {check && check.ok && check.warnings.length > 0 && <Alert color="yellow" variant="light" data-testid="decision-warning">{check.warnings.join('; ')}</Alert>}
          <Group justify="space-between">
            <Group gap="xs">
              <Tooltip label={<><Kbd>Enter</Kbd> stores this decision and resolves on to the next one</>}>
                <Button type="submit" loading={busy} disabled={check?.ok === false}>Decide</Button>
              </Tooltip>
              <Button variant="default" onClick={tactics} disabled={busy}>Let the tactics decide this one</Button>
              <Button variant="default" onClick={finish} disabled={busy}>Finish with default tactics</Button>
            </Group>
            <Tooltip label={<>Removes the last decision and replays from the seed <Kbd>Ctrl</Kbd>+<Kbd>Z</Kbd></>}>
              <Button variant="subtle" onClick={() => void undo()} disabled={busy || record.steps.length === 0}>Undo last decision</Button>
            </Tooltip>
          </Group>
          {made.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="decisions-made">
              Decided so far: {made.length > SHOWN ? `(${made.length - SHOWN} earlier) ` : ''}
              {made.slice(-SHOWN).map((d) => `R${d.round} ${d.kinds.join('+')}${d.by === 'tactics' ? ' (tactics)' : ''}`).join(' · ')}
              {last ? ` — ${last}` : ''}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
