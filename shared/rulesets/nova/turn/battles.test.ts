import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Empire, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem } from '../records';
import { profileOf, startBattle } from '../combat/battle';
import { EXPLORER, TRIBAL } from '../combat/fixtures/space-example';
import { novaDesignSchema } from '../design-model';
import { TACTICS } from '../combat/tactics';
import { DEFAULT_COMBAT_SETTINGS } from '../combat/settings';
import { autoResolveBattle, battleResultOf, damageWording, spaceBattleInput, spaceBattleSetup, startSurfaceBattle, surfaceBattleInput } from './battles';
import type { QueuedBattle, TurnWorld } from './types';

const G = 'g1';
const empire = (id: string, name: string, home: string): Empire => ({ gameId: G, id, name, homeSystemId: home }) as unknown as Empire;
const system = (id: string, name: string, extra: Partial<NovaSystem> = {}): NovaSystem =>
  ({ gameId: G, id, name, type: 6, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '', ...extra }) as NovaSystem;
const design = (id: string, empireId: string, name: string, components: unknown, kind = 'ship', extra: Record<string, unknown> = {}): NovaDesignRow =>
  ({ gameId: G, id, empireId, kind, name, nova: novaDesignSchema.parse({ components, ...extra }) }) as unknown as NovaDesignRow;
const ship = (id: string, empireId: string, designId: string, extra: Record<string, unknown> = {}): Unit => ({ gameId: G, id, empireId, kind: 'ship', name: id, systemId: 's1', designId, ...extra }) as Unit;
const unit = (id: string, empireId: string, kind: string, extra: Record<string, unknown> = {}): Unit => ({ gameId: G, id, empireId, kind, name: id, systemId: 's1', ...extra }) as Unit;

/** Two empires at system s1: MINKY's Tribals were there; PIGGY's Explorers jumped in this turn. */
function smallWorld(extraUnits: Unit[] = [], turn = 4): TurnWorld {
  return {
    gameId: G,
    turn,
    empires: [empire('minky', 'Minky', 's9'), empire('piggy', 'Piggy', 's8')],
    systems: [system('s1', 'SHOOT')],
    warpLines: [],
    units: [
      ship('huron', 'minky', 'tribal'),
      ship('lewis', 'piggy', 'explorer', { arrivedTurn: turn, arrivedFrom: 's2/A' }),
      ship('clark', 'piggy', 'explorer', { arrivedTurn: turn, arrivedFrom: 's3/C', damage: { sd: 2, armourLost: 3, destroyed: ['XC#1'] } }),
      ...extraUnits,
    ],
    designs: [
      design('tribal', 'minky', 'Tribal', TRIBAL.components),
      design('explorer', 'piggy', 'Explorer', EXPLORER.components),
      design('mk1', 'piggy', 'Type 1', [], 'missile', { missile: { md: 6, ma: 90, mr: 14 } }),
    ],
    knowledge: [],
  };
}
const spaceQueued = (world: TurnWorld): QueuedBattle => ({ id: `b.${world.turn}.s1`, kind: 'space', systemId: 's1', empireIds: ['minky', 'piggy'], unitIds: world.units.filter((u) => u.systemId === 's1').map((u) => u.id) });

