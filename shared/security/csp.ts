/**
 * The renderer's Content Security Policy: nothing but the app's own files, no network,
 * no inline script. Inline styles are allowed because Mantine sets style attributes.
 * Used in the built index.html (meta tag) and as a header by the app:// protocol.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
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
