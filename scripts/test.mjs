// `npm test`: every quality gate in order — typecheck, lint, build, then all Vitest projects
// (unit, browser mode in Chromium, end-to-end in Chromium) — and a last line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = '.vitest-results.json';

function step(label, command, args) {
  console.log(`\n== ${label}`);
  const run = spawnSync(command, args, { stdio: 'inherit' });
  return run.status === 0;
}

function finish(passed, failed, extra = '') {
  console.log(`\n${passed} passed, ${failed} failed${extra}`);
  process.exit(failed > 0 ? 1 : 0);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is not installed at ${chromium}; the browser and end-to-end tests need it. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  finish(0, 1);
}

const gates = [
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['lint', npm, ['run', '--silent', 'lint']],
  ['build', npm, ['run', '--silent', 'build']],
];
for (const [label, command, args] of gates) {
  if (!step(label, command, args)) {
    console.error(`\nThe ${label} step failed; the tests did not run.`);
    finish(0, 1);
  }
}

rmSync(results, { force: true });
step('tests (unit, browser, e2e)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`]);
if (!existsSync(results)) {
  console.error('Vitest wrote no results.');
  finish(0, 1);
}
const report = JSON.parse(readFileSync(results, 'utf8'));
// A file that fails to load has no tests but must still count as a failure.
const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
finish(report.numPassedTests, report.numFailedTests + brokenFiles, skipped > 0 ? `, ${skipped} skipped` : '');
