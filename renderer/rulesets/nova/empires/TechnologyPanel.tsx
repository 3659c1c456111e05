import { Badge, Button, Group, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSnapshotHistory } from '../../../features/undo/useSnapshotHistory';
import { undoTitle } from '../../../features/undo/useUndoHistory';
import type { Game } from '../../../../shared/model/entities';
import { formatRational } from '../../../../shared/rulesets/nova/exact';
import { homestarBonus } from '../../../../shared/rulesets/nova/pregame';
import { levelProblem, TECH_CHART, techTp } from '../../../../shared/rulesets/nova/tech-chart';
import { formatTechList, parseTechText, techCost, techTextNotes } from '../../../../shared/rulesets/nova/technology';
import { getDb } from '../../../db/database';
import { setHomestarType, setTechLevel, setTechLevels } from '../db/empires';
import { LevelInput } from './LevelInput';
import type { EmpireData } from './useEmpireData';

const HOMESTAR_OPTIONS = [8, 7, 6, 5].map((t) => ({ value: String(t), label: `Type ${t}${t < 8 ? ` (+${homestarBonus(t)} MCr)` : ' (standard)'}` }));

/** Every component of the Technology Summary Chart with the empire's level and its TP cost (NOVA 3.2, 8.4). */
export function TechnologyPanel({ game, data }: { game: Game; data: EmpireData }) {
  const db = getDb();
  const tech = data.nova.tech;
  const cost = techCost(tech, data.options);
  const [paste, setPaste] = useState('');
  // The Empires screen's lasting history for this empire's technology and home star (features/undo).
  const position = { tech, homestarType: data.nova.homestarType };
  const history = useSnapshotHistory(`empires:${game.id}:tech:${data.empire.id}`, position, (value) => {
    void Promise.all([setTechLevels(db, game.id, data.empire.id, value.tech), setHomestarType(db, game.id, data.empire.id, value.homestarType)]).catch((e: unknown) => notifications.show({ color: 'red', message: String(e) }));
  });

  const save = (code: string, level: number | null) => {
    const next = { ...tech };
    if (level === null) delete next[code];
    else next[code] = level;
    history.record(`${code} ${level ?? 'removed'}`, position, { ...position, tech: next });
    void setTechLevel(db, game.id, data.empire.id, code, level).catch((e: unknown) => notifications.show({ color: 'red', message: String(e) }));
  };
  const setHomestar = (type: number) => {
    history.record(`Home star type ${type}`, position, { ...position, homestarType: type });
    void setHomestarType(db, game.id, data.empire.id, type);
  };

  const read = paste.trim() ? parseTechText(paste) : undefined;
  const applyPaste = () => {
    if (!read) return;
    if (read.problems.length) {
      notifications.show({ color: 'red', title: 'Some lines could not be read; nothing was changed', message: read.problems.map((p) => `line ${p.line}: ${p.message}`).join('\n') });
      return;
    }
    history.record('Levels entered as written', position, { ...position, tech: read.levels });
    void setTechLevels(db, game.id, data.empire.id, read.levels);
    setPaste('');
  };

  return (
    <Stack data-testid="technology-panel" onKeyDown={(e) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) history.redo();
        else history.undo();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        history.redo();
      }
    }}>
      <Group align="end" wrap="wrap">
        <Select
          label="Home star type"
          description="Lowering it adds 400 MCr a level (NOVA 8.4)"
          data={HOMESTAR_OPTIONS}
          value={String(data.nova.homestarType)}
          onChange={(v) => v && setHomestar(Number(v))}
          allowDeselect={false}
          w={260}
          data-testid="homestar-select"
        />
        <Textarea
          label="Enter levels as written"
          description="BL15 FC4 SN25 …, or the player's table with its TP (BL 15 47 (47)); replaces every level (Ctrl+Enter)"
          value={paste}
          onChange={(e) => setPaste(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || !paste.includes('\n'))) {
              e.preventDefault();
              applyPaste();
            }
          }}
          autosize
          minRows={1}
          maxRows={12}
          w={420}
          data-testid="tech-paste"
        />
        <Button variant="default" onClick={applyPaste} disabled={!paste.trim()}>
          Set levels
        </Button>
        <Button variant="subtle" onClick={history.undo} disabled={!history.canUndo} title={undoTitle(history, 'undo')} data-testid="tech-undo">
          Undo
        </Button>
        <Button variant="subtle" onClick={history.redo} disabled={!history.canRedo} title={undoTitle(history, 'redo')} data-testid="tech-redo">
          Redo
        </Button>
      </Group>
      {read && (
        <Stack gap={2} data-testid="tech-paste-preview">
          <Text size="sm">
            Reads as {formatTechList(read.levels) || 'nothing yet'} = {formatRational(techCost(read.levels, data.options).totalTp)} TP
          </Text>
          {read.problems.map((p) => (
            <Text key={`p${p.line}${p.message}`} size="xs" c="red">
              ✗ line {p.line}: {p.message}
            </Text>
          ))}
          {techTextNotes(read, data.options).map((n) => (
            <Text key={n} size="xs" c="orange">
              ! {n} (NOVA 10.1: the formula wins)
            </Text>
          ))}
        </Stack>
      )}
      <Group gap="lg">
        <Title order={3} data-testid="tech-total">
          {formatRational(cost.totalTp)} TP = {cost.mcr} MCr
        </Title>
        <Text c="dimmed" size="sm">
          {formatTechList(tech) || 'no technology bought yet'} · recommended 150–230 TP
        </Text>
      </Group>
      {cost.problems.map((p) => (
        <Text key={p} c="red" size="sm">
          {p}
        </Text>
      ))}
      <Table striped verticalSpacing={2} data-testid="tech-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Component</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th ta="right">TP</Table.Th>
            <Table.Th>TP formula</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Cost (MCr)</Table.Th>
            <Table.Th>Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TECH_CHART.map((entry) => {
            const level = tech[entry.code];
            const problem = level === undefined ? undefined : levelProblem(entry.code, level);
            const tp = level === undefined || problem ? undefined : techTp(entry.code, level, data.options);
            return (
              <Table.Tr key={entry.code} data-testid={`tech-row-${entry.code}`}>
                <Table.Td fw={700}>{entry.code}</Table.Td>
                <Table.Td>{entry.name}</Table.Td>
                <Table.Td>
                  {entry.kind === 'tech' ? (
                    <LevelInput value={level} label={`${entry.code} level`} testId={`tech-level-${entry.code}`} onSave={(v) => save(entry.code, v)} />
                  ) : entry.kind === 'free' ? (
                    <Badge variant="light" color="gray">free</Badge>
                  ) : (
                    <Badge variant="light" color="grape">R:[{entry.requires.join(',')}]</Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" data-testid={`tech-tp-${entry.code}`} c={problem ? 'red' : undefined}>
                  {problem ? 'illegal' : tp ? formatRational(tp) : ''}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {entry.tpFormula}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.size}</Table.Td>
                <Table.Td>{entry.cost}</Table.Td>
                <Table.Td>
                  <Text size="xs" c={problem ? 'red' : 'dimmed'}>
                    {problem ?? entry.notes}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
