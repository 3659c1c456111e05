/** Which links Warpdesk opens outside the app (the browser's or the system's handler), checked by parsing, never by substrings. */
export const EXTERNAL_URL_PROTOCOLS = ['https:', 'mailto:'] as const;

/** Parses a URL and says whether it may be opened outside the app. Substring checks are not enough. */
export function checkExternalUrl(url: string): { ok: true; url: string } | { ok: false; reason: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (!(EXTERNAL_URL_PROTOCOLS as readonly string[]).includes(parsed.protocol)) {
    return { ok: false, reason: `links of type ${parsed.protocol} are not opened` };
  }
  if (parsed.protocol === 'https:' && (parsed.username !== '' || parsed.password !== '')) {
    return { ok: false, reason: 'links with a user name or password are not opened' };
  }
  return { ok: true, url: parsed.href };
}
