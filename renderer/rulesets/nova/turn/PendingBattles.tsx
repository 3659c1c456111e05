import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { runTurnResolvingBattles } from '../../../../shared/rulesets/nova/turn/auto-battles';
import { autoResolveBattle } from '../../../../shared/rulesets/nova/turn/battles';
import { combatSettingsOf } from '../../../../shared/rulesets/nova/combat/settings';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { QueuedBattle } from '../../../../shared/rulesets/nova/turn/types';
import { routeHref } from '../../../navigation/router';
import { getDb } from '../../../db/database';
import { setTurnDecision } from '../db/turns';
import { BattleOutcomeForm } from './BattleOutcomeForm';
import { BattleCauses } from './BattleCauses';
import type { TurnData } from './useTurnData';

/** The seed of a battle auto-resolved from a turn: the turn's dice seed and the battle's id, so it comes out the same every time. */
export const battleSeed = (run: TurnRun, battle: QueuedBattle) => `${run.diceSeed}/${battle.id}`;

/** Battles the run stopped for (NOVA: 6.2 G, I): auto-resolve, open in Combat, or enter the players' outcome. */
export function PendingBattles({ game, run, data, names }: { game: Game; run: TurnRun; data: TurnData; names: EventNames }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (run.pending.length === 0) return null;

  const autoResolve = async (battle: QueuedBattle) => {
    setBusy(battle.id);
    try {
      const resolved = autoResolveBattle(battle, run.world, battleSeed(run, battle), combatSettingsOf(game.settings));
      if (!resolved.ok) throw new Error(resolved.reason);
      await setTurnDecision(getDb(), game.id, run.turn, (d) => ({ ...d, battles: { ...d.battles, [battle.id]: { value: resolved.result, note: 'Resolved automatically with the default tactics' } } }));
      notifications.show({ color: 'green', title: 'Battle resolved', message: `${battle.id}: the dry run goes on from its result.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'The battle was not resolved', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  /** Every battle of the turn, G and I, with the default tactics (the run goes on and may find more). */
  const autoResolveAll = async () => {
    setBusy('all');
    try {
      const auto = runTurnResolvingBattles({ world: data.world, orders: data.orders, decisions: data.decisions, seed: game.seed, settings: game.settings });
      const found = auto.decisions.battles ?? {};
      await setTurnDecision(getDb(), game.id, run.turn, (d) => ({ ...d, battles: { ...found, ...d.battles } }));
      if (auto.failed.length > 0) notifications.show({ color: 'orange', title: 'Some battles need you', message: auto.failed.map((f) => f.reason).join('; ') });
      else {
        const n = Object.keys(found).length - Object.keys(data.decisions.battles ?? {}).length;
        notifications.show({ color: 'green', title: 'Battles resolved', message: `${n} ${n === 1 ? 'battle' : 'battles'} resolved with the default tactics; the dry run goes on from them.` });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: 'The battles were not resolved', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };

  const enter = (battle: QueuedBattle) => {
    const id = modals.open({
      title: `Enter the outcome of the battle at ${names.system(battle.systemId)}`,
      size: 'lg',
      children: <BattleOutcomeForm gameId={game.id} turn={run.turn} battle={battle} names={names} onDone={() => modals.close(id)} />,
    });
  };

  return (
    <Stack gap="xs" data-testid="pending-battles">
      <Group justify="space-between">
        <Title order={3}>Battles waiting for a result</Title>
        <Button size="xs" variant="light" loading={busy === 'all'} onClick={() => void autoResolveAll()} data-testid="auto-resolve-all">
          Auto-resolve all battles
        </Button>
      </Group>
      {run.pending.map((battle) => (
        <Card key={battle.id} withBorder padding="sm" data-testid="pending-battle" data-battle={battle.id}>
          <Group justify="space-between">
            <div>
              <Text fw={600}>
                {battle.kind === 'space' ? 'Space' : 'Surface'} battle at {names.system(battle.systemId)}
              </Text>
              <Text size="sm" c="dimmed">
                {battle.empireIds.map((e) => names.empire(e)).join(' against ')} · {battle.unitIds.length} units · {battle.id}
              </Text>
            </div>
            <Group gap="xs">
              <Button size="xs" loading={busy === battle.id} onClick={() => void autoResolve(battle)}>
                Auto-resolve
              </Button>
              <Button size="xs" variant="default" component="a" href={`${routeHref({ page: 'game', gameId: game.id, screen: 'combat' })}?turnBattle=${encodeURIComponent(battle.id)}`}>
                Open in Combat
              </Button>
              <Button size="xs" variant="default" onClick={() => enter(battle)}>
                Enter outcome…
              </Button>
            </Group>
          </Group>
          <BattleCauses battle={battle} names={names} />
        </Card>
      ))}
    </Stack>
  );
}
