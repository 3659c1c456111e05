/**
 * Mutated archives for the fuzzer (issue 19, item 11): every ruleset's sample (and NOVA's after a
 * committed turn, made once by the CLI), with one to three places changed: a value replaced by one of
 * another type or out of range, a reference pointed at another record or at nothing, a field
 * removed or added, a record removed or doubled, a value nested deep. Deterministic by seed.
 */
import { readFileSync } from 'node:fs';
import { run } from '../../cli/warpdesk';
import { testWorld } from '../../shared/cli/test-world';
import { Random } from './random';

const SAMPLES = ['nova', 'galactic-domination', 'dark-nebula', 'star-sectors'].map((id) => `resources/samples/${id}-sample.warpdesk.json`);

let bases: { json: unknown; ids: string[] }[] | null = null;

/** The archives mutated: the four samples and NOVA's sample after turn 1 is committed. */
export async function archiveBases(): Promise<{ json: unknown; ids: string[] }[]> {
  if (bases) return bases;
  const texts = SAMPLES.map((path) => readFileSync(path, 'utf8'));
  const w = testWorld({ 'game.json': texts[0] as string });
  await run(['turn', 'run', 'game.json', '--turn', '1', '--battles', 'auto', '--out', 'next.json'], w.io);
  if (w.files['next.json']) texts.push(w.files['next.json']);
  bases = texts.map((text) => {
    const json = JSON.parse(text) as unknown;
    const ids = new Set<string>();
    walk(json, [], (value) => {
      if (typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,64}$/.test(value) && value.length < 40) ids.add(value);
    });
    return { json, ids: [...ids] };
  });
  return bases;
}

type Path = (string | number)[];

function walk(value: unknown, path: Path, visit: (value: unknown, path: Path) => void): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

function values(r: Random, ids: readonly string[]): unknown[] {
  const deep = (n: number): unknown => (n === 0 ? 1 : { a: deep(n - 1) });
  return [
    null, true, false, 0, -1, 1, 0.5, -0.5, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e15, 1e300, -1e300, 999999, 7,
    '', ' ', 'x', 'ZZZ', '-1', '1', 'NaN', '2026-13-45', 'é漢🚀', 'A'.repeat(5000), [], [1, 2], ['x'], {}, { a: 1 }, deep(20), deep(40),
    r.pick(ids), r.pick(ids), `${r.pick(ids)}-gone`,
  ];
}

/** The `index`-th mutated archive of the run seeded `seed`, as text. */
export async function archiveCase(seed: string, index: number): Promise<string> {
  const r = new Random(`${seed}/archives/${index}`);
  const all = await archiveBases();
  const base = r.pick(all);
  const json = structuredClone(base.json) as Record<string, unknown>;
  const places: { parent: Record<string | number, unknown>; key: string | number; value: unknown }[] = [];
  walk(json, [], (value, path) => {
    if (path.length === 0) return;
    let parent: unknown = json;
    for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[k];
    places.push({ parent: parent as Record<string | number, unknown>, key: path[path.length - 1] as string | number, value });
  });
  const edits = 1 + r.int(3);
  for (let i = 0; i < edits; i++) {
    const place = r.pick(places);
    const { parent, key } = place;
    switch (r.int(8)) {
      case 0:
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
        break;
      case 1:
        if (Array.isArray(parent)) parent.push(structuredClone(parent[Number(key)]));
        else parent[`${String(key)}Extra`] = r.pick(values(r, base.ids));
        break;
      case 2: {
        // A reference pointed elsewhere: a string that is an id somewhere in the file becomes another id.
        if (typeof place.value === 'string') parent[key] = r.pick(base.ids);
        else parent[key] = r.pick(values(r, base.ids));
        break;
      }
      case 3:
        if (typeof place.value === 'number') parent[key] = r.pick([place.value + 1, place.value - 1, -place.value, place.value * 1000, place.value + 0.5, 0, 2 ** 53]);
        else parent[key] = r.pick(values(r, base.ids));
        break;
      default:
        parent[key] = r.pick(values(r, base.ids));
    }
  }
  return JSON.stringify(json, null, r.chance(2) ? 2 : undefined);
}
