/**
 * Bundles the Electron main process and preload with esbuild into dist-electron/ as
 * CommonJS (a sandboxed preload must be CommonJS). Only `electron` stays external:
 * everything else (zod, shared/) is bundled, so the app archive needs no node_modules.
 *
 * Run: node scripts/build-electron.mjs   (or import { buildElectron } in tests)
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Entry file (relative to the project root) → output file name in the output folder. */
export const ELECTRON_ENTRIES = {
  'electron/main.ts': 'main.cjs',
  'electron/preload.ts': 'preload.cjs',
};

/**
 * Builds main.cjs and preload.cjs into `outDir` (absolute; default dist-electron/).
 * Resolves to the absolute paths of the files written.
 */
export async function buildElectron(outDir = path.join(projectRoot, 'dist-electron')) {
  const written = [];
  for (const [entry, outFile] of Object.entries(ELECTRON_ENTRIES)) {
    const outfile = path.join(outDir, outFile);
    await build({
      absWorkingDir: projectRoot,
      entryPoints: [path.join(projectRoot, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // Electron 45 embeds Node 22.
      target: 'node22',
      external: ['electron'],
      sourcemap: true,
      logLevel: 'warning',
    });
    written.push(outfile);
  }
  return written;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await buildElectron();
  console.log(`build-electron: wrote ${files.map((file) => path.relative(projectRoot, file)).join(', ')}`);
}