describe('spaceBattleInput: a queued space battle → a battle file', () => {
  it('takes every ship from its design, with the damage it carries, and scatters the ships that jumped in by group', () => {
    const world = smallWorld([unit('aa1', 'piggy', 'AA', { carriedBy: 'lewis' })]);
    const { input, notes } = spaceBattleSetup(spaceQueued(world), world);
    expect(input.sides).toEqual([{ id: 'minky', name: 'Minky' }, { id: 'piggy', name: 'Piggy' }]);
    expect(input.ships.map((s) => s.id)).toEqual(['huron', 'lewis', 'clark']);
    expect(input.ships.map((s) => s.placement)).toEqual([{ setup: { direction: 1, distance: expect.any(Number) } }, { incoming: 's2/A' }, { incoming: 's3/C' }]);
    expect(input.ships[2]?.damage).toEqual({ sd: 2, armourLost: 3, destroyed: ['XC#1'], ieLost: 0, jdLost: 0 });
    expect(input.ships[1]?.spec.missiles).toEqual([{ id: 'mk1', name: 'Type 1', md: 6, ma: 90, mr: 14 }]);
    expect(input.turnBattleId).toBe('b.4.s1');
    expect(notes).toContain('IN-SYSTEM SETUP, Minky: huron at the centre: armed, no (D/n) ordered: the centre of the warp point');
    // NOVA: IN-SYSTEM SETUP: "Initial setup for the Huron defaults to the centre of the warp point … as it was not assigned a setup".
    expect(input.ships[0]?.placement).toEqual({ setup: { direction: 1, distance: 0 } });
    const b = startBattle(input);
    expect(b.ships[2]?.sd).toBe(2);
    expect(b.ships[2]?.ta).toBe(profileOf(b.ships[2]!).ta0 - 3);
  });

  // NOVA: CONTACT ORDERS, HOSTILITIES: each ship carries the order it fights under; the default tactics follow it (combat/contact-tactics.ts).
  it('each ship carries its contact order and the one it fights under; K follows the turn setting', () => {
    const world = smallWorld();
    const orders = (contact: string[]) => ({ turnOrders: { turn: 4, line: 3, route: [], contact, activity: [], retreat: null, setup: null, retreating: false } });
    world.units = world.units.map((u) => ({ ...u, ...(u.id === 'huron' ? orders(['F']) : u.id === 'lewis' ? orders(['U']) : orders(['K'])) }) as Unit);
    const { input } = spaceBattleSetup(spaceQueued(world), world);
    expect(input.ships.map((s) => s.contact)).toEqual([
      { written: 'F', chain: ['F', 'R'] },
      { written: 'U', chain: ['U', 'H'] },
      { written: 'K', chain: ['K', 'R'] },
    ]);
    expect(spaceBattleSetup(spaceQueued(world), world, DEFAULT_COMBAT_SETTINGS, 'H').input.ships[2]?.contact).toEqual({ written: 'K', chain: ['K', 'H'] });
  });

  it('an ordered (D/n) set-up is used; without any jump-in marker every armed ship without one sets up at the centre and the notes say so', () => {
    const world = smallWorld();
    world.units = world.units.map((u) => ({ ...u, arrivedTurn: undefined }) as Unit).map((u) => (u.id === 'huron' ? ({ ...u, setup: { direction: 3, distance: 2 } } as Unit) : u));
    const { input, notes } = spaceBattleSetup(spaceQueued(world), world);
    expect(input.ships[0]?.placement).toEqual({ setup: { direction: 3, distance: 2 } });
    expect(input.ships[1]?.placement).toEqual({ setup: { direction: 1, distance: 0 } });
    expect(notes.join(' ')).toContain('no ship of this battle is marked as having jumped in');
  });

  // NOVA: IN-SYSTEM SETUP: the (D/n) written on the movement row, stamped on the ship at step D.
  it('uses the (D/n) of the turn\'s orders; an unarmed ship with none in an explored system sets up away from the warp point', () => {
    const turnOrders = (setup: unknown, extra: Record<string, unknown> = {}) => ({ turnOrders: { turn: 4, line: 3, route: [], contact: ['H'], activity: [], retreat: null, setup, retreating: false, ...extra } });
    const world = smallWorld([ship('hulk', 'minky', 'barge', turnOrders(null, { contact: ['N'] })), ship('watch', 'minky', 'barge', turnOrders(null, { contact: ['G'] }))]);
    world.designs.push(design('barge', 'minky', 'Barge', [{ code: 'IE', count: 1, level: 1 }, { code: 'CH', count: 2, level: 1 }]));
    world.knowledge = [{ gameId: G, id: 'k1', empireId: 'minky', systemId: 's1', how: 'explored' } as never];
    world.units = world.units.map((u) => (u.id === 'huron' ? ({ ...u, ...turnOrders({ direction: 4, distance: 3 }) } as Unit) : u));
    const { input, notes } = spaceBattleSetup(spaceQueued(world), world, { ...DEFAULT_COMBAT_SETTINGS, awayFromWarpPoint: 12 } as never);
    const at = (id: string) => input.ships.find((s) => s.id === id)?.placement;
    expect(at('huron')).toEqual({ setup: { direction: 4, distance: 3 } });
    expect(at('hulk')).toEqual({ setup: { direction: 1, distance: 12 } });
    expect(at('watch')).toEqual({ setup: { direction: 1, distance: 0 } });
    expect(notes.find((n) => n.startsWith('IN-SYSTEM SETUP, Minky'))).toBe(
      'IN-SYSTEM SETUP, Minky: huron at (4/3): its ordered set-up (4/3); hulk at (1/12): unarmed in an explored system with no (D/n): not at the warp point; watch at the centre: unarmed, its G orders keep it at the warp point: the centre',
    );
    // The set-up switch stays out of the battle file.
    expect(input.settings).not.toHaveProperty('awayFromWarpPoint');
    // A set-up stamped by the older reader (a bare distance) names no direction: the default.
    world.units = world.units.map((u) => (u.id === 'huron' ? ({ ...u, ...turnOrders(3) } as Unit) : u));
    expect(spaceBattleSetup(spaceQueued(world), world).input.ships[0]?.placement).toEqual({ setup: { direction: 1, distance: 0 } });
  });

  // NOVA: ACTIVITY ORDERS, Maintain (M): "set up M+n hexes away from the aliens towards the warp point"; the tactics keep that range.
  it('a ship with M+n sets up n hexes from an alien towards the warp point and its tactics keep that range to it', () => {
    const world = smallWorld();
    world.units = world.units.map((u) => ({ ...u, arrivedTurn: undefined }) as Unit);
    world.units = world.units.map((u) => (u.id === 'lewis' ? ({ ...u, turnOrders: { turn: 4, line: 2, route: [], contact: ['H'], activity: [], retreat: null, setup: { direction: 2, distance: 6 }, retreating: false } } as Unit) : u));
    world.units = world.units.map((u) => (u.id === 'huron' ? ({ ...u, turnOrders: { turn: 4, line: 2, route: [], contact: ['H'], activity: [{ letter: 'M', range: 2 }], retreat: null, setup: { direction: 5, distance: 9 }, retreating: false } } as Unit) : u));
    const q = { ...spaceQueued(world), unitIds: ['huron', 'lewis'] };
    const { input, notes } = spaceBattleSetup(q, world);
    // Lewis at (2/6); the Huron's own (5/9) is overruled: two hexes nearer the centre than Lewis.
    expect(input.ships[0]?.placement).toEqual({ setup: { direction: 2, distance: 4 } });
    expect(input.ships[0]?.maintain).toEqual({ range: 2, targetId: 'lewis' });
    expect(notes).toContain('Maintain Range (M+2): huron sets up at (2/4), 2 hexes from lewis, and keeps that range');
    const battle = startBattle(input);
    const thrust = TACTICS.default(battle, 'thrust', {} as never);
    // At range 2 already with both at rest: the Huron holds (no thrust), where its BL20 would close to 0.
    expect(thrust.thrust?.huron).toBeUndefined();
    const plain = startBattle({ ...input, ships: input.ships.map((s) => ({ ...s, maintain: undefined })) });
    expect(TACTICS.default(plain, 'thrust', {} as never).thrust?.huron).toBeDefined();
  });

  it('a ship whose design is missing is left out and named', () => {
    const world = smallWorld([ship('ghost', 'minky', 'nope')]);
    const { input, notes } = spaceBattleSetup(spaceQueued(world), world);
    expect(input.ships.map((s) => s.id)).not.toContain('ghost');
    expect(notes).toContain('ghost: no design nope: left out');
  });
});

