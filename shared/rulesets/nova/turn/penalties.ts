/**
 * NOVA: PENALTIES (6.1): "Newly built ships not named / commissioned by the player will be assigned
 * names by the GM and the empire will be fined 10 MCr per ship the GM must name, even if the name is
 * obvious. ... All penalties are cumulative and will be subtracted from the treasury, even if this
 * causes it to go negative, no matter how much."
 *
 * The engine charges the naming fine at step C for every new ship it names (no name in the
 * COMMISSIONS, or a name of 16 characters or more); the amount is a game setting (*Fine per ship the
 * GM names*, 10 MCr; 0 turns it off). The penalties the engine cannot see (orders on nonstandard
 * paper 25 MCr a page, designs on the same page as orders 50 MCr, information retrieval 5 MCr, copies
 * 20 MCr a page) are the GM's: a treasury ruling with a note.
 */
import type { Empire } from '../../../model/entities';
import { ownEvent, type TurnEvent } from './events';
import { turnSettingsOf } from './settings';

/** The fine for `ships` ships the GM named, in MCr (0 when the setting is 0). */
export function namingFine(settings: Record<string, unknown>, ships: number): number {
  return ships * turnSettingsOf(settings).unnamedShipFine;
}

/** Charges the naming fine to the empire (treasury may go negative); the event tells the empire why. */
export function chargeNamingFine(empire: Empire, settings: Record<string, unknown>, ships: number): { empire: Empire; events: TurnEvent[] } {
  const mcr = namingFine(settings, ships);
  if (mcr === 0) return { empire, events: [] };
  const event = ownEvent('C', empire.id, null, { kind: 'ruling', what: `penalty: ${ships} new ship${ships === 1 ? '' : 's'} named by the GM (NOVA 6.1 PENALTIES)`, value: `−${mcr} MCr`, note: `${turnSettingsOf(settings).unnamedShipFine} MCr a ship` });
  return { empire: { ...empire, treasury: Math.round(empire.treasury) - mcr }, events: [event] };
}
