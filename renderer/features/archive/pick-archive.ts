/**
 * The file dialog of "Import…", apart from the archive reader: the app shell opens it at once on
 * the GM's click (a browser shows a file dialog only then), and loads the reader and the rulesets
 * once a file is chosen, so the library's first screen carries neither (issue 18).
 */
import { ARCHIVE_FILTERS, getPlatform } from '../../platform';

export function pickArchiveFile() {
  return getPlatform().openTextFileChunks({ title: 'Import a Warpdesk archive', filters: ARCHIVE_FILTERS });
}
