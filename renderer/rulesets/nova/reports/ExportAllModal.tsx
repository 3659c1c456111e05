import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef, useState } from 'react';
import type { PacketInput } from '../../../../shared/rulesets/nova/reports/build-packet';
import type { ReportEdits } from '../../../../shared/rulesets/nova/reports/edits';
import type { Paper } from '../../../../shared/rulesets/nova/reports/render-html';
import { getPlatform } from '../../../platform';
import { allPacketsHtml, exportAll, planExport, type ExportOutcome, type ExportProgress } from './export-all';
import { LeakTable } from './LeakTable';
import { packetFileBase } from './report-files';

interface Props {
  opened: boolean;
  onClose: () => void;
  gameName: string;
  input: PacketInput;
  edits: ReportEdits;
  paper: Paper;
}

/** "Export all packets…": the leak check of every packet first, then one file per empire with progress and Cancel. */
export function ExportAllModal({ opened, onClose, gameName, input, edits, paper }: Props) {
  const platform = getPlatform();
  const desktop = platform.kind === 'electron';
  const plan = useMemo(() => (opened ? planExport(input, edits) : null), [opened, input, edits]);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const cancel = useRef(false);
  const running = progress !== null && progress.current !== null && outcome === null;
  const total = plan?.packets.length ?? 0;

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
      const done = await exportAll(plan, { platform, gameName, turn: input.turn, paper, onProgress: setProgress, cancelled: () => cancel.current });
      if (done === null) setProgress(null);
      setOutcome(done);
    } catch (error) {
      setProgress(null);
      notifications.show({ color: 'red', title: 'Export stopped', message: error instanceof Error ? error.message : String(error) });
    }
  };
  const printAll = async () => {
    if (!plan) return;
    try {
      await platform.printHtml({ title: `Print all packets of turn ${input.turn}`, suggestedName: `${packetFileBase(gameName, input.turn, 'all-packets')}.pdf`, html: allPacketsHtml(plan, paper), paper });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not printed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Export all packets of turn ${input.turn}`} size="lg" closeOnClickOutside={!running} closeOnEscape={!running} withCloseButton={!running}>
      {plan && plan.leaking.length > 0 ? (
        <Stack data-testid="export-refused">
          <Alert color="red" title={`Not exported: ${plan.leaking.length} packet${plan.leaking.length === 1 ? '' : 's'} fail${plan.leaking.length === 1 ? 's' : ''} the leak check`}>
            Nothing has been written. Each packet below names something its empire may not know; change the item’s wording or the empire’s knowledge, then export again.
          </Alert>
          {plan.leaking.map((p) => (
            <Stack key={p.packet.empireId} gap={4}>
              <Text fw={600}>
                {p.packet.empireName} ({p.packet.code})
              </Text>
              <LeakTable leaks={p.leaks} />
            </Stack>
          ))}
          <Group justify="end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack data-testid="export-all">
          <Alert color="green" title={`All ${total} packets pass the leak check`} data-testid="export-clean">
            {input.preview ? 'These are packets of a dry run: each is marked PREVIEW. ' : ''}Paper: {paper === 'letter' ? 'US Letter' : 'A4'}.
          </Alert>
          {desktop ? (
            <Text size="sm">
              Choose a folder: one PDF per empire is written into it, named {packetFileBase(gameName, input.turn, 'empire')}.pdf (a file of the same name there is replaced).
            </Text>
          ) : (
            <Text size="sm">
              In the browser, each packet is downloaded as a print-ready HTML file ({packetFileBase(gameName, input.turn, 'empire')}.html) to open and print later; your browser may ask once to allow several downloads. “Print all” opens the print dialog on every packet as one
              document (choose “Save as PDF” there); each packet starts on a new page with its own code.
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
            <Alert color={outcome.stoppedAt ? 'yellow' : 'green'} title={outcome.stoppedAt ? `Stopped at ${outcome.stoppedAt}` : `${outcome.written.length} packets exported${outcome.folder ? ` to ${outcome.folder}` : ''}`} data-testid="export-outcome">
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
                {!desktop && (
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
