/**
 * The Battles screen: every battle of a committed turn (replayed from its record: the same dice), round by
 * round with its allocation and VP; the odds of any of them from its start, or of a battle the GM sets up
 * (two forces, a planet's defences), run in a background thread.
 */
import { Alert, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { GameRecords } from '../../../../shared/format/records';
import type { Game } from '../../../../shared/model/entities';
import type { Battle } from '../../../../shared/rulesets/galactic-domination/battle/model';
import { battleAtStart } from '../../../../shared/rulesets/galactic-domination/battle/odds';
import { readBattleFile } from '../../../../shared/rulesets/galactic-domination/cli/battle-file';
import { readForceText } from '../../../../shared/rulesets/galactic-domination/rules/forces';
import { committedTurns, replayTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { GameState } from '../GameState';
import { BattleView } from '../table/BattleView';
import { useGdGame } from '../useGdGame';
import { OddsPreview } from './OddsPreview';

export function BattlesPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{({ records }) => <Battles game={game} records={records} />}</GameState>;
}

function Battles({ game, records }: { game: Game; records: GameRecords }) {
  const turns = committedTurns(records.turns).map((t) => t.number).reverse();
  const [turn, setTurn] = useState<number | null>(turns[0] ?? null);
  const [oddsOf, setOddsOf] = useState<Battle | null>(null);
  const replay = useMemo(() => (turn === null ? null : replayTurn(records, turn)), [records, turn]);
  return (
    <Stack data-testid="gd-battles">
      <Group justify="space-between" align="end">
        <Title order={2}>Battles</Title>
        <Select label="Turn" data={turns.map((t) => ({ value: String(t), label: `Turn ${t}` }))} value={turn === null ? null : String(turn)} onChange={(v) => setTurn(v ? Number(v) : null)} placeholder="no committed turn" w={160} data-testid="battles-turn" />
      </Group>
      <Calculator onOdds={setOddsOf} />
      {oddsOf && (
        <Paper withBorder p="sm">
          <Title order={4} mb="xs">
            Odds: {oddsOf.sides.map((s) => s.name).join(' against ')}
          </Title>
          <OddsPreview battle={oddsOf} seed={`${game.seed}/odds/${oddsOf.id}`} />
        </Paper>
      )}
      {replay && !replay.ok && <Alert color="red">{replay.problem}</Alert>}
      {replay?.ok && replay.value.result.battles.length === 0 && <Text c="dimmed">No battle in turn {turn}.</Text>}
      {replay?.ok &&
        replay.value.result.battles.map((b) => (
          <Stack key={b.id} gap={4}>
            <BattleView report={b} inProgress={false} />
            <Group>
              <Button size="compact-sm" variant="default" onClick={() => setOddsOf(battleAtStart(b.battle))} data-testid="battle-odds">
                Odds of this battle
              </Button>
            </Group>
          </Stack>
        ))}
    </Stack>
  );
}

/** A battle the GM sets up: two forces typed as counts, the defender's planet defences. */
function Calculator({ onOdds }: { onOdds(b: Battle): void }) {
  const [a, setA] = useState('3 DD, 2 CA, 1 BB');
  const [b, setB] = useState('1 CV, 12 Ftr, 6 FF');
  const [gbds, setGbds] = useState(0);
  const [orbital, setOrbital] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const make = () => {
    const fa = readForceText(a);
    const fb = readForceText(b);
    if (!fa.ok) return setProblem(`Attacker: ${fa.problem}`);
    if (!fb.ok) return setProblem(`Defender: ${fb.problem}`);
    const read = readBattleFile(JSON.stringify({ id: 'calc', kind: orbital ? 'orbital' : 'space', sides: [{ name: 'Attacker', force: fa.force }, { name: 'Defender', force: fb.force, defender: true, gbds }] }));
    if (!read.ok) return setProblem(read.problems.map((p) => `${p.where}: ${p.message}`).join('; '));
    setProblem(null);
    onOdds(read.battle);
  };
  return (
    <Paper withBorder p="sm" data-testid="battle-calculator">
      <Text fw={600} mb={4}>
        Set up a battle
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput label="Attacker" description="counts and unit types: 3 DD, 2 CA, 1 BB" value={a} onChange={(e) => setA(e.currentTarget.value)} data-testid="calc-a" />
        <TextInput label="Defender" value={b} onChange={(e) => setB(e.currentTarget.value)} data-testid="calc-b" />
      </SimpleGrid>
      <Group mt="xs" align="end">
        <Checkbox label="Orbital battle (the defender's GBDS fire a free round)" checked={orbital} onChange={(e) => setOrbital(e.currentTarget.checked)} />
        <NumberInput label="Defender's GBDS" min={0} max={20} value={gbds} onChange={(v) => setGbds(Math.max(0, Math.trunc(Number(v) || 0)))} w={140} />
        <Button onClick={make} data-testid="calc-odds">
          Odds…
        </Button>
      </Group>
      {problem && (
        <Text c="red" size="sm" mt="xs">
          {problem}
        </Text>
      )}
    </Paper>
  );
}
