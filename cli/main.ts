/**
 * The process entry of the `warpdesk` command: wires run() to the real process and file
 * system. Bundled by scripts/build-cli.mjs into cli/dist/warpdesk.cjs, which
 * cli/bin/warpdesk.cjs loads. Sets process.exitCode rather than exiting, so output is flushed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { text as streamText } from 'node:stream/consumers';
import { NODE_MACHINE } from './pdf-printer';
import { run } from './warpdesk';

run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  // `-` is standard input, as the help of `design`, `orders parse`… promises.
  readFile: (path) => (path === '-' ? streamText(process.stdin) : readFile(path, 'utf8')),
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
