// NOVA: NONVIOLENT HOSTILITIES (6.11): "When hostilities occur between armed ships incapable of harming each other they all revert
// to Neutral and execute activity orders. [...] An exception occurs when one side has no IE. In these cases the side with no IE must
// jump out or be captured."
import { describe, expect, it } from 'vitest';
import type { Empire, Unit } from '../../../model/entities';
import { novaDesignSchema } from '../design-model';
import type { NovaDesignRow, NovaSystem } from '../records';
import { EXPLORER, TRIBAL } from '../combat/fixtures/space-example';
import { nonviolentVerdict } from './nonviolent-hostilities';
import { contactStep } from './step-g-contact';
import { stepInput } from './test-world';
import type { TurnWorld } from './types';

const G = 'g1';
const empire = (id: string, name: string): Empire => ({ gameId: G, id, name, homeSystemId: null, treasury: 0, position: 1 }) as unknown as Empire;
const design = (id: string, empireId: string, components: unknown): NovaDesignRow => ({ gameId: G, id, empireId, kind: 'ship', name: id, nova: novaDesignSchema.parse({ components }) }) as unknown as NovaDesignRow;
const hostile = (activity: unknown[] = []) => ({ turnOrders: { turn: 4, line: 1, route: [], contact: ['H'], activity, retreat: null, setup: null, retreating: false } });
const ship = (id: string, empireId: string, designId: string, extra: Record<string, unknown> = {}): Unit => ({ gameId: G, id, empireId, kind: 'ship', name: id.toUpperCase(), systemId: 's1', designId, ...hostile(), ...extra }) as Unit;

// Armed, but harmless: a missile launcher and no missile design its empire has acquired (NOVA: MISSILE DESIGN ACQUISITION), so nothing to fire.
const EMPTY_RACKS = [{ code: 'IE', count: 1, level: 2 }, { code: 'JD', count: 1, level: 1 }, { code: 'ML', count: 1, level: 6 }];
const EMPTY_RACKS_NO_IE = [{ code: 'JD', count: 1, level: 1 }, { code: 'ML', count: 1, level: 6 }];

function world(a: unknown, b: unknown, units?: Unit[]): TurnWorld {
  return {
    gameId: G,
    turn: 4,
    empires: [empire('minky', 'Minky'), empire('piggy', 'Piggy')],
    systems: [{ gameId: G, id: 's1', name: 'SHOOT', type: 6, status: 'none', ownerId: null, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '' } as NovaSystem],
    warpLines: [],
    units: units ?? [ship('m1', 'minky', 'da'), ship('p1', 'piggy', 'db')],
    designs: [design('da', 'minky', a), design('db', 'piggy', b)],
    knowledge: [],
  };
}

describe('nonviolent hostilities (NOVA 6.11)', () => {
  it('ships that can harm each other fight (the book\'s Tribal and Explorer)', () => {
    const w = world(TRIBAL.components, EXPLORER.components);
    expect(nonviolentVerdict(w, 's1', 'minky', 'piggy', ['m1', 'p1'])).toEqual({ kind: 'fight' });
  });

  it('armed ships that cannot harm each other revert to Neutral: no battle, no hostilities recorded, the GM told', () => {
    const w = world(EMPTY_RACKS, EMPTY_RACKS);
    expect(nonviolentVerdict(w, 's1', 'minky', 'piggy', ['m1', 'p1'])).toMatchObject({ kind: 'neutral' });
    const out = contactStep(stepInput(w));
    expect(out.battles ?? []).toEqual([]);
    expect(out.events.filter((e) => e.kind === 'contact').map((e) => (e.kind === 'contact' ? e.outcome : null))).toEqual(['neutral', 'neutral']);
    expect(out.warnings?.find((x) => x.code === 'NONVIOLENT')?.message).toMatch(/^Minky and Piggy: armed ships incapable of harming each other revert to Neutral/);
    expect(out.world.hostilities ?? []).toEqual([]);
  });

  it('a GM ruling "hostile" overrides: they fight', () => {
    const w = world(EMPTY_RACKS, EMPTY_RACKS);
    const out = contactStep(stepInput(w, [], {}, { contacts: { 's1:minky:piggy': { value: 'hostile', note: 'they close to ram' } } }));
    expect(out.battles?.length).toBe(1);
  });

  it('the exception: one side has no IE — the battle is fought, so that side jumps out or is captured', () => {
    const w = world(EMPTY_RACKS, EMPTY_RACKS_NO_IE);
    expect(nonviolentVerdict(w, 's1', 'minky', 'piggy', ['m1', 'p1'])).toMatchObject({ kind: 'no-ie' });
    const out = contactStep(stepInput(w));
    expect(out.battles?.length).toBe(1);
    expect(out.warnings?.map((x) => x.code)).toContain('NONVIOLENT-NO-IE');
  });

  it('"If one side refuses to close to effective range, that side\'s units must retreat": M+30 out of reach of a BL1, no battle, it retreats', () => {
    const BL1 = [{ code: 'IE', count: 1, level: 2 }, { code: 'JD', count: 1, level: 1 }, { code: 'BL', count: 1, level: 1 }];
    const w = world(EMPTY_RACKS, BL1, [ship('m1', 'minky', 'da', hostile([{ letter: 'M', range: 30 }])), ship('p1', 'piggy', 'db')]);
    expect(nonviolentVerdict(w, 's1', 'minky', 'piggy', ['m1', 'p1'])).toMatchObject({ kind: 'refuses', empireId: 'minky', range: 30 });
    const out = contactStep(stepInput(w));
    expect(out.battles ?? []).toEqual([]);
    expect(out.events.filter((e) => e.kind === 'retreat').map((e) => (e.kind === 'retreat' ? e.unitIds : null))).toEqual([['m1']]);
    expect(out.warnings?.find((x) => x.code === 'NONVIOLENT-RETREAT')?.message).toMatch(/^Minky \(against Piggy\): one side keeps a range of 30 hexes/);
    // Without the M order the BL1 can reach it: they fight.
    expect(nonviolentVerdict(world(EMPTY_RACKS, BL1), 's1', 'minky', 'piggy', ['m1', 'p1'])).toEqual({ kind: 'fight' });
  });
});
