/** A general order's written prefix ("GO:", "General orders -"), read once: no two `\s*` meet across an optional part (linear, issue 19). */
export const GENERAL_PREFIX = /^\s*(?:GO|CO|SO|general|conditional|special|specific)\b\s*(?:orders?\s*)?[:.-]\s*/i;
