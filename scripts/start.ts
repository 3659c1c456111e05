/**
 * `npm start`: builds everything, then launches Electron where its binary is present.
 * Where it is not (it cannot be downloaded on every machine), says so in one line and
 * serves the built renderer on 127.0.0.1 instead, until stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary';
import { serveDirectory } from './serve';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

async function main(): Promise<void> {
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Warpdesk: the build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
  const electron = findElectronBinary(root);
  if ('path' in electron) {
    const child = spawn(electron.path, ['.'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 0));
    return;
  }
  const port = Number(process.env.PORT ?? 5174);
  const server = await serveDirectory(join(root, 'dist', 'renderer'), port);
  console.log(`Electron cannot run here (${electron.missing}); serving Warpdesk in the browser at ${server.url} instead (Ctrl+C to stop).`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
