import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import { documentFileBase } from '../../../shared/print/file-names';
import type { Paper } from '../../../shared/print/paper';
import type { ReportRules } from '../../../shared/ruleset';
import { getPlatform } from '../../platform';
import { exportAll, planExport, type ExportOutcome, type ExportProgress } from './export-all';
import { LeakTable } from './LeakTable';

interface Props<P> {
  opened: boolean;
  onClose: () => void;
  gameName: string;
  turn: number;
  preview: boolean;
  reports: ReportRules<P>;
  prepared: P;
  paper: Paper;
  /** What the ruleset calls a player, lower case ("empire"). */
  player: string;
}

/** "Export all …": the leak check of every player's document first, then one file per player with progress and Cancel. */
export function ExportAllModal<P>({ opened, onClose, gameName, turn, preview, reports, prepared, paper, player }: Props<P>) {
  const platform = getPlatform();
  const desktop = platform.kind === 'electron';
  const { one, many } = reports.noun;
  const plan = useMemo(() => (opened ? planExport(reports, prepared, paper) : null), [opened, reports, prepared, paper]);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const cancel = useRef(false);
  const running = progress !== null && progress.current !== null && outcome === null;
  const total = plan?.documents.length ?? 0;
  // The first document's file name, as an example: `<game>-<code>-<player>`.
  const sample = plan?.documents[0]?.fileBase ?? documentFileBase(gameName, turn, player);

  const close = () => {
    if (running) return;
    setProgress(null);
    setOutcome(null);
    onClose();
  };
  const start = async () => {
    if (!plan) return;
    cancel.current = false;
    setOutcome(null);
    try {
      const done = await exportAll(plan, { platform, turn, paper, noun: reports.noun, onProgress: setProgress, cancelled: () => cancel.current });
      if (done === null) setProgress(null);
      setOutcome(done);
    } catch (error) {
      setProgress(null);
      notifications.show({ color: 'red', title: 'Export stopped', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const printAll = async () => {
    if (!reports.combined) return;
    try {
      await platform.printHtml({ title: `Print all ${many} of turn ${turn}`, suggestedName: `${documentFileBase(gameName, turn, `all-${many}`)}.pdf`, html: reports.combined(prepared, paper), paper });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not printed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const nLeaking = plan?.leaking.length ?? 0;

  return (
    <Modal opened={opened} onClose={close} title={`Export all ${many} of turn ${turn}`} size="lg" closeOnClickOutside={!running} closeOnEscape={!running} withCloseButton={!running}>
      {plan && nLeaking > 0 ? (
        <Stack data-testid="export-refused">
          <Alert color="red" title={`Not exported: ${nLeaking} ${nLeaking === 1 ? `${one} fails` : `${many} fail`} the leak check`}>
            Nothing has been written. Each {one} below names something its {player} may not know; change the wording or what the {player} knows, then export again.
          </Alert>
          {plan.leaking.map((d) => (
            <Stack key={d.code} gap={4}>
              <Text fw={600}>
                {d.name} ({d.code})
              </Text>
              <LeakTable leaks={d.leaks ?? []} />
            </Stack>
          ))}
          <Group justify="end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack data-testid="export-all">
          <Alert color="green" title={`All ${total} ${many} pass the leak check`} data-testid="export-clean">
            {preview ? `These are ${many} of a dry run: each is marked PREVIEW. ` : ''}Paper: {paper === 'letter' ? 'US Letter' : 'A4'}.
          </Alert>
          {desktop ? (
            <Text size="sm">
              Choose a folder: one PDF per {player} is written into it, named after the game, the {one}'s code and the {player} ({sample}.pdf): one file per {player}, whatever the names. A file already in the folder is never replaced: the new one gets a number.
            </Text>
          ) : (
            <Text size="sm">
              In the browser, each {one} is downloaded as a print-ready HTML file ({sample}.html) to open and print later; your browser may ask once to allow several downloads.
              {reports.combined ? ` “Print all” opens the print dialog on every ${one} as one document (choose “Save as PDF” there); each ${one} starts on a new page with its own code.` : ''}
            </Text>
          )}
          {progress && (
            <Stack gap={4}>
              <Progress value={total ? (progress.done / total) * 100 : 0} animated={running} aria-label="Export progress" data-testid="export-progress" />
              <Text size="sm" c="dimmed" data-testid="export-status">
                {progress.current ? `${progress.done} of ${total} done — writing ${progress.current}…` : `${progress.done} of ${total} done`}
              </Text>
            </Stack>
          )}
          {outcome && (
            <Alert color={outcome.stoppedAt ? 'yellow' : 'green'} title={outcome.stoppedAt ? `Stopped at ${outcome.stoppedAt}` : `${outcome.written.length} ${many} exported${outcome.folder ? ` to ${outcome.folder}` : ''}`} data-testid="export-outcome">
              <List size="sm">
                {outcome.written.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="end">
            {running ? (
              <Button color="red" variant="light" onClick={() => (cancel.current = true)}>
                Cancel
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={close}>
                  Close
                </Button>
                {!desktop && reports.combined && (
                  <Button variant="default" onClick={() => void printAll()}>
                    Print all…
                  </Button>
                )}
                <Button onClick={() => void start()}>{desktop ? `Export ${total} PDFs` : `Download ${total} HTML files`}</Button>
              </>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
