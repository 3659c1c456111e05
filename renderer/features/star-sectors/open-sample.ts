/** The bundled Star Sectors sample battle: opened if the library has it, imported from resources/ otherwise. */
import sampleText from '../../../resources/samples/star-sectors-sample.warpdesk.json?raw';
import { getDb } from '../../db/database';
import { findSampleGame } from '../../db/games';
import { importArchiveText } from '../archive/archive-actions';

export const STAR_SECTORS_SAMPLE = 'star-sectors-sample';

/** Returns the id of the Star Sectors sample in the library, importing it first when needed. */
export async function openStarSectorsSample(): Promise<string | null> {
  const existing = await findSampleGame(getDb(), STAR_SECTORS_SAMPLE);
  if (existing) return existing.id;
  return importArchiveText('the Star Sectors sample', sampleText);
}
