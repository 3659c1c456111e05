/**
 * A file name the renderer suggests, made safe to offer in a save dialog or to write into a
 * chosen folder (issue 19, item 9): the renderer is not trusted to name a path. Pure.
 *
 * - only the last segment of a path is kept (`../../x.pdf`, `C:\\x\\y.pdf` → `x.pdf`, `y.pdf`);
 * - control characters and Windows' reserved characters `<>:"/\|?*` become `_`;
 * - leading dots and spaces go (no hidden file, no `..`), trailing dots and spaces too (Windows drops them);
 * - Windows' reserved device names (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any extension) get a `_` before them;
 * - at most MAX_FILE_NAME characters, the extension kept;
 * - nothing left gives `fallback`.
 */
export const MAX_FILE_NAME = 120;

const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

export function safeFileName(suggested: string, fallback = 'warpdesk'): string {
  const last = suggested.split(/[\\/]/).pop() ?? '';
  let name = [...last].map((ch) => ((ch.codePointAt(0) ?? 0) < 0x20 || (ch.codePointAt(0) ?? 0) === 0x7f || '<>:"|?*'.includes(ch) ? '_' : ch)).join('');
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (name === '') return fallback;
  if (RESERVED.test(name)) name = `_${name}`;
  if (name.length > MAX_FILE_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, MAX_FILE_NAME - ext.length).replace(/[.\s]+$/, '') + ext;
  }
  return name;
}
