import { describe, expect, it } from 'vitest';
import { startBattle, type Battle } from '../combat/battle';
import { applyCritical } from '../combat/criticals';
import { lookupCrit } from '../combat/critical-chart';
import { battleResultOf, spaceBattleSetup } from './battles';
import { WorldBuilder } from './test-world';
import type { QueuedBattle, TurnWorld } from './types';

/** A hauler with 12 holds carrying an AA, an SDU, an IC and a PCB, met by an armed enemy. */
function world(cargo: [string, string][] = [['aa', 'AA'], ['sdu', 'SDU'], ['ic', 'IC'], ['pcb', 'PCB']]): TurnWorld {
  const b = new WorldBuilder(4)
    .empire('aroma')
    .empire('muddy')
    .system('s1')
    .design('hauler', 'aroma', 'Hauler', [['IE', 2], ['JD', 1], ['SI', 5, 2], ['AR', 1, 5], ['CH', 30, 14], ['BL', 10]])
    .design('frigate', 'muddy', 'Frigate', [['IE', 2], ['JD', 1], ['BL', 15]])
    .unit('h', 'aroma', 'ship', 's1', { name: 'Hauler', designId: 'hauler' })
    .unit('f', 'muddy', 'ship', 's1', { name: 'Frigate', designId: 'frigate' });
  for (const [id, kind] of cargo) b.unit(id, 'aroma', kind, 's1', { carriedBy: 'h' });
  return b.build();
}
const queued = (w: TurnWorld): QueuedBattle => ({ id: 'b1', kind: 'space', systemId: 's1', empireIds: ['aroma', 'muddy'], unitIds: w.units.filter((u) => u.kind === 'ship').map((u) => u.id) });

function battleOf(w: TurnWorld): Battle {
  return startBattle(spaceBattleSetup(queued(w), w).input);
}

/** The d1000 roll that hits component `ref` on the ship's critical chart (the die forced). */
function rollFor(battle: Battle, shipId: string, ref: string): number {
  const ship = battle.ships.find((s) => s.id === shipId);
  for (let roll = 1; roll <= 1000; roll++) if (ship && lookupCrit(ship.critChart, roll) === ref) return roll;
  throw new Error(`no roll hits ${ref}`);
}

describe('turn battles: cargo-hold criticals destroy what is really aboard (NOVA: CARGO HOLDS)', () => {
  it('each hold is told its cargo, holds first to last in the loading order: AA, SDU ×3, IC ×4, PCB ×6', () => {
    const hauler = battleOf(world()).input.ships.find((s) => s.id === 'h');
    expect(hauler?.spec.components.find((c) => c.code === 'CH')?.cargo).toEqual(['AA', 'SDU', 'SDU', 'SDU', 'IC', 'IC', 'IC', 'IC', 'PCB', 'PCB', 'PCB', 'PCB', 'PCB', 'PCB']);
  });

  it('a hit on the PCB\'s hold detonates it: the carrying ship is destroyed with all its cargo', () => {
    const w = world();
    const battle = battleOf(w);
    const hauler = battle.ships.find((s) => s.id === 'h');
    if (!hauler) throw new Error('no hauler');
    const effect = applyCritical(hauler, rollFor(battle, 'h', 'CH#10'), battle.settings);
    expect(effect).toMatchObject({ ref: 'CH#10', destroysShip: true, text: 'cargo hold CH#10 hit with PCB aboard: the ship is destroyed' });
    hauler.status = 'destroyed';
    expect(battleResultOf(battle, queued(w), w).destroyed.sort()).toEqual(['aa', 'h', 'ic', 'pcb', 'sdu']);
  });

  it('a hit on one of the SDU\'s three holds destroys it (a third of its size); one of the IC\'s four leaves the IC', () => {
    const w = world();
    const battle = battleOf(w);
    const hauler = battle.ships.find((s) => s.id === 'h');
    if (!hauler) throw new Error('no hauler');
    expect(applyCritical(hauler, rollFor(battle, 'h', 'CH#3'), battle.settings)).toMatchObject({ destroysShip: false, text: 'cargo hold CH#3 destroyed with its cargo (SDU)' });
    applyCritical(hauler, rollFor(battle, 'h', 'CH#6'), battle.settings);
    expect(battleResultOf(battle, queued(w), w).destroyed).toEqual(['sdu']);
    applyCritical(hauler, rollFor(battle, 'h', 'CH#7'), battle.settings);
    expect(battleResultOf(battle, queued(w), w).destroyed).toEqual(['sdu', 'ic']);
  });

  it('a ship carried in a cargo hold takes no part in the battle and dies with its hold', () => {
    const w = world([['aa', 'AA']]);
    w.designs.push({ ...w.designs[0], id: 'scout', name: 'Scout', nova: { components: [{ code: 'IE', level: 1, count: 1 }, { code: 'XC', level: 0, count: 1 }], intangibles: {}, text: '', overrides: {}, notes: '' } } as (typeof w.designs)[number]);
    w.units.push({ ...w.units[0], id: 'sc', name: 'Scout', designId: 'scout', carriedBy: 'h' } as (typeof w.units)[number]);
    const setup = spaceBattleSetup(queued(w), w);
    expect(setup.input.ships.map((s) => s.id)).toEqual(['h', 'f']);
    expect(setup.notes).toContain('Scout is carried in a cargo hold: it takes no part and shares its hold\'s fate');
    const battle = startBattle(setup.input);
    const hauler = battle.ships.find((s) => s.id === 'h');
    if (!hauler) throw new Error('no hauler');
    // The scout (16 MCr) is cheaper than the AA (30): it was loaded first, into hold 1.
    applyCritical(hauler, rollFor(battle, 'h', 'CH#1'), battle.settings);
    expect(battleResultOf(battle, queued(w), w).destroyed).toEqual(['sc']);
  });
});
