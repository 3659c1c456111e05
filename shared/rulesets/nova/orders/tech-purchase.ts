/**
 * NOVA: TECH POINTS — "Once the game begins tech points are obtained only through research. They
 * can't be bought or traded." An EXPENDITURES line that tries to buy TP or a technology level
 * ("10 TP", "Tech points", "BL20", "SN 25") is told so by the order check (TP-BUY), rather than as
 * an unknown item, and the turn does not carry it out (it buys nothing it cannot classify).
 */
import { TECH_CODES } from '../tech-chart';

const TP_WORDS = /^(?:\d+(?:\.\d+)?\s*)?(?:tp|tps|tech\s*points?|technology\s*points?|tech(?:nology)?(?:\s+levels?)?)$/i;

/** Whether an expenditure item names tech points or a technology level. */
export function namesTechPurchase(item: string): boolean {
  const text = item.trim().replace(/^new\s+/i, '');
  if (TP_WORDS.test(text)) return true;
  const level = /^([A-Za-z]{2})\s*-?\s*\d+$/.exec(text);
  return level !== null && TECH_CODES.includes((level[1] ?? '').toUpperCase());
}

/** The order check's message for such a line. */
export const TECH_PURCHASE_MESSAGE = 'tech points can\'t be bought once the game begins: they come only from research (NOVA TECH POINTS); start a research project on the RESEARCH lines instead';