describe('battleResultOf: a finished battle → the turn result', () => {
  it('words the damage of a survivor as the sitrep does (-9AR,3SD,ML X\'d) and keeps its damage state', () => {
    const world = smallWorld();
    const q = spaceQueued(world);
    const b = startBattle(spaceBattleInput(q, world));
    const lewis = b.ships[1]!;
    lewis.ta = profileOf(lewis).ta0 - 9 < 0 ? 0 : profileOf(lewis).ta0 - 8;
    lewis.sd = 3;
    lewis.destroyed = ['ML#1'];
    b.ships[0]!.status = 'destroyed';
    b.ships[2]!.status = 'jumped';
    b.outcome = { kind: 'victory', side: 'piggy', text: 'piggy holds the system' };
    b.round = 5;
    const r = battleResultOf(b, q, world);
    expect(r.destroyed).toEqual(['huron']);
    expect(r.retreated).toEqual(['clark']);
    expect(r.damaged).toEqual([{ unitId: 'lewis', damage: "-8AR,3SD,ML X'd" }]);
    expect(r.damageStates?.lewis).toEqual({ sd: 3, armourLost: 8, destroyed: ['ML#1'], ieLost: 0, jdLost: 0 });
    expect(r.rounds).toBe(5);
    expect(r.undecided).toBe(false);
  });

  it('counts only what this battle did: damage carried in is not reported again; several components are grouped by code', () => {
    const world = smallWorld();
    const q = spaceQueued(world);
    const b = startBattle(spaceBattleInput(q, world));
    const clark = b.ships[2]!;
    clark.sd = 2 + 1;
    clark.destroyed = ['XC#1', 'ML#1', 'SN#1'];
    clark.ieLost = 1;
    b.outcome = { kind: 'stalemate', text: 'no ship left can fire' };
    const r = battleResultOf(b, q, world);
    expect(r.damaged).toEqual([{ unitId: 'clark', damage: "1SD,-1IE,ML,SN X'd" }]);
    // Clark has no working IE now, but a JD: it is not captured.
    expect(r.captured).toBeUndefined();
    expect(r.undecided).toBe(true);
  });

  it('words several components of one code with their count (2SM X\'d) and nothing for a ship the battle left untouched', () => {
    const world = smallWorld();
    const q = spaceQueued(world);
    const b = startBattle(spaceBattleInput(q, world));
    const huron = b.ships[0]!;
    huron.destroyed = ['SM#1', 'SM#2', 'EW#1'];
    expect(damageWording(huron, { sd: 0, armourLost: 0, destroyed: [], ieLost: 0, jdLost: 0 })).toBe("2SM,EW X'd");
    expect(damageWording(b.ships[1]!, { sd: 0, armourLost: 0, destroyed: [], ieLost: 0, jdLost: 0 })).toBe('');
  });

  it('cargo goes down with its ship; a ship without IE or JD left in an undecided battle is captured', () => {
    const world = smallWorld([unit('aa1', 'piggy', 'AA', { carriedBy: 'lewis' })]);
    const q = spaceQueued(world);
    const b = startBattle(spaceBattleInput(q, world));
    for (const s of b.ships) delete s.incoming; // as after phase B's scatter
    b.ships[1]!.status = 'blownUp';
    b.ships[2]!.ieLost = 1;
    b.ships[2]!.jdLost = 3;
    b.outcome = { kind: 'stalemate', text: 'no ship left can fire' };
    const r = battleResultOf(b, q, world);
    expect(r.destroyed).toEqual(['lewis', 'aa1']);
    expect(r.captured).toEqual([{ unitId: 'clark', empireId: 'minky' }]);
  });
});

