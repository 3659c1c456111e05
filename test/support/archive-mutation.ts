/**
 * Test kit for archive checks (issue 19, item 6): damage a bundled archive's JSON in one place and
 * read what the archive reader says of it.
 */
import { readArchive } from '../../shared/format/archive';
import { RULESETS } from '../../shared/rulesets/index';

export type ArchiveJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `sample` (an archive's text) with `change` made to its parsed JSON, as text again. */
export function mutatedArchive(sample: string, change: (archive: ArchiveJson) => void): string {
  const archive = JSON.parse(sample) as ArchiveJson;
  change(archive);
  return JSON.stringify(archive);
}

/** The reader's problems as `where: message` lines; empty when the archive is accepted. */
export function archiveRefusal(text: string): string[] {
  const read = readArchive(text, RULESETS);
  return read.ok ? [] : read.problems.map((p) => `${p.where}: ${p.message}`);
}
