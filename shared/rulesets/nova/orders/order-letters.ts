/**
 * The order letters of NOVA's movement section.
 * NOVA: 6.6 CONTACT ORDERS, 6.7 ACTIVITY ORDERS. The two sets share no letter, so a
 * letter alone says which kind it is.
 */

export const CONTACT_ORDERS = {
  F: 'Friendly',
  G: 'Guard',
  H: 'Hostile',
  K: 'Kopp-Out',
  N: 'Neutral',
  Q: 'Qualified',
  R: 'Retreat',
  T: 'Tolerate',
  U: 'Ultimatum',
} as const;
export type ContactLetter = keyof typeof CONTACT_ORDERS;

export const ACTIVITY_ORDERS = {
  A: 'Assault',
  D: 'Devastate',
  E: 'Establish',
  X: 'Explore',
  I: 'Interdict',
  L: 'Land',
  M: 'Maintain',
  O: 'Observe',
  S: 'Surrender',
  W: 'Warp X',
  Z: 'Zap',
} as const;
export type ActivityLetter = keyof typeof ACTIVITY_ORDERS;

/** A unit carries at most two contact orders: the primary, then the default if hostilities occur (NOVA: 6.8). */
export const MAX_CONTACT_ORDERS = 2;

export function isContactLetter(letter: string): letter is ContactLetter {
  return Object.hasOwn(CONTACT_ORDERS, letter);
}

export function isActivityLetter(letter: string): letter is ActivityLetter {
  return Object.hasOwn(ACTIVITY_ORDERS, letter);
}

/** Every letter with its meaning, for completion lists and the typing guide. */
export function orderLetterHelp(): { letter: string; kind: 'contact' | 'activity'; name: string }[] {
  return [
    ...Object.entries(CONTACT_ORDERS).map(([letter, name]) => ({ letter, kind: 'contact' as const, name })),
    ...Object.entries(ACTIVITY_ORDERS).map(([letter, name]) => ({ letter, kind: 'activity' as const, name })),
  ];
}
