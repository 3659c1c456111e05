import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../shared/security/csp';
import { contentTypeFor, createProtocolHandler, isAppUrl } from './protocol';

const ROOT = path.resolve('/srv/warpdesk/dist/renderer');

/** A fake renderer folder: absolute path → contents. */
function fakeRoot(files: Record<string, string>) {
  const contents = new Map(Object.entries(files).map(([name, text]) => [path.join(ROOT, name), new TextEncoder().encode(text)]));
  const readFile = vi.fn(async (absolute: string) => {
    const found = contents.get(absolute);
    if (found === undefined) throw Object.assign(new Error(`ENOENT: ${absolute}`), { code: 'ENOENT' });
    return found;
  });
  return { readFile, handle: createProtocolHandler(ROOT, readFile) };
}

const get = (url: string) => new Request(url);

describe('app:// protocol handler', () => {
  it('serves index.html with its type and the Content Security Policy', async () => {
    const { handle } = fakeRoot({ 'index.html': '<!doctype html><title>Warpdesk</title>' });
    const response = await handle(get('app://warpdesk/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Warpdesk</title>');
  });

  it('serves index.html for the bare origin and nested assets below the root', async () => {
    const { handle, readFile } = fakeRoot({ 'index.html': 'home', 'assets/app-1234.js': 'code' });
    expect(await (await handle(get('app://warpdesk/'))).text()).toBe('home');
    const asset = await handle(get('app://warpdesk/assets/app-1234.js'));
    expect(asset.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(readFile).toHaveBeenLastCalledWith(path.join(ROOT, 'assets', 'app-1234.js'));
  });

  it('answers 404 for a missing file', async () => {
    const { handle } = fakeRoot({});
    expect((await handle(get('app://warpdesk/nope.js'))).status).toBe(404);
  });

  it.each([
    ['literal ..', 'app://warpdesk/../../etc/passwd'],
    ['encoded dots', 'app://warpdesk/%2e%2e/%2e%2e/etc/passwd'],
    ['encoded slash', 'app://warpdesk/..%2f..%2fetc%2fpasswd'],
    ['encoded dots and slash', 'app://warpdesk/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret'],
    ['encoded backslash', 'app://warpdesk/%5c..%5c..%5cwin.ini'],
    ['literal backslash', 'app://warpdesk/assets\\..\\..\\secret'],
    ['NUL byte', 'app://warpdesk/index.html%00.png'],
    ['drive letter', 'app://warpdesk/C:/Windows/win.ini'],
    ['bad percent-encoding', 'app://warpdesk/%E0%A4%A'],
  ])('never reads outside the renderer root (%s)', async (_name, url) => {
    const { handle, readFile } = fakeRoot({});
    const response = await handle(get(url));
    expect(response.status).toBe(404);
    for (const [absolute] of readFile.mock.calls) expect(absolute.startsWith(ROOT + path.sep)).toBe(true);
  });

  it('refuses the attack paths before touching the file system', async () => {
    const { handle, readFile } = fakeRoot({});
    for (const url of ['app://warpdesk/..%2f..%2fetc%2fpasswd', 'app://warpdesk/%5c..%5cwin.ini', 'app://warpdesk/index.html%00']) {
      expect((await handle(get(url))).status).toBe(404);
    }
    expect(readFile).not.toHaveBeenCalled();
  });

  it.each(['app://evil/index.html', 'app://warpdesk.evil/index.html', 'app://warpdesk:8080/index.html', 'https://warpdesk/index.html', 'file:///srv/warpdesk/dist/renderer/index.html'])(
    'answers 404 for another host or scheme: %s',
    async (url) => {
      const { handle, readFile } = fakeRoot({ 'index.html': 'home' });
      expect((await handle(get(url))).status).toBe(404);
      expect(readFile).not.toHaveBeenCalled();
    },
  );

  it('refuses methods other than GET and HEAD', async () => {
    const { handle } = fakeRoot({ 'index.html': 'home' });
    expect((await handle(new Request('app://warpdesk/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
    const head = await handle(new Request('app://warpdesk/index.html', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('maps the renderer file types to Content-Type', () => {
    expect(contentTypeFor('a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('a.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('a.js.map')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('a.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('a.PNG')).toBe('image/png');
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.exe')).toBe('application/octet-stream');
  });

  it('recognises the app origin by parsing, not by substring', () => {
    expect(isAppUrl('app://warpdesk/index.html#/library')).toBe(true);
    expect(isAppUrl('app://warpdesk.evil.com/index.html')).toBe(false);
    expect(isAppUrl('https://evil.com/?app://warpdesk/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});
