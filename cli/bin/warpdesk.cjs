#!/usr/bin/env node
// The package's `warpdesk` command. Loads the bundle that `npm run build:cli` makes
// (scripts/build-cli.mjs → cli/dist/warpdesk.cjs); says so in one line if it is missing.
'use strict';

async function main() {
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { pathToFileURL } = await import('node:url');
  const bundle = join(__dirname, '..', 'dist', 'warpdesk.cjs');
  if (!existsSync(bundle)) {
    process.stderr.write('warpdesk: the command is not built yet; run "npm run build:cli" first\n');
    process.exitCode = 1;
    return;
  }
  // The bundle runs the command when loaded and sets process.exitCode itself.
  await import(pathToFileURL(bundle).href);
}

main().catch((error) => {
  process.stderr.write(`warpdesk: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 70;
});
