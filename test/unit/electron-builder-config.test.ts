/**
 * Checks electron-builder.yml against what the build produces: the `files` allow-list
 * packs the bundled main/preload and the built renderer and nothing from the source tree,
 * the fuses are set, and the bundles need no node_modules at run time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildElectron } from '../../scripts/build-electron.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = parse(readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { main: string; dependencies?: Record<string, string> };
const scheme = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as {
  properties: Record<string, unknown>;
  definitions: Record<string, { properties?: Record<string, unknown> }>;
};
const files = config.files as string[];

/** A glob as a RegExp: `**` crosses folders, `*` and `?` stay within one path segment. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (char === '*' && glob.charAt(i + 1) === '*') {
      // `**/` matches zero or more whole folders; a trailing `**` matches everything below.
      const slash = glob.charAt(i + 2) === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether the allow-list packs `relativePath` (forward slashes): the last matching pattern wins, `!` excludes. */
function isPacked(relativePath: string): boolean {
  let packed = false;
  for (const pattern of files) {
    const negated = pattern.startsWith('!');
    if (globToRegExp(negated ? pattern.slice(1) : pattern).test(relativePath)) packed = !negated;
  }
  return packed;
}

/** All files below a folder, as project-relative paths with forward slashes. */
function listFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Module names a CommonJS bundle requires at run time. */
function requiredModules(bundle: string): string[] {
  return [...new Set([...readFileSync(path.join(ROOT, bundle), 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].sort();
}

describe('the glob matcher used here', () => {
  it('matches like electron-builder patterns', () => {
    expect(globToRegExp('dist/renderer/**').test('dist/renderer/assets/a.js')).toBe(true);
    expect(globToRegExp('dist/renderer/**').test('dist/rendererX/a.js')).toBe(false);
    expect(globToRegExp('!dist/**/*.map'.slice(1)).test('dist/renderer/a.js.map')).toBe(true);
    expect(globToRegExp('*.json').test('a/b.json')).toBe(false);
  });
});

describe('electron-builder.yml', () => {
  it('names the app and keeps it in an asar archive', () => {
    expect(config).toMatchObject({ appId: 'org.warpdesk.app', productName: 'Warpdesk', asar: true, directories: { output: 'release' } });
  });

  it('uses only option names electron-builder 26 knows', () => {
    expect(Object.keys(config).filter((key) => !(key in scheme.properties))).toEqual([]);
    const sections = { linux: 'LinuxConfiguration', win: 'WindowsConfiguration', mac: 'MacConfiguration', nsis: 'NsisOptions', electronFuses: 'FuseOptionsV1' } as const;
    for (const [key, definition] of Object.entries(sections)) {
      const known = scheme.definitions[definition]?.properties ?? {};
      expect(Object.keys((config[key] ?? {}) as object).filter((option) => !(option in known)), `${key} options`).toEqual([]);
    }
  });

  it('sets every fuse electron-builder knows explicitly, so a new one is a decision, not a default (issue 19, item 9)', () => {
    const known = Object.keys(scheme.definitions.FuseOptionsV1?.properties ?? {}).filter((option) => option !== 'resetAdHocDarwinSignature');
    expect(known.length).toBeGreaterThan(0);
    expect(known.filter((fuse) => !(fuse in ((config.electronFuses ?? {}) as object)))).toEqual([]);
  });

  it('sets the Electron fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('builds AppImage and deb (category Game), nsis and dmg', () => {
    expect(config.linux).toMatchObject({ target: ['AppImage', 'deb'], category: 'Game' });
    expect(config.win).toMatchObject({ target: ['nsis'] });
    expect(config.mac).toMatchObject({ target: ['dmg'] });
  });

  it('allows only dist/renderer, dist-electron and package.json', () => {
    expect(Array.isArray(files) && files.length > 0).toBe(true);
    for (const pattern of files.filter((entry) => !entry.startsWith('!'))) {
      expect(pattern === 'package.json' || pattern.startsWith('dist/renderer/') || pattern.startsWith('dist-electron/'), pattern).toBe(true);
    }
  });

  it.each(['shared/ipc/contract.ts', 'renderer/main.tsx', 'electron/main.ts', 'node_modules/zod/package.json', 'scripts/build-electron.mjs', 'test/unit/x.test.ts', 'cli/bin/warpdesk.cjs', 'dist/cli/warpdesk.cjs', 'release/x.AppImage', '.git/config', 'tsconfig.json'])(
    'does not pack source or build-only file %s',
    (file) => {
      expect(isPacked(file)).toBe(false);
    },
  );

  it('keeps source maps out of the archive', () => {
    expect(isPacked('dist-electron/main.cjs.map')).toBe(false);
    expect(isPacked('dist/renderer/assets/index-abc.js.map')).toBe(false);
  });

  it('needs no runtime dependencies (renderer libraries are bundled and belong in devDependencies)', () => {
    expect(packageJson.dependencies ?? {}).toEqual({});
  });
});

describe('the build output against the allow-list', () => {
  beforeAll(async () => {
    await buildElectron(path.join(ROOT, 'dist-electron'));
  }, 60_000);

  it('produces package.json main and the preload, and packs both', () => {
    const built = listFiles('dist-electron');
    expect(packageJson.main).toBe('dist-electron/main.cjs');
    for (const entry of [packageJson.main, 'dist-electron/preload.cjs', 'package.json']) {
      expect(entry === 'package.json' || built.includes(entry), `${entry} built`).toBe(true);
      expect(isPacked(entry), `${entry} packed`).toBe(true);
    }
  });

  it('bundles main so it needs only Electron and Node built-ins at run time', () => {
    const builtins = new Set(builtinModules);
    const foreign = requiredModules('dist-electron/main.cjs').filter((name) => name !== 'electron' && !name.startsWith('node:') && !builtins.has(name));
    expect(foreign).toEqual([]);
  });

  it('bundles the sandboxed preload with only `electron` and without zod', () => {
    expect(requiredModules('dist-electron/preload.cjs')).toEqual(['electron']);
    expect(readFileSync(path.join(ROOT, 'dist-electron/preload.cjs'), 'utf8')).not.toMatch(/zod|ZodError/);
  });

  const rendererBuilt = existsSync(path.join(ROOT, 'dist/renderer/index.html'));
  it.skipIf(!rendererBuilt)('packs the built renderer entry and all its non-map files (skipped when dist/renderer is not built: run npm run build:renderer)', () => {
    expect(isPacked('dist/renderer/index.html')).toBe(true);
    const unpacked = listFiles('dist/renderer').filter((file) => !file.endsWith('.map') && !isPacked(file));
    expect(unpacked).toEqual([]);
  });
});
