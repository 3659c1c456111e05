import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { fixture } from '../orders/check-fixture';
import { parseOrderText } from '../orders/parse-sheet';
import { constructionStep } from './step-c-construction';
import { sheet, stepInput, WorldBuilder } from './test-world';

// NOVA: UNIT STANDARDIZATION "It is not possible to augment the spatial or surface combat capabilities of any non-ship units."
describe('NOVA: UNIT STANDARDIZATION', () => {
  it('a Repair or Refit of an army or an SDU is refused at step C, nothing charged', () => {
    const world = new WorldBuilder(2).empire('e1', { treasury: 300 }).home('h', 'e1').unit('aa', 'e1', 'AA', 'h', { name: 'AA 1' }).unit('sdu', 'e1', 'SDU', 'h', { name: 'SDU 1' }).build();
    const out = constructionStep(stepInput(world, [sheet('e1', [['expenditures', 'Refit AA 1 to Heavy Army | 1 | 20 | 20'], ['expenditures', 'Repair SDU 1 | 1 | 10 | 10']])]));
    const aborted = out.events.filter((e) => e.kind === 'build-aborted').map((e) => (e as { reason: string }).reason);
    expect(aborted).toEqual([expect.stringContaining('AA 1 (AA) is not a ship: the spatial or surface combat capabilities of non-ship units cannot be augmented'), expect.stringContaining('SDU 1 (SDU) is not a ship')]);
    expect(out.world.empires[0]?.treasury).toBe(300);
  });

  it('the order checker says the same on the line', () => {
    const input = fixture();
    input.units = input.units.map((u) => (u.id === 'u8' ? { ...u, name: 'AA 1' } : u));
    const found = checkSheet(parseOrderText('EXPENDITURES\nRefit AA 1 to Heavy Army | 1 | 20 | 20').at(0)?.lines ?? [], input).filter((d) => d.code === 'YARD');
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('non-ship units cannot be augmented (NOVA UNIT STANDARDIZATION)')]);
  });
});
