/**
 * NOVA: MEGACREDITS, TREASURY & TRANSFER (4.1, 6.10) — where an empire's stockpiled MCr are,
 * and what becomes of them when that system is lost.
 *
 * - "MCr are saved on the home star. This may be changed by telling the GM, in the turn's
 *   orders, where the treasury is." The location is `empire.nova.treasuryAt` (a system id);
 *   absent, it is the empire's Home Star (`homeSystemId`).
 * - "Stockpiled MCr are captured along with planets." Checked after every step (run-turn.ts):
 *   when the system holding an empire's treasury changes holder, the captor takes the whole
 *   positive treasury (setting `treasuryOnCapture`, default 'captor'; 'destroyed': it is lost).
 *   A debt is not stockpiled MCr: nothing is taken.
 * - Devastation, a TFC or a PCB that leaves the system with no holder destroys "everything on
 *   the planet" (NOVA: 6.2 J): the stockpile is destroyed.
 * - Afterwards the empire's treasury (from 0, or its debt) is kept at its Home Star if it still
 *   holds it, else at its held system with the most colonies (ties: name order), else nowhere
 *   (the field is dropped) until the GM names one.
 * All amounts are whole MCr (NOVA: 4.1).
 */
import type { Empire } from '../../../model/entities';
import type { NovaSystem } from '../records';
import { aliasesFor } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { withNova } from './research-state';
import type { TurnStep, TurnWorld } from './types';

/** The system id holding the empire's treasury, or null when it has none (NOVA: 4.1). */
export function treasuryLocation(empire: Empire): string | null {
  const at = (empire.nova as { treasuryAt?: unknown } | undefined)?.treasuryAt;
  if (typeof at === 'string' && at !== '') return at;
  return empire.homeSystemId ?? null;
}

/** Where each empire's treasury is and that the empire holds it: empire id → system id. Taken before a step. */
export function heldTreasuries(world: TurnWorld): Map<string, string> {
  const held = new Map<string, string>();
  for (const empire of world.empires) {
    const at = treasuryLocation(empire);
    const system = at ? world.systems.find((s) => s.id === at) : undefined;
    if (system && system.ownerId === empire.id) held.set(empire.id, system.id);
  }
  return held;
}

/** Where a treasury goes once its system is lost: the Home Star if still held, else the held system with most colonies. */
export function fallbackLocation(empire: Empire, systems: readonly NovaSystem[]): string | null {
  const home = systems.find((s) => s.id === empire.homeSystemId && s.ownerId === empire.id);
  if (home) return home.id;
  const held = systems.filter((s) => s.ownerId === empire.id).sort((a, b) => b.colonies - a.colonies || a.name.localeCompare(b.name));
  return held[0]?.id ?? null;
}

/**
 * After a step: each treasury whose system (held by its empire before the step, `before`)
 * has another holder or none is captured or destroyed. Changes `world` in place.
 */
export function treasuriesAfterStep(world: TurnWorld, before: ReadonlyMap<string, string>, step: TurnStep, onCapture: 'captor' | 'destroyed'): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const [empireId, systemId] of before) {
    const system = world.systems.find((s) => s.id === systemId);
    const index = world.empires.findIndex((e) => e.id === empireId);
    const empire = world.empires[index];
    if (!system || !empire || system.ownerId === empireId) continue;
    const captor = system.ownerId && world.empires.some((e) => e.id === system.ownerId) ? system.ownerId : null;
    const treasury = Math.round(empire.treasury);
    const mcr = Math.max(0, treasury);
    const taken = captor !== null && onCapture === 'captor';
    const movedTo = fallbackLocation(empire, world.systems);
    const moved = withNova(empire, { treasuryAt: movedTo ?? undefined });
    if (movedTo === null) delete (moved.nova as Record<string, unknown>).treasuryAt;
    world.empires[index] = { ...moved, treasury: treasury - mcr };
    if (taken && mcr > 0) {
      const j = world.empires.findIndex((e) => e.id === captor);
      const gainer = world.empires[j] as Empire;
      world.empires[j] = { ...gainer, treasury: Math.round(gainer.treasury) + mcr };
    }
    const data = { kind: 'treasury-lost' as const, mcr, fromEmpireId: empireId, toEmpireId: taken ? captor : null, movedToSystemId: movedTo };
    const audience = captor ? [empireId, captor] : [empireId];
    events.push({ ...ownEvent(step, empireId, system.id, data), audience, aliases: aliasesFor(world.empires, audience, audience) });
  }
  return events;
}
