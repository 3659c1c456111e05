import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { runsText, type SitrepItem } from '../../../../shared/rulesets/nova/reports/packet-model';
import { ItemRuns } from './ItemRuns';
import { SitrepItemEditor } from './SitrepItemEditor';

interface Props {
  /** The items as they print (with the GM's edits). */
  items: SitrepItem[];
  /** The same items in the engine's wording. */
  engineItems: SitrepItem[];
  /** Item index → the GM's text. */
  edits: Record<string, string>;
  /** Edits are kept with a committed turn only. */
  editable: boolean;
  /** Saves the GM's text of an item, or reverts it to the engine's wording (null); rejects when not saved. */
  onSave: (index: number, text: string | null) => Promise<void>;
}

/** The sitrep's items beside the preview: click one to put it in the GM's own words. */
export function SitrepItemList({ items, engineItems, edits, editable, onSave }: Props) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap={6} data-testid="sitrep-items">
      <Group justify="space-between">
        <Text fw={600}>Sitrep items</Text>
        <Text size="xs" c="dimmed">
          {editable ? 'Click an item to change its wording' : 'Edits are kept with a committed turn: commit the turn to edit'}
        </Text>
      </Group>
      {items.map((item, i) => {
        const edited = edits[String(i)] !== undefined;
        const shown = runsText(item.runs);
        return (
          <Paper key={i} withBorder p={6} data-testid="sitrep-item" data-index={i} data-edited={edited || undefined}>
            {open === i ? (
              <SitrepItemEditor
                initial={shown}
                engineText={runsText(engineItems[i]?.runs ?? [])}
                edited={edited}
                onCancel={() => setOpen(null)}
                onSave={async (text) => {
                  await onSave(i, text);
                  setOpen(null);
                }}
              />
            ) : (
              <UnstyledButton w="100%" disabled={!editable} onClick={() => setOpen(i)} aria-label={`Edit sitrep item ${i + 1}`}>
                <Group gap={6} wrap="nowrap" align="start">
                  <Text size="sm" c="dimmed" w={22} ta="right">
                    {i + 1}
                  </Text>
                  <Text size="sm" ff="monospace" style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    * <ItemRuns item={item} />
                  </Text>
                  {edited && (
                    <Badge size="xs" color="violet" variant="light">
                      edited
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
