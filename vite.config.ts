import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY_META } from './shared/security/csp.ts';

/** The built renderer carries its Content Security Policy in a meta tag; the dev server does not (hot reload injects inline code). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'warpdesk-csp',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY_META}" />`),
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [react(), contentSecurityPolicy()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1', port: 5173 },
});
