/**
 * A small static server for the built renderer on 127.0.0.1: the browser fallback of
 * `npm start` when Electron cannot run, and the server the end-to-end tests drive.
 * Paths go through the same traversal guard as the desktop app's app:// protocol.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { safeRelativePath } from '../shared/paths/safe-path';
import { CONTENT_SECURITY_POLICY } from '../shared/security/csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:`port` (0 picks a free port). */
export async function serveDirectory(root: string, port = 0): Promise<RunningServer> {
  const base = resolve(root);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const relative = safeRelativePath(url.pathname);
      const file = relative === null ? null : resolve(join(base, relative));
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405).end();
        return;
      }
      if (file === null || !(file === base || file.startsWith(base + sep))) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const body = await readFile(file);
        response.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      }
    })();
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
