/**
 * The code printed on every page of a player's document, so that a page filed in the wrong
 * packet (or the wrong game) shows a different code. Same for every ruleset.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** FNV-1a, 32 bits, over UTF-16 code units: a checksum, not a secret. */
export function checksum32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The packet code printed on every page: `T<turn>-<player's position, 2 digits>-<3 checksum
 * characters>` such as `T12-03-K7Q`. The checksum covers the game id, turn and player's id,
 * so a page filed in the wrong packet (or the wrong game) shows a different code.
 */
export function packetCode(gameId: string, turn: number, empireId: string, position: number): string {
  let h = checksum32(`${gameId}\u0000${turn}\u0000${empireId}`);
  let check = '';
  for (let i = 0; i < 3; i++) {
    check += CROCKFORD[h % 32];
    h = Math.floor(h / 32);
  }
  return `T${turn}-${String(position).padStart(2, '0')}-${check}`;
}
