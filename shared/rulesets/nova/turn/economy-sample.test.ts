/**
 * The economy and research steps on the sample game's turn-1 sheets (resources/samples):
 * production from the map, the sheets' purchases at their true prices, the overspending
 * sheet aborting from the bottom, research started with the RDTs bought.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../../../format/archive';
import { engineOrders } from './orders-input';
import { researchStateOf } from './research-state';
import { runEconomy, stepInput } from './test-world';
import { worldFromRecords } from './world';
import { RULESETS } from '../../index';

function sample() {
  const read = readArchive(readFileSync('resources/samples/nova-sample.warpdesk.json', 'utf8'), RULESETS);
  if (!read.ok) throw new Error('the sample archive does not read');
  const records = read.value.records;
  const world = worldFromRecords(records, 1);
  const orders = engineOrders(records.empires, records.orders, 1);
  return { records, world, orders };
}

describe('money and research on the sample game, turn 1', () => {
  const { records, world, orders } = sample();
  const out = runEconomy(stepInput(world, orders, records.game.settings, {}, records.game.seed));
  const of = (kind: string, empireId: string) => out.events.filter((e) => e.kind === kind && e.empireId === empireId);

  it('collects each empire\'s production from its systems and checks the sheet\'s figure', () => {
    for (const empire of world.empires) {
      const owned = world.systems.filter((s) => s.ownerId === empire.id && s.status !== 'none');
      const production = of('production', empire.id)[0];
      expect(production?.kind === 'production' && production.systems.map((s) => s.systemId).sort()).toEqual(owned.map((s) => s.id).sort());
    }
    expect(out.warnings.filter((w) => w.code === 'LEDGER-PRODUCTION').length).toBeGreaterThan(0);
  });

  it('buys what each sheet lists, at the true prices, with every ship named from the COMMISSIONS', () => {
    expect(out.warnings.filter((w) => w.code === 'UNNAMED')).toEqual([]);
    const kessa = out.world.units.filter((u) => u.empireId === 'kessa' && (u as { builtTurn?: number }).builtTurn === 1 && u.kind === 'ship');
    expect(kessa.map((u) => u.name)).toEqual(['FREEBOOTER', 'Corsair 4']);
    const concord = of('built', 'concord').map((e) => e.kind === 'built' && [e.label, e.count, e.mcr]);
    expect(concord).toEqual([
      ['New RDT', 3, 120],
      ['Colony', 1, 60],
      ['Regular Army', 1, 30],
      ['Research report', 2, 10],
      ['Assault Army', 1, 30],
    ]);
    // The Assault Army's stated 40 MCr is corrected to 30.
    expect(out.warnings.find((w) => w.empireId === 'concord' && w.code === 'COST')?.message).toMatch(/not 40; 30 is charged/);
  });

  it('lets the Ys sheet overspend 26 MCr within the book\'s deficit, and charges the interest (NOVA 4.3)', () => {
    expect(of('build-aborted', 'ys')).toEqual([]);
    expect(of('interest', 'ys')).toMatchObject([{ mcr: 26, debt: 52 }]);
    expect(out.world.empires.find((e) => e.id === 'ys')?.treasury).toBe(-52);
  });

  it('with no debt allowed, aborts the Ys sheet\'s spending beyond its money from the bottom (NOVA 4.3)', () => {
    const strict = runEconomy(stepInput(world, orders, { ...records.game.settings, orders: { overspendAllowance: 0 } }, {}, records.game.seed));
    const aborted = strict.events.filter((e) => e.kind === 'build-aborted' && e.empireId === 'ys').map((e) => e.kind === 'build-aborted' && e.text.split('|')[0]?.trim());
    expect(aborted).toEqual(['Colony', 'Research report']);
    expect(strict.world.empires.find((e) => e.id === 'ys')?.treasury).toBeGreaterThanOrEqual(0);
  });

  it('starts every research row with the RDTs bought, on the table the rules give', () => {
    const started = out.events.filter((e) => e.kind === 'research-started').map((e) => e.kind === 'research-started' && [e.empireId, e.project, e.rdts, e.mcr]);
    expect(started).toEqual([
      ['concord', 'BL20-BL25', 2, 0],
      ['concord', 'EW5-EW6', 1, 0],
      ['kessa', 'XL14-XL16', 2, 0],
      ['swarm', 'SN20-SN25', 2, 0],
      ['swarm', 'MD6-MD7', 2, 0],
      ['umbral', 'PD6-PD8', 2, 0],
      ['vorn', 'BL15-BL20', 4, 0],
      ['ys', 'FA100-FA120', 3, 0],
    ]);
    // The swarm's sheet says Table A for SN20-SN25; 2.25 TP ≤ the 4 TP of SN20, so Table B (NOVA 5.3).
    expect(out.warnings.find((w) => w.empireId === 'swarm' && w.code === 'RES-TABLE')).toBeDefined();
    expect(researchStateOf(out.world.empires.find((e) => e.id === 'vorn')!).research[0]).toMatchObject({ goal: '17', table: 'B', rdts: 4 });
    expect(out.rolls).toHaveLength(2 + 1 + 2 + 2 + 2 + 2 + 4 + 3);
  });

  it('ends the turn with corruption on treasuries above production, and a ledger line per empire', () => {
    for (const empire of out.world.empires) {
      const closing = of('treasury', empire.id).at(-1);
      expect(closing).toMatchObject({ step: 'end', before: 366, after: empire.treasury });
    }
  });
});
