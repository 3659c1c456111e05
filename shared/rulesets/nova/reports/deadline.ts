/**
 * The deadline as the cover prints it after "Orders for turn N due": the GM's text without
 * the words the label already says. GMs write the whole sentence on the dashboard ("Turn 2
 * orders due 6 December 2026"); the cover then read "Orders for turn 2 due: Turn 2 orders due
 * 6 December 2026". What is left is the date and time as written.
 */
const SAID = /^\s*(?:(?:the\s+)?(?:next\s+)?(?:turn\s*\d+\s*)?(?:orders?\s*)?(?:for\s+turn\s*\d+\s*)?(?:are\s+|is\s+)?due|deadline)\b\s*(?:on|by|at|:|-|–)?\s*/i;

export function deadlineText(deadline: string): string {
  const text = deadline.trim();
  if (text === '') return 'as announced by the GM';
  const rest = text.replace(SAID, '').trim();
  return rest === '' ? text : rest;
}
