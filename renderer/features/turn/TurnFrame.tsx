import { Alert, Button, Center, Group, Kbd, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

export interface TurnTab {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  panel: ReactNode;
}

interface Props {
  turn: number;
  /** Where the dry run went ("Ran steps A to L · 120 events"); null before the first run. */
  summary: string | null;
  /** Milliseconds the last run took. */
  ms: number | null;
  running: boolean;
  error: string | null;
  onDryRun(): void;
  canCommit: boolean;
  onCommit(): void;
  /** What the run tab says before the first run ("… steps A to L …"). */
  beforeRun: ReactNode;
  /** Between the header and the tabs: the orders' state. */
  above?: ReactNode;
  /** The dry run's own tab (warnings, pending decisions, steps); shown once there is a run. */
  run: ReactNode | null;
  /** Its label: "Dry run", with a count of what waits. */
  runLabel: ReactNode;
  /** The ruleset's other tabs, after the dry run's (review per player, rulings, history). */
  tabs: readonly TurnTab[];
}

/**
 * The shared frame of a turn runner: the turn, where its dry run went, Dry run (Ctrl+Enter)
 * and Commit, then the tabs: the dry run first, then the ruleset's own.
 */
export function TurnFrame({ turn, summary, ms, running, error, onDryRun, canCommit, onCommit, beforeRun, above, run, runLabel, tabs }: Props) {
  const [tab, setTab] = useState<string | null>('run');
  // Ctrl+Enter runs the turn from anywhere on the screen, a ruling's note field included (it changes nothing stored).
  useHotkeys([['mod+Enter', onDryRun]], []);
  return (
    <Stack data-testid="turn-page" data-turn={turn}>
      <Group justify="space-between" align="start">
        <div>
          <Title order={1} data-testid="turn-title">
            Turn {turn}
          </Title>
          <Text c="dimmed" size="sm">
            {summary ?? 'No dry run yet: run the turn to see what will happen.'}
            {ms !== null && ` · ${ms} ms`}
          </Text>
        </div>
        <Group>
          <Button onClick={onDryRun} loading={running} data-testid="dry-run" rightSection={<Kbd size="xs">Ctrl+Enter</Kbd>}>
            Dry run
          </Button>
          <Button color="green" disabled={!canCommit} onClick={onCommit} data-testid="commit-turn">
            Commit turn…
          </Button>
        </Group>
      </Group>
      {above}
      {error && (
        <Alert color="red" title="The dry run failed" data-testid="dry-run-error">
          {error}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="run">{runLabel}</Tabs.Tab>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} disabled={t.disabled}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="run" pt="md">
          {run ??
            (running ? (
              <Center py="xl">
                <Loader aria-label="Running the turn" />
              </Center>
            ) : (
              <Text c="dimmed" data-testid="no-run">
                {beforeRun}
              </Text>
            ))}
        </Tabs.Panel>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
