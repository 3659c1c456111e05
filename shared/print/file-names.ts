/**
 * File names of exported documents: `<game>-turn-<N>-<player>.<ext>`, each part lower case,
 * letters and digits joined by "-" (the Reports screen and the command line name them alike).
 */

/** A file-name part: lower case, letters and digits, words joined by "-", at most 48 characters. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'x'
  );
}

/** `<game>-turn-<N>-<player>` without extension. */
export function documentFileBase(game: string, turn: number, player: string): string {
  return `${fileSlug(game)}-turn-${turn}-${fileSlug(player)}`;
}
