import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { reportDesignText } from '../../../../shared/rulesets/nova/design-report';
import { parseDesignText } from '../../../../shared/rulesets/nova/design-text';
import { getDb } from '../../../db/database';
import { addParsedDesigns } from '../db/designs';
import { getPlatform } from '../../../platform';
import type { EmpireData } from './useEmpireData';

/** Paste designs exactly as a player wrote them; see what Warpdesk reads, line by line, before adding them. */
export function PasteDesignBox({ game, data, onAdded, onClose }: { game: Game; data: EmpireData; onAdded: (ids: string[]) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const { reports, diagnostics } = reportDesignText(text, data.nova.tech, data.options);
  const add = async () => {
    const parsed = parseDesignText(text).designs;
    try {
      const ids = await addParsedDesigns(getDb(), game.id, data.empire.id, parsed);
      notifications.show({ message: `${ids.length} design${ids.length === 1 ? '' : 's'} added; the text is kept with each.` });
      setText('');
      onAdded(ids);
    } catch (error) {
      notifications.show({ color: 'red', title: 'The designs were not added', message: String(error) });
    }
  };
  return (
    <Paper withBorder p="sm" data-testid="paste-design">
      <Stack gap="xs">
        <Textarea
          label="Paste design text"
          description='As the player wrote it: "Class Name" (SSZ Category) TP Cost (TA=x), one component a line (4 BL 15, JD3L6, 9 AR 2), intangibles FA120, FD4; missiles as Mark 7 = MD13-MA190-MR4. Ctrl+Enter adds.'
          autosize
          minRows={6}
          maxRows={20}
          ff="monospace"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && reports.length > 0) void add();
            if (e.key === 'Escape') onClose();
          }}
          data-testid="paste-design-text"
          data-autofocus
        />
        {text.trim() !== '' && (
          <Stack gap={4} data-testid="paste-preview">
            {reports.map((r, i) => (
              <div key={i}>
                <Text size="sm" fw={700}>
                  {r.kind === 'missile' ? `${r.name}: missile, size ${r.ssz}` : `${r.name}: SSZ ${r.ssz}, ${r.category}, cost ${r.cost} MCr, design TP ${r.tp}, TA ${r.ta}`}
                </Text>
                {r.errors.map((e) => (
                  <Text key={e} size="xs" c="red">
                    ✗ {e}
                  </Text>
                ))}
                {r.warnings.map((w) => (
                  <Text key={w} size="xs" c="orange">
                    ! {w}
                  </Text>
                ))}
              </div>
            ))}
            {diagnostics.map((d) => (
              <Text key={d.line} size="xs" c="red">
                ✗ line {d.line}: {d.message}
              </Text>
            ))}
            {reports.length === 0 && <Text size="sm">No design found yet: start with the class name line.</Text>}
          </Stack>
        )}
        <Group>
          <Button
            variant="default"
            onClick={() =>
              void getPlatform()
                .openTextFile({ title: 'Open a design sheet', filters: [{ name: 'Text', extensions: ['txt', 'text'] }] })
                .then((file) => file && setText(file.text))
                .catch((error: unknown) => notifications.show({ color: 'red', title: 'The file could not be read', message: String(error) }))
            }
          >
            Open a text file…
          </Button>
          <Button onClick={() => void add()} disabled={reports.length === 0} data-testid="paste-design-add">
            Add {reports.length} design{reports.length === 1 ? '' : 's'}
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
