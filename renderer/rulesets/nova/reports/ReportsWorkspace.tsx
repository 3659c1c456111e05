import { Alert, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameRecords } from '../../../../shared/format/archive';
import { setScreenPrint } from '../../../platform/screen-print';
import { getDb } from '../../../db/database';
import { setSitrepEdit } from '../db/report-edits';
import { getPlatform } from '../../../platform';
import { ExportAllModal } from './ExportAllModal';
import { LeakReport } from './LeakReport';
import { PacketPreview } from './PacketPreview';
import { ReportControls } from './ReportControls';
import { defaultTurnChoice, MASTER, reportSource, shownDocument, turnChoices, type DocKind } from './report-doc';
import { SitrepItemList } from './SitrepItemList';
import { useReportPrefs } from './useReportPrefs';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Reports screen's state and layout: what is chosen, the document it makes, and the actions on it. */
export function ReportsWorkspace({ records }: { records: GameRecords }) {
  const game = records.game;
  const choices = useMemo(() => turnChoices(records), [records]);
  const [turnValue, setTurnValue] = useState<string | null>(null);
  const chosenTurn = choices.find((c) => c.value === turnValue)?.value ?? defaultTurnChoice(choices);
  const empires = useMemo(() => [...records.empires].sort((a, b) => a.position - b.position), [records.empires]);
  const [empireValue, setEmpireValue] = useState<string | null>(null);
  const empireId = empireValue === MASTER || empires.some((e) => e.id === empireValue) ? (empireValue as string) : (empires[0]?.id ?? MASTER);
  const [kind, setKind] = useState<DocKind>('packet');
  const { paper, setPaper, zoom, setZoom } = useReportPrefs(game);
  const [exporting, setExporting] = useState(false);

  const source = useMemo(() => (choices.length > 0 ? reportSource(records, chosenTurn) : { ok: false as const, message: 'The game is in its pregame: start turn 1 in the Turn screen. Packets are made from a turn’s run.' }), [records, chosenTurn, choices.length]);
  const doc = useMemo(() => (source.ok ? shownDocument(source, empireId, kind, paper) : null), [source, empireId, kind, paper]);

  const print = async () => {
    if (!doc) return;
    if (doc.leaks && doc.leaks.length > 0) {
      notifications.show({ color: 'red', title: 'Not printed', message: `The packet of ${doc.packet.empireName} fails the leak check (${doc.leaks.length} item${doc.leaks.length === 1 ? '' : 's'}): see the list.` });
      return;
    }
    try {
      const platform = getPlatform();
      const done = await platform.printHtml({ title: `Print ${doc.packet.empireName || 'the order sheet'}, turn ${doc.packet.turn}`, suggestedName: `${doc.fileBase}.pdf`, html: doc.html, paper });
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

  const saveEdit = async (index: number, text: string | null) => {
    if (!source.ok || !source.committed || !doc) return;
    try {
      await setSitrepEdit(getDb(), game.id, source.input.turn, doc.packet.empireId, index, text);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Edit not saved', message: message(error) });
      throw error;
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1}>Reports</Title>
          <Text size="sm" c="dimmed">
            Each empire’s packet exactly as it prints: cover, sitrep, map of what it knows, battles, research, order sheet. Checked for leaks before it leaves.
          </Text>
        </div>
        <Group>
          <Button variant="default" onClick={() => void print()} disabled={!doc} title="Ctrl+P">
            Print{getPlatform().kind === 'electron' ? ' to PDF' : ''}…
          </Button>
          <Button onClick={() => setExporting(true)} disabled={!source.ok || empires.length === 0}>
            Export all packets…
          </Button>
        </Group>
      </Group>
      <ReportControls
        choices={choices}
        turn={chosenTurn}
        onTurn={setTurnValue}
        empires={empires}
        empireId={empireId}
        onEmpire={setEmpireValue}
        kind={kind}
        onKind={setKind}
        paper={paper}
        onPaper={setPaper}
        zoom={zoom}
        onZoom={setZoom}
      />
      {!source.ok && (
        <Alert color="orange" title="No reports for this turn" data-testid="source-problem">
          {source.message}
        </Alert>
      )}
      {doc && source.ok && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <Group gap="xs">
                <Text fw={600}>{doc.kind === 'master' ? 'GM master report' : doc.kind === 'blank' ? 'Blank order sheet' : doc.packet.empireName}</Text>
                <Badge variant="outline" ff="monospace" data-testid="packet-code">
                  {doc.packet.code}
                </Badge>
                {doc.packet.preview && <Badge color="yellow">Preview</Badge>}
              </Group>
              <LeakReport kind={doc.kind} leaks={doc.leaks} empireName={doc.packet.empireName} />
              {doc.unusedEdits.length > 0 && (
                <Alert color="yellow" title="Edits of items this packet does not have" data-testid="unused-edits">
                  Item{doc.unusedEdits.length === 1 ? '' : 's'} {doc.unusedEdits.map((i) => i + 1).join(', ')} of this sitrep {doc.unusedEdits.length === 1 ? 'was' : 'were'} edited, but the packet has only {doc.engineItems.length} items: the edits are kept with the turn and not printed.
                </Alert>
              )}
              {doc.kind === 'packet' && <SitrepItemList key={`${chosenTurn}/${empireId}`} items={doc.packet.sections.find((s) => s.kind === 'sitrep')?.items ?? []} engineItems={doc.engineItems} edits={doc.edits} editable={source.committed} onSave={saveEdit} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <PacketPreview html={doc.html} paper={paper} zoom={zoom} title={`${doc.packet.empireName || 'Order sheet'}, turn ${doc.packet.turn}`} />
          </Grid.Col>
        </Grid>
      )}
      {source.ok && <ExportAllModal opened={exporting} onClose={() => setExporting(false)} gameName={game.name} input={source.input} edits={source.edits} paper={paper} />}
    </Stack>
  );
}
