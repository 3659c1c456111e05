/**
 * NOVA: 6.2 step H, ship and installation transfers (NOVA: 6.10), and Full contact requests
 * (NOVA: 6.4), read from the lines of the GENERAL, SPECIFIC & CONDITIONAL block that hold no
 * contact order:
 * - `Transfer <ship>[, <ship>…] to <alias>[, disable BL][ simultaneously][ if …]`: only to an
 *   empire in Normal or Full contact whose units are in the same system (with only installations
 *   there, the giver must hold the system's exploration information — NOVA 6.10); armies, SDUs and
 *   colonies are never handed over, aboard or not; conditions by the GM's ruling. Carried out by
 *   unit-transfers.ts (NOVA: TRANSFER OF UNITS). Irrevocable.
 * - `Full contact with <alias>`: both empires, already in Normal contact, must ask in the same
 *   turn; each is then told the other's real name and player.
 * - `Introduce <alias> to <alias>` and `Full contact through <alias>`: a go-between with Full contact
 *   with both introduces two empires, who need no contact with each other; all three must write theirs
 *   the same turn (introductions.ts).
 * A line of the block that is neither is left to the GM (a warning), never dropped.
 */
import type { Empire } from '../../../model/entities';
import { contactsOf, contactWith, gainContact } from './contacts-state';
import { readFullContact, readTransfer } from './diplomacy-orders';
import { introductionsCarriedOut, readIntroductionLine, type Introduction } from './introductions';
import { isInterdictionOrder } from './interdiction';
import { readTreasuryOrder } from './treasury-orders';
import { isGatePermission } from './star-gates';
import { isGateDestruction } from './gate-capture';
import { ownEvent, type TurnEvent } from './events';
import { isShip, unitsByName, workingWorld } from './fleet';
import { notUniqueReason, sharedShipNames } from './ship-names';
import { readSelfHarmOrder } from './self-harm';
import { carryOutTransfers, readTransferTerms, staysBuilders, type PendingTransfer } from './unit-transfers';
import { readGeneralOrders } from './general-orders';
import { readActivityLine } from './activity-clauses';
import { readCargoOrderLine } from '../orders/cargo-order';
import type { TurnWarning, TurnWorld } from './types';
import type { StepInput, StepOutput } from './step';

/** The "units" of a transfer line that are money: `Transfer 50 MCr to Empire A` (NOVA: 6.10). */
export const MCR_IN_GENERAL = /^\d+\s*MCr$/i;
export const MCR_IN_GENERAL_REASON = 'MCr are not transferred by a general, conditional or special order: they are listed in the financial section ("Transfer to Empire A | | | 50" on the EXPENDITURES) and can\'t be conditional, so this transfer does not occur (NOVA 6.10)';

/** The empire `writer` means by `written`: its alias for it (Normal or Full contact), or the real name with Full contact. */
function resolveAlias(world: TurnWorld, writer: Empire, written: string): Empire | null {
  const w = written.trim().toUpperCase().replace(/^THE /, '');
  for (const c of contactsOf(writer)) {
    if (c.level === 'minor') continue;
    const other = world.empires.find((e) => e.id === c.empireId);
    if (!other) continue;
    if (c.alias.toUpperCase() === w || (c.level === 'full' && other.name.toUpperCase().replace(/^THE /, '') === w)) return other;
  }
  return null;
}

