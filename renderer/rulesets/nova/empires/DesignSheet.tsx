import { Alert, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Game } from '../../../../shared/model/entities';
import { computeDesign } from '../../../../shared/rulesets/nova/design';
import { checkDesign } from '../../../../shared/rulesets/nova/design-check';
import { designHeader } from '../../../../shared/rulesets/nova/design-format';
import type { DesignComponent, DesignInput } from '../../../../shared/rulesets/nova/design-model';
import { reportDesignText } from '../../../../shared/rulesets/nova/design-report';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { checkRedesign } from '../../../../shared/rulesets/nova/redesign';
import type { NovaDesignRecord } from '../db/designs';
import { ComponentRow } from './ComponentRow';
import { CritChartPanel } from './CritChartPanel';
import { LevelInput } from './LevelInput';
import { MissileFields } from './MissileFields';
import { RedesignCompare } from './RedesignCompare';
import { useDesignDraft } from './useDesignDraft';
import type { EmpireData } from './useEmpireData';

const INTANGIBLES = ['FA', 'FD', 'PR', 'PD', 'WA', 'WD'] as const;

function Figure({ label, value, testId, overridden }: { label: string; value: string; testId: string; overridden?: string }) {
  return (
    <Paper withBorder p={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
      {overridden && (
        <Text size="xs" c="orange">
          GM: {overridden}
        </Text>
      )}
    </Paper>
  );
}

/** The design sheet: the rulebook's standard format, edited line by line, computed live (NOVA 3.5–3.7). */
export function DesignSheet({ game, data, record }: { game: Game; data: EmpireData; record: NovaDesignRecord }) {
  const { draft, change, undo, redo } = useDesignDraft(record);
  const design: DesignInput = { name: draft.name, kind: record.kind, nova: draft.nova };
  const tech = data.nova.tech;
  const figures = computeDesign(design, data.options, tech);
  const problems = checkDesign(design, tech, data.options);
  const parent = draft.nova.parentId ? data.designs.find((d) => d.id === draft.nova.parentId) : undefined;
  const redesignProblems = parent ? checkRedesign(parent, design, game.turn) : [];
  const duplicate = data.designs.some((d) => d.id !== record.id && d.kind === record.kind && d.name.trim().toLowerCase() === draft.name.trim().toLowerCase());
  const all = [...problems, ...redesignProblems, ...(duplicate ? [{ severity: 'error' as const, rule: 'NOVA 3.5 unique designation', message: `another ${record.kind} design is named "${draft.name}"` }] : [])];
  const asWritten = draft.nova.text ? reportDesignText(draft.nova.text, tech, data.options).reports.find((r) => r.kind === record.kind) : undefined;
  const overrides = draft.nova.overrides;

  const setComponents = (components: DesignComponent[]) => change({ ...draft, nova: { ...draft.nova, components } });
  const addLine = (after: number) => {
    const next = [...draft.nova.components];
    next.splice(after + 1, 0, { code: 'BL', count: 1, level: 1 });
    setComponents(next);
    setTimeout(() => document.querySelector<HTMLInputElement>(`[aria-label="line ${after + 2} component"]`)?.focus(), 50);
  };
  const setIntangible = (code: string, value: number | null) => {
    const intangibles = { ...draft.nova.intangibles };
    if (value === null) delete intangibles[code];
    else intangibles[code] = value;
    change({ ...draft, nova: { ...draft.nova, intangibles } });
  };

  return (
    <Stack
      gap="sm"
      data-testid="design-sheet"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
          e.preventDefault();
          if (e.shiftKey) redo();
          else undo();
        } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
          e.preventDefault();
          redo();
        }
      }}
    >
      <Group align="end">
        <TextInput label={record.kind === 'missile' ? 'Missile name' : 'Class name'} value={draft.name} onChange={(e) => change({ ...draft, name: e.currentTarget.value })} w={280} data-testid="design-name" />
        {parent && <Badge color="grape">redesign of “{parent.name}” · 1 TP</Badge>}
        <Button variant="subtle" size="xs" onClick={undo} title="Ctrl+Z">
          Undo
        </Button>
        <Button variant="subtle" size="xs" onClick={redo} title="Ctrl+Shift+Z">
          Redo
        </Button>
      </Group>
      <Code block data-testid="design-header">
        {designHeader(design, data.options, tech)}
      </Code>
      {record.kind === 'missile' ? (
        <MissileFields missile={draft.nova.missile} onChange={(missile) => change({ ...draft, nova: { ...draft.nova, missile } })} size={figures.ssz} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 3, md: 7 }} spacing="xs">
            <Figure label="SSZ" value={String(figures.ssz)} testId="design-ssz" {...(overrides.ssz ? { overridden: `${overrides.ssz.value}` } : {})} />
            <Figure label="Category" value={`${figures.category.abbr} · ${figures.category.name}`} testId="design-category" />
            <Figure label="Cost (MCr)" value={`${figures.cost}`} testId="design-cost" {...(overrides.cost ? { overridden: `${overrides.cost.value}` } : {})} />
            <Figure label="Exact sum" value={formatRational(figures.exactCost)} testId="design-exact-cost" />
            <Figure label="Design TP" value={String(figures.tp)} testId="design-tp" {...(overrides.tp ? { overridden: `${overrides.tp.value}` } : {})} />
            <Figure label="TA = AR×HF + IA" value={`${figures.ta} (IA ${figures.ia})`} testId="design-ta" {...(overrides.ta ? { overridden: `${overrides.ta.value}` } : {})} />
            <Figure label="Shields SL / SR" value={`${figures.shieldLevel} / ${figures.shieldRegeneration}`} testId="design-sl" />
          </SimpleGrid>
          <Table verticalSpacing={2} data-testid="component-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Component</Table.Th>
                <Table.Th>Level / size (HF for AR)</Table.Th>
                <Table.Th>LT / TC</Table.Th>
                <Table.Th ta="right">SSZ</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th>Problems</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.nova.components.map((c, i) => (
                <ComponentRow
                  key={i}
                  index={i}
                  component={c}
                  size={figures.lines[i]?.size ?? 0}
                  cost={figures.lines[i]?.cost ?? { num: 0, den: 1 }}
                  problems={all.filter((p) => 'component' in p && p.component === i).map((p) => `${p.message} (${p.rule})`)}
                  onChange={(next) => setComponents(draft.nova.components.map((x, j) => (j === i ? next : x)))}
                  onRemove={() => setComponents(draft.nova.components.filter((_, j) => j !== i))}
                  onEnter={() => addLine(i)}
                />
              ))}
            </Table.Tbody>
          </Table>
          <Button size="xs" variant="default" w="fit-content" onClick={() => addLine(draft.nova.components.length - 1)} data-testid="add-component">
            Add line (Enter)
          </Button>
          <Group gap="sm">
            <Text size="xs" c="dimmed">
              Intangibles beside the design:
            </Text>
            {INTANGIBLES.map((code) => (
              <Group key={code} gap={4}>
                <Text size="xs" fw={700}>
                  {code}
                </Text>
                <LevelInput label={`intangible ${code}`} width={64} value={draft.nova.intangibles[code]} onSave={(v) => setIntangible(code, v)} />
              </Group>
            ))}
          </Group>
        </>
      )}
      {parent && <RedesignCompare parent={parent} child={design} />}
      {record.kind === 'ship' && <CritChartPanel gameId={game.id} designId={record.id} design={{ name: draft.name, nova: draft.nova }} stored={record.critChart} />}
      <Title order={4}>Rules broken</Title>
      {all.length === 0 ? (
        <Text c="green" data-testid="design-problems">
          None: the design is legal for this empire's technology.
        </Text>
      ) : (
        <Stack gap={2} data-testid="design-problems">
          {all.map((p, i) => (
            <Text key={i} size="sm" c={p.severity === 'error' ? 'red' : 'orange'}>
              {p.severity === 'error' ? '✗' : '!'} {'component' in p && p.component !== undefined ? `line ${p.component + 1}: ` : ''}
              {p.message} — <em>{p.rule}</em>
            </Text>
          ))}
        </Stack>
      )}
      <Textarea
        label="Notes"
        description="Yours, kept with the design and exported; never printed on the sheet."
        autosize
        minRows={1}
        value={draft.nova.notes}
        onChange={(e) => change({ ...draft, nova: { ...draft.nova, notes: e.currentTarget.value } })}
        data-testid="design-notes"
      />
      {draft.nova.text && (
        <details>
          <summary>
            <Text span size="sm" c="dimmed">
              The text as the player wrote it
            </Text>
          </summary>
          <Code block data-testid="design-source-text">
            {draft.nova.text}
          </Code>
        </details>
      )}
      {asWritten && asWritten.lineProblems.length + asWritten.notes.length > 0 && (
        <Alert color="yellow" title="As the player wrote it (the formula wins; NOVA 10.1)" data-testid="as-written">
          {[...asWritten.lineProblems, ...asWritten.notes].map((w) => (
            <Text key={w} size="sm">
              {w}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
