/**
 * The engine sees the map only through the empire's knowledge (issue 19, item 2): every system
 * an order names is resolved through map/known-systems.ts, as the order checker resolves it.
 * A name the empire does not know is DNE — and every player-facing word about it is the same
 * whether the GM's map has that system or not, so a guessed name is neither confirmed nor denied.
 */
import { describe, expect, it } from 'vitest';
import { buildPacket } from '../reports/build-packet';
import { sitrepText } from '../reports/render-text';
import { checkSheet } from '../orders/check';
import { parseSectionLines } from '../orders/parse-sheet';
import { productionStep } from './step-a-production';
import { constructionStep } from './step-c-construction';
import { runTurn } from './run-turn';
import { sheet, stepInput, WorldBuilder } from './test-world';
import type { TurnWorld } from './types';

/**
 * Empire "aroma" (home HOMEWORLD, letter B to OUTPOST, which it knows) and "muddy" (home
 * ULTAR, next to OUTPOST by letter U). Aroma has never seen ULTAR: its name is the GM's secret.
 */
function world(): TurnWorld {
  return new WorldBuilder(3)
    .empire('aroma', { treasury: 500, nova: { tech: { IE: 1, JD: 2, XC: 1 } } })
    .empire('muddy', { treasury: 100 })
    .home('h', 'aroma', { name: 'HOMEWORLD' })
    .system('o', { name: 'OUTPOST', type: 5 })
    .home('u', 'muddy', { name: 'ULTAR' })
    .line('w1', 'h', 'B', 'o', 'A')
    .line('w2', 'o', 'U', 'u', 'O')
    .line('w3', 'h', 'C', 'u', 'H')
    .design('scout', 'aroma', 'Scout', [['IE', 1], ['JD', 2], ['XC', 1], ['CH', 1, 2]])
    .unit('s5', 'aroma', 'ship', 'h', { name: 'Hammer 5', designId: 'scout' })
    .build();
}

/** `world()` where aroma knows OUTPOST (explored, both warp points, the way back home). */
function knowingOutpost(): TurnWorld {
  const w = world();
  w.knowledge.push({ gameId: 'g', empireId: 'aroma', systemId: 'o', how: 'explored', turn: 2, type: 5, warpPoints: [{ letter: 'A', leadsTo: { systemId: 'h', letter: 'B' } }, { letter: 'U', leadsTo: null }] } as unknown as TurnWorld['knowledge'][number]);
  return w;
}

/** Aroma's sitrep after the turn, with `name` written as NAME, so two guesses compare. */
function sitrepAfter(w: TurnWorld, line: string, name: string): { text: string[]; where: string | undefined } {
  const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', line]])], seed: 's' });
  const packet = buildPacket({ game: { id: 'g', name: 'G', deadline: '', settings: {} }, turn: 3, world: run.world, start: w, events: run.events }, 'aroma');
  const sitrep = packet.sections.find((s) => s.kind === 'sitrep');
  const text = sitrep && sitrep.kind === 'sitrep' ? sitrepText(sitrep.items) : [];
  return { text: text.map((l) => l.split(name).join('NAME')), where: run.world.units.find((u) => u.id === 's5')?.systemId ?? undefined };
}

describe('the engine names systems only through what the empire knows (issue 19, item 2)', () => {
  it('does not jump into a system the empire has never seen: DNE, as the checker says', () => {
    // The audit's case: "Hammer 5 jumped into ULTAR", which the checker had flagged DNE.
    const w = world();
    const lines = parseSectionLines([{ section: 'movement', text: 'HOMEWORLD | HAMMER 5 | ULTAR | F |' }]);
    const checked = checkSheet(lines, { empireId: 'aroma', systems: w.systems, warpLines: w.warpLines, units: w.units, designs: w.designs, knowledge: w.knowledge, empires: w.empires });
    expect(checked.map((d) => d.code)).toContain('DNE');
    const run = runTurn({ world: w, orders: [sheet('aroma', [['movement', 'HOMEWORLD | HAMMER 5 | ULTAR | F |']])], seed: 's' });
    expect(run.world.units.find((u) => u.id === 's5')?.systemId).toBe('h');
    expect(run.events.find((e) => e.kind === 'move-stopped')).toMatchObject({ code: 'DNE', reason: 'ULTAR is not a system this empire knows' });
    expect(run.events.some((e) => e.kind === 'jumped')).toBe(false);
  });

  it('tells the player the same about a secret system and a name that exists nowhere', () => {
    const routes = (name: string) => [`HOMEWORLD | HAMMER 5 | ${name} | F |`, `HOMEWORLD | HAMMER 5 | B - ${name} | F |`, `HOMEWORLD | HAMMER 5 | OUTPOST - ${name} | F |`, `${name} | HAMMER 5 | B | F |`];
    for (const [i, line] of routes('ULTAR').entries()) {
      const w = i >= 2 ? knowingOutpost() : world();
      const secret = sitrepAfter(w, line, 'ULTAR');
      const nowhere = sitrepAfter(i >= 2 ? knowingOutpost() : world(), routes('GHOST')[i] as string, 'GHOST');
      expect(secret, line).toEqual(nowhere);
    }
  });

  it('still follows a named system the empire knows, and a system named after the letter that led there', () => {
    const known = sitrepAfter(knowingOutpost(), 'HOMEWORLD | HAMMER 5 | OUTPOST | F |', 'OUTPOST');
    expect(known.where).toBe('o');
    // "C - ULTAR": the ship arrives by the letter and sees the name: not a guess.
    const run = runTurn({ world: world(), orders: [sheet('aroma', [['movement', 'HOMEWORLD | HAMMER 5 | C - ULTAR | F |']])], seed: 's' });
    expect(run.world.units.find((u) => u.id === 's5')?.systemId).toBe('u');
  });

  it('does not say whether a build site it does not know exists (NOVA 4.2)', () => {
    const reasons = ['ULTAR', 'GHOST'].map((name) => {
      const orders = [sheet('aroma', [['expenditures', `Scout at ${name} | 1 | |`]])];
      const w = world();
      const a = productionStep(stepInput(w, orders));
      const out = constructionStep(stepInput(a.world, orders));
      const aborted = out.events.find((e) => e.kind === 'build-aborted');
      return aborted && aborted.kind === 'build-aborted' ? aborted.reason.split(name).join('NAME') : null;
    });
    expect(reasons[0]).toMatch(/NAME is not a known system/);
    expect(reasons[0]).toBe(reasons[1]);
  });
});
