import { Card, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { envelopeChecklist } from '../../../../shared/rulesets/nova/reports/message-enclosures';
import type { NovaReportSource } from '../../../../shared/rulesets/nova/reports/report-rules';

const sheets = (n: number) => `${n} sheet${n === 1 ? '' : 's'}`;

/**
 * The GM's checklist of a turn's paper messages (NOVA: 6.4 "Messages will only be passed out
 * with sitreps"): which message goes in which empire's envelope, by the GM's true names, and
 * which are not sent. The boxes are for ticking while stuffing envelopes; they are not kept.
 * The shown empire's envelope comes first.
 */
export function MessageEnvelopes({ prepared, playerId }: { prepared: NovaReportSource; playerId: string | null }) {
  const list = useMemo(() => envelopeChecklist(prepared.input.events, prepared.input.world.empires), [prepared]);
  if (list.envelopes.length === 0 && list.notSent.length === 0) return null;
  const envelopes = [...list.envelopes].sort((a, b) => Number(b.empireId === playerId) - Number(a.empireId === playerId));
  return (
    <Card withBorder data-testid="message-envelopes">
      <Stack gap="xs">
        <Title order={5}>Messages to enclose ({sheets(list.sheets)})</Title>
        {prepared.input.preview && (
          <Text size="xs" c="dimmed">
            From the dry run: commit the turn before stuffing envelopes.
          </Text>
        )}
        {envelopes.map((e) => (
          <Stack key={e.empireId} gap={2} data-testid="message-envelope">
            <Text size="sm" fw={600}>
              Envelope of {e.empire}
              {e.player ? ` (${e.player})` : ''}
            </Text>
            {e.items.map((m) => (
              <Checkbox key={m.messageId} size="xs" label={`${m.messageId}: from ${m.from}, ${sheets(m.sheets)}${m.ruled ? ' (GM ruling)' : ''}`} />
            ))}
          </Stack>
        ))}
        {list.notSent.length > 0 && (
          <Stack gap={2} data-testid="message-not-sent">
            <Text size="sm" fw={600}>
              Not sent: keep out of every envelope
            </Text>
            <List size="xs">
              {list.notSent.map((m) => (
                <List.Item key={m.messageId}>
                  {m.messageId}: from {m.from} to {m.to}, {sheets(m.sheets)}
                  {m.ruled ? ' (held by GM ruling)' : ' (no Normal contact, NOVA 6.4)'}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
