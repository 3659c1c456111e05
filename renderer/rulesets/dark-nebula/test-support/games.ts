/**
 * Dark Nebula games for browser tests: the bundled sample (built by its pure builder) or a new game
 * made as the New game dialog makes it, each under a fresh id, stored in the test's database.
 */
import type { Game } from '../../../../shared/model/entities';
import { rekeyGame } from '../../../../shared/library/new-game';
import { buildSampleGame } from '../../../../shared/rulesets/dark-nebula/sample/sample-game';
import { DARK_NEBULA } from '../../../../shared/rulesets/dark-nebula/ruleset';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';

let n = 0;
const fresh = (what: string) => `dn-${what}-${Date.now().toString(36)}-${++n}`;

export async function storeSample(): Promise<Game> {
  const id = fresh('sample');
  const records = rekeyGame(buildSampleGame().records, id, `Sample ${id}`, '2026-01-01T00:00:00.000Z');
  await insertGame(getDb(), records);
  return records.game;
}

export async function storeNewGame(map: 'sample' | 'empty' = 'sample'): Promise<Game> {
  const id = fresh('new');
  const records = await DARK_NEBULA.newGame.create({ name: `New ${id}`, ruleset: 'dark-nebula', empireNames: ['Human player', 'Aslan player'], options: { humanVariant: 'vilani', aslanVariant: 'hierate', missileBoats: 'no', map } }, id, '2026-01-01T00:00:00.000Z');
  await insertGame(getDb(), records);
  return records.game;
}

/** The game as stored now (its row changes with every write). */
export async function gameRow(id: string): Promise<Game> {
  const game = await getDb().games.get(id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}
