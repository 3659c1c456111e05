import { Checkbox, Group, NumberInput, Select, Stack, Text, Textarea, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { editSystem, type SystemPatch } from '../../../../shared/rulesets/nova/map/edits';
import type { MapModel, MapSettings } from '../../../../shared/rulesets/nova/map/model';
import { maxColonies } from '../../../../shared/rulesets/nova/map/validate';
import { SYSTEM_STATUSES, type NovaSystem } from '../../../../shared/rulesets/nova/records';
import { KnowledgeSection } from './KnowledgeSection';

/** NOVA: 4.4 — what each type can become. */
export const TYPE_OPTIONS = [
  '0 — supports nothing',
  '1 — outpost only',
  '2 — outpost only',
  '3 — up to settlement',
  '4 — up to settlement',
  '5 — up to world',
  '6 — up to world',
  '7 — up to world',
  '8 — up to world',
].map((label, value) => ({ value: String(value), label }));

const STATUS_LABEL = { none: 'None', outpost: 'Outpost (OP)', settlement: 'Settlement (ST)', world: 'World (WD)' } as const;

/** NOVA: 2.1 — status follows from the number of established colonies (0 none … 3 world), so the two change together. */
const STATUS_BY_COLONIES = ['none', 'outpost', 'settlement', 'world'] as const;

/** The longest name storage accepts (entities.ts); the game's own limit is a warning below it. */
const HARD_NAME_MAX = 32;

export function formatInstallations(installations: Record<string, number>): string {
  return Object.entries(installations).map(([k, v]) => `${k}:${v}`).join('; ');
}

/** Reads "IC:1; SDU:2" (also "IC=1", "IC 1", commas); a message when a part cannot be read. */
export function parseInstallations(text: string): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const part of text.split(/[;,]/).map((p) => p.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]+)\s*[:= ]\s*(\d+)$/.exec(part);
    if (!m) return `"${part}" should look like IC:1`;
    out[(m[1] as string).toUpperCase()] = Number(m[2]);
  }
  return out;
}

/** The side panel for one star system: every field the GM edits, each edit one undoable command. */
export function SystemPanel({ system, map, settings, turn, run, onSelectLine }: { system: NovaSystem; map: MapModel; settings: MapSettings; turn: number; run(cmd: MapCommand): void; onSelectLine(id: string): void }) {
  const [name, setName] = useState(system.name);
  const [installations, setInstallations] = useState(formatInstallations(system.installations));
  const [notes, setNotes] = useState(system.notes);
  const [nameError, setNameError] = useState<string | null>(null);
  const [installError, setInstallError] = useState<string | null>(null);
  const edit = (patch: SystemPatch) => run(editSystem(map, system.id, patch));

  const commitName = () => {
    const value = name.trim();
    if (value === system.name) return setNameError(null);
    if (value === '') return setNameError('A system needs a name.');
    if (value.length > HARD_NAME_MAX) return setNameError(`At most ${HARD_NAME_MAX} characters.`);
    if (map.systems.some((s) => s.id !== system.id && s.name.toUpperCase() === value.toUpperCase())) return setNameError(`Another system is already called ${value}.`);
    setNameError(null);
    edit({ name: value });
  };
  const commitInstallations = () => {
    const parsed = parseInstallations(installations);
    if (typeof parsed === 'string') return setInstallError(parsed);
    setInstallError(null);
    if (formatInstallations(parsed) !== formatInstallations(system.installations)) edit({ installations: parsed });
  };
  const points = map.lines
    .flatMap((l) => (l.a === system.id ? [{ line: l, letter: l.aLetter, to: l.b, toLetter: l.bLetter }] : l.b === system.id ? [{ line: l, letter: l.bLetter, to: l.a, toLetter: l.aLetter }] : []))
    .sort((p, q) => p.letter.localeCompare(q.letter));
  const nameOf = (id: string) => map.systems.find((s) => s.id === id)?.name ?? id;

  return (
    <Stack gap="xs" data-testid="system-panel">
      <Title order={4}>{system.name}</Title>
      <TextInput
        label="Name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={commitName}
        onKeyDown={(e) => e.key === 'Enter' && commitName()}
        error={nameError ?? (name.trim().length > settings.maxNameLength ? `Longer than this game's ${settings.maxNameLength} characters.` : null)}
      />
      <Select label="Type" data={TYPE_OPTIONS} value={String(system.type)} allowDeselect={false} onChange={(v) => v !== null && edit({ type: Number(v) })} />
      <Group grow>
        <Select label="Status" data={SYSTEM_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} value={system.status} allowDeselect={false} onChange={(v) => v && edit({ status: v as NovaSystem['status'], colonies: STATUS_BY_COLONIES.indexOf(v as NovaSystem['status']) })} />
        <NumberInput
          label="Colonies"
          min={0}
          max={3}
          value={system.colonies}
          error={system.colonies > maxColonies(system.type) ? `Type ${system.type} holds at most ${maxColonies(system.type)}.` : null}
          onChange={(v) => typeof v === 'number' && v >= 0 && v <= 3 && Number.isInteger(v) && v !== system.colonies && edit({ colonies: v, status: STATUS_BY_COLONIES[v] })}
        />
      </Group>
      <Select
        label="Owner"
        data={[{ value: '', label: 'No owner' }, ...map.empires.map((e) => ({ value: e.id, label: e.name }))]}
        value={system.ownerId ?? ''}
        allowDeselect={false}
        onChange={(v) => edit({ ownerId: v ? v : null })}
      />
      <Checkbox label="Home star" checked={system.homeStar} onChange={(e) => edit({ homeStar: e.currentTarget.checked })} />
      <TextInput
        label="Installations"
        description="Such as IC:1; SDU:2"
        value={installations}
        error={installError}
        onChange={(e) => setInstallations(e.currentTarget.value)}
        onBlur={commitInstallations}
        onKeyDown={(e) => e.key === 'Enter' && commitInstallations()}
      />
      <Textarea label="Notes" autosize minRows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} onBlur={() => notes !== system.notes && edit({ notes })} />
      <Text size="sm" fw={600}>
        Warp points ({points.length})
      </Text>
      {points.length === 0 && (
        <Text size="sm" c="dimmed">
          None yet. Draw a line from this system (L, or Ctrl+drag).
        </Text>
      )}
      {points.map((p) => (
        <UnstyledButton key={p.line.id} onClick={() => onSelectLine(p.line.id)} data-testid="warp-point">
          <Text size="sm">
            <b>{p.letter}</b> → {nameOf(p.to)} ({p.toLetter}){p.line.kind === 'gate' ? ' · star gate' : ''}
          </Text>
        </UnstyledButton>
      ))}
      <KnowledgeSection system={system} map={map} turn={turn} run={run} />
    </Stack>
  );
}
