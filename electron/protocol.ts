/**
 * The app://warpdesk/ protocol: serves the built renderer (dist/renderer) to the window.
 * Only files inside the renderer folder are reachable; every response carries the CSP.
 */
import path from 'node:path';
import { safeRelativePath } from '../shared/paths/safe-path';
import { CONTENT_SECURITY_POLICY } from '../shared/security/csp';

/** The scheme and host the renderer is served from; the window's only trusted origin. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'warpdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/** Says whether a URL belongs to the app's own origin (app://warpdesk). Parsed, never substring-matched. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    // Custom schemes have an opaque `origin` ("null") in WHATWG URL, so compare scheme and host.
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Reads a whole file; rejects when it is missing or not a regular file. */
export type ReadFile = (absolutePath: string) => Promise<Uint8Array>;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The Content-Type for a file name, by extension; unknown types are served as opaque bytes. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Builds the handler for `protocol.handle('app', …)`. Resolves the URL path below
 * `rootDir` (absolute) and answers 404 for another host, a path the traversal guard
 * refuses, a resolved path outside the root (checked twice: string guard, then
 * path.resolve), or a file `readFile` cannot read.
 */
export function createProtocolHandler(rootDir: string, readFile: ReadFile): (request: Request) => Promise<Response> {
  const root = path.resolve(rootDir);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405 });
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const relative = safeRelativePath(url.pathname);
    if (relative === null) return notFound();
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep)) return notFound();
    let body: Uint8Array;
    try {
      body = await readFile(absolute);
    } catch {
      return notFound();
    }
    const headers = {
      'Content-Type': contentTypeFor(absolute),
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    };
    // Response wants a BodyInit; copy into a fresh ArrayBuffer-backed view so the type is exact.
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}
