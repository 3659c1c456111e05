// The local server of the browser build (npm start's fallback, the e2e tests' server).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../scripts/electron-binary';
import { serveDirectory, type RunningServer } from '../../scripts/serve';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  const top = mkdtempSync(join(tmpdir(), 'warpdesk-serve-'));
  root = join(top, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Warpdesk</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(top, 'secret.txt'), 'not for the browser');
  server = await serveDirectory(root);
});
afterAll(() => server.close());

async function get(path: string): Promise<{ status: number; type: string | null; csp: string | null; body: string }> {
  // fetch() normalises `..`; a raw request path is what an attacker would send.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? null, csp: (res.headers['content-security-policy'] as string | undefined) ?? null, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local server', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves index.html at / with the Content Security Policy', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.csp).toContain("default-src 'self'");
    expect((await get('/assets/app.js')).type).toContain('text/javascript');
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%5c..%5csecret.txt', '/%00index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('not for the browser');
    }
  });

  it('answers 404 for a folder or a missing file', async () => {
    expect((await get('/assets')).status).toBe(404);
    expect((await get('/nope.js')).status).toBe(404);
  });
});

describe('finding the Electron binary', () => {
  it('says why when there is none, without trying to download it', () => {
    const empty = mkdtempSync(join(tmpdir(), 'warpdesk-noelectron-'));
    expect(findElectronBinary(empty)).toEqual({ missing: 'the electron package is not installed' });
    mkdirSync(join(empty, 'node_modules', 'electron'), { recursive: true });
    expect(findElectronBinary(empty)).toEqual({ missing: 'its binary was never downloaded' });
    writeFileSync(join(empty, 'node_modules', 'electron', 'path.txt'), 'electron');
    expect(findElectronBinary(empty)).toMatchObject({ missing: expect.stringContaining('does not exist') });
    mkdirSync(join(empty, 'node_modules', 'electron', 'dist'));
    writeFileSync(join(empty, 'node_modules', 'electron', 'dist', 'electron'), '');
    expect(findElectronBinary(empty)).toEqual({ path: join(empty, 'node_modules', 'electron', 'dist', 'electron') });
  });
});
