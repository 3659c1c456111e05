/**
 * Surface combat over several strategic turns, at the turn's level (NOVA: SURFACE COMBAT
 * L3988–4010, SURFACE COMBAT EXAMPLE L4012–4065 with its dice forced; INTRINSIC SYSTEM
 * GARRISONS L2084–2086; MILITIA ARMIES L2132–2134; 4.8 PILLAGE): an invasion that goes on is
 * fought again next turn without new landings, militia return, nothing is established while
 * combat goes past round 3, withdrawals, several invaders of one planet, and a World's militia
 * fight before it is captured.
 */
import { describe, expect, it } from 'vitest';
import { replaySurface, type SurfaceStep } from '../combat/surface-record';
import type { SurfaceRoundDecision } from '../combat/surface';
import { battleResultOf } from './battle-result';
import { surfaceBattleInput } from './surface-battle';
import { surfaceStep } from './step-i-surface';
import { establishStep } from './step-k-establish';
import { stepInput, WorldBuilder } from './test-world';
import type { BattleResult, TurnDecisions, TurnWorld } from './types';

const A = (turn: number) => ({ turnOrders: { turn, route: [], activity: [{ letter: 'A' }] } });
const E = (turn: number) => ({ turnOrders: { turn, route: [], activity: [{ letter: 'E' }] } });

/** MARAX (m), a World of e2 with 1 installed SDU and 2 RAs; e1's trooper TR (3 OS level 3) carries 5 AAs and 3 RAs and assaults it on turn 5. */
function example(turn = 5): TurnWorld {
  const b = new WorldBuilder(turn)
    .empire('e1')
    .empire('e2')
    .empire('e3')
    .home('h1', 'e1')
    .home('h2', 'e2')
    .home('h3', 'e3')
    .system('m', { name: 'MARAX', type: 6, status: 'world', ownerId: 'e2', colonies: 3, installations: { SDU: 1 } })
    .design('trooper', 'e1', 'Trooper', [
      ['IE', 4],
      ['CH', 1, 10],
      ['OS', 3, 3],
    ])
    .unit('ra1', 'e2', 'RA', 'm')
    .unit('ra2', 'e2', 'RA', 'm')
    .unit('tr', 'e1', 'ship', 'm', { designId: 'trooper', ...A(turn) })
    .unit('cs', 'e1', 'ship', 'm', { designId: 'trooper', ...E(turn) })
    .unit('c9', 'e1', 'C', 'm', { carriedBy: 'cs' });
  for (let i = 1; i <= 5; i++) b.unit(`aa${i}`, 'e1', 'AA', 'm', { carriedBy: 'tr' });
  for (let i = 1; i <= 3; i++) b.unit(`ira${i}`, 'e1', 'RA', 'm', { carriedBy: 'tr' });
  const w = b.build();
  for (const empireId of ['e1', 'e3']) w.knowledge.push({ gameId: 'g', id: `k.${empireId}.m`, empireId, systemId: 'm', name: 'MARAX', how: 'explored', turn: 1, type: 6, warpPoints: [] } as unknown as TurnWorld['knowledge'][number]);
  return w;
}

/** The rulebook example's unit names → the turn's unit ids. */
const ID: Record<string, string> = {
  'D-RA1': 'ra1',
  'D-RA2': 'ra2',
  'D-SDU1': 'm/SDU#1',
  'D-MA1': 'm/MA#1',
  'D-MA2': 'm/MA#2',
  'D-MA3': 'm/MA#3',
  'I-AA1': 'aa1',
  'I-AA2': 'aa2',
  'I-AA3': 'aa3',
  'I-AA4': 'aa4',
  'I-AA5': 'aa5',
  'I-RA1': 'ira1',
  'I-RA2': 'ira2',
  'I-RA3': 'ira3',
  OS1: 'tr/OS#1',
  OS2: 'tr/OS#2',
  OS3: 'tr/OS#3',
};
const id = (x: string) => ID[x] ?? x;
const mapped = (d: SurfaceRoundDecision): SurfaceRoundDecision => ({
  ...d,
  pairs: d.pairs.map(([a, b]) => [id(a), id(b)]),
  ...(d.extras ? { extras: d.extras.map((e) => ({ unit: id(e.unit), target: id(e.target) })) } : {}),
  ...(d.os ? { os: d.os.map((o) => ({ os: id(o.os), target: id(o.target) })) } : {}),
  ...(d.withdraw ? { withdraw: d.withdraw.map(id) } : {}),
});

