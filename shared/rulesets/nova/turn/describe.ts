/**
 * The GM's one-line wording of a turn event, with real names ("Celestine Concord built
 * 2 Lantern at VEGA (60 MCr)"). The same function words an event for one empire when the
 * `names` it is given answer with that empire's aliases (see `viewerNames`).
 */
import type { TurnEvent } from './events';
import type { BattleResult } from './types';
import { paperFineWords } from './paper-fines';

/** How ids become words: a system's, a unit's and an empire's name. */
export interface EventNames {
  system(id: string): string;
  unit(id: string): string;
  empire(id: string): string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "A, B and C". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function unitList(ids: readonly string[], names: EventNames): string {
  if (ids.length === 0) return 'no units';
  if (ids.length > 6) return `${listWords(ids.slice(0, 5).map((id) => names.unit(id)))} and ${ids.length - 5} more`;
  return listWords(ids.map((id) => names.unit(id)));
}

/** A battle result in a few words: losses, damage, retreats, captures, holder. */
export function describeBattleResult(result: BattleResult, names: EventNames): string {
  const parts: string[] = [];
  if (result.destroyed.length > 0) parts.push(`${unitList(result.destroyed, names)} X'd`);
  // One side's view: the alien units it destroyed are counted, never named (NOVA: 7.4).
  if (result.aliensDestroyed) parts.push(`${plural(result.aliensDestroyed, 'alien unit')} X'd`);
  // What that side observed of the alien ships, as its sitrep says it (NOVA: 7.3 `FG(IE2,BL20,SL24,EW2)`).
  if (result.seen && result.seen.length > 0) parts.push(`seen ${result.seen.map((s) => `${s.category}(${s.attributes.join(',')})${s.destroyed ? " X'd" : ''}`).join(', ')}`);
  for (const d of result.damaged) parts.push(`${names.unit(d.unitId)} Dmg'd (${d.damage})`);
  if (result.retreated.length > 0) parts.push(`${unitList(result.retreated, names)} retreated`);
  for (const c of result.captured ?? []) parts.push(`${names.unit(c.unitId)} captured by ${names.empire(c.empireId)}`);
  if (result.holder) parts.push(`${names.empire(result.holder)} holds the system`);
  if (result.rounds !== undefined) parts.push(plural(result.rounds, 'round'));
  const how = result.how === 'entered' ? 'entered by the GM' : 'resolved';
  return parts.length > 0 ? `${how}: ${parts.join(', ')}` : `${how}: no losses`;
}

const EXPLORE_VERB: Record<string, string> = {
  jumped: 'jumped into',
  explored: 'explored',
  'warp-point': 'found the warp points of',
  observed: 'observed',
  received: 'received exploration data on',
};

/** The GM's wording of one event, in one line. */
export function describeEvent(event: TurnEvent, names: EventNames): string {
  const who = event.empireId ? names.empire(event.empireId) : 'GM';
  const at = event.systemId ? names.system(event.systemId) : null;
  const atText = at ? ` at ${at}` : '';
  switch (event.kind) {
    case 'production': {
      const from = event.systems.map((s) => `${names.system(s.systemId)} ${s.mcr}`).join(', ');
      return `${who} collected ${event.mcr} MCr production${from ? ` (${from})` : ''}`;
    }
    case 'pillage':
      return `${who} pillaged${atText}: +${event.mcr} MCr`;
    case 'salvage':
      return `${who} salvaged ${unitList(event.unitIds, names)}${atText}: +${event.mcr} MCr`;
    case 'built':
      return `${who} built ${event.count} ${event.label}${atText} (${event.mcr} MCr)`;
    case 'repaired':
      return `${who}: line ${event.line}: ${event.text}`;
    case 'build-aborted':
      return `${who}: line ${event.line} "${event.text}" not carried out: ${event.reason}`;
    case 'order-error':
      return `${who}: line ${event.line} "${event.text}": ${event.code}, ${event.reason}`;
    case 'research-started':
      return `${who} began research on ${event.project} with ${plural(event.rdts, 'RDT')} (${event.mcr} MCr)`;
    case 'cargo-loaded':
      return `${names.unit(event.shipId)} loaded ${unitList(event.unitIds, names)}${atText}`;
    case 'general-activity': {
      const did = [event.added.length > 0 ? `${event.added.join(', ')} ordered` : '', event.removed.length > 0 ? `${event.removed.join(', ')} aborted` : ''].filter((p) => p !== '').join(', ');
      return `${who}: line ${event.line} "${event.text}": ${event.unitIds.length > 0 ? `${unitList(event.unitIds, names)}${did ? `: ${did}` : ''}; ` : ''}${event.why}`;
    }
    case 'mcr-sent':
      return `${who} sent ${event.mcr} MCr to ${names.empire(event.to)}`;
    case 'mcr-received':
      return `${who} received ${event.mcr} MCr from ${names.empire(event.from)}`;
    case 'jumped': {
      const into = at ?? 'an unknown system';
      return `${unitList(event.unitIds, names)} jumped from ${names.system(event.fromSystemId)} down ${event.fromLetter} into ${into} at ${event.toLetter}${event.retreating ? ', retreating' : ''}`;
    }
    case 'interdiction-passed':
      return `${unitList(event.unitIds, names)} passed through${atText} past the interdiction of ${unitList(event.interdictorIds, names)}: ${event.reason === 'suppressor' ? 'its distortion suppressor is at least as large as the DG' : "the interdicting empire's orders let it pass"}`;
    case 'move-stopped':
      return `${unitList(event.unitIds, names)} did not move (${event.code}): ${event.reason}`;
    case 'contact': {
      // NOVA: I.F.F. of surface units (surface-iff.ts): ships met a planet's units, or a planet's units met ships.
      const kinds = event.surface ? `surface units (${event.surface.kinds.join(', ')})` : '';
      const met = event.surface?.side === 'ships' ? `${who} met the ${kinds} of ${names.empire(event.otherEmpireId)}` : event.surface ? `${who}'s ${kinds} met the ships of ${names.empire(event.otherEmpireId)}` : `${who} met ${names.empire(event.otherEmpireId)}`;
      const parts = [`${met}${atText}: ${event.continuing ? 'continuing ' : ''}${event.outcome} (code ${event.code}, ${event.orders[0]} against ${event.orders[1]}${event.surface ? ', I.F.F. of surface units' : ''})`];
      if (event.newLevel) parts.push(`${event.newLevel} contact made`);
      if (event.alienShips > 0) parts.push(`${event.alienShips}AS`);
      if (event.aborted.length > 0) parts.push(`aborted ${event.aborted.join(', ')}`);
      if (event.notices.length > 0) parts.push(event.notices.join(', '));
      if (event.ruled) parts.push('ruled by the GM');
      return parts.join('; ');
    }
    case 'contact-lost': {
      const from = event.fromSystemId ? names.system(event.fromSystemId) : at;
      const way = from ? ` (${from}${event.letter ? ` - ${event.letter}` : ''} -> ACL)` : '';
      return `${who} lost all contact with ${unitList(event.unitIds, names)}${way}`;
    }
    case 'retreat':
      return `${unitList(event.unitIds, names)} retreat${at ? ` from ${at}` : ''} toward ${event.toSystemId ? names.system(event.toSystemId) : 'an unexplored warp point'}: ${event.reason}`;
    case 'battle': {
      const sides = listWords([who, ...event.otherEmpireIds.map((id) => names.empire(id))]);
      const result = event.result ? describeBattleResult(event.result, names) : 'waiting for a result';
      return `${event.battleKind === 'space' ? 'Space' : 'Surface'} battle${atText} between ${sides}, ${result}`;
    }
    case 'minor-contact': {
      const other = names.empire(event.otherEmpireId);
      if (event.known) return `${who} examined wreckage of ${other}, identified as ${event.alias} (Normal contact)`;
      return `${who} made minor contact with ${other}${other === event.alias ? '' : `, known to it as ${event.alias}`}`;
    }
    case 'explored': {
      const via = event.via ? ` from ${names.system(event.via.fromSystemId)} down ${event.via.fromLetter} (return letter ${event.via.toLetter})` : '';
      const parts = [`${who} ${EXPLORE_VERB[event.how] ?? event.how} ${at ?? 'a system'}${via}`];
      if (event.type !== null) parts.push(`type ${event.type}`);
      // X reports the status as O does (NOVA: 6.7); a system with no colony says so only when observed.
      if (event.status && (event.how === 'observed' || event.status !== 'none')) parts.push(event.status);
      if (event.letters.length > 0) parts.push(`warp points ${event.letters.join(',')}`);
      if (event.aliensPresent.length > 0) parts.push(event.aliensPresent.join(', '));
      if (event.unitIds.length > 0) parts.push(`by ${unitList(event.unitIds, names)}`);
      return parts.join(', ');
    }
    case 'alien-activity':
      return `${who}: ${event.activity}${atText} by ${event.alienShips > 0 ? plural(event.alienShips, 'alien ship') : 'aliens unseen'}`;
    case 'transfer':
      if (event.from) return `${who} received ${unitList(event.unitIds, names)} from ${names.empire(event.from)}${atText}${event.reason ? `: ${event.reason}` : ''}`;
      return `${who} ${event.ok ? 'handed' : 'could not hand'} ${unitList(event.unitIds, names)} to ${names.empire(event.to)}${atText}${event.reason ? `: ${event.reason}` : ''}`;
    case 'full-contact':
      return `${who} has Full contact with ${names.empire(event.otherEmpireId)}: player ${event.playerName || '(no name given)'}${event.playerContact ? `, ${event.playerContact}` : ''}`;
    case 'terraformed':
      return `${at ?? 'A system'} terraformed: type ${event.typeBefore} → ${event.typeAfter}, every unit on the planet destroyed`;
    case 'planet-cracked':
      return `${at ?? 'A system'}: ${plural(event.dropped, 'PCB')} dropped, ${event.detonated} detonated${event.detonated > 0 ? `, every unit on the surface destroyed${event.typeAfter !== event.typeBefore ? `, type ${event.typeBefore} → ${event.typeAfter}` : ''}` : ''}`;
    case 'abandoned':
      return `${at ?? 'A system'} abandoned by ${names.empire(event.fromEmpireId)}: its last army left, control returns to ${names.empire(event.toEmpireId)}`;
    case 'gate-captured':
      return `${who} captured ${unitList(event.unitIds, names)} of ${names.empire(event.fromEmpireId)}${atText} (${event.how === 'planet' ? 'with the planet' : event.how === 'ruling' ? 'by the GM\'s ruling' : 'with the system space'})${event.functional ? '' : ': the matching end no longer exists, the gate is not functional'} (NOVA: STAR GATES)`;
    case 'derelict':
      return `${unitList(event.unitIds, names)} of ${who}${atText} died for want of supplies: no IE and ${event.supply === 'ie-ship' ? 'no ship of its empire with an IE' : 'no unit of its empire'} there; derelict, lost to ${who} (NOVA: WARP POINT DRIFT)`;
    case 'derelict-captured':
      return event.toEmpireId === event.fromEmpireId
        ? `${names.empire(event.toEmpireId)} recovered its derelict ${unitList(event.unitIds, names)}${atText}: ${unitList(event.byUnitIds, names)} entered the system (NOVA: WARP POINT DRIFT)`
        : `${names.empire(event.toEmpireId)} captured the derelict ${unitList(event.unitIds, names)} of ${names.empire(event.fromEmpireId)}${atText}: ${event.byUnitIds.length > 0 ? unitList(event.byUnitIds, names) : 'its ship'} entered the system first (NOVA: WARP POINT DRIFT)`;
    case 'gate-partner-lost':
      return `${who} is told that the matching end of ${unitList(event.unitIds, names)}${atText} was destroyed or salvaged: the gate is not functional (NOVA: STAR GATES)`;
    case 'gate-destroyed':
      return `${who} destroyed ${unitList(event.unitIds, names)}${atText} by its order (line ${event.line}); the matching end is useless from now on (NOVA: STAR GATES)`;
    case 'treasury-lost':
      return `${at ?? 'A system'} held ${names.empire(event.fromEmpireId)}'s treasury: ${event.mcr} MCr ${event.toEmpireId ? `captured by ${names.empire(event.toEmpireId)}` : 'destroyed'}; the treasury is now kept ${event.movedToSystemId ? `at ${names.system(event.movedToSystemId)}` : 'nowhere (no system held)'} (NOVA 4.1)`;
    case 'treasury-moved':
      return `${who} keeps its treasury (${event.mcr} MCr) at ${at ?? 'a system'} from now on${event.fromSystemId ? `, no longer at ${names.system(event.fromSystemId)}` : ''} (NOVA 4.1)`;
    case 'mcr-destroyed':
      return `${who} destroyed ${event.mcr} MCr of its stockpile${event.asked > event.mcr ? ` (${event.asked} ordered: no more were stockpiled)` : ''} (NOVA 4.1)`;
    case 'devastated':
      return `${at ?? 'A system'} devastated by ${unitList(event.byUnitIds, names)}`;
    case 'established': {
      const what = [event.colonies > 0 ? plural(event.colonies, 'colony', 'colonies') : '', event.ic > 0 ? plural(event.ic, 'IC', 'ICs') : ''].filter(Boolean);
      const delta = event.productionDelta >= 0 ? `+${event.productionDelta}` : String(event.productionDelta);
      return `${who} established ${listWords(what) || 'nothing'}${atText} (${delta} MCr), now ${event.status}`;
    }
    case 'research-rolled':
      return `${who} research ${event.project} on table ${event.table}: rolled ${event.rolls.join(', ') || 'nothing'} for ${event.tp} TP (${event.total} of ${event.goal})`;
    case 'research-complete':
      return `${who} completed ${event.project}: ${event.result}`;
    case 'missiles-acquired':
      return `${unitList(event.unitIds, names)}${atText} received missile design${event.designs.length > 1 ? 's' : ''} ${listWords(event.designs.map((d) => d.name))} (${event.how === 'ic' ? 'at an own established IC' : 'two turns after research'})`;
    case 'interest':
      return `${who} paid ${event.mcr} MCr interest on a debt of ${event.debt} MCr`;
    case 'corruption':
      return `${who} lost ${event.mcr} MCr to corruption`;
    case 'penalty':
      return `${who} fined ${event.mcr} MCr: ${plural(event.count, 'new ship', 'new ships')} named by the GM (${unitList(event.unitIds, names)}), ${event.perUnit} MCr each (NOVA 6.1)`;
    case 'paper-fine':
      return `${who} fined ${event.mcr} MCr by the GM: ${paperFineWords(event)} (NOVA 6.1)`;
    case 'treasury':
      return `${who} treasury ${event.before} → ${event.after} MCr`;
    case 'message':
      return `${names.empire(event.from)}'s message ${event.messageId} to ${names.empire(event.to)} (${plural(event.sheets, 'sheet')}) ${event.passed ? 'passed with the sitreps' : `not passed (${event.contact === 'none' ? 'no contact' : `${event.contact} contact`})`}${event.ruled ? ' by the GM\'s ruling' : ''}`;
    case 'ruling':
      return `GM ruling${event.empireId ? ` for ${who}` : ''}: ${event.what} = ${event.value}${event.note ? ` (${event.note})` : ''}`;
    default:
      // A kind added to events.ts after this wording was written (the test's table of every kind fails to compile then).
      return `${who}${atText}: ${(event as { kind: string }).kind}`;
  }
}

/** Names read from the world's records; an id with no record is shown as itself. */
export function worldNames(world: {
  systems: readonly { id: string; name: string }[];
  units: readonly { id: string; name: string }[];
  empires: readonly { id: string; name: string }[];
}): EventNames {
  const systems = new Map(world.systems.map((s) => [s.id, s.name]));
  const units = new Map(world.units.map((u) => [u.id, u.name || u.id]));
  const empires = new Map(world.empires.map((e) => [e.id, e.name]));
  return {
    system: (id) => systems.get(id) ?? id,
    unit: (id) => units.get(id) ?? id,
    empire: (id) => empires.get(id) ?? id,
  };
}

/**
 * Names as `viewerId` may read them in `event` (NOVA: 6.4, 7.4): other empires by the
 * viewer's alias in the event (an "alien" when it has none), other empires' units as
 * "an alien unit"; its own units and empire and system names as the GM's.
 */
export function viewerNames(gm: EventNames, event: TurnEvent, viewerId: string, unitOwner: (unitId: string) => string | null): EventNames {
  const aliases = event.aliases[viewerId] ?? {};
  return {
    system: gm.system,
    empire: (id) => (id === viewerId ? gm.empire(id) : (aliases[id] ?? 'an alien empire')),
    unit: (id) => {
      const owner = unitOwner(id);
      return owner === null || owner === viewerId ? gm.unit(id) : 'an alien unit';
    },
  };
}
