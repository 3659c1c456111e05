import { Code, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { runsText } from '../../../../shared/rulesets/nova/reports/packet-model';
import { sitrepItems } from '../../../../shared/rulesets/nova/reports/sitrep';
import { empireKnowledgeOf, Namer } from '../../../../shared/rulesets/nova/reports/viewer';
import type { TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';

/**
 * The empire's sitrep as its packet will print it (NOVA: 7.3), from its knowledge after the
 * run: other empires by its aliases, unknown things as plain words. The return letter of an
 * exploration is shown as _A_ (underlined on paper).
 */
export function SitrepPreview({ run, empireId }: { run: TurnRun; empireId: string }) {
  const lines = useMemo(() => {
    try {
      const empire = run.world.empires.find((e) => e.id === empireId);
      const namer = new Namer(empireKnowledgeOf(run.world, empireId, run.start.units), run.world.systems);
      const items = sitrepItems({ namer, empireName: empire?.name ?? empireId, turn: run.turn, events: run.events });
      return { ok: true as const, lines: items.map((item) => runsText(item.runs, (t) => `_${t}_`)) };
    } catch (error) {
      return { ok: false as const, reason: error instanceof Error ? error.message : String(error) };
    }
  }, [run, empireId]);
  if (!lines.ok) return <Text c="red">The sitrep could not be made: {lines.reason}</Text>;
  return (
    <Stack gap={4}>
      <Code block data-testid="review-sitrep">
        {lines.lines.map((l) => `* ${l}`).join('\n')}
      </Code>
      <Text size="xs" c="dimmed">
        As the packet prints it (Reports screen); _A_ marks the return letter, underlined on paper.
      </Text>
    </Stack>
  );
}