describe('autoResolveBattle', () => {
  it('resolves a space battle with default tactics: every ship of the battle is accounted for once', () => {
    const world = smallWorld();
    const q = spaceQueued(world);
    const r = autoResolveBattle(q, world, 'seed-1');
    if (!r.ok) throw new Error(r.reason);
    expect(r.battle.kind).toBe('space');
    const named = [...r.result.destroyed, ...r.result.retreated];
    expect(new Set(named).size).toBe(named.length);
    for (const d of r.result.damaged) expect(r.result.destroyed).not.toContain(d.unitId);
    expect(r.result.rounds).toBeGreaterThan(0);
    expect(r.battle.dice.length).toBeGreaterThan(0);
  });

  it('the same world and seed give the same result and the same battle (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 3 }), (seed, extra) => {
        const world = smallWorld(Array.from({ length: extra }, (_, i) => ship(`t${i}`, i % 2 ? 'piggy' : 'minky', i % 2 ? 'explorer' : 'tribal', i % 2 ? { arrivedTurn: 4 } : {})));
        const q = spaceQueued(world);
        const a = autoResolveBattle(q, world, seed);
        const b = autoResolveBattle(q, structuredClone(world), seed);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 15 },
    );
  });

  it('says why a battle cannot be fought instead of throwing', () => {
    const world = smallWorld();
    const r = autoResolveBattle({ ...spaceQueued(world), unitIds: ['huron'] }, world, 's');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('fewer than two sides');
  });
});

