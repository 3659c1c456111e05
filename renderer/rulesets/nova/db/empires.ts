/**
 * Repository of an empire's NOVA position: technology levels, home star type, GM overrides
 * (on the empire record's `nova` field, schema in shared/rulesets/nova/pregame.ts) and the
 * pregame forces (rows of `units` marked `pregame: true`). Every write is one transaction
 * through trackSave and stamps the game's updatedAt.
 */
import { NAME_MAX, type Empire, type Unit } from '../../../../shared/model/entities';
import type { NovaUnit } from '../../../../shared/rulesets/nova/records';
import type { Override } from '../../../../shared/rulesets/nova/design-model';
import { novaEmpireOf, type NovaEmpire, type Purchase } from '../../../../shared/rulesets/nova/pregame';
import { unitType } from '../../../../shared/rulesets/nova/economy';
import type { WarpdeskDb } from '../../../db/schema';
import { trackSave } from '../../../db/save-status';

function nowIso(): string {
  return new Date().toISOString();
}

/** A fresh local id for a record of a game. */
export function newLocalId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}

/** The empire's NOVA fields, with defaults for what is missing. */
export function empireNova(empire: Empire): NovaEmpire {
  return novaEmpireOf(empire);
}

/** Changes an empire's NOVA fields with `change`, in one transaction. */
export async function updateEmpireNova(db: WarpdeskDb, gameId: string, empireId: string, change: (nova: NovaEmpire) => NovaEmpire): Promise<void> {
  await trackSave(() =>
    db.transaction('rw', [db.games, db.empires], async () => {
      const empire = await db.empires.get([gameId, empireId]);
      if (!empire) throw new Error('This empire no longer exists');
      await db.empires.put({ ...empire, nova: change(empireNova(empire)) });
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}

/** Sets one technology level; `null` removes the technology. */
export function setTechLevel(db: WarpdeskDb, gameId: string, empireId: string, code: string, level: number | null): Promise<void> {
  return updateEmpireNova(db, gameId, empireId, (nova) => {
    const tech = { ...nova.tech };
    if (level === null) delete tech[code];
    else tech[code] = level;
    return { ...nova, tech };
  });
}

/** Replaces every technology level at once (pasting a tech list, undo). */
export function setTechLevels(db: WarpdeskDb, gameId: string, empireId: string, tech: Record<string, number>): Promise<void> {
  return updateEmpireNova(db, gameId, empireId, (nova) => ({ ...nova, tech: { ...tech } }));
}

export function setHomestarType(db: WarpdeskDb, gameId: string, empireId: string, homestarType: number): Promise<void> {
  return updateEmpireNova(db, gameId, empireId, (nova) => ({ ...nova, homestarType }));
}

/** Sets or clears (null) a GM override of a computed empire figure ('techTp', 'designTp', 'available'). */
export function setEmpireOverride(db: WarpdeskDb, gameId: string, empireId: string, key: string, override: Override | null): Promise<void> {
  return updateEmpireNova(db, gameId, empireId, (nova) => {
    const overrides = { ...nova.overrides };
    if (override) overrides[key] = override;
    else delete overrides[key];
    return { ...nova, overrides };
  });
}

/** Pregame units of an empire: ships carry `designId`; other units have kind = their abbreviation (C, AA, SDU…). */
export function isPregameUnit(unit: Unit): boolean {
  return unit.pregame === true;
}

/** The purchases the pregame units stand for, grouped: one line per design and per unit type. */
export function purchasesOf(units: readonly Unit[]): Purchase[] {
  const ships = new Map<string, number>();
  const others = new Map<string, number>();
  for (const unit of units.filter(isPregameUnit)) {
    const designId = unit.designId;
    if (unit.kind === 'ship' && typeof designId === 'string') ships.set(designId, (ships.get(designId) ?? 0) + 1);
    else others.set(unit.kind, (others.get(unit.kind) ?? 0) + 1);
  }
  return [...[...ships].map(([designId, count]) => ({ what: 'ship' as const, designId, count })), ...[...others].map(([abbr, count]) => ({ what: 'unit' as const, abbr, count }))];
}

/** Ship and unit names stay under 16 characters (NOVA 10.6: unique ship names under 16 characters): "Carrier Dove 12", "Interceptor Mk 3". */
export function unitName(label: string, n: number): string {
  const suffix = ` ${n}`;
  return `${label.slice(0, 15 - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Makes the empire own exactly `count` pregame units of a kind: adds rows at its home star
 * (ships named after their class and a number), or removes the last ones added.
 */
export async function setPurchaseCount(db: WarpdeskDb, gameId: string, empireId: string, purchase: { what: 'ship'; designId: string; designName: string } | { what: 'unit'; abbr: string }, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 0 || count > 10_000) throw new Error('The number of units must be a whole number from 0 to 10,000');
  await trackSave(() =>
    db.transaction('rw', [db.games, db.empires, db.units], async () => {
      const empire = await db.empires.get([gameId, empireId]);
      if (!empire) throw new Error('This empire no longer exists');
      const all: NovaUnit[] = await db.units.where('[gameId+empireId]').equals([gameId, empireId]).toArray();
      const mine = all
        .filter(isPregameUnit)
        .filter((u) => (purchase.what === 'ship' ? u.kind === 'ship' && u.designId === purchase.designId : u.kind === purchase.abbr))
        .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
      if (mine.length > count) {
        await db.units.bulkDelete(mine.slice(count).map((u) => [gameId, u.id] as [string, string]));
      } else if (mine.length < count) {
        const label = purchase.what === 'ship' ? purchase.designName : (unitType(purchase.abbr)?.name ?? purchase.abbr);
        const first = Math.max(0, ...mine.map((u) => u.seq ?? 0));
        const rows: Unit[] = Array.from({ length: count - mine.length }, (_, i) => ({
          gameId,
          id: newLocalId('u'),
          empireId,
          kind: purchase.what === 'ship' ? 'ship' : purchase.abbr,
          name: unitName(label, first + i + 1),
          systemId: empire.homeSystemId,
          pregame: true,
          seq: first + i + 1,
          ...(purchase.what === 'ship' ? { designId: purchase.designId } : {}),
        }));
        await db.units.bulkAdd(rows);
      }
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}

/** Sets the empire's treasury (MCr), e.g. to what is left after the pregame purchases (NOVA 8.4: unspent MCr are saved for turn 1). */
export async function setTreasury(db: WarpdeskDb, gameId: string, empireId: string, treasury: number): Promise<void> {
  if (!Number.isFinite(treasury)) throw new Error('The treasury must be a number of MCr');
  await trackSave(() =>
    db.transaction('rw', [db.games, db.empires], async () => {
      const updated = await db.empires.update([gameId, empireId], { treasury });
      if (updated === 0) throw new Error('This empire no longer exists');
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}

/** Changes an empire's own fields (name, player, contact, notes); a name must be non-empty and unique in the game. */
export async function updateEmpireDetails(db: WarpdeskDb, gameId: string, empireId: string, changes: Partial<Pick<Empire, 'name' | 'playerName' | 'playerContact' | 'notes'>>): Promise<void> {
  if (changes.name !== undefined) {
    const name = changes.name.trim();
    if (name === '') throw new Error("An empire's name must not be empty");
    if (name.length > NAME_MAX) throw new Error(`An empire's name must be at most ${NAME_MAX} characters`);
  }
  await trackSave(() =>
    db.transaction('rw', [db.games, db.empires], async () => {
      if (changes.name !== undefined) {
        const others = await db.empires.where('gameId').equals(gameId).toArray();
        const name = changes.name.trim();
        if (others.some((e) => e.id !== empireId && e.name.trim().toLowerCase() === name.toLowerCase())) throw new Error(`Another empire of this game is named "${name}"`);
      }
      const updated = await db.empires.update([gameId, empireId], { ...changes, ...(changes.name !== undefined ? { name: changes.name.trim() } : {}) });
      if (updated === 0) throw new Error('This empire no longer exists');
      await db.games.update(gameId, { updatedAt: nowIso() });
    }),
  );
}
