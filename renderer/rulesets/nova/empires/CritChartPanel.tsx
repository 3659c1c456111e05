/**
 * A ship design's critical hit chart (NOVA: CRITICAL HITS, CREATING CRITICAL HIT CHARTS): the
 * chart the rules make from the design, each line with its critical factor size, or the GM's
 * official chart when one is stored ("only charts produced by the GM are official"). The GM may
 * type an official chart in the book's notation and go back to the rules' chart; battles (turn
 * battles and new battles) look criticals up on the chart shown here.
 */
import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { chartText, designChart, parseChartText, storedChart } from '../../../../shared/rulesets/nova/combat/official-chart';
import type { DesignForCombat } from '../../../../shared/rulesets/nova/combat/from-design';
import { getDb } from '../../../db/database';
import { updateDesign } from '../db/designs';

const pad = (n: number) => (n === 1000 ? '000' : String(n).padStart(3, '0'));

export function CritChartPanel({ gameId, designId, design, stored }: { gameId: string; designId: string; design: DesignForCombat; stored: unknown }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const chart = designChart(design, stored);
  const official = storedChart(stored);
  // An official chart naming components the design no longer has (it was edited since).
  const stale = official ? parseChartText(chartText(official), design) : null;

  const save = async () => {
    if (editing === null) return;
    const read = parseChartText(editing, design);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    await updateDesign(getDb(), gameId, designId, { critChart: read.chart });
    setProblems([]);
    setEditing(null);
  };

  return (
    <Stack gap="xs" data-testid="crit-chart">
      <Group gap="xs">
        <Title order={4}>Critical hit chart</Title>
        {chart.official ? <Badge color="grape" data-testid="crit-chart-kind">GM's official chart</Badge> : <Badge color="gray" data-testid="crit-chart-kind">the rules' chart</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        One d1000 per critical hit is looked up here (NOVA: ROLLING CRITICALS). The rules' chart gives each component its critical factor size out of the total ({chart.totalCfs}), rounded down per thousand; only the GM's chart is official.
      </Text>
      {stale && !stale.ok && <Alert color="yellow" data-testid="crit-chart-stale">The official chart no longer fits this design: {stale.problems.join('; ')}</Alert>}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr><Table.Th>Line</Table.Th><Table.Th>Component</Table.Th><Table.Th>CFS</Table.Th><Table.Th>d1000</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.rows.map((r) => (
            <Table.Tr key={r.ref} data-testid="crit-chart-row">
              <Table.Td>{r.ref === 'NE' ? '' : r.ref}</Table.Td>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{r.cfs === null ? '–' : Number.isInteger(r.cfs) ? `${r.cfs}.0` : String(r.cfs)}</Table.Td>
              <Table.Td>{pad(r.from)}–{pad(r.to)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing === null ? (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(chartText(chart.rows))} data-testid="crit-chart-edit">Type the official chart</Button>
          {official && <Button size="xs" variant="subtle" color="gray" onClick={() => void updateDesign(getDb(), gameId, designId, { critChart: null })} data-testid="crit-chart-reset">Use the rules' chart</Button>}
        </Group>
      ) : (
        <Stack gap={4}>
          <Textarea label="Official chart, one line per component" description='As the book prints it: "IE#1 001-121", "No Effect 918-000" (000 = 1000). Lines follow on without gaps.' autosize minRows={4} value={editing} onChange={(e) => setEditing(e.currentTarget.value)} data-testid="crit-chart-text" />
          {problems.length > 0 && <Alert color="red" data-testid="crit-chart-problems">{problems.map((p) => <Text key={p} size="sm">{p}</Text>)}</Alert>}
          <Group gap="xs">
            <Button size="xs" onClick={() => void save()} data-testid="crit-chart-save">Save as official</Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => { setEditing(null); setProblems([]); }}>Cancel</Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
