/**
 * The command-line end of a generator script: writes a generated resource, or with
 * `--check` says whether the checked-in file is still exactly what the script makes.
 * Returns the exit code.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function writeOrCheck(args: readonly string[], relativePath: string, text: string, script: string): number {
  const file = resolve(ROOT, relativePath);
  if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is simply out of date.
    }
    if (current === text) return 0;
    process.stderr.write(`${relativePath} is out of date: run npx tsx ${script}\n`);
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stdout.write(`wrote ${relativePath}\n`);
  return 0;
}
