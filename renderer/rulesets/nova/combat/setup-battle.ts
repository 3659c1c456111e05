/**
 * A battle set up by hand: sides from the game's empires, ships from their designs (fromDesign)
 * with damage carried in and a (D/n) set-up position from the warp point (NOVA: SET-UP). The
 * result is a battle file (docs/nova-battle-format.md), checked by readBattleInput like an import;
 * it carries the game's combat switches (Settings "NOVA: space combat").
 */
import { readBattleInput, type BattleShipInput } from '../../../../shared/rulesets/nova/combat/battle';
import { DEFAULT_COMBAT_SETTINGS, type CombatSettings } from '../../../../shared/rulesets/nova/combat/settings';
import { storedChart } from '../../../../shared/rulesets/nova/combat/official-chart';
import { fromDesign } from '../../../../shared/rulesets/nova/combat/from-design';
import type { NovaDesignRecord } from '../db/designs';

export interface SetupShip {
  key: string;
  empireId: string;
  designId: string;
  name: string;
  /** Set-up: direction D1–D6 and distance in hexes from the warp point (0 = on it). */
  direction: number;
  distance: number;
  sd: number;
  armourLost: number;
}

export interface SetupSide {
  empireId: string;
  name: string;
}

export function buildBattleFile(name: string, sides: readonly SetupSide[], ships: readonly SetupShip[], designs: readonly NovaDesignRecord[], settings: CombatSettings = DEFAULT_COMBAT_SETTINGS): { ok: true; json: unknown; notes: string[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  if (sides.length < 2) problems.push('a battle needs at least two sides');
  const shipInputs: BattleShipInput[] = [];
  ships.forEach((s, i) => {
    const design = designs.find((d) => d.id === s.designId && d.empireId === s.empireId);
    if (!design) {
      problems.push(`ship ${i + 1}: pick a design of its empire`);
      return;
    }
    const missiles = designs.filter((d) => d.empireId === s.empireId && d.kind === 'missile').map((d) => ({ id: d.id, name: d.name, nova: d.nova }));
    // NOVA: CRITICAL HITS — the GM's official chart of the design, when there is one.
    const made = fromDesign({ name: design.name, nova: design.nova }, missiles, storedChart(design.critChart));
    notes.push(...made.notes);
    shipInputs.push({
      id: `s${i + 1}`,
      name: s.name.trim() || `${design.name} ${i + 1}`,
      side: s.empireId,
      spec: made.spec,
      placement: { setup: { direction: s.direction, distance: s.distance } },
      damage: { sd: s.sd, armourLost: s.armourLost, destroyed: [], ieLost: 0, jdLost: 0 },
    });
  });
  if (ships.length === 0) problems.push('add at least one ship');
  if (problems.length > 0) return { ok: false, problems };
  const json = { format: 'warpdesk-nova-battle', version: 1, id: 'battle', name, settings, warpPoint: { q: 0, r: 0 }, sides: sides.map((s) => ({ id: s.empireId, name: s.name })), ships: shipInputs };
  const read = readBattleInput(json);
  if (!read.ok) return { ok: false, problems: read.reasons };
  return { ok: true, json, notes };
}
