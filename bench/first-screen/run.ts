/**
 * The first screen's JavaScript (issue 18): what the library's first screen loads from a build of
 * the renderer, before any lazy screen is opened: the entry script of index.html and every chunk
 * it imports statically, transitively (dynamic `import()` left out), against all the JavaScript
 * of the build. Also names the largest chunks of the first screen.
 *
 *   npm run build:renderer && npx tsx bench/first-screen/run.ts [--dist dist/renderer]
 *
 * Target: under 0.5 MB before gzip.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.includes('--dist') ? (args[args.indexOf('--dist') + 1] as string) : 'dist/renderer';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build of the renderer in ${dist}: run npm run build:renderer first`);
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => resolve(dist, `.${(m[1] as string).replace(/^\.?\//, '/')}`));
const seen = new Set<string>();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift() as string;
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Static imports only: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` (not `import("./x.js")`).
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(resolve(dirname(file), m[1] as string));
}
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => join(dist, 'assets', f));
const size = (files: Iterable<string>) => [...files].reduce((n, f) => n + statSync(f).size, 0);
const gz = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
const first = size(seen);
const total = size(all);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(`first screen: ${seen.size} files, ${kb(first)} (${(first / 1024 / 1024).toFixed(2)} MB; gzip ${kb(gz(seen))}) of ${kb(total)} of JavaScript in all (${((100 * first) / total).toFixed(0)}%)`);
console.log(`  largest: ${[...seen].sort((a, b) => statSync(b).size - statSync(a).size).slice(0, 6).map((f) => `${basename(f)} ${kb(statSync(f).size)}`).join(', ')}`);
console.log(`target (under 0.5 MB before gzip): ${first < 0.5 * 1024 * 1024 ? 'met' : 'MISSED'}`);
