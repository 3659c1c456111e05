/**
 * Live data of one empire for the Empires screen: the record, its NOVA fields, designs,
 * pregame units, the game's NOVA rules options, and the budget computed from them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Empire, Game, Unit } from '../../../../shared/model/entities';
import { novaEmpireOf, pregameBudget, type NovaEmpire, type PregameBudget } from '../../../../shared/rulesets/nova/pregame';
import { novaRulesFromSettings, type NovaRulesOptions } from '../../../../shared/rulesets/nova/rules-options';
import { getDb } from '../../../db/database';
import { listEmpireDesigns, type NovaDesignRecord } from '../db/designs';
import { purchasesOf } from '../db/empires';

export interface EmpireData {
  empire: Empire;
  nova: NovaEmpire;
  designs: NovaDesignRecord[];
  units: Unit[];
  options: NovaRulesOptions;
  budget: PregameBudget;
}

/** undefined while loading; null when there is no such empire. */
export function useEmpireData(game: Game, empireId: string): EmpireData | null | undefined {
  const db = getDb();
  return useLiveQuery(async () => {
    const empire = await db.empires.get([game.id, empireId]);
    if (!empire) return null;
    const designs = await listEmpireDesigns(db, game.id, empireId);
    const units = await db.units.where('[gameId+empireId]').equals([game.id, empireId]).toArray();
    const nova = novaEmpireOf(empire);
    const options = novaRulesFromSettings(game.settings);
    const budget = pregameBudget({ empire: nova, designs, purchases: purchasesOf(units), options, turn: game.turn });
    return { empire, nova, designs, units, options, budget };
  }, [game.id, empireId, game.settings, game.turn]);
}
