import { Alert, Badge, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GameRecords } from '../../../shared/format/archive';
import type { Game } from '../../../shared/model/entities';
import type { ReportDocument, ReportRequest, ReportRules, ReportTurn } from '../../../shared/ruleset';
import { useGameRecords } from '../../db/useGameRecords';
import { getPlatform } from '../../platform';
import { setScreenPrint } from '../../platform/screen-print';
import { DocumentPreview } from './DocumentPreview';
import { ExportAllModal } from './ExportAllModal';
import { LeakReport } from './LeakReport';
import { GM, ReportControls } from './ReportControls';
import { useReportPrefs } from './useReportPrefs';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What the ruleset adds beside the preview (a sitrep's items, to put in the GM's own words). */
export interface ReportsAsideProps<P> {
  records: GameRecords;
  prepared: P;
  turn: ReportTurn;
  request: ReportRequest;
  document: ReportDocument;
}

export interface ReportsScreenProps<P> {
  game: Game;
  reports: ReportRules<P>;
  /** What the ruleset calls a player, singular and plural, lower case. */
  player: { one: string; many: string };
  /** One line under the title: what a document holds. */
  intro: string;
  aside?: (props: ReportsAsideProps<P>) => ReactNode;
}

/**
 * The Reports screen of any ruleset (shared/ruleset.ts `ReportRules`): each player's document
 * of a committed turn (or of the open turn's dry run) exactly as it prints, its leak check, print
 * one, export all, and the GM's own documents.
 */
export function ReportsScreen<P>(props: ReportsScreenProps<P>) {
  const records = useGameRecords(props.game.id);
  if (records === undefined)
    return (
      <Center py="xl">
        <Loader aria-label="Reading the game" />
      </Center>
    );
  if (records === null) return <Text>This game no longer exists.</Text>;
  return <ReportsWorkspace {...props} records={records} />;
}

function ReportsWorkspace<P>({ game, records, reports, player, intro, aside }: ReportsScreenProps<P> & { records: GameRecords }) {
  const turns = useMemo(() => reports.turns(records), [reports, records]);
  const [turnValue, setTurnValue] = useState<string | null>(null);
  const turn = turns.find((t) => t.value === turnValue) ?? turns.find((t) => !t.preview) ?? turns[0];
  const [playerValue, setPlayerValue] = useState<string | null>(null);
  const [kind, setKind] = useState(reports.kinds[0]?.id ?? '');
  const { paper, setPaper, zoom, setZoom } = useReportPrefs(game);
  const [exporting, setExporting] = useState(false);

  const prepared = useMemo(() => (turn ? reports.prepare(records, turn) : { ok: false as const, problem: 'The game is in its pregame: start turn 1 in the Turn screen. Reports are made from a turn’s run.' }), [reports, records, turn]);
  const players = useMemo(() => (prepared.ok ? reports.players(prepared.value) : []), [reports, prepared]);
  const playerId = (playerValue === GM && reports.gmChoice) || players.some((p) => p.id === playerValue) ? (playerValue as string) : (players[0]?.id ?? (reports.gmChoice ? GM : ''));
  const request = useMemo<ReportRequest>(() => ({ kind, playerId: playerId === GM ? null : playerId, paper }), [kind, playerId, paper]);
  const doc = useMemo(() => (prepared.ok && (playerId !== '' || reports.gmChoice) ? reports.document(prepared.value, request) : null), [reports, prepared, request, playerId]);
  const { one, many } = reports.noun;

  const print = async () => {
    if (!doc) return;
    if (doc.leaks && doc.leaks.length > 0) {
      notifications.show({ color: 'red', title: 'Not printed', message: `The ${one} of ${doc.name} fails the leak check (${doc.leaks.length} item${doc.leaks.length === 1 ? '' : 's'}): see the list.` });
      return;
    }
    try {
      const platform = getPlatform();
      const done = await platform.printHtml({ title: `Print ${doc.name}, turn ${turn?.turn ?? ''}`, suggestedName: `${doc.fileBase}.pdf`, html: doc.html, paper });
      if (done && platform.kind === 'electron') notifications.show({ color: 'green', title: 'PDF saved', message: `${doc.fileBase}.pdf` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not printed', message: message(error) });
    }
  };
  // The desktop menu's Print… (Ctrl+P) and the command palette print the shown document; the browser has no menu, so Ctrl+P is bound here.
  const printRef = useRef(print);
  printRef.current = print;
  useEffect(() => setScreenPrint(() => printRef.current()), []);
  useHotkeys(getPlatform().kind === 'browser' ? [['mod+P', () => void print()]] : []);

  return (
    <Stack>
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1}>Reports</Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        <Group>
          <Button variant="default" onClick={() => void print()} disabled={!doc} title="Ctrl+P">
            Print{getPlatform().kind === 'electron' ? ' to PDF' : ''}…
          </Button>
          <Button onClick={() => setExporting(true)} disabled={!prepared.ok || players.length === 0}>
            Export all {many}…
          </Button>
        </Group>
      </Group>
      <ReportControls
        turns={turns}
        turn={turn?.value ?? ''}
        onTurn={setTurnValue}
        playerLabel={capital(player.one)}
        players={players}
        gmChoice={reports.gmChoice}
        playerId={playerId}
        onPlayer={setPlayerValue}
        kinds={reports.kinds}
        kind={kind}
        onKind={setKind}
        paper={paper}
        onPaper={setPaper}
        zoom={zoom}
        onZoom={setZoom}
      />
      {!prepared.ok && (
        <Alert color="orange" title="No reports for this turn" data-testid="source-problem">
          {prepared.problem}
        </Alert>
      )}
      {doc && prepared.ok && turn && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <Group gap="xs">
                <Text fw={600}>{doc.name}</Text>
                <Badge variant="outline" ff="monospace" data-testid="packet-code">
                  {doc.code}
                </Badge>
                {doc.preview && <Badge color="yellow">Preview</Badge>}
              </Group>
              <LeakReport doc={doc} noun={one} />
              {aside?.({ records, prepared: prepared.value, turn, request, document: doc })}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <DocumentPreview html={doc.html} paper={paper} zoom={zoom} title={`${doc.name}, turn ${turn.turn}`} />
          </Grid.Col>
        </Grid>
      )}
      {prepared.ok && turn && (
        <ExportAllModal opened={exporting} onClose={() => setExporting(false)} gameName={game.name} turn={turn.turn} preview={turn.preview} reports={reports} prepared={prepared.value} paper={paper} player={player.one} />
      )}
    </Stack>
  );
}
