/**
 * Bundles the `warpdesk` command: cli/main.ts → cli/dist/warpdesk.cjs (Node 20, CommonJS,
 * every dependency inlined so the bundle runs without node_modules). The version in
 * package.json is compiled in as __WARPDESK_VERSION__.
 *
 *   node scripts/build-cli.mjs     (npm run build:cli)
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_ENTRY = resolve(ROOT, 'cli/main.ts');
export const CLI_OUTFILE = resolve(ROOT, 'cli/dist/warpdesk.cjs');

/**
 * Builds the CLI bundle. `outfile` defaults to cli/dist/warpdesk.cjs (tests build elsewhere).
 * @param {{ outfile?: string }} [options]
 * @returns {Promise<{ outfile: string; version: string }>}
 */
export async function buildCli(options = {}) {
  const outfile = options.outfile ?? CLI_OUTFILE;
  const pkg = JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8'));
  const version = String(pkg.version);
  await build({
    entryPoints: [CLI_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    define: { __WARPDESK_VERSION__: JSON.stringify(version) },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return { outfile, version };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildCli().then(
    ({ outfile, version }) => process.stdout.write(`built warpdesk ${version} → ${outfile}\n`),
    (error) => {
      process.stderr.write(`build-cli: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
