import { readFileSync } from 'node:fs';
import { novaRecords } from '../../../shared/rulesets/nova/records';
import { describe, expect, it } from 'vitest';
import { readArchive, type Archive } from '../../../shared/format/archive';
import { jumpsFrom, makeSampleArchive, SAMPLE_PATH } from '../../../scripts/nova/make-sample';
import { RULESETS } from '../../../shared/rulesets/index';

const text = readFileSync(new URL(`../../../${SAMPLE_PATH}`, import.meta.url), 'utf8');

function read(): Archive {
  const result = readArchive(text, RULESETS);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.where}: ${p.message}`).join('\n'));
  expect(result.notes).toEqual([]);
  return result.value;
}

const { records, schemaVersion } = read();
const { game, empires, systems, warpLines } = novaRecords(records);
const index = new Map(systems.map((s, i) => [s.id, i]));
const adjacency: number[][] = systems.map(() => []);
for (const line of warpLines) {
  adjacency[index.get(line.a) ?? -1]?.push(index.get(line.b) ?? -1);
  adjacency[index.get(line.b) ?? -1]?.push(index.get(line.a) ?? -1);
}

/** NOVA: 2.1 — the highest status each type supports (0 none, 1–2 outpost, 3–4 settlement, 5–8 world). */
const MAX_COLONIES_BY_TYPE = [0, 1, 1, 2, 2, 3, 3, 3, 3];
const STATUS_BY_COLONIES = ['none', 'outpost', 'settlement', 'world'];

describe('the bundled NOVA sample game', () => {
  it('reads cleanly as a version-3 archive', () => {
    expect(schemaVersion).toBe(3);
    expect(game).toMatchObject({ id: 'sample-nova', name: 'Sample: The Orion Reach', ruleset: 'nova', turn: 1, sample: 'nova-sample', seed: 'orion-reach' });
    expect(game.deadline).toBe('Turn 1 orders due 6 December 2026');
    expect(game.notes.length).toBeGreaterThan(100);
  });

  it('is exactly what scripts/nova/make-sample.ts makes (run `npx tsx scripts/nova/make-sample.ts` after changing it)', () => {
    expect(makeSampleArchive()).toBe(text);
  });

  it('has 6 empires with distinct colours, positions 1–6, 366 MCr and a home system', () => {
    expect(empires).toHaveLength(6);
    expect(new Set(empires.map((e) => e.color)).size).toBe(6);
    expect(empires.map((e) => e.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const empire of empires) {
      expect(empire.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(empire.treasury).toBe(366);
      expect(empire.playerName).not.toBe('');
      expect(empire.homeSystemId).not.toBeNull();
    }
  });

  it('has 40 systems with unique upper-case names of at most 10 characters', () => {
    expect(systems).toHaveLength(40);
    expect(new Set(systems.map((s) => s.name)).size).toBe(40);
    for (const system of systems) expect(system.name).toMatch(/^[A-Z]{1,10}$/);
  });

  it('spreads systems over about 1600 × 1000 map units, none closer than 80', () => {
    for (const s of systems) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(1600);
      expect(s.y).toBeGreaterThanOrEqual(0);
      expect(s.y).toBeLessThanOrEqual(1000);
    }
    for (const [i, p] of systems.entries()) {
      for (const q of systems.slice(i + 1)) expect(Math.hypot(p.x - q.x, p.y - q.y), `${p.name}–${q.name}`).toBeGreaterThanOrEqual(80);
    }
  });

  // NOVA: 2.2 WARP POINTS AND WARP LINES
  it('gives every system exactly 4 warp lines, with letters unique within the system', () => {
    const letters = new Map<string, string[]>();
    for (const line of warpLines) {
      letters.set(line.a, [...(letters.get(line.a) ?? []), line.aLetter]);
      letters.set(line.b, [...(letters.get(line.b) ?? []), line.bLetter]);
    }
    for (const system of systems) {
      const own = letters.get(system.id) ?? [];
      expect(own, system.name).toHaveLength(4);
      expect(new Set(own).size, system.name).toBe(4);
    }
    expect(warpLines).toHaveLength(80);
  });

  it('has no self loops and no two lines joining the same pair of systems', () => {
    const pairs = new Set<string>();
    for (const line of warpLines) {
      expect(line.a).not.toBe(line.b);
      const pair = [line.a, line.b].sort().join('~');
      expect(pairs.has(pair), pair).toBe(false);
      pairs.add(pair);
    }
  });

  it('is connected', () => {
    expect(jumpsFrom(0, adjacency).every((hops) => hops >= 0)).toBe(true);
  });

  // NOVA: HOME STARS — a World status, Type Eight system with an Industrial Complex.
  it('gives each empire one home star: type 8, world, 3 colonies, owned by it, with IC 1 and SDU 2', () => {
    for (const empire of empires) {
      const home = systems.find((s) => s.id === empire.homeSystemId);
      expect(home, empire.name).toMatchObject({ type: 8, status: 'world', colonies: 3, homeStar: true, ownerId: empire.id, installations: { IC: 1, SDU: 2 } });
    }
    expect(systems.filter((s) => s.homeStar)).toHaveLength(6);
  });

  it('places home stars at least 3 jumps from each other', () => {
    const homes = empires.map((e) => index.get(e.homeSystemId ?? '') ?? -1);
    for (const from of homes) {
      const hops = jumpsFrom(from, adjacency);
      for (const to of homes) if (to !== from) expect(hops[to]).toBeGreaterThanOrEqual(3);
    }
  });

  // NOVA: 2.1 STAR SYSTEMS and SYSTEM PRODUCTION POTENTIALS
  it('keeps type, status, colonies and owner consistent with the rules', () => {
    for (const s of systems) {
      expect(s.type).toBeGreaterThanOrEqual(0);
      expect(s.type).toBeLessThanOrEqual(8);
      expect(s.status, s.name).toBe(STATUS_BY_COLONIES[s.colonies]);
      expect(s.colonies, s.name).toBeLessThanOrEqual(MAX_COLONIES_BY_TYPE[s.type] ?? 0);
      expect(s.ownerId === null, s.name).toBe(s.colonies === 0);
    }
  });

  it('has a few outposts, each next to its owner’s home star, and the rest unowned', () => {
    const outposts = systems.filter((s) => s.status === 'outpost');
    expect(outposts.length).toBeGreaterThanOrEqual(3);
    for (const outpost of outposts) {
      const owner = empires.find((e) => e.id === outpost.ownerId);
      const home = index.get(owner?.homeSystemId ?? '') ?? -1;
      expect(adjacency[home], outpost.name).toContain(index.get(outpost.id));
    }
    expect(systems.filter((s) => s.ownerId === null).length).toBe(40 - 6 - outposts.length);
  });

  it('uses a sensible spread of types', () => {
    const types = new Set(systems.map((s) => s.type));
    for (let type = 0; type <= 8; type++) expect(types.has(type), `type ${type}`).toBe(true);
  });
});
