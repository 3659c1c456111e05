/**
 * The renderer's Content Security Policy: nothing but the app's own files, no network,
 * no inline script, frames only of the app's own pages (and inline documents: the browser's
 * print frame is a sandboxed `srcdoc`). Used in the built index.html (meta tag) and as a header
 * by the app:// protocol.
 *
 * Inline styles, kept where Mantine needs them and nowhere else (docs/desktop.md):
 * - `style-src-attr 'unsafe-inline'`: Mantine's style props (`w`, `c`, `style={…}`) and Konva's
 *   canvas sizing are style attributes; no nonce or hash can allow an attribute.
 * - `style-src-elem 'self' 'unsafe-inline'`: MantineProvider writes the theme's CSS variables in a
 *   `<style>` element at run time. Mantine can put a nonce on it (`getStyleNonce`), but a nonce
 *   needs a fresh value per page load, which the static index.html (its meta policy) cannot carry.
 * - `style-src 'self'`: anything else (a style sheet from elsewhere) is refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'unsafe-inline'",
  "frame-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The same policy for a <meta> tag, where browsers ignore frame-ancestors (it only works as a header). */
export const CONTENT_SECURITY_POLICY_META = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors'))
  .join('; ');
