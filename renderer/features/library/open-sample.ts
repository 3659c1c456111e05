/** The bundled sample game: opened if the library has it, imported from resources/ otherwise. */
import sampleText from '../../../resources/samples/nova-sample.warpdesk.json?raw';
import { getDb } from '../../db/database';
import { findSampleGame } from '../../db/games';
import { importArchiveText } from '../archive/archive-actions';

export const SAMPLE_ID = 'nova-sample';

/** Returns the id of the sample game in the library, importing it first when needed. */
export async function openSampleGame(): Promise<string | null> {
  const existing = await findSampleGame(getDb(), SAMPLE_ID);
  if (existing) return existing.id;
  return importArchiveText('the sample game', sampleText);
}
