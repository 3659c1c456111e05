/**
 * File names of exported packets: `<game>-turn-<N>-<empire>.<ext>`, each part lower case,
 * letters and digits joined by "-" (the same rule as `warpdesk packets`, cli/commands/packets.ts).
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

/** `<game>-turn-<N>-<empire>` without extension. */
export function packetFileBase(game: string, turn: number, empire: string): string {
  return `${fileSlug(game)}-turn-${turn}-${fileSlug(empire)}`;
}
