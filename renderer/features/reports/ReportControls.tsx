import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Paper } from '../../../shared/print/paper';
import type { ReportKind, ReportTurn } from '../../../shared/ruleset';
import { ZOOMS } from './useReportPrefs';

/** The player choice that means the GM's version of a document. */
export const GM = '__gm__';

interface Props {
  turns: readonly ReportTurn[];
  turn: string;
  onTurn: (value: string) => void;
  /** The label of the player choice ("Empire"). */
  playerLabel: string;
  players: readonly { id: string; name: string }[];
  /** The GM's entry in the player choice; absent when the ruleset makes no GM documents. */
  gmChoice?: string;
  playerId: string;
  onPlayer: (value: string) => void;
  kinds: readonly ReportKind[];
  kind: string;
  onKind: (kind: string) => void;
  paper: Paper;
  onPaper: (paper: Paper) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** What the screen shows: the turn, the player (or the GM), the kind of document, the paper and the zoom. */
export function ReportControls(p: Props) {
  const gm = p.playerId === GM;
  const kinds = gm ? p.kinds.filter((k) => k.gmLabel) : p.kinds;
  return (
    <Group align="end" wrap="wrap" gap="md">
      <Select label="Turn" data-testid="report-turn" w={230} allowDeselect={false} data={p.turns.map((c) => ({ value: c.value, label: c.label }))} value={p.turn} onChange={(v) => v && p.onTurn(v)} />
      <Select
        label={p.playerLabel}
        data-testid="report-empire"
        w={290}
        allowDeselect={false}
        searchable
        data={[...p.players.map((e) => ({ value: e.id, label: e.name })), ...(p.gmChoice ? [{ value: GM, label: p.gmChoice }] : [])]}
        value={p.playerId}
        onChange={(v) => v && p.onPlayer(v)}
      />
      {kinds.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Document
          </Text>
          <SegmentedControl aria-label="Document" value={p.kind} onChange={p.onKind} data={kinds.map((k) => ({ value: k.id, label: (gm ? k.gmLabel : k.label) ?? k.label }))} />
        </Stack>
      )}
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
