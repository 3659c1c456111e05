import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Game } from '../../../../shared/model/entities';
import { formatDesign } from '../../../../shared/rulesets/nova/design-format';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { formatTechList } from '../../../../shared/rulesets/nova/technology';
import { getPlatform } from '../../../platform';
import type { EmpireData } from './useEmpireData';

const PRINT_CSS = `@media print {
  .mantine-AppShell-header { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  @page { margin: 15mm; }
}`;

/** The empire's design sheet in the rulebook's standard format, ready to print (NOVA 3.5, 3.6). */
export function DesignPrintSheet({ game, data }: { game: Game; data: EmpireData }) {
  const ships = data.designs.filter((d) => d.kind === 'ship');
  const missiles = data.designs.filter((d) => d.kind === 'missile');
  const print = () => void getPlatform().printPage({ title: `${data.empire.name} — design sheet`, suggestedName: `${game.name} - ${data.empire.name} - designs.pdf` });
  return (
    <Stack data-testid="design-print-sheet">
      {/* While this sheet is shown, print it alone: no app header, no room kept for the navigation. */}
      <style>{PRINT_CSS}</style>
      <Group className="no-print">
        <Button onClick={print} data-testid="print-designs">
          Print design sheet…
        </Button>
        <Text size="sm" c="dimmed">
          Prints this page only: the navigation and buttons are left out.
        </Text>
      </Group>
      <div style={{ breakInside: 'avoid' }}>
        <Title order={2}>
          {data.empire.name} — ship and missile designs
        </Title>
        <Text size="sm">
          {game.name} · {game.turn === 0 ? 'pregame' : `turn ${game.turn}`} · home star Type {data.nova.homestarType} · technology {formatTechList(data.nova.tech) || '—'} ({formatRational(data.budget.techTp)} TP)
        </Text>
      </div>
      {ships.map((d) => (
        <pre key={d.id} style={{ fontFamily: 'monospace', fontSize: 13, margin: 0, breakInside: 'avoid', borderTop: '1px solid #ccc', paddingTop: 8 }}>
          {formatDesign(d, data.options, data.nova.tech)}
          {d.nova.parentId ? `\n(redesign of "${data.designs.find((p) => p.id === d.nova.parentId)?.name ?? '?'}", 1 TP)` : ''}
        </pre>
      ))}
      {missiles.length > 0 && (
        <div style={{ breakInside: 'avoid' }}>
          <Title order={3}>Missile designs</Title>
          <pre style={{ fontFamily: 'monospace', fontSize: 13, margin: 0 }}>{missiles.map((d) => formatDesign(d, data.options, data.nova.tech)).join('\n')}</pre>
        </div>
      )}
      {data.designs.length === 0 && <Text c="dimmed">No designs to print.</Text>}
    </Stack>
  );
}
