/** The battle log by round: every event in words, as the CLI prints it. */
import { Stack, Text, Title } from '@mantine/core';
import type { BattleEvent } from '../../../../shared/rulesets/nova/combat/log';

export function BattleLogView({ log }: { log: readonly BattleEvent[] }) {
  const rounds = [...new Set(log.map((e) => e.round))];
  return (
    <Stack gap="xs" data-testid="battle-log">
      {log.length === 0 && <Text c="dimmed">Nothing has happened yet: resolve the battle or play the next round.</Text>}
      {rounds.map((r) => (
        <div key={r}>
          <Title order={5}>{r === 0 ? 'Set-up' : `Round ${r}`}</Title>
          {log.filter((e) => e.round === r).map((e, i) => (
            <Text key={i} size="sm" ff="monospace">{e.phase.padEnd(3, '\u00a0')} {e.text}</Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
