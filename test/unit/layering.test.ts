// The layering rules of STYLE.md are lint errors; this proves the lint actually fires on each.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ESLint loads its plugins on the first call: seconds on a busy machine.
const SLOW = 60_000;

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layering lint', { timeout: SLOW }, () => {
  it('keeps UI, storage and Electron out of shared/', async () => {
    expect(await rulesBroken("import { useState } from 'react';\nexport const x = useState;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken("import Dexie from 'dexie';\nexport const x = Dexie;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken("import { app } from 'electron';\nexport const x = app;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
    expect(await rulesBroken("import { x } from '../renderer/db/schema';\nexport const y = x;\n", 'shared/bad.ts')).toContain('no-restricted-imports');
  });

  it('keeps shared/ deterministic', async () => {
    expect(await rulesBroken('export const roll = () => Math.random();\n', 'shared/bad.ts')).toContain('no-restricted-properties');
    expect(await rulesBroken('export const now = () => Date.now();\n', 'shared/bad.ts')).toContain('no-restricted-properties');
    expect(await rulesBroken('export const now = () => new Date();\n', 'shared/bad.ts')).toContain('no-restricted-syntax');
  });

  it('keeps electron/ out of renderer/', async () => {
    expect(await rulesBroken("import { x } from '../../electron/menu';\nexport const y = x;\n", 'renderer/app/bad.ts')).toContain('no-restricted-imports');
  });

  it('lets clean code through', async () => {
    expect(await rulesBroken("import { z } from 'zod';\nexport const s = z.string();\n", 'shared/good.ts')).toEqual([]);
  });
});
