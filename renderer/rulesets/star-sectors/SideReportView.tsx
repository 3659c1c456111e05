import { Text, Title } from '@mantine/core';
import type { Battle } from '../../../shared/rulesets/star-sectors/battle';
import type { LogEntry } from '../../../shared/rulesets/star-sectors/log';
import { sideReport } from '../../../shared/rulesets/star-sectors/report';
import { HexBoard } from '../../components/hex-board/HexBoard';
import { boardPieces, boardTiles } from './board-view';
import { RoundLogView } from './RoundLogView';
import { StatusCard } from './StatusCard';

/** One side's report after a round: its ships, the enemies it sees, the board as it sees it, its part of the log. */
export function SideReportView({ gameName, deadline, battle, log, sideId, round, player }: { gameName: string; deadline: string; battle: Battle; log: readonly LogEntry[]; sideId: string; round: number; player: string }) {
  const report = sideReport(battle, log, sideId);
  const color = (id: string) => battle.sides.find((s) => s.id === id)?.color ?? '#888888';
  return (
    <div className="ss-report" data-testid="ss-report" data-side={sideId}>
      <Title order={2}>{gameName}</Title>
      <Text fw={600}>Report for {report.sideName}{player ? ` (${player})` : ''} · {round === 0 ? 'before round 1' : `after round ${round}`}</Text>
      {deadline && <Text size="sm">{deadline}</Text>}
      <div className="ss-report-section">
        <Title order={3} mt="md" mb="xs">Your ships</Title>
        <div className="ss-status-grid">{report.own.map((card) => <StatusCard key={card.id} card={card} color={color(card.sideId)} />)}</div>
      </div>
      <div className="ss-report-section">
        <Title order={3} mt="md" mb="xs">Enemy ships in sight</Title>
        <div className="ss-status-grid">{report.enemies.map((card) => <StatusCard key={card.id} card={card} color={color(card.sideId)} />)}</div>
        {report.enemies.length === 0 && <Text size="sm">None.</Text>}
      </div>
      <div className="ss-report-section">
        <Title order={3} mt="md" mb="xs">The board</Title>
        <HexBoard cols={battle.cols} rows={battle.rows} size={16} showLabels={false} tiles={boardTiles(battle)} pieces={boardPieces(battle, { hideCloakedFrom: report.detectsCloaked ? null : sideId, showDestroyed: false })} testId="report-board" />
      </div>
      {round > 0 && (
        <div className="ss-report-log">
          <Title order={3} mt="md" mb="xs">What your ships saw in round {round}</Title>
          <RoundLogView entries={report.log} testId="report-log" />
        </div>
      )}
    </div>
  );
}
