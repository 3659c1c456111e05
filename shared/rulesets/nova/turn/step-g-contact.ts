/**
 * NOVA: 6.2 step G, contact and space combat. In every system where ships of two or more
 * empires are after movement, each pair of empires is resolved with the CONTACT MODE
 * INTERACTION TABLE (NOVA: 6.13, contact.ts): friendly contact gives Normal contact (each
 * side's next private letter), neutral contact is reported as NC, activities are aborted
 * (AO), R and K sides retreat, and a hostile pair puts every ship of both empires in the
 * system into one battle (NOVA: 6.8). A battle is queued until the GM gives its result
 * (resolved in the Combat screen, auto-resolved, or entered from the players' table);
 * then the result is applied and each side told what it may know.
 */
import type { Empire, Unit } from '../../../model/entities';
import { applyBattleResult, pendingBattleEvents } from './battle-outcome';
import { retreatDestinationOf } from './retreat-destination';
import { retreatTieWarning } from './retreat-tie';
import { hostilityCause, type BattleCause } from './hostile-actions';
import { carryOutSurrenders, contactedPairs } from './surrender';
import { applyNonviolent } from './nonviolent-hostilities';
import { surfaceMeetings } from './surface-iff';
import { surfaceMeetingEvents } from './surface-iff-events';
import { resolveSystemContacts, type ContactOptions, type ContactUnit, type EmpireStance } from './contact';
import { aliasesFor, contactsOf, gainContact } from './contacts-state';
import { ownEvent, type TurnEvent } from './events';
import { activityLetters, asTurnUnit, equipmentOf, isShip, mayDo, ordersOf, workingWorld } from './fleet';
import { isDerelict } from './derelicts';
import { turnSettingsOf } from './settings';
import { stanceOf, unreadClauses } from './stances';
import { contactConditionsElsewhere } from './condition-system';
import { hostilityKey, type ContactOutcome, type QueuedBattle, type TurnWarning, type TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** The battle id of a system's space battle on a turn. */
export function spaceBattleId(turn: number, systemId: string): string {
  return `b.${turn}.${systemId}`;
}

function contactUnits(world: TurnWorld, ships: readonly Unit[]): ContactUnit[] {
  return ships.map((u) => ({
    unitId: u.id,
    empireId: u.empireId,
    name: u.name,
    armed: equipmentOf(u, world.designs).armed,
    contact: zapContact(u, world.turn, (ordersOf(u, world.turn)?.contact ?? []) as ContactUnit['contact']),
    activities: activityLetters(u, world.turn).filter((letter) => mayDo(u, world.turn, letter)),
  }));
}

/** NOVA: ACTIVITY ORDERS Z: "the equivalent of giving a ship H,X/O,D,I orders": a Zap ship meets aliens as Hostile. */
function zapContact(unit: Unit, turn: number, contact: ContactUnit['contact']): ContactUnit['contact'] {
  return mayDo(unit, turn, 'Z') ? (['H', ...contact.filter((l) => l !== 'H')].slice(0, 2) as ContactUnit['contact']) : contact;
}

export function contactStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const battles: QueuedBattle[] = [];
  const turn = world.turn;
  const hostilities = new Set(world.hostilities ?? []);
  const stances = new Map<string, EmpireStance>(world.empires.map((e) => [e.id, stanceOf(e, world.empires, input.orders.find((o) => o.empireId === e.id), input.decisions)]));
  const warnings: TurnWarning[] = [];
  const settings = turnSettingsOf(input.settings);
  const contactOptions: ContactOptions = { surrenderIsActivity: settings.surrenderIsActivity, kDefault: settings.kDefault };
  // Clauses that could not be read are order errors, reported once (NOVA: 7.1).
  for (const stance of stances.values()) {
    for (const clause of unreadClauses(stance)) {
      events.push(ownEvent('G', stance.empireId, null, { kind: 'order-error', line: clause.line, text: clause.text, code: 'GO', reason: clause.reason, unitIds: [] }));
    }
  }
  // NOVA: CONDITIONAL ORDERS: a condition about another system than the ships' (condition-system.ts).
  events.push(...contactConditionsElsewhere(world, input.orders, stances.values()));
  // Uncarried ships by system, read once: a system's battle only removes units of that system.
  const shipsIn = new Map<string, Unit[]>();
  // Every unit by system (cargo too), for the battle files the nonviolent check builds: linear step (issue 18).
  const unitsIn = new Map<string, Unit[]>();
  for (const u of world.units) {
    if (u.systemId) {
      const all = unitsIn.get(u.systemId);
      if (all) all.push(u);
      else unitsIn.set(u.systemId, [u]);
    }
    // NOVA: WARP POINT DRIFT: a derelict's crew is dead: it meets nobody and waits to be captured (derelicts.ts).
    if (!isShip(u) || !u.systemId || asTurnUnit(u).carriedBy || isDerelict(u)) continue;
    const here = shipsIn.get(u.systemId);
    if (here) here.push(u);
    else shipsIn.set(u.systemId, [u]);
  }
  const systemIds = [...shipsIn.keys()].sort();

  for (const systemId of systemIds) {
    const ships = shipsIn.get(systemId) ?? [];
    const units = contactUnits(world, ships);
    const rulings: Record<string, ContactOutcome> = {};
    for (const [key, ruling] of Object.entries(input.decisions.contacts ?? {})) {
      const [sys, a, b] = key.split(':');
      if (sys === systemId && a && b) rulings[[a, b].sort().join(':')] = ruling.value;
    }
    // NOVA: I.F.F.: ships meet the surface units of empires with no ships here too (surface-iff.ts).
    const surface = surfaceMeetings(world, systemId, unitsIn.get(systemId) ?? [], units, stances, rulings, contactOptions, settings.sduContact);
    if (!ships.some((u) => u.empireId !== ships[0]?.empireId) && surface.length === 0) continue;
    const resolved = resolveSystemContacts(units, stances, rulings, contactOptions);
    // NOVA: 6.11 NONVIOLENT HOSTILITIES: armed ships that cannot harm each other revert to Neutral (nonviolent-hostilities.ts).
    // The check only reads: it is given the world with this system's units alone.
    for (const { pair, verdict } of applyNonviolent(resolved, { ...world, units: unitsIn.get(systemId) ?? [] }, systemId, ships, input.settings)) {
      const who = verdict.kind === 'refuses' ? `${world.empires.find((e) => e.id === verdict.empireId)?.name ?? verdict.empireId} (against ${pair.filter((id) => id !== verdict.empireId).map((id) => world.empires.find((e) => e.id === id)?.name ?? id).join('')})` : pair.map((id) => world.empires.find((e) => e.id === id)?.name ?? id).join(' and ');
      warnings.push({ step: 'G', code: verdict.kind === 'neutral' ? 'NONVIOLENT' : verdict.kind === 'refuses' ? 'NONVIOLENT-RETREAT' : 'NONVIOLENT-NO-IE', systemId, message: `${who}: ${verdict.reason}${verdict.kind === 'no-ie' ? '' : '; rule the contact hostile to have them fight'}` });
    }
    // A note about an empire's orders (an unruled condition…) is said once, not once per system.
    for (const note of resolved.notes) {
      if (warnings.some((w) => w.code === 'CONTACT' && w.message === note)) continue;
      warnings.push({ step: 'G', code: 'CONTACT', message: note, systemId });
    }
    const aborted = new Set([...resolved.abortedUnitIds, ...surface.flatMap((m) => m.abortedShipIds).filter((id) => !resolved.battleUnitIds.includes(id))]);
    // Read only for this system's contact units, which are its ships.
    const arrivedThisTurn = new Set(ships.filter((u) => asTurnUnit(u).arrivedTurn === turn).map((u) => u.id));
    const retreating = new Set([...resolved.retreatingUnitIds, ...surface.flatMap((m) => m.retreatingShipIds).filter((id) => !resolved.battleUnitIds.includes(id))]);
    events.push(...surfaceMeetingEvents(world, systemId, surface, arrivedThisTurn));

    for (const pair of resolved.pairs) {
      const ruled = rulings[`${pair.a}:${pair.b}`] !== undefined;
      const empireA = world.empires.find((e) => e.id === pair.a) as Empire;
      const empireB = world.empires.find((e) => e.id === pair.b) as Empire;
      let newLevel: 'normal' | null = null;
      if (pair.outcome === 'friendly' && empireA && empireB) {
        const gotA = gainContact(empireA, empireB, 'normal', turn);
        const gotB = gainContact(empireB, empireA, 'normal', turn);
        if (gotA.changed || gotB.changed) newLevel = 'normal';
        world.empires = world.empires.map((e): Empire => (e.id === pair.a ? gotA.empire : e.id === pair.b ? gotB.empire : e));
      }
      if (pair.outcome === 'hostile') hostilities.add(hostilityKey(systemId, pair.a, pair.b));
      for (const [self, other, selfOrder, otherOrder] of [
        [pair.a, pair.b, pair.orders[0], pair.orders[1]],
        [pair.b, pair.a, pair.orders[1], pair.orders[0]],
      ] as const) {
        const notices: string[] = [];
        if (otherOrder === 'U') notices.push('UG');
        if (otherOrder === 'G' || otherOrder === 'T') notices.push('ONA');
        // NOVA: 7.2 TMC: the aliens "Tried to Make Contact" (F, G or Q, as first compared) and this side retreated from them.
        const firstOrders = pair.lookups[0]?.orders ?? pair.orders;
        if (['F', 'G', 'Q'].includes(self === pair.a ? firstOrders[1] : firstOrders[0]) && units.some((u) => u.empireId === self && pair.retreatingUnitIds.includes(u.unitId))) notices.push('TMC');
        // NOVA: 7.2 JI: the aliens jumped in this turn; TT?: they tried an activity and aborted it.
        const theirs = units.filter((u) => u.empireId === other);
        if (theirs.some((u) => arrivedThisTurn.has(u.unitId))) notices.push('JI');
        for (const letter of new Set(theirs.filter((u) => aborted.has(u.unitId)).flatMap((u) => u.activities.filter((a) => a !== 'S')))) notices.push(`TT${letter}`);
        const mineAborted = units.filter((u) => u.empireId === self && aborted.has(u.unitId)).flatMap((u) => u.activities.filter((a) => a !== 'S'));
        // NOVA: 6.4 NORMAL CONTACT "the players will be informed if the other is an empire previously subject to Minor Contact".
        const formerly = newLevel ? contactsOf(world.empires.find((e) => e.id === self) as Empire).find((c) => c.empireId === other)?.minorNumber : undefined;
        const data = {
          kind: 'contact' as const,
          otherEmpireId: other,
          code: pair.code,
          orders: [selfOrder, otherOrder] as [string, string],
          outcome: pair.outcome,
          newLevel,
          ...(formerly ? { formerly: `PLAYER ${formerly}` } : {}),
          alienShips: units.filter((u) => u.empireId === other).length,
          aborted: [...new Set(mineAborted)],
          notices,
          continuing: false,
          ruled,
        };
        events.push({ ...ownEvent('G', self, systemId, data), aliases: aliasesFor(world.empires, [self], [other]) });
      }
    }

    // NOVA: ACTIVITY ORDERS S: ships surrender to the empire named once it is contacted (surrender.ts; setting surrenderContact).
    events.push(...carryOutSurrenders(world, systemId, ships, contactedPairs([...resolved.pairs, ...surface.map((m) => m.pair)], settings.surrenderContact), settings.surrenderContact));

    // Aborted and retreating units are among this system's ships.
    for (const unit of ships) {
      const orders = asTurnUnit(unit).turnOrders;
      if (orders && orders.turn === turn && (aborted.has(unit.id) || retreating.has(unit.id))) orders.aborted = true;
    }
    // NOVA: 6.11: each retreating ship's destination; ships of one empire going to one place are reported together.
    const retreatGroups = new Map<string, { empireId: string; toSystemId: string | null; reason: string; ids: string[] }>();
    for (const id of [...retreating].sort()) {
      const unit = world.units.find((u) => u.id === id);
      if (!unit) continue;
      const choice = retreatDestinationOf(world, input.start ?? world, input.decisions, id);
      asTurnUnit(unit).retreat = { systemId: choice.systemId, since: turn };
      const key = `${unit.empireId}|${choice.systemId ?? ''}|${choice.reason}`;
      const group = retreatGroups.get(key);
      if (group) {
        group.ids.push(id);
        continue;
      }
      retreatGroups.set(key, { empireId: unit.empireId, toSystemId: choice.systemId, reason: choice.reason, ids: [id] });
      const tie = retreatTieWarning(world, 'G', unit.empireId, systemId, choice);
      if (tie) warnings.push(tie);
    }
    for (const group of retreatGroups.values()) {
      events.push(ownEvent('G', group.empireId, systemId, { kind: 'retreat', unitIds: group.ids, toSystemId: group.toSystemId, reason: `contact table: retreat (${group.reason})` }));
    }

    if (resolved.hostile.length > 0) {
      const empireIds = [...new Set(resolved.hostile.flat())].sort();
      // NOVA: HOSTILE ACTIONS: which rule made this battle, pair by pair (hostile-actions.ts).
      const zapping = new Set(ships.filter((u) => mayDo(u, turn, 'Z')).map((u) => u.empireId));
      const causes: BattleCause[] = resolved.pairs
        .filter((p) => p.outcome === 'hostile')
        .map((p) => ({ empireIds: [p.a, p.b], code: p.code, orders: [p.orders[0] ?? '', p.orders[1] ?? ''], action: hostilityCause({ code: p.code, ruled: p.ruled, tableOutcome: p.tableOutcome, zap: zapping.has(p.a) || zapping.has(p.b) }).id, explanation: p.explanation }));
      const battle: QueuedBattle = { id: spaceBattleId(turn, systemId), kind: 'space', systemId, empireIds, unitIds: [...resolved.battleUnitIds].sort(), causes };
      battles.push(battle);
      const ruling = input.decisions.battles?.[battle.id];
      if (ruling) {
        const outcome = applyBattleResult(world, 'G', battle, ruling.value, input.start ?? world, input.decisions, warnings);
        // NOVA: 7.4: a side none of whose units survived to report (ACL) learns nothing of the
        // combat, so nothing of the meeting either: its contact events here go to the GM only.
        const reported = new Set(outcome.filter((e) => e.kind === 'battle').map((e) => e.empireId));
        for (const e of events) {
          if (e.kind === 'contact' && e.systemId === systemId && e.empireId && battle.empireIds.includes(e.empireId) && !reported.has(e.empireId)) {
            e.audience = [];
            e.aliases = {};
          }
        }
        events.push(...outcome);
      } else events.push(...pendingBattleEvents(world, 'G', battle));
    }
  }
  world.hostilities = [...hostilities].sort();
  return { world, events, rolls: [], rng: input.rng, battles, warnings };
}

/** Every empire's contacts, for the review: viewer → other → level and alias. */
export function contactTable(world: TurnWorld): Record<string, { empireId: string; level: string; alias: string }[]> {
  return Object.fromEntries(world.empires.map((e) => [e.id, contactsOf(e).map((c) => ({ empireId: c.empireId, level: c.level, alias: c.alias }))]));
}
