/**
 * Import and export of NOVA's map alone, all through the platform (file dialogs, downloads):
 * the map file (JSON, the archive's map part), CSV of systems and of warp lines. (The
 * drawing's SVG and PNG are every ruleset's: features/map/export-drawing.ts.)
 * An import that does not read cleanly is refused whole, with every problem listed;
 * one that does becomes one undoable command.
 */
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { MapCommand } from '../../../../shared/rulesets/nova/map/commands';
import { linesToCsv, parseLinesCsv, parseSystemsCsv, systemsToCsv } from '../../../../shared/rulesets/nova/map/csv';
import { replaceMap } from '../../../../shared/rulesets/nova/map/edits';
import { readMapFile, writeMapFile } from '../../../../shared/rulesets/nova/map/map-file';
import type { MapModel } from '../../../../shared/rulesets/nova/map/model';
import type { Problem } from '../../../../shared/format/problems';
import type { ArchiveRulesets } from '../../../../shared/format/archive';
import { ProblemList } from '../../../components/ProblemList';
import { safeFileName } from '../../../features/map/export-drawing';
import { getPlatform } from '../../../platform';

async function save(title: string, suggestedName: string, extension: string, label: string, text: string): Promise<void> {
  const saved = await getPlatform().saveTextFile({ title, suggestedName, filters: [{ name: label, extensions: [extension] }], text });
  if (saved) notifications.show({ color: 'green', message: `Saved ${suggestedName}` });
}

export const exportMapFile = (game: string, map: MapModel) => save('Export map', `${safeFileName(game)}.warpdesk-map.json`, 'json', 'Warpdesk map', writeMapFile(map.systems, map.lines));
export const exportSystemsCsv = (game: string, map: MapModel) => save('Export systems', `${safeFileName(game)}-systems.csv`, 'csv', 'CSV', systemsToCsv(map.systems));
export const exportLinesCsv = (game: string, map: MapModel) => save('Export warp lines', `${safeFileName(game)}-warp-lines.csv`, 'csv', 'CSV', linesToCsv(map.lines, map.systems));

function refuse(fileName: string, problems: readonly Problem[]): void {
  modals.open({
    title: `Cannot import ${fileName}`,
    size: 'lg',
    children: (
      <Stack data-testid="map-import-error">
        <Text size="sm">Nothing was imported, and the map is unchanged. What is wrong, and where:</Text>
        <ProblemList problems={problems} />
      </Stack>
    ),
  });
}

function confirmReplace(what: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Replace the map?',
    children: <Text size="sm">{what} You can undo this (Ctrl+Z).</Text>,
    labels: { confirm: 'Import', cancel: 'Cancel' },
    onConfirm,
  });
}

export async function importMapFile(gameId: string, map: MapModel, run: (cmd: MapCommand) => void, rulesets: ArchiveRulesets): Promise<void> {
  const file = await getPlatform().openTextFile({ title: 'Import map', filters: [{ name: 'Warpdesk map or archive', extensions: ['json'] }] });
  if (!file) return;
  const read = readMapFile(file.text, gameId, rulesets);
  if (!read.ok) return refuse(file.name, read.problems);
  const { systems, lines } = read.value;
  confirmReplace(`${file.name} has ${systems.length} systems and ${lines.length} warp lines; they replace the whole map, and what empires knew of it.`, () =>
    run(replaceMap(map, `Import map ${file.name}`, { systems, lines })),
  );
}

export async function importSystemsCsv(gameId: string, map: MapModel, run: (cmd: MapCommand) => void): Promise<void> {
  const file = await getPlatform().openTextFile({ title: 'Import systems', filters: [{ name: 'CSV', extensions: ['csv', 'txt'] }] });
  if (!file) return;
  const read = parseSystemsCsv(file.text, gameId, map.empires.map((e) => e.id), map.systems);
  if (!read.ok) return refuse(file.name, read.problems);
  const ids = new Set(read.value.map((s) => s.id));
  const lines = map.lines.filter((l) => ids.has(l.a) && ids.has(l.b));
  const knowledge = map.knowledge.filter((k) => ids.has(k.systemId));
  const dropped = map.lines.length - lines.length;
  confirmReplace(
    `${file.name} has ${read.value.length} systems; they replace the map's ${map.systems.length}. ${dropped ? `${dropped} warp lines at systems not in the file are removed.` : 'Every warp line is kept.'}`,
    () => run(replaceMap(map, `Import systems ${file.name}`, { systems: read.value, lines, knowledge })),
  );
}

export async function importLinesCsv(gameId: string, map: MapModel, run: (cmd: MapCommand) => void): Promise<void> {
  const file = await getPlatform().openTextFile({ title: 'Import warp lines', filters: [{ name: 'CSV', extensions: ['csv', 'txt'] }] });
  if (!file) return;
  const read = parseLinesCsv(file.text, gameId, map.systems);
  if (!read.ok) return refuse(file.name, read.problems);
  confirmReplace(`${file.name} has ${read.value.length} warp lines; they replace the map's ${map.lines.length}.`, () =>
    run(replaceMap(map, `Import warp lines ${file.name}`, { systems: map.systems, lines: read.value, knowledge: map.knowledge })),
  );
}
