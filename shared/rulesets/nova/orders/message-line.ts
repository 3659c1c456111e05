/**
 * A line of the order sheet that is plainly a message to another player ("MESSAGE TO EMPIRE A:
 * we come in peace", "MSG: …", "To Empire B: …", "Dear Player 1, …"). NOVA: 6.4 NORMAL CONTACT:
 * "The messages must be submitted with the turn orders and on individual pieces of paper …
 * Messages submitted on the same page as other orders will not be sent." Such a line is shown to
 * the GM as an error with its own code (MESSAGE-ON-SHEET), kept on the sheet, never carried out
 * and never passed on. Pure.
 */
import { GENERAL_PREFIX } from './general-prefix';

export const MESSAGE_ON_SHEET = 'MESSAGE-ON-SHEET';

export const MESSAGE_ON_SHEET_MESSAGE = 'MESSAGE-ON-SHEET: messages on the same page as orders are not sent (NOVA 6.4): a message goes on its own sheet of paper, handed in with the orders (the GM logs it under Orders → Messages)';

/** "MESSAGE to …", "Messages for …", "MSG: …", "Memo -": a word that says message, then to/for or a mark. */
const MESSAGE_WORD = /^(?:messages?|msg|memo|letter)\b\s*(?:(?:to|for)\b|[:.-])/i;
/** "To Empire A:", "Dear Player 1,", "Attn Empire B -": an empire addressed by its alias, then a mark. */
const ADDRESSED = /^(?:to|dear|attn\.?|attention)\s*:?\s+(?:empire|player)\s+[A-Z0-9]{1,3}\s*[:,.!-]/i;
/** Note marks a player may put before the message ("Note:", "PS"), read past. */
const NOTE_MARK = /^(?:notes?|ps|p\.s\.?|nb)\s*[:.,-]\s*/i;

/** Whether `text` (one line of any section) is plainly a message to another player. Column rows (`|`, tabs) never are. */
export function isMessageLine(text: string): boolean {
  if (/[|\t]/.test(text)) return false;
  const body = text.replace(GENERAL_PREFIX, '').trim().replace(NOTE_MARK, '');
  return MESSAGE_WORD.test(body) || ADDRESSED.test(body);
}
