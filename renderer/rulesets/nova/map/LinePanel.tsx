import { Button, Checkbox, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { command, type MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { deleteItems, editLine } from '../../../../shared/rulesets/nova/map/edits';
import { asSystemKnowledge, learnLine } from '../../../../shared/rulesets/nova/map/knowledge';
import { freeLetters, lineKind, randomFreeLetter, type MapModel } from '../../../../shared/rulesets/nova/map/model';
import type { Knowledge } from '../../../../shared/model/entities';
import type { NovaWarpLine } from '../../../../shared/rulesets/nova/records';

const randomInt = (n: number) => Math.floor(Math.random() * n);

/** Whether an empire knows where this line leads (it travelled it, or was told). */
function travelled(map: MapModel, empireId: string, line: NovaWarpLine): boolean {
  const at = (systemId: string) => map.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
  const a = at(line.a);
  const typed = a ? asSystemKnowledge(a) : null;
  return !!typed?.warpPoints.some((p) => p.letter === line.aLetter && p.leadsTo?.systemId === line.b);
}

/** The side panel for one warp line: its letter at each end (NOVA: 2.2), its kind, who knows it. */
export function LinePanel({ line, map, turn, run }: { line: NovaWarpLine; map: MapModel; turn: number; run(cmd: MapCommand): void }) {
  const a = map.systems.find((s) => s.id === line.a);
  const b = map.systems.find((s) => s.id === line.b);
  const options = (systemId: string, current: string) => [...new Set([current, ...freeLetters(map.lines, systemId)])].sort();
  const reroll = () => {
    const others = map.lines.filter((l) => l.id !== line.id);
    const aLetter = randomFreeLetter(others, line.a, randomInt, [line.aLetter]) ?? line.aLetter;
    const bLetter = randomFreeLetter(others, line.b, randomInt, [line.bLetter]) ?? line.bLetter;
    run(editLine(map, line.id, { aLetter, bLetter }));
  };
  const setKnown = (empireId: string, known: boolean) => {
    const empire = map.empires.find((e) => e.id === empireId)?.name ?? empireId;
    if (known) {
      run(command(`${empire} knows ${a?.name}–${b?.name}`, { knowledge: learnLine(map.systems, map.lines, map.knowledge, empireId, line, turn) }));
      return;
    }
    const changes = [line.a, line.b].flatMap((systemId) => {
      const before = map.knowledge.find((k) => k.empireId === empireId && k.systemId === systemId);
      const typed = before ? asSystemKnowledge(before) : null;
      if (!before || !typed) return [];
      const after: Knowledge = { ...typed, warpPoints: typed.warpPoints.map((p) => (p.leadsTo && (p.leadsTo.systemId === line.a || p.leadsTo.systemId === line.b) ? { ...p, leadsTo: null } : p)) };
      return [{ before, after }];
    });
    run(command(`${empire} forgets ${a?.name}–${b?.name}`, { knowledge: changes }));
  };
  return (
    <Stack gap="xs" data-testid="line-panel">
      <Title order={4}>
        {lineKind(line) === 'gate' ? 'Star gate' : 'Warp line'} {a?.name}–{b?.name}
      </Title>
      <Group grow>
        <Select label={`Letter at ${a?.name}`} data={options(line.a, line.aLetter)} value={line.aLetter} allowDeselect={false} onChange={(v) => v && run(editLine(map, line.id, { aLetter: v }))} />
        <Select label={`Letter at ${b?.name}`} data={options(line.b, line.bLetter)} value={line.bLetter} allowDeselect={false} onChange={(v) => v && run(editLine(map, line.id, { bLetter: v }))} />
      </Group>
      <Text size="xs" c="dimmed">
        Only letters free in each system are offered. NOVA recommends letters as random as possible.
      </Text>
      <Button variant="default" size="xs" onClick={reroll}>
        New random letters
      </Button>
      <SegmentedControl
        data={[
          { value: 'warp', label: 'Warp line' },
          { value: 'gate', label: 'Star gate' },
        ]}
        value={lineKind(line)}
        onChange={(v) => run(editLine(map, line.id, { kind: v as 'warp' | 'gate' }))}
      />
      {map.empires.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Travelled by
          </Text>
          {map.empires.map((e) => (
            <Checkbox key={e.id} size="xs" label={e.name} checked={travelled(map, e.id, line)} onChange={(ev) => setKnown(e.id, ev.currentTarget.checked)} />
          ))}
        </Stack>
      )}
      <Button color="red" variant="light" onClick={() => run(deleteItems(map, new Set(), new Set([line.id])))}>
        Delete line
      </Button>
    </Stack>
  );
}
