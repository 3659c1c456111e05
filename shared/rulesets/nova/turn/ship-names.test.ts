import { describe, expect, it } from 'vitest';
import { checkSheet } from '../orders/check';
import { fixture } from '../orders/check-fixture';
import { parseOrderText } from '../orders/parse-sheet';
import { runTurn } from './run-turn';
import { constructionStep } from './step-c-construction';
import { productionStep } from './step-a-production';
import { sharedShipNames } from './ship-names';
import { sheet, stepInput, WorldBuilder } from './test-world';

function world() {
  return new WorldBuilder(3)
    .empire('e1', { treasury: 1000, nova: { tech: { IE: 2, JD: 2 } } })
    .home('h', 'e1')
    .system('b', { type: 5 })
    .line('w', 'h', 'B', 'b', 'A')
    .design('scout', 'e1', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1]])
    .unit('s1', 'e1', 'ship', 'h', { name: 'Daring', designId: 'scout' })
    .unit('s2', 'e1', 'ship', 'h', { name: 'DARING', designId: 'scout' })
    .unit('s3', 'e1', 'ship', 'h', { name: 'Bold', designId: 'scout' })
    .build();
}

describe('NOVA: SHIP COMMISSIONS (6.11)', () => {
  // NOVA: SHIP COMMISSIONS "It is required that all ships be assigned a name or alpha-numeric designation the turn they are
  // constructed. This must be unique and less than 16 characters in length."
  it('a new ship takes its COMMISSIONS name the turn it is built; a name of 16 characters or one in use is the GM\'s to give', () => {
    const w = world();
    const orders = [sheet('e1', [['expenditures', 'Scout | 3 | | '], ['commissions', 'VALIANT | H || ABCDEFGHIJKLMNOP | H || BOLD | H']])];
    const produced = productionStep(stepInput(w, orders));
    const out = constructionStep(stepInput(produced.world, orders));
    const names = out.world.units.filter((u) => !['s1', 's2', 's3'].includes(u.id)).map((u) => u.name);
    expect(names[0]).toBe('VALIANT');
    expect(names.slice(1).every((n) => n.length < 16 && n !== 'ABCDEFGHIJKLMNOP' && n.toUpperCase() !== 'BOLD')).toBe(true);
    expect(out.warnings?.map((x) => x.code)).toEqual(['NAME-LONG', 'NAME-TAKEN']);
  });

  // NOVA: SHIP COMMISSIONS "Ships not uniquely named can't be given orders."
  it('two ships of one empire with one name: a row naming it is not carried out, the others are', () => {
    const w = world();
    expect([...sharedShipNames(w.units, 'e1')]).toEqual(['DARING']);
    const run = runTurn({ world: w, orders: [sheet('e1', [['movement', 'H | DARING, BOLD | B | F |']])], seed: 's' });
    expect(run.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'NOT-UNIQUE', reason: expect.stringContaining("ships not uniquely named can't be given orders") });
    expect(run.world.units.filter((u) => u.systemId === 'b').map((u) => u.id)).toEqual(['s3']);
  });

  it('the order checker says so on the row', () => {
    const input = fixture();
    input.units = [...input.units, { ...input.units[1]!, id: 'u2b' }];
    const lines = parseOrderText('MOVEMENT\nLYRA | BOLD | ALGOL | F |\nLYRA | DARING | ALGOL | F |').at(0)?.lines ?? [];
    const found = checkSheet(lines, input).filter((d) => d.code === 'NOT-UNIQUE');
    expect(found.map((d) => [d.line, d.severity])).toEqual([[2, 'error']]);
  });
});
