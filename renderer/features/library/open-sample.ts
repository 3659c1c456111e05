/** A bundled sample game: opened if the library has it, imported from resources/samples/ otherwise. */
import type { RulesetList, SampleGame } from '../../../shared/ruleset';
import { getDb } from '../../db/database';
import { findSampleGame } from '../../db/game-list';
import type { RulesetScreens } from '../../ruleset';

/** Returns the id of the sample game in the library, importing it first when needed; null when it could not be imported. */
export async function openSampleGame(ruleset: RulesetScreens, sample: SampleGame, rulesets: RulesetList): Promise<string | null> {
  const existing = await findSampleGame(getDb(), sample.id);
  if (existing) return existing.id;
  const load = ruleset.samples[sample.id];
  if (!load) throw new Error(`The ${ruleset.rules.name} sample "${sample.id}" is not bundled with this build`);
  const { importArchiveText } = await import('../archive/archive-actions');
  return importArchiveText(`the ${ruleset.rules.name} sample`, await load(), rulesets);
}
