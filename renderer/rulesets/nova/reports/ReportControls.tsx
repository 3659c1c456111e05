import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Empire } from '../../../../shared/model/entities';
import type { Paper } from '../../../../shared/rulesets/nova/reports/render-html';
import { MASTER, type DocKind, type TurnChoice } from './report-doc';
import { ZOOMS } from './useReportPrefs';

interface Props {
  choices: TurnChoice[];
  turn: string;
  onTurn: (value: string) => void;
  empires: Empire[];
  empireId: string;
  onEmpire: (value: string) => void;
  kind: DocKind;
  onKind: (kind: DocKind) => void;
  paper: Paper;
  onPaper: (paper: Paper) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** What the screen shows: the turn, the empire (or the GM's master report), packet or blank sheet, the paper and the zoom. */
export function ReportControls(p: Props) {
  return (
    <Group align="end" wrap="wrap" gap="md">
      <Select label="Turn" data-testid="report-turn" w={230} allowDeselect={false} data={p.choices.map((c) => ({ value: c.value, label: c.label }))} value={p.turn} onChange={(v) => v && p.onTurn(v)} />
      <Select
        label="Empire"
        data-testid="report-empire"
        w={290}
        allowDeselect={false}
        searchable
        data={[...p.empires.map((e) => ({ value: e.id, label: e.name })), { value: MASTER, label: 'GM master report (everything)' }]}
        value={p.empireId}
        onChange={(v) => v && p.onEmpire(v)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Document
        </Text>
        <SegmentedControl
          aria-label="Document"
          value={p.kind}
          onChange={(v) => p.onKind(v as DocKind)}
          data={[
            { value: 'packet', label: p.empireId === MASTER ? 'Report' : 'Packet' },
            { value: 'blank', label: 'Blank order sheet' },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Paper
        </Text>
        <SegmentedControl
          aria-label="Paper"
          value={p.paper}
          onChange={(v) => p.onPaper(v as Paper)}
          data={[
            { value: 'a4', label: 'A4' },
            { value: 'letter', label: 'US Letter' },
          ]}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Zoom
        </Text>
        <SegmentedControl aria-label="Zoom" value={String(p.zoom)} onChange={(v) => p.onZoom(Number(v))} data={ZOOMS.map((z) => ({ value: String(z), label: `${z * 100}%` }))} />
      </Stack>
    </Group>
  );
}
