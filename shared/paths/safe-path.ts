/**
 * Maps the path of an app:// (or local HTTP) request to a file path relative to the
 * renderer's folder, refusing anything that could leave it. Pure string logic, shared by
 * the Electron protocol handler and the local server of the browser build.
 *
 * Returns null for: encoded or literal `..` segments that climb out, backslashes, NUL,
 * drive letters, and malformed percent-encoding. An empty path means index.html.
 */
export function safeRelativePath(urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') return null;
    // A drive letter anywhere ("./C:" would become the first segment once "." is dropped).
    if (/^[A-Za-z]:/.test(segment)) return null;
    parts.push(segment);
  }
  return parts.length === 0 ? 'index.html' : parts.join('/');
}
