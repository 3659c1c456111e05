// The layering rules of STYLE.md and the fences of docs/architecture.md are lint errors; this
// proves the lint actually fires on each, with a file that breaks it and one that keeps it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ESLint loads its plugins on the first call: seconds on a busy machine.
const SLOW = 60_000;

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const use = (what: string, from: string) => `import { ${what} } from '${from}';\nexport const y = ${what};\n`;

describe('layering lint', { timeout: SLOW }, () => {
  it('keeps UI, storage and Electron out of shared/', async () => {
    expect(await rulesBroken("import { useState } from 'react';\nexport const x = useState;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken("import Dexie from 'dexie';\nexport const x = Dexie;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken("import { app } from 'electron';\nexport const x = app;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken(use('WarpdeskDb', '../renderer/db/schema'), 'shared/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('run', '../cli/warpdesk'), 'shared/bad.ts')).toContain('fences/layers');
  });

  it('keeps shared/ deterministic', async () => {
    expect(await rulesBroken('export const roll = () => Math.random();\n', 'shared/bad.ts')).toContain('no-restricted-properties');
    expect(await rulesBroken('export const now = () => Date.now();\n', 'shared/bad.ts')).toContain('no-restricted-properties');
    expect(await rulesBroken('export const now = () => new Date();\n', 'shared/bad.ts')).toContain('no-restricted-syntax');
  });

  it('keeps electron/ out of renderer/', async () => {
    expect(await rulesBroken(use('x', '../../electron/menu'), 'renderer/app/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken("import { app } from 'electron';\nexport const x = app;\n", 'renderer/app/bad.ts')).toContain('no-restricted-imports');
  });

  it('keeps every ruleset out of neutral shared/', async () => {
    expect(await rulesBroken(use('runTurn', '../rulesets/nova/turn/run-turn'), 'shared/format/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('RULESETS', '../rulesets/index'), 'shared/format/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('rulesOf', '../rulesets/star-sectors/records'), 'shared/print/bad.ts')).toContain('fences/layers');
  });

  it('keeps each ruleset out of the others', async () => {
    expect(await rulesBroken(use('rulesOf', '../star-sectors/records'), 'shared/rulesets/nova/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('runTurn', '../../nova/turn/run-turn'), 'shared/rulesets/star-sectors/cli/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('RULESETS', '../index'), 'shared/rulesets/nova/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('x', '../../star-sectors/pages'), 'renderer/rulesets/nova/turn/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('rulesOf', '../../../shared/rulesets/star-sectors/records'), 'renderer/rulesets/nova/bad.ts')).toContain('fences/layers');
  });

  it('keeps rulesets out of shared screens: they come through the contract', async () => {
    expect(await rulesBroken(use('runTurn', '../../../shared/rulesets/nova/turn/run-turn'), 'renderer/features/library/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('x', '../../rulesets/nova/turn/TurnPage'), 'renderer/features/dashboard/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('RULESETS', '../../../shared/rulesets/index'), 'renderer/features/library/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('RULESET_CATALOG', '../../../shared/rulesets/catalog'), 'renderer/features/library/bad.ts')).toContain('fences/layers');
  });

  it('keeps rule code out of the light registry (issue 18: the first screen loads none)', async () => {
    expect(await rulesBroken(use('NOVA', './nova/ruleset'), 'shared/rulesets/catalog.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('NOVA_ABOUT', './nova/about'), 'shared/rulesets/catalog.ts')).toEqual([]);
    expect(await rulesBroken(use('RULESET_CATALOG', '../catalog'), 'shared/rulesets/nova/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('RULESET_CATALOG', '../rulesets/catalog'), 'shared/format/bad.ts')).toContain('fences/layers');
  });

  it('keeps screens out of storage, and the app shell out of screens', async () => {
    expect(await rulesBroken(use('x', '../features/library/LibraryPage'), 'renderer/db/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('x', '../turn/TurnPage'), 'renderer/rulesets/nova/db/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('App', '../../app/App'), 'renderer/features/library/bad.ts')).toContain('fences/layers');
    expect(await rulesBroken(use('App', '../../app/App'), 'renderer/rulesets/nova/bad.ts')).toContain('fences/layers');
  });

  it('keeps the command line over shared/', async () => {
    expect(await rulesBroken(use('getDb', '../renderer/db/database'), 'cli/bad.ts')).toContain('fences/layers');
  });

  it('finds an import cycle', async () => {
    // shared/map/names is imported by nothing neutral; rng.ts importing a module that imports rng.ts closes a cycle.
    expect(await rulesBroken(use('makeNames', './rulesets/nova/map/names'), 'shared/rng.ts')).toContain('fences/no-cycle');
  });

  it('lets clean code through', async () => {
    expect(await rulesBroken("import { z } from 'zod';\nexport const s = z.string();\n", 'shared/good.ts')).toEqual([]);
    expect(await rulesBroken(use('seedRng', '../../rng'), 'shared/rulesets/nova/good.ts')).toEqual([]);
    expect(await rulesBroken(use('seedRng', '../rng'), 'shared/format/good.ts')).toEqual([]);
  });
});

describe('neutral code', () => {
  it('names no ruleset: only the three registries and the wings do', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const { RULESETS } = await import('../../shared/rulesets/index');
    const files = execFileSync('git', ['ls-files', 'shared', 'renderer', 'cli', 'electron'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !/\.test\.|\/test-support\//.test(f) && !/^(shared|renderer)\/rulesets\/[^/]+\//.test(f))
      .filter((f) => f !== 'shared/rulesets/index.ts' && f !== 'shared/rulesets/catalog.ts' && f !== 'renderer/app/rulesets.ts');
    const names = RULESETS.flatMap((r) => [r.id, r.name]).map((n) => new RegExp(`\\b${n.replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'i'));
    const naming = files.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return names.some((re) => re.test(text));
    });
    expect(naming).toEqual([]);
  });
});
