/**
 * The SAMPLE SITREP's line 5 from a battle (NOVA: SAMPLE SITREP, 7.3, 7.4): the fixed SHOOT battle
 * record → the turn's battle result (battleResultOf) → VIRUS's view of it (ownView) → the sitrep
 * line "SHOOT - X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2), Africa Dmg'd (-9AR,3SD,ML X'd)".
 */
import { describe, expect, it } from 'vitest';
import { shootBattle } from '../combat/fixtures/shoot-battle';
import { battleResultOf } from '../turn/battle-result';
import { ownView } from '../turn/battle-outcome';
import { describeBattleResult } from '../turn/describe';
import type { TurnEvent } from '../turn/events';
import type { QueuedBattle } from '../turn/types';
import { battleReports } from './battle-report';
import { BOOK_SITREP, sampleEvents, sampleWorld } from './fixture';
import { runsText } from './packet-model';
import { sitrepItems } from './sitrep';
import { empireKnowledgeOf, Namer } from './viewer';

const { start, world } = sampleWorld();
const queued: QueuedBattle = { id: 'b.12.s-shoot', kind: 'space', systemId: 's-shoot', empireIds: ['virus', 'klaatu'], unitIds: ['u-africa', 'u-reaver'] };
const before = new Map([['u-africa', { empireId: 'virus' }], ['u-reaver', { empireId: 'klaatu' }]]);

function namer(viewer: string): Namer {
  return new Namer(empireKnowledgeOf(world, viewer, start.units), world.systems);
}
/** The sample's events with SHOOT's battle result replaced by `result`. */
function withShoot(result: unknown): TurnEvent[] {
  return sampleEvents().map((e) => (e.kind === 'battle' ? ({ ...e, result } as TurnEvent) : e));
}

describe('the SAMPLE SITREP line 5 from the battle (NOVA: SAMPLE SITREP)', () => {
  const { battle, log } = shootBattle();
  const result = battleResultOf(battle, queued, undefined, log);

  it('the battle result records what each side observed, and the Africa’s damage in the book’s words', () => {
    expect(result.damaged).toEqual([{ unitId: 'u-africa', damage: "-9AR,3SD,ML X'd" }]);
    expect(result.observed?.virus).toEqual([{ shipId: 'u-reaver', category: 'FG', attributes: ['IE2', 'BL20', 'SL24', 'EW2'], fate: 'destroyed' }]);
    expect(result.observed?.klaatu?.map((s) => s.attributes)).toEqual([['BL20', 'ML', 'FC2']]);
  });

  it("VIRUS's sitrep prints line 5 as the book does", () => {
    const view = ownView(result, 'virus', before);
    const n = namer('virus');
    const lines = sitrepItems({ namer: n, empireName: 'VIRUS', turn: 12, events: withShoot(view) }).map((i) => runsText(i.runs, (t) => `_${t}_`));
    expect(lines).toEqual(BOOK_SITREP);
    expect(lines[4]).toBe("SHOOT - X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2), Africa Dmg'd (-9AR,3SD,ML X'd)");
  });

  it("the Turn screen words VIRUS's battle event with what it saw", () => {
    const view = ownView(result, 'virus', before);
    const names = { system: (id: string) => id, unit: (id: string) => (id === 'u-africa' ? 'Africa' : id), empire: (id: string) => id };
    expect(describeBattleResult(view, names)).toBe("resolved: 1 alien unit X'd, seen FG(IE2,BL20,SL24,EW2) X'd, Africa Dmg'd (-9AR,3SD,ML X'd), 3 rounds");
  });

  it("VIRUS's battle report lists the frigate as seen and destroyed", () => {
    const view = ownView(result, 'virus', before);
    const report = battleReports(withShoot(view), namer('virus'), 12).reports[0];
    expect(report?.lines.map((l) => runsText(l))).toContain("Seen: FG(IE2,BL20,SL24,EW2) X'd");
  });

  // NOVA: 7.4: an empire is told only what its own ships observed, never another side's observations, and no alien ship ids.
  it("each empire's view holds its own observations only, without the aliens' ids", () => {
    const virus = ownView(result, 'virus', before);
    const klaatu = ownView(result, 'klaatu', before);
    expect(virus).not.toHaveProperty('observed');
    expect(klaatu).not.toHaveProperty('observed');
    expect(virus.seen).toEqual([{ category: 'FG', attributes: ['IE2', 'BL20', 'SL24', 'EW2'], destroyed: true }]);
    expect(klaatu.seen).toEqual([{ category: '?', attributes: ['BL20', 'ML', 'FC2'] }]);
    expect(JSON.stringify(virus)).not.toMatch(/u-reaver|FC2/);
    expect(JSON.stringify(klaatu)).not.toMatch(/SL24|IE2/);
    // Nor the other side's damage states or whether its report got home (keyed by its ids).
    expect(JSON.stringify(klaatu)).not.toMatch(/u-africa/);
    expect((klaatu as { reportsHome?: unknown }).reportsHome).toEqual({ klaatu: false });
    expect(virus).toMatchObject({ damageStates: { 'u-africa': { sd: 3, armourLost: 9, destroyed: ['ML#1'] } } });
  });

  it('an alien ship observed but not destroyed stands as its own clause', () => {
    const view = { how: 'resolved', destroyed: [], damaged: [], retreated: [], rounds: 2, aliensDestroyed: 0, seen: [{ category: 'DD', attributes: ['BL30', 'EW1'] }].map((s) => ({ ...s, destroyed: false })) };
    const lines = sitrepItems({ namer: namer('virus'), empireName: 'VIRUS', turn: 12, events: withShoot(view) }).map((i) => runsText(i.runs));
    expect(lines).toContain('SHOOT - 1AS,JI,TTX, DD(BL30,EW1), battle fought (2 rounds)');
  });
});
