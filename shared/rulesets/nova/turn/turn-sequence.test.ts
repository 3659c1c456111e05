import { describe, expect, it } from 'vitest';
import { runTurn, STEP_FUNCTIONS } from './run-turn';
import { sheet, WorldBuilder } from './test-world';
import { TURN_STEPS } from './types';

/**
 * NOVA: TURN SEQUENCE (6.2): "All activities occur in the order described here. No exceptions."
 * A) production B) pillage, salvage C) construction D) repair, refit, research begun, cargo loaded
 * E) MCr transferred F) strategic movement, last turn's retreats finish G) space combat, retreats
 * begin H) exploration, ship and installation transfers I) surface combat J) devastation, PCBs,
 * TFCs K) colonies and ICs established L) research finishes, transferred MCr received.
 */
describe('the turn sequence (NOVA: TURN SEQUENCE)', () => {
  it('runs the book’s steps A to L in order, each by the functions that carry it out, then the end of the turn', () => {
    const names = STEP_FUNCTIONS.map((f) => `${f.step}:${f.run.name}`);
    expect(names).toEqual([
      'A:productionStep',
      'B:pillageStep',
      'B:gateDestructionStep',
      'C:constructionStep',
      'D:researchStartStep',
      'D:cargoStep',
      'E:transfersStep',
      'E:treasuryOrdersStep',
      'F:movementStep',
      'F:derelictCaptureStep',
      'G:contactStep',
      'G:gateCaptureAfterSpace',
      'H:explorationStep',
      'H:diplomacyStep',
      'I:surfaceStep',
      'I:gateCaptureAfterSurface',
      'J:devastationStep',
      'J:constructsStep',
      'K:establishStep',
      'L:researchFinishStep',
      'end:financeStep',
      'end:territoryStep',
      'end:derelictStep',
      'end:eliminationStep',
      'end:gateNoticeStep',
      'end:messagesStep',
    ]);
    expect([...new Set(STEP_FUNCTIONS.map((f) => f.step))]).toEqual([...TURN_STEPS]);
  });

  it('an SG end destroyed in the economic phase (B) is gone before movement (F): a ship entering the gate stops', () => {
    // NOVA: STAR GATES: "SG ends may be voluntarily destroyed during the economic phase of the turn."
    const world = new WorldBuilder(5)
      .empire('mersy')
      .home('balor', 'mersy')
      .system('poing')
      .design('cruiser', 'mersy', 'Cruiser', [['IE', 2], ['JD', 1]])
      .unit('c', 'mersy', 'ship', 'balor', { name: 'Cruiser 1', designId: 'cruiser' })
      .unit('g1', 'mersy', 'SG', 'balor', { name: 'SG 1', pair: 'p' })
      .unit('g2', 'mersy', 'SG', 'poing', { name: 'SG 2', pair: 'p' })
      .build();
    const run = runTurn({ world, orders: [sheet('mersy', [['general', 'GO: Destroy SG 2'], ['movement', 'BALOR | CRUISER 1 | SG | F |']])], seed: 'seq' });
    const steps = run.events.filter((e) => e.kind === 'gate-destroyed' || e.kind === 'move-stopped').map((e) => `${e.step} ${e.kind}`);
    expect(steps).toEqual(['B gate-destroyed', 'F move-stopped']);
    expect(run.world.units.find((u) => u.id === 'c')?.systemId).toBe('balor');
  });

  it('every event of a run comes in the order of its step', () => {
    const world = new WorldBuilder(3)
      .empire('aroma', { treasury: 100 })
      .home('a', 'aroma')
      .system('b', { type: 5 })
      .line('w', 'a', 'B', 'b', 'A')
      .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 1], ['XC', 1]])
      .unit('s', 'aroma', 'ship', 'a', { name: 'Scout 1', designId: 'scout' })
      .build();
    const run = runTurn({ world, orders: [sheet('aroma', [['movement', 'A | SCOUT 1 | B | F,X |']])], seed: 'seq' });
    const order = run.events.map((e) => TURN_STEPS.indexOf(e.step));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(run.events.map((e) => e.step)).toEqual(expect.arrayContaining(['A', 'F', 'H']));
  });
});
