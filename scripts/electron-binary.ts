/** Finds the Electron binary without triggering the electron package's download (which needs GitHub). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function findElectronBinary(root: string, env: NodeJS.ProcessEnv = process.env): { path: string } | { missing: string } {
  const packageDir = join(root, 'node_modules', 'electron');
  if (!existsSync(packageDir)) return { missing: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'its binary was never downloaded' };
  const relative = readFileSync(pathFile, 'utf8').trim();
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, relative) : join(packageDir, 'dist', relative);
  return existsSync(binary) ? { path: binary } : { missing: `${binary} does not exist` };
}