describe('surface battles from the turn', () => {
  function invasion(): TurnWorld {
    const world = smallWorld();
    world.systems = [system('s1', 'SHOOT', { ownerId: 'minky', status: 'settlement', installations: { SDU: 1 } })];
    world.designs.push(design('trooper', 'piggy', 'Trooper', [{ code: 'IE', count: 1, level: 1 }, { code: 'CH', count: 4, level: 30 }, { code: 'OS', count: 1, level: 3 }]));
    world.units = [
      unit('ra1', 'minky', 'RA'),
      ship('tr1', 'piggy', 'trooper'),
      unit('aa1', 'piggy', 'AA', { carriedBy: 'tr1' }),
      unit('aa2', 'piggy', 'AA', { carriedBy: 'tr1' }),
      unit('ra9', 'piggy', 'RA', { carriedBy: 'tr1' }),
    ];
    return world;
  }
  const surfaceQueued = (world: TurnWorld): QueuedBattle => ({ id: 's.4.s1', kind: 'surface', systemId: 's1', empireIds: ['minky', 'piggy'], unitIds: world.units.map((u) => u.id) });

  it('the defender has its armies, installed SDUs and intrinsic militia; the invader its armies aboard and OS units', () => {
    const world = invasion();
    const input = surfaceBattleInput(surfaceQueued(world), world);
    expect(input.defenderEmpireId).toBe('minky');
    expect(input.invaderEmpireId).toBe('piggy');
    expect(input.units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['ra1', 's1/SDU#1', 's1/MA#1', 's1/MA#2']);
    expect(input.units.filter((u) => u.side === 'invader').map((u) => `${u.id}:${u.landed}`)).toEqual(['aa1:false', 'aa2:false', 'ra9:false']);
    expect(input.os).toEqual([{ id: 'tr1/OS#1', level: 3 }]);
    expect(input.firstTurn).toBe(true);
    expect(startSurfaceBattle(input).invaderSurvivedARound).toBe(false);
  });

  it('assault armies step I landed this turn (no longer aboard) land in round 1; armies landed on an earlier turn are on the ground', () => {
    const world = invasion();
    world.units = world.units.map((u) => (u.id === 'aa1' ? ({ ...u, carriedBy: undefined, landedTurn: 4 } as Unit) : u));
    const now = surfaceBattleInput(surfaceQueued(world), world);
    expect(now.units.find((u) => u.id === 'aa1')?.landed).toBe(false);
    expect(now.firstTurn).toBe(true);
    world.units = world.units.map((u) => (u.id === 'aa1' ? ({ ...u, landedTurn: 3 } as Unit) : u));
    const later = surfaceBattleInput(surfaceQueued(world), world);
    expect(later.units.find((u) => u.id === 'aa1')?.landed).toBe(true);
    expect(later.firstTurn).toBe(false);
    expect(startSurfaceBattle(later).invaderSurvivedARound).toBe(true);
  });

  it('auto-resolves up to three rounds; destroyed unit records are named, installations and militia counted', () => {
    const world = invasion();
    const q = surfaceQueued(world);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = autoResolveBattle(q, world, seed);
      if (!r.ok) throw new Error(r.reason);
      expect(r.battle.kind).toBe('surface');
      expect(r.result.rounds).toBeLessThanOrEqual(3);
      for (const id of r.result.destroyed) expect(world.units.some((u) => u.id === id)).toBe(true);
      if (r.battle.kind === 'surface' && r.battle.state.outcome?.kind === 'invaderTakes') expect(r.result.holder).toBe('piggy');
      else expect(r.result.holder).toBeNull();
      expect(JSON.stringify(autoResolveBattle(q, world, seed))).toBe(JSON.stringify(r));
    }
  });
});
