import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Battle } from '../../../shared/rulesets/star-sectors/battle';
import { logOf, roundFieldsOf } from '../../../shared/rulesets/star-sectors/records';
import { sideReport } from '../../../shared/rulesets/star-sectors/report';
import type { LogEntry } from '../../../shared/rulesets/star-sectors/log';
import { HexBoard } from '../../components/hex-board/HexBoard';
import { getDb } from '../../db/database';
import { getPlatform } from '../../platform';
import type { ScreenProps } from '../game/ScreenContent';
import { boardPieces, boardTiles } from './board-view';
import { RoundLogView } from './RoundLogView';
import { StatusCard } from './StatusCard';
import { useBattle } from './useBattle';
import './report-print.css';

/** Each side's round report and ship status cards, as that side may know them; printed one side at a time. */
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
  const side = loaded.battle.sides.find((s) => s.id === sideId) ?? loaded.battle.sides[0];
  if (!side) return <Text>No sides in this game.</Text>;
  // The battle after `round`: now for the last round, else the next round's "before".
  const later = loaded.turns.find((t) => t.number === round + 1);
  const battle: Battle = later ? (roundFieldsOf(later)?.before ?? loaded.battle) : loaded.battle;
  const report = sideReport(battle, log, side.id);
  const player = loaded.empires.find((e) => e.id === side.id)?.playerName;
  const print = async () => {
    try {
      await getPlatform().printPage({ title: `${side.name}, round ${round}`, suggestedName: `${game.name} - ${side.name} - round ${round}.pdf` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not printed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const rounds = Array.from({ length: loaded.battle.round + 1 }, (_, i) => i);
  return (
    <Stack>
      <Group justify="space-between" align="end" className="no-print">
        <Title order={1}>Reports</Title>
        <Group align="end">
          <Select label="Side" w={240} allowDeselect={false} value={side.id} onChange={setSideId} data={loaded.battle.sides.map((s) => ({ value: s.id, label: s.name }))} />
          <Select label="After round" w={160} allowDeselect={false} value={String(round)} onChange={setRoundChoice} data={rounds.map((r) => ({ value: String(r), label: r === 0 ? 'Setup' : `Round ${r}` }))} />
          <Button onClick={() => void print()}>Print report…</Button>
        </Group>
      </Group>
      <div className="ss-report" data-testid="ss-report">
        <Title order={2}>{game.name}</Title>
        <Text fw={600}>Report for {report.sideName}{player ? ` (${player})` : ''} · {round === 0 ? 'before round 1' : `after round ${round}`}</Text>
        {game.deadline && <Text size="sm">{game.deadline}</Text>}
        <div className="ss-report-section">
          <Title order={3} mt="md" mb="xs">Your ships</Title>
          <div className="ss-status-grid">{report.own.map((card) => <StatusCard key={card.id} card={card} color={side.color} />)}</div>
        </div>
        <div className="ss-report-section">
          <Title order={3} mt="md" mb="xs">Enemy ships in sight</Title>
          <div className="ss-status-grid">{report.enemies.map((card) => <StatusCard key={card.id} card={card} color={battle.sides.find((s) => s.id === card.sideId)?.color ?? '#888'} />)}</div>
          {report.enemies.length === 0 && <Text size="sm">None.</Text>}
        </div>
        <div className="ss-report-section">
          <Title order={3} mt="md" mb="xs">The board</Title>
          <HexBoard cols={battle.cols} rows={battle.rows} size={16} showLabels={false} tiles={boardTiles(battle)} pieces={boardPieces(battle, { hideCloakedFrom: side.id, showDestroyed: false })} testId="report-board" />
        </div>
        {round > 0 && (
          <div className="ss-report-log">
            <Title order={3} mt="md" mb="xs">What your ships saw in round {round}</Title>
            <RoundLogView entries={report.log} testId="report-log" />
          </div>
        )}
      </div>
    </Stack>
  );
}
