import { Card, Stack, Text, Title } from '@mantine/core';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { EmpireOrders, TurnDecisions } from '../../../../shared/rulesets/nova/turn/types';
import { ConditionRulingForm } from './ConditionRulingForm';
import { ContactRulingForm } from './ContactRulingForm';
import { DiceRulingForm } from './DiceRulingForm';
import { GateEndRulingForm } from './GateEndRulingForm';
import { PaperFineRulingForm } from './PaperFineRulingForm';
import { PillageWorldRulingForm } from './PillageWorldRulingForm';
import { PositionRulingForm } from './PositionRulingForm';
import { RetreatRulingForm } from './RetreatRulingForm';
import { RulingList } from './RulingList';
import { TreasuryRulingForm } from './TreasuryRulingForm';

/** The GM's rulings (NOVA: 10.6, the GM is the final arbiter): a form per kind, each with a note, and the list with Remove. */
export function RulingsPanel({ gameId, run, orders, decisions, names, settings }: { gameId: string; run: TurnRun; orders: readonly EmpireOrders[]; decisions: TurnDecisions; names: EventNames; settings: Record<string, unknown> }) {
  return (
    <Stack data-testid="rulings-panel">
      <Text size="sm" c="dimmed">
        Each ruling is saved at once, logged in the run as a GM ruling with its note, and the dry run goes on from it.
      </Text>
      <Card withBorder>
        <Title order={4} mb="xs">
          Rulings of turn {run.turn}
        </Title>
        <RulingList gameId={gameId} turn={run.turn} decisions={decisions} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>Force a die</Title>
        <DiceRulingForm gameId={gameId} turn={run.turn} rolls={run.rolls} />
      </Card>
      <Card withBorder>
        <Title order={5}>Contact result</Title>
        <ContactRulingForm gameId={gameId} turn={run.turn} events={run.events} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>Condition of a conditional order</Title>
        <ConditionRulingForm gameId={gameId} turn={run.turn} world={run.start} orders={orders} decisions={decisions} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>A unit's position after a step</Title>
        <PositionRulingForm gameId={gameId} turn={run.turn} world={run.start} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>A retreating ship's destination</Title>
        <RetreatRulingForm gameId={gameId} run={run} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>A World pillaged although its militia stand</Title>
        <PillageWorldRulingForm gameId={gameId} turn={run.turn} events={run.events} names={names} />
      </Card>
      <Card withBorder>
        <Title order={5}>Control of a star gate end</Title>
        <GateEndRulingForm gameId={gameId} turn={run.turn} world={run.start} />
      </Card>
      <Card withBorder>
        <Title order={5}>A treasury after a step</Title>
        <TreasuryRulingForm gameId={gameId} turn={run.turn} world={run.start} />
      </Card>
      <Card withBorder>
        <Title order={5}>Paper fines (6.1)</Title>
        <PaperFineRulingForm gameId={gameId} turn={run.turn} world={run.start} settings={settings} />
      </Card>
    </Stack>
  );
}
