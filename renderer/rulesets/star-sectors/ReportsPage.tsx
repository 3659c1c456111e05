import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { documentFileBase } from '../../../shared/print/file-names';
import type { Battle } from '../../../shared/rulesets/star-sectors/battle';
import { logOf, roundFieldsOf } from '../../../shared/rulesets/star-sectors/records';
import type { LogEntry } from '../../../shared/rulesets/star-sectors/log';
import { getDb } from '../../db/database';
import { getPlatform } from '../../platform';
import type { ScreenProps } from '../../ruleset';
import { SideReportView } from './SideReportView';
import { useBattle } from './useBattle';
import './report-print.css';

const ALL = '*all*';

/** Each side's round report and ship status cards, as that side may know them; printed one side, or all sides a page apart. */
export function ReportsPage({ game }: ScreenProps) {
  const db = getDb();
  const loaded = useBattle(game.id);
  const [sideId, setSideId] = useState<string | null>(null);
  const [roundChoice, setRoundChoice] = useState<string | null>(null);
  const round = roundChoice !== null ? Number(roundChoice) : (loaded?.battle.round ?? 0);
  const log = useLiveQuery(
    async () => (round > 0 ? (await db.events.where('[gameId+turn]').equals([game.id, round]).sortBy('seq')).map(logOf).filter((e): e is LogEntry => e !== null) : []),
    [game.id, round],
  );
  if (!loaded || !log) return null;
  const sides = loaded.battle.sides;
  const chosen = sideId === ALL ? ALL : (sides.find((s) => s.id === sideId) ?? sides[0])?.id;
  if (!chosen) return <Text>No sides in this game.</Text>;
  // The battle after `round`: now for the last round, else the next round's "before".
  const later = loaded.turns.find((t) => t.number === round + 1);
  const battle: Battle = later ? (roundFieldsOf(later)?.before ?? loaded.battle) : loaded.battle;
  const shown = chosen === ALL ? sides : sides.filter((s) => s.id === chosen);
  const title = chosen === ALL ? 'all sides' : (shown[0]?.name ?? '');
  const print = async () => {
    try {
      await getPlatform().printPage({ title: `${title}, round ${round}`, suggestedName: `${documentFileBase(game.name, round, title, 'round')}.pdf` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not printed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const rounds = Array.from({ length: loaded.battle.round + 1 }, (_, i) => i);
  return (
    <Stack>
      <Group justify="space-between" align="end" className="no-print">
        <div>
          <Title order={1}>Reports</Title>
          <Text size="sm" c="dimmed">A side sees its own ships in full, the enemy ships that are not cloaked, and the log entries about its ships.</Text>
        </div>
        <Group align="end">
          <Select label="Side" w={240} allowDeselect={false} value={chosen} onChange={setSideId} data={[...sides.map((s) => ({ value: s.id, label: s.name })), { value: ALL, label: 'All sides, a page each' }]} />
          <Select label="After round" w={160} allowDeselect={false} value={String(round)} onChange={setRoundChoice} data={rounds.map((r) => ({ value: String(r), label: r === 0 ? 'Setup' : `Round ${r}` }))} />
          <Button onClick={() => void print()}>Print report…</Button>
        </Group>
      </Group>
      {shown.map((side) => (
        <SideReportView key={side.id} gameName={game.name} deadline={game.deadline} battle={battle} log={log} sideId={side.id} round={round} player={loaded.empires.find((e) => e.id === side.id)?.playerName ?? ''} />
      ))}
    </Stack>
  );
}
