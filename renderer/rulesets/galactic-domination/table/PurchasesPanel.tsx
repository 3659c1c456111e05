import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { OrderLine } from '../../../../shared/orders/sheet-spec';
import { checkSheetLines, sectionOfLine, type SheetSection } from '../../../../shared/rulesets/galactic-domination/orders/order-sheet';
import type { OpenTurn } from '../../../../shared/rulesets/galactic-domination/turn/stored-turns';
import { newLineId } from '../db/repository';
import { sheetLines, type Desk } from './useDesk';

const BUYING: readonly SheetSection[] = ['purchases', 'construction'];

/**
 * What each player buys this turn, said at the table before phases I–J (GD §11.1 I: a Tactics Card or a
 * Risk Card for $10; J: new units, placed next turn): one order a line (BUY TC, BUY RISK, BUILD 2 DD AT
 * Mars…), kept in the player's sheet and checked like any sheet (budget, Shipyards, race, a CV's Fighters).
 */
export function PurchasesPanel({ open, desk }: { open: OpenTurn; desk: Desk }) {
  return (
    <Paper withBorder p="xs" data-testid="purchases-panel">
      <Text fw={600}>Purchases and construction (phases I–J)</Text>
      <Text size="xs" c="dimmed" mb={4}>
        One order a line: BUY TC · BUY RISK · BUILD 2 DD AT Mars · BUILD 6 FTR AT Mars FOR NEW. Saved when you leave the field.
      </Text>
      <Stack gap={6}>
        {[...open.world.players].sort((a, b) => a.seat - b.seat).map((p) => (
          <PlayerPurchases key={p.id} open={open} desk={desk} playerId={p.id} name={`${p.name} ($${p.stellars} on hand)`} />
        ))}
      </Stack>
    </Paper>
  );
}

function PlayerPurchases({ open, desk, playerId, name }: { open: OpenTurn; desk: Desk; playerId: string; name: string }) {
  const lines = sheetLines(open, playerId);
  const current = lines.filter((l) => BUYING.includes(l.section)).map((l) => l.text).join('\n');
  const [text, setText] = useState(current);
  const checks = checkSheetLines(lines, { world: open.world, playerId });
  const problems = lines.flatMap((l, i) => (BUYING.includes(l.section) ? (checks[i]?.diagnostics ?? []).map((d) => `${l.text}: ${d.message}`) : []));
  const save = () => {
    if (text.trim() === current.trim()) return;
    const typed: OrderLine<SheetSection>[] = text.split('\n').map((t) => t.trim()).filter(Boolean).map((t) => ({ id: newLineId(), section: sectionOfLine(t, 'construction'), text: t, keepInvalid: false }));
    void desk.changeSheet(`${name}: purchases`, playerId, [...lines.filter((l) => !BUYING.includes(l.section)), ...typed]);
  };
  return (
    <div>
      <Textarea size="sm" label={name} autosize minRows={1} value={text} onChange={(e) => setText(e.currentTarget.value)} onBlur={save} data-testid="purchases-input" data-player={playerId} />
      {problems.map((m) => (
        <Text key={m} size="xs" c="red">
          {m}
        </Text>
      ))}
    </div>
  );
}