// NOVA: SURFACE COMBAT EXAMPLE: the three rounds of the book, its dice forced (as combat/surface.test.ts).
const EXAMPLE_ROUNDS: SurfaceStep[] = [
  { decision: mapped({ pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA2'], ['D-MA1', 'I-AA3'], ['D-MA2', 'I-AA4'], ['D-MA3', 'I-AA5']] }), forced: [6, 4, 2, 3, 3, 5, 1, 6, 5, 1] },
  {
    decision: mapped({
      pairs: [['D-RA1', 'I-AA1'], ['D-RA2', 'I-AA3'], ['D-MA1', 'I-AA5'], ['D-MA2', 'I-RA1'], ['D-SDU1', 'I-RA2']],
      extras: [{ unit: 'I-RA3', target: 'D-SDU1' }],
      os: [{ os: 'OS1', target: 'D-RA1' }, { os: 'OS2', target: 'D-MA1' }, { os: 'OS3', target: 'D-SDU1' }],
    }),
    forced: [1, 2, 3, 4, 5, 3, 1, 6, 4, 1, 6, 2, 3, 1],
  },
  { decision: mapped({ pairs: [['D-RA2', 'I-RA3'], ['D-MA1', 'I-AA5']], os: [{ os: 'OS1', target: 'D-MA2' }, { os: 'OS2', target: 'D-MA2' }, { os: 'OS3', target: 'D-MA2' }] }), forced: [1, 3, 5, 5, 4, 6, 1] },
];

/** Runs step I, resolves its one pending surface battle with `rounds` (forced dice), and runs step I again with the result ruled. */
function fight(world: TurnWorld, rounds: SurfaceStep[], decisions: TurnDecisions = {}) {
  const first = surfaceStep(stepInput(structuredClone(world), [], {}, decisions));
  const queued = first.battles?.find((b) => !decisions.battles?.[b.id]);
  if (!queued) throw new Error('no surface battle queued');
  const input = surfaceBattleInput(queued, first.world);
  const replay = replaySurface({ input, seed: 'unused', rounds });
  if (replay.problem) throw new Error(replay.problem);
  const result = battleResultOf(replay.state, queued, first.world);
  const ruled: TurnDecisions = { ...decisions, battles: { ...decisions.battles, [queued.id]: { value: result, note: 'fought in the Combat screen' } } };
  const second = surfaceStep(stepInput(structuredClone(world), [], {}, ruled));
  return { queued, input, replay, result, out: second, decisions: ruled };
}

describe('an invasion going on over two turns (NOVA: SURFACE COMBAT, the book\'s example)', () => {
  it('turn 5: the AAs land, three rounds are fought, combat goes on; the system is suppressed and nothing is established there', () => {
    const { queued, input, replay, result, out } = fight(example(5), EXAMPLE_ROUNDS);
    expect(queued.id).toBe('s.5.m');
    // The RAs still aboard are in the battle (they may land in round 2): their losses are unit losses, not installations.
    expect(queued.unitIds).toEqual(['aa1', 'aa2', 'aa3', 'aa4', 'aa5', 'ira1', 'ira2', 'ira3', 'ra1', 'ra2']);
    expect(input.units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['ra1', 'ra2', 'm/SDU#1', 'm/MA#1', 'm/MA#2', 'm/MA#3']);
    expect(replay.state.outcome?.kind).toBe('continues');
    expect(result).toMatchObject({ undecided: true, holder: null, rounds: 3, landed: ['aa5'], installationsLost: { SDU: 1, MA: 2 } });
    expect([...result.destroyed].sort()).toEqual(['aa1', 'aa2', 'aa3', 'aa4', 'ira1', 'ira2', 'ira3', 'ra1', 'ra2']);
    const marax = out.world.systems.find((s) => s.id === 'm');
    expect(marax).toMatchObject({ ownerId: 'e2', suppressed: 5, surfaceCombatTurn: 5, militiaLost: { turn: 5, count: 2 }, installations: { SDU: 0 } });
    // NOVA: SURFACE COMBAT L4004: no installations may be established while surface combat goes past round 3.
    const k = establishStep(stepInput(out.world, []));
    expect(k.events.find((e) => e.kind === 'order-error')).toMatchObject({ code: 'E', reason: expect.stringMatching(/went on past its third round.*no installations may be established/) });
    expect(k.world.units.some((u) => u.id === 'c9')).toBe(true);
    expect(k.world.systems.find((s) => s.id === 'm')?.colonies).toBe(3);
  });

  it('turn 6: fought again without new landings; the three militia return (a defender survived); the invader fights on from the ground', () => {
    const t5 = fight(example(5), EXAMPLE_ROUNDS).out.world;
    const t6: TurnWorld = { ...structuredClone(t5), turn: 6 };
    const out = surfaceStep(stepInput(structuredClone(t6), []));
    expect(out.battles?.map((b) => b.id)).toEqual(['s.6.m']);
    expect(out.events.find((e) => e.kind === 'battle')).toMatchObject({ battleId: 's.6.m', result: null });
    const input = surfaceBattleInput(out.battles![0]!, out.world);
    expect(input.units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['m/MA#1', 'm/MA#2', 'm/MA#3']);
    expect(input.units.filter((u) => u.side === 'invader').map((u) => `${u.id}:${u.landed}`)).toEqual(['aa5:true']);
    expect(input.firstTurn).toBe(false);
    expect(input.notes.join(' ')).toMatch(/the invasion goes on from an earlier turn/);
    // Turn 6: MA1–MA3 against the AA, dice forced: the AA kills MA1; MA2, MA3 are excess and double-team; the AA dies.
    const r = fight(t6, [{ decision: { pairs: [['m/MA#1', 'aa5']], extras: [{ unit: 'm/MA#2', target: 'aa5' }, { unit: 'm/MA#3', target: 'aa5' }] }, forced: [6, 2, 6, 1] }]);
    expect(r.replay.state.outcome?.kind).toBe('defenderHolds');
    expect(r.out.world.units.some((u) => u.id === 'aa5')).toBe(false);
    expect(r.out.world.systems.find((s) => s.id === 'm')).toMatchObject({ ownerId: 'e2', militiaLost: { turn: 6, count: 1 } });
    // The invasion is over: turn 7 finds no battle.
    expect(surfaceStep(stepInput({ ...structuredClone(r.out.world), turn: 7 }, [])).battles).toEqual([]);
  });
});

describe('withdrawals (NOVA: SURFACE COMBAT L3998: ships with CHs withdraw armies at the beginning of any round)', () => {
  it('an army withdrawn at the start of round 2 is back aboard a ship of its empire; the rest fight on; militia cannot be withdrawn', () => {
    const round2: SurfaceStep = { decision: { withdraw: ['aa1', 'aa3'], land: ['ira1'], pairs: [['ra1', 'aa5'], ['ra2', 'ira1']], extras: [] }, forced: [6, 6, 6, 6] };
    const bad = fight(example(5), [EXAMPLE_ROUNDS[0]!]);
    const problem = replaySurface({ input: bad.input, seed: 'x', rounds: [EXAMPLE_ROUNDS[0]!, { decision: { withdraw: ['m/MA#1'], pairs: [] }, forced: [] }] }).problem;
    expect(problem).toMatch(/militia can't be moved/);
    const { replay, result, out } = fight(example(5), [EXAMPLE_ROUNDS[0]!, round2]);
    expect(replay.log.some((e) => e.text === 'withdrawn aboard ship: aa1, aa3')).toBe(true);
    expect(result.withdrawn).toEqual(['aa1', 'aa3']);
    const aa1 = out.world.units.find((u) => u.id === 'aa1');
    expect(aa1?.carriedBy).toBe('cs');
    expect(aa1?.landedTurn).toBeUndefined();
    expect(out.world.units.find((u) => u.id === 'ira1')).toMatchObject({ landedTurn: 5 });
    expect(out.world.units.find((u) => u.id === 'ira1')?.carriedBy).toBeUndefined();
  });

  it('an invader that withdraws every unit leaves the defender holding the planet', () => {
    const { replay } = fight(example(5), [EXAMPLE_ROUNDS[0]!, { decision: { withdraw: ['aa1', 'aa3', 'aa5'], land: [], pairs: [] }, forced: [] }]);
    expect(replay.state.outcome).toMatchObject({ kind: 'defenderHolds', text: expect.stringMatching(/the invader withdrew/) });
  });
});

describe('a World\'s militia fight before it can be captured (NOVA: INTRINSIC SYSTEM GARRISONS L2086)', () => {
  it('a World with no armies and no SDUs is not captured at once: its 3 militia armies fight', () => {
    const w = example(5);
    w.units = w.units.filter((u) => !['ra1', 'ra2'].includes(u.id));
    w.systems = w.systems.map((s) => (s.id === 'm' ? { ...s, installations: {} } : s));
    const out = surfaceStep(stepInput(w, []));
    expect(out.world.systems.find((s) => s.id === 'm')?.ownerId).toBe('e2');
    expect(out.battles?.map((b) => b.id)).toEqual(['s.5.m']);
    expect(surfaceBattleInput(out.battles![0]!, out.world).units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['m/MA#1', 'm/MA#2', 'm/MA#3']);
  });

  it('a captured system has no militia: with nothing on the ground it is captured at once', () => {
    const w = example(5);
    w.units = w.units.filter((u) => !['ra1', 'ra2'].includes(u.id));
    w.systems = w.systems.map((s) => (s.id === 'm' ? { ...s, installations: {}, capturedFrom: 'e3' } : s));
    const out = surfaceStep(stepInput(w, []));
    expect(out.battles).toEqual([]);
    expect(out.world.systems.find((s) => s.id === 'm')).toMatchObject({ ownerId: 'e1', capturedFrom: 'e2' });
  });
});

describe('more than two empires on one planet: the invasions are fought one after another', () => {
  /** e1 and e3 both assault MARAX, defended by its militia only. */
  function twoInvaders(): TurnWorld {
    const w = example(5);
    w.units = w.units.filter((u) => !['ra1', 'ra2'].includes(u.id) && !u.id.startsWith('ira'));
    w.systems = w.systems.map((s) => (s.id === 'm' ? { ...s, installations: {} } : s));
    w.designs.push({ ...w.designs[0]!, id: 'raider', empireId: 'e3', name: 'Raider' });
    w.units.push({ gameId: 'g', id: 'rd', empireId: 'e3', kind: 'ship', name: 'RD', systemId: 'm', designId: 'raider', ...A(5) } as TurnWorld['units'][number]);
    for (const i of [1, 2]) w.units.push({ gameId: 'g', id: `x${i}`, empireId: 'e3', kind: 'AA', name: `X${i}`, systemId: 'm', carriedBy: 'rd' } as TurnWorld['units'][number]);
    return w;
  }

  it('e1 fights the defender first (by empire id); e3 waits until that battle has its result, then fights whoever holds the planet', () => {
    const first = surfaceStep(stepInput(twoInvaders(), []));
    expect(first.battles?.map((b) => [b.id, b.empireIds])).toEqual([['s.5.m', ['e1', 'e2']]]);
    // e1 takes the planet: all 3 militia destroyed.
    const taken: BattleResult & { installationsLost: Record<string, number> } = { how: 'entered', destroyed: [], damaged: [], retreated: [], holder: 'e1', rounds: 2, installationsLost: { MA: 3 } };
    const second = surfaceStep(stepInput(twoInvaders(), [], {}, { battles: { 's.5.m': { value: taken, note: 'played at the table' } } }));
    expect(second.battles?.map((b) => [b.id, b.empireIds])).toEqual([
      ['s.5.m', ['e1', 'e2']],
      ['s.5.m.e3', ['e1', 'e3']],
    ]);
    const input = surfaceBattleInput(second.battles![1]!, second.world);
    // e1 now holds a captured planet: no militia; its five AAs defend against e3's two.
    expect(input.defenderEmpireId).toBe('e1');
    expect(input.units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['aa1', 'aa2', 'aa3', 'aa4', 'aa5']);
    expect(input.units.filter((u) => u.side === 'invader').map((u) => u.id)).toEqual(['x1', 'x2']);
  });

  it('when the defender holds against the first invader, the second meets only the militia left this turn', () => {
    const held: BattleResult & { installationsLost: Record<string, number>; undecided: boolean } = { how: 'entered', destroyed: ['aa1', 'aa2', 'aa3', 'aa4', 'aa5'], damaged: [], retreated: [], holder: null, rounds: 3, installationsLost: { MA: 2 }, undecided: false };
    const out = surfaceStep(stepInput(twoInvaders(), [], {}, { battles: { 's.5.m': { value: held, note: 'played at the table' } } }));
    const input = surfaceBattleInput(out.battles![1]!, out.world);
    expect(input.defenderEmpireId).toBe('e2');
    expect(input.units.filter((u) => u.side === 'defender').map((u) => u.id)).toEqual(['m/MA#1']);
  });
});
