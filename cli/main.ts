/**
 * The process entry of the `warpdesk` command: wires run() to the real process and file
 * system. Bundled by scripts/build-cli.mjs into cli/dist/warpdesk.cjs, which
 * cli/bin/warpdesk.cjs loads. Sets process.exitCode rather than exiting, so output is flushed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { NODE_MACHINE } from './pdf-printer';
import { run } from './warpdesk';

run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  // Bytes: readOrReport decodes them (UTF-8, UTF-16 or Windows-1252: shared/text/decode.ts) and says what it assumed.
  // `-` is standard input, as the help of `design`, `orders parse`… promises.
  readFile: async (path) => (path === '-' ? new Uint8Array(await buffer(process.stdin)) : readFile(path)),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  now: () => new Date().toISOString(),
  ...NODE_MACHINE,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`warpdesk: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 70;
  },
);
