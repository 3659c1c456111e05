/**
 * What a new NOVA game needs before turn 1 (NOVA: 8 pregame), as the dashboard's checklist:
 * a map with warp lines, at least two empires each on its home star, each empire's pregame
 * technology, ship designs and starting forces within its budget (NOVA 8.4), and each
 * empire's player with a way to reach them (packets go to them). Pure.
 */
import type { GameRecords } from '../../format/records';
import type { ChecklistItem } from '../../library/checklist';
import { novaDesignSchema } from './design-model';
import { formatRational } from './exact';
import { homestarTypeMismatch, novaEmpireOf, pregameBudget, type BudgetDesign, type Purchase } from './pregame';
import { novaRecords } from './records';
import { novaRulesFromSettings } from './rules-options';

/** "Aster", "Aster and Boreal", "Aster, Boreal and 3 more". */
function names(list: readonly string[]): string {
  if (list.length <= 3) return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return `${list.slice(0, 3).join(', ')} and ${list.length - 3} more`;
}

function purchasesOf(units: GameRecords['units']): Purchase[] {
  const ships = new Map<string, number>();
  const others = new Map<string, number>();
  for (const unit of units) {
    if (unit.pregame !== true) continue;
    if (unit.kind === 'ship' && typeof unit.designId === 'string') ships.set(unit.designId, (ships.get(unit.designId) ?? 0) + 1);
    else others.set(unit.kind, (others.get(unit.kind) ?? 0) + 1);
  }
  return [...[...ships].map(([designId, count]) => ({ what: 'ship' as const, designId, count })), ...[...others].map(([abbr, count]) => ({ what: 'unit' as const, abbr, count }))];
}

function techRange(list: readonly Parameters<typeof formatRational>[0][]): string {
  const sorted = [...list].sort((a, b) => a.num / a.den - b.num / b.den);
  const low = sorted[0];
  const high = sorted.at(-1);
  if (!low || !high) return '';
  return low === high || formatRational(low) === formatRational(high) ? `${formatRational(low)} TP` : `${formatRational(low)}–${formatRational(high)} TP`;
}

/** Each empire (in table order) with its designs, units, pregame budget (NOVA 8.4) and home star. */
export function pregameBudgets(all: GameRecords) {
  const records = novaRecords(all);
  const empires = [...records.empires].sort((a, b) => a.position - b.position);
  const options = novaRulesFromSettings(records.game.settings);
  return empires.map((empire) => {
    const designs: BudgetDesign[] = records.designs
      .filter((d) => d.empireId === empire.id)
      .map((d) => {
        const nova = novaDesignSchema.safeParse(d.nova ?? {});
        return { id: d.id, name: d.name, kind: d.kind, nova: nova.success ? nova.data : novaDesignSchema.parse({}) };
      });
    const units = records.units.filter((u) => u.empireId === empire.id);
    const budget = pregameBudget({ empire: novaEmpireOf(empire), designs, purchases: purchasesOf(units), options, turn: 0 });
    const home = empire.homeSystemId ? records.systems.find((s) => s.id === empire.homeSystemId) : undefined;
    return { empire, designs, units, budget, home };
  });
}

export function novaChecklist(all: GameRecords): ChecklistItem[] {
  const records = novaRecords(all);
  const empires = [...records.empires].sort((a, b) => a.position - b.position);
  const per = pregameBudgets(all);
  const items: ChecklistItem[] = [];
  const systems = records.systems.length;
  const lines = records.warpLines.length;
  items.push({ id: 'map', label: 'Map', screen: 'map', done: systems > 1 && lines > 0, detail: systems === 0 ? 'no star systems yet: draw the map or Generate one' : lines === 0 ? `${systems} systems and no warp lines: connect them` : `${systems} systems, ${lines} warp lines` });
  const homeless = per.filter((p) => !p.home).map((p) => p.empire.name);
  // NOVA: VARIABLE HOMESTAR — the Type chosen pregame is written on the map when turn 1 starts (start-of-play.ts).
  const retyped = per.flatMap((p) => {
    const m = homestarTypeMismatch(p.empire, p.home);
    return m && p.home ? [`${p.home.name} (${p.empire.name}) Type ${m.map} → ${m.chosen}`] : [];
  });
  const lowered = retyped.length > 0 ? `; Start turn 1 sets the home star Type each empire chose: ${retyped.join(', ')}` : '';
  items.push({
    id: 'empires',
    label: 'Empires',
    screen: 'map',
    done: empires.length >= 2 && homeless.length === 0,
    detail: empires.length < 2 ? `${empires.length} empire${empires.length === 1 ? '' : 's'}: a game needs at least two` : homeless.length > 0 ? `no home star placed for ${names(homeless)} (Map: set a system's owner and home star)` : `${empires.length} empires, each on its home star${lowered}`,
  });
  const noTech = per.filter((p) => p.budget.techTp.num === 0).map((p) => p.empire.name);
  items.push({ id: 'technology', label: 'Technology', screen: 'empires', done: noTech.length === 0 && empires.length > 0, detail: noTech.length > 0 ? `no pregame technology for ${names(noTech)} (0 TP)` : `every empire has its pregame technology (${techRange(per.map((p) => p.budget.techTp))})` });
  const noDesign = per.filter((p) => !p.designs.some((d) => d.kind === 'ship')).map((p) => p.empire.name);
  items.push({ id: 'designs', label: 'Ship designs', screen: 'empires', done: noDesign.length === 0 && empires.length > 0, detail: noDesign.length > 0 ? `no ship design for ${names(noDesign)}` : `${per.reduce((n, p) => n + p.designs.length, 0)} designs` });
  const noForces = per.filter((p) => !p.units.some((u) => u.pregame === true)).map((p) => p.empire.name);
  const overBudget = per.filter((p) => p.budget.problems.some((x) => x.severity === 'error')).map((p) => p.empire.name);
  // NOVA: OPTIONAL FORCES — MCr saved for turn one: a treasury still at 0 gets what the pregame leaves when turn 1 starts.
  const unsaved = per.filter((p) => p.empire.treasury === 0 && p.budget.left > 0).map((p) => `${p.empire.name} ${p.budget.left} MCr`);
  const saved = unsaved.length > 0 ? `; Start turn 1 puts the MCr saved for turn one in the treasury: ${unsaved.join(', ')}` : '';
  items.push({
    id: 'pregame',
    label: 'Starting forces',
    screen: 'empires',
    done: noForces.length === 0 && overBudget.length === 0 && empires.length > 0,
    detail: noForces.length > 0 ? `nothing bought in the pregame by ${names(noForces)}` : overBudget.length > 0 ? `the pregame check fails for ${names(overBudget)} (Empires: open the empire to see why)` : `every empire bought its starting forces within its budget (NOVA 8.4)${saved}`,
  });
  const noPlayer = per.filter((p) => p.empire.playerName.trim() === '').map((p) => p.empire.name);
  const noContact = per.filter((p) => p.empire.playerName.trim() !== '' && p.empire.playerContact.trim() === '').map((p) => p.empire.name);
  items.push({
    id: 'players',
    label: 'Players',
    screen: 'dashboard',
    done: noPlayer.length === 0 && empires.length > 0,
    detail: noPlayer.length > 0 ? `no player named for ${names(noPlayer)} (the dashboard's Empires table, or the empire's header)` : noContact.length > 0 ? `every empire has its player; no contact yet for ${names(noContact)}` : 'every empire has its player',
  });
  return items;
}