export function diplomacyStep(input: StepInput): StepOutput {
  const world = workingWorld(input);
  const events: TurnEvent[] = [];
  const warnings: TurnWarning[] = [];
  const fullRequests = new Set<string>();
  const introductions: Introduction[] = [];
  const through = new Set<string>();
  const pending: PendingTransfer[] = [];
  for (const orders of input.orders) {
    const writer = world.empires.find((e) => e.id === orders.empireId);
    if (!writer) continue;
    const { otherLines } = readGeneralOrders(orders.lines, { empireId: writer.id, contacts: contactsOf(writer), empires: world.empires });
    for (const line of otherLines) {
      const full = readFullContact(line.text);
      const transfer = readTransfer(line.text);
      const fail = (reason: string, unitIds: string[] = []) => events.push(ownEvent('H', writer.id, null, { kind: 'order-error', line: line.line, text: line.text, code: 'TRANSFER', reason, unitIds }));
      if (full !== null) {
        const other = resolveAlias(world, writer, full);
        if (!other) fail(`Full contact: "${full}" is not an empire this empire has Normal contact with`);
        else fullRequests.add(`${writer.id}>${other.id}`);
        continue;
      }
      // NOVA: FULL CONTACT introductions (introductions.ts): the go-between's line, and each introduced player's.
      const intro = readIntroductionLine(line.text);
      if (intro?.kind === 'introduce') {
        const [a, b] = [resolveAlias(world, writer, intro.first), resolveAlias(world, writer, intro.second)];
        const notFull = [[intro.first, a], [intro.second, b]].filter(([, e]) => !e || contactWith(writer, (e as Empire).id)?.level !== 'full').map(([w]) => w);
        if (notFull.length > 0 || !a || !b || a.id === b.id) fail(`introduction: ${notFull.length > 0 ? `${notFull.join(' and ')}: a go-between introduces only empires it has Full contact with` : 'name two different empires'} (NOVA FULL CONTACT)`);
        else introductions.push({ by: writer.id, a: a.id, b: b.id, line: line.line });
        continue;
      }
      if (intro?.kind === 'through') {
        const via = resolveAlias(world, writer, intro.via);
        if (!via || contactWith(writer, via.id)?.level !== 'full') fail(`Full contact through "${intro.via}": the go-between must be an empire this empire has Full contact with (NOVA FULL CONTACT)`);
        else through.add(`${writer.id}>${via.id}`);
        continue;
      }
      // Read at F (interdiction.ts, star-gates.ts) and D (orders/cargo-order.ts).
      if (isInterdictionOrder(line.text) || isGatePermission(line.text) || readCargoOrderLine(line.text) !== null) continue;
      // Read at B (gate-capture.ts: star gate ends destroyed) and J (self-harm.ts: SO: Devastate X).
      if (isGateDestruction(line.text) || readSelfHarmOrder(line.text) !== null) continue;
      // Read at E (treasury-orders.ts, NOVA 4.1).
      if (readTreasuryOrder(line.text) !== null) continue;
      // Read at D and F (general-activities.ts: activity clauses, and their order errors).
      if (readActivityLine(line.line, line.text, null) !== null) continue;
      if (!transfer) {
        warnings.push({ step: 'H', code: 'GENERAL-LINE', message: `${writer.name}, line ${line.line}: "${line.text}" is not a contact order, a transfer or a Full contact request: the GM rules it`, empireId: writer.id });
        continue;
      }
      // NOVA: 6.10 TRANSFER OF MCr: "They can't be conditional ... must be listed in the financial section or the transfer will not occur."
      if (MCR_IN_GENERAL.test(transfer.units)) {
        fail(MCR_IN_GENERAL_REASON);
        continue;
      }
      // NOVA: TRANSFER OF UNITS: the receiver, a condition, "simultaneously", components to disable (unit-transfers.ts).
      // NOVA: MISSILE LAUNCHERS "Missile types available must be specified when ships are given" ("… with missiles Mark 7, Mark 8").
      const terms = readTransferTerms(transfer.to);
      const receiverText = terms.to;
      const receiver = resolveAlias(world, writer, receiverText);
      if (!receiver) {
        fail(`transfer: "${receiverText}" is not an empire this empire has Normal or Full contact with (NOVA 6.10)`);
        continue;
      }
      const names = unitsByName(world.units, writer.id);
      const shared = sharedShipNames(world.units, writer.id);
      for (const name of transfer.units.split(/\s*(?:,|&|\band\b)\s*/i).filter((n) => n.trim() !== '')) {
        if (shared.has(name.trim().toUpperCase())) {
          fail(`transfer: ${notUniqueReason(name)}`);
          continue;
        }
        const unit = names.get(name.trim().toUpperCase());
        if (!unit || !unit.systemId) {
          fail(`transfer: ${name} is not a unit of this empire`);
          continue;
        }
        if (!isShip(unit) && staysBuilders(unit.kind)) {
          fail(`transfer: ${name} is an army, SDU or colony; they stay the property of the empire that built them (NOVA 6.10)`, [unit.id]);
          continue;
        }
        pending.push({ from: writer, to: receiver, unit, line: line.line, text: line.text, conditional: /^\s*CO\b/i.test(line.text) || terms.condition !== null, simultaneous: terms.simultaneous, disable: terms.disable, missiles: terms.missiles });
      }
    }
  }
  events.push(...carryOutTransfers(world, pending, input.decisions));
  // NOVA: 6.4 Full contact needs both requests in the same turn.
  for (const request of [...fullRequests].sort()) {
    const [a, b] = request.split('>') as [string, string];
    if (a > b || !fullRequests.has(`${b}>${a}`)) continue;
    const ea = world.empires.find((e) => e.id === a) as Empire;
    const eb = world.empires.find((e) => e.id === b) as Empire;
    const gotA = gainContact(ea, eb, 'full', world.turn);
    const gotB = gainContact(eb, ea, 'full', world.turn);
    world.empires = world.empires.map((e): Empire => (e.id === a ? gotA.empire : e.id === b ? gotB.empire : e));
    for (const [self, other] of [
      [ea, eb],
      [eb, ea],
    ] as const) {
      events.push({ ...ownEvent('H', self.id, null, { kind: 'full-contact', otherEmpireId: other.id, playerName: other.playerName, playerContact: other.playerContact }), aliases: { [self.id]: { [other.id]: other.name } } });
    }
  }
  // NOVA: FULL CONTACT: an introduction happens only when the go-between and both players introduced asked this turn.
  const intros = introductionsCarriedOut(introductions, through);
  for (const intro of intros.made) {
    const ea = world.empires.find((e) => e.id === intro.a) as Empire;
    const eb = world.empires.find((e) => e.id === intro.b) as Empire;
    const gotA = gainContact(ea, eb, 'full', world.turn);
    const gotB = gainContact(eb, ea, 'full', world.turn);
    if (!gotA.changed && !gotB.changed) continue;
    world.empires = world.empires.map((e): Empire => (e.id === ea.id ? gotA.empire : e.id === eb.id ? gotB.empire : e));
    for (const [self, other] of [
      [ea, eb],
      [eb, ea],
    ] as const) {
      events.push({ ...ownEvent('H', self.id, null, { kind: 'full-contact', otherEmpireId: other.id, playerName: other.playerName, playerContact: other.playerContact }), aliases: { [self.id]: { [other.id]: other.name } } });
    }
  }
  for (const { intro, notAsked } of intros.missing) {
    const name = (id: string) => world.empires.find((e) => e.id === id)?.name ?? id;
    warnings.push({ step: 'H', code: 'INTRODUCTION', message: `${name(intro.by)} introduced ${name(intro.a)} and ${name(intro.b)}, but ${notAsked.map(name).join(' and ')} did not ask for Full contact through ${name(intro.by)} this turn: nothing happens (NOVA FULL CONTACT)`, empireId: intro.by });
  }
  for (const request of fullRequests) {
    const [a, b] = request.split('>') as [string, string];
    if (!fullRequests.has(`${b}>${a}`)) warnings.push({ step: 'H', code: 'FULL-ONE-SIDED', message: `${world.empires.find((e) => e.id === a)?.name} asked for Full contact with ${world.empires.find((e) => e.id === b)?.name}, who did not ask this turn: nothing happens (NOVA 6.4)`, empireId: a });
  }
  return { world, events, rolls: [], rng: input.rng, warnings };
}
