/**
 * NOVA: SUPPRESSION (4.5) and the IC — when an established IC may not be used this turn (to build,
 * repair, refit or salvage):
 * - "ICs may NOT be used to build anything on the turn following Devastation of their system" (4.2);
 *   "In no case may an IC in a devastated system be used the turn following suppression" (4.5);
 *   "SDUs do not prevent ICs from being suppressed the turn following DC attacks" (SYSTEM DEFENCE
 *   UNITS): an IC whose system was devastated last turn is idle, whatever its SDUs.
 * - A system suppressed otherwise (surface combat going on past round 3) loses its revenue; whether
 *   its IC is idle too the book leaves open (SALVAGE asks for "unsuppressed ICs"): game setting
 *   *ICs in a suppressed system* (`suppressedIcs`): 'devastated' (default: only devastation idles
 *   an IC, as every sentence naming ICs says) or 'any' (any suppression idles it).
 */
import type { NovaSystem } from '../records';
import { turnSettingsOf } from './settings';
import { isSuppressed } from './step-a-production';

/** Why the IC at `system` may not be used on `turn`, or undefined when it may. */
export function icIdleReason(system: NovaSystem, turn: number, settings: Record<string, unknown> | undefined): string | undefined {
  if (system.devastatedTurn === turn - 1) return `the IC at ${system.name} may not be used this turn: its system was devastated last turn (NOVA 4.2, 4.5)`;
  if (turnSettingsOf(settings).suppressedIcs === 'any' && isSuppressed(system, turn)) return `the IC at ${system.name} may not be used this turn: its system is suppressed (NOVA 4.5; setting *ICs in a suppressed system*)`;
  return undefined;
}
