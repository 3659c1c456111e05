// The fences between Warpdesk's layers and wings (docs/architecture.md), as ESLint rules that
// resolve each relative import to the file it names, so a rule holds whatever the path looks like.
//
//   fences/layers    an import crosses a fence: neutral shared/ → a ruleset; a ruleset → another
//                    ruleset; storage → a screen; a screen → the app shell; shared/ → renderer,
//                    electron or cli; renderer → electron; cli → renderer or electron.
//   fences/no-cycle  a file that imports, directly or through others, itself.
//
// Tests (`*.test.ts[x]`, test/) are outside the fences: they may drive any layer.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The repository path (posix, from the root) of the file `spec` names from `fromFile`, or null for a package. */
export function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const bare = spec.split('?')[0];
  const base = path.resolve(path.dirname(fromFile), bare);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return toRepo(candidate);
  }
  return toRepo(base);
}

function toRepo(absolute) {
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/') || file.includes('/test-support/');

/** The wing a file belongs to (`star-sectors`), or null for neutral code. */
function wingOf(file) {
  const m = /^(?:shared|renderer)\/rulesets\/([^/]+)\//.exec(file);
  return m && m[1] !== 'index.ts' ? m[1] : null;
}

const SHARED_REGISTRY = 'shared/rulesets/index.ts';
/** The light registry: each wing's `about.ts` only (names and samples), for the library's first screen. */
const CATALOG = 'shared/rulesets/catalog.ts';
const SCREENS_REGISTRY = 'renderer/app/rulesets.ts';
const isRegistry = (file) => file === SHARED_REGISTRY || file === CATALOG || file === SCREENS_REGISTRY;
const isScreen = (file) => (file.startsWith('renderer/features/') || (file.startsWith('renderer/rulesets/') && !/^renderer\/rulesets\/[^/]+\/db\//.test(file))) && !file.endsWith('.worker.ts');
const isStorage = (file) => file.startsWith('renderer/db/') || /^renderer\/rulesets\/[^/]+\/db\//.test(file);

/** Why `from` may not import `to`, or null when it may. Both are repository paths. */
export function fenceBroken(from, to) {
  if (from.startsWith('shared/')) {
    if (/^(renderer|electron|cli)\//.test(to)) return 'shared/ is the pure core: it imports nothing of renderer/, electron/ or cli/';
    const wing = wingOf(from);
    if (from === SHARED_REGISTRY) return null;
    if (from === CATALOG) return /^shared\/rulesets\/[^/]+\/about\.ts$/.test(to) || !to.startsWith('shared/rulesets/') ? null : 'the light registry lists each wing\'s about.ts only: the first screen loads no rule code';
    if (wing === null && (to.startsWith('shared/rulesets/'))) return 'neutral shared/ imports no ruleset: take the ruleset as a parameter (shared/ruleset.ts)';
    if (wing !== null && (to === SHARED_REGISTRY || to === CATALOG)) return 'a ruleset does not import the registry of rulesets';
    if (wing !== null && wingOf(to) !== null && wingOf(to) !== wing) return `the ${wing} wing imports no other ruleset (${wingOf(to)})`;
    return null;
  }
  if (from.startsWith('renderer/')) {
    if (to.startsWith('electron/')) return 'renderer/ does not import electron/: go through renderer/platform';
    if (isRegistry(from)) return null;
    const wing = wingOf(from);
    if (isRegistry(to) && !from.startsWith('renderer/app/')) return 'only the app shell reads the registries; screens get their ruleset from useRuleset()';
    if (wing === null && !isRegistry(to) && (to.startsWith('renderer/rulesets/') || to.startsWith('shared/rulesets/'))) return 'a shared screen imports no ruleset: the ruleset comes through the contract (renderer/ruleset.ts)';
    if (wing !== null && wingOf(to) !== null && wingOf(to) !== wing) return `the ${wing} wing imports no other ruleset (${wingOf(to)})`;
    if (isStorage(from) && isScreen(to)) return 'storage imports no screen';
    if (isScreen(from) && to.startsWith('renderer/app/')) return 'a screen does not import the app shell (renderer/app/)';
    return null;
  }
  if (from.startsWith('cli/') && /^(renderer|electron)\//.test(to)) return 'cli/ works over shared/ only';
  if (from.startsWith('electron/') && to.startsWith('renderer/')) return 'electron/ does not import renderer/';
  return null;
}

// ---- the import graph, for cycles -----------------------------------------------------------
const IMPORT = /(?:^|[^.\w])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const graph = new Map();

/** The project files `file` imports at run time (type-only imports do not make cycles at run time, but are counted: they tie modules as much). */
function importsOf(file) {
  let list = graph.get(file);
  if (list) return list;
  list = [];
  graph.set(file, list);
  let text;
  try {
    text = readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return list;
  }
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    const target = resolveImport(path.join(ROOT, file), spec);
    if (target && /\.(tsx?|mjs|js)$/.test(target) && !isTest(target)) list.push(target);
  }
  return list;
}

/** A cycle through `file` as a list of files, or null. */
export function cycleThrough(file) {
  const seen = new Set();
  const stack = [[file, [file]]];
  while (stack.length) {
    const [at, trail] = stack.pop();
    for (const next of importsOf(at)) {
      if (next === file) return [...trail, file];
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...trail, next]]);
    }
  }
  return null;
}

const layers = {
  meta: { type: 'problem', docs: { description: 'imports stay inside the fences of docs/architecture.md' }, schema: [] },
  create(context) {
    const from = toRepo(context.filename);
    if (isTest(from)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const to = resolveImport(context.filename, spec);
      if (!to) return;
      const why = fenceBroken(from, to);
      if (why) context.report({ node, message: `${why} (imports ${to})` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no import cycles between project files' }, schema: [] },
  create(context) {
    const from = toRepo(context.filename);
    if (isTest(from)) return {};
    return {
      'Program:exit'(node) {
        // The file on disk may differ from the text being linted (an editor buffer, a test's lintText): read the text given.
        graph.delete(from);
        const list = [];
        graph.set(from, list);
        for (const m of context.sourceCode.text.matchAll(IMPORT)) {
          const target = resolveImport(context.filename, m[1] ?? m[2]);
          if (target && /\.(tsx?|mjs|js)$/.test(target) && !isTest(target)) list.push(target);
        }
        const cycle = cycleThrough(from);
        if (cycle) context.report({ node, message: `import cycle: ${cycle.join(' → ')}` });
      },
    };
  },
};

export default { meta: { name: 'warpdesk-fences' }, rules: { layers, 'no-cycle': noCycle } };
