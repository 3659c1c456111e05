/**
 * Builds an empire's packet after a turn (issue 8): a pure function of the game, the world
 * before and after the turn, the turn's events and the empire. Everything it names goes
 * through the empire's Namer (its knowledge, contacts, own units and designs): the GM's
 * truth flows one way, truth → the empire's knowledge → its packet (NOVA: 7.4).
 */
import { empireView } from '../map/knowledge';
import { renderSvg } from '../../../map/svg';
import { empireScene } from '../map/scene';
import type { Empire } from '../../../model/entities';
import type { TurnEvent } from '../turn/events';
import type { TurnWorld } from '../turn/types';
import { battleReports } from './battle-report';
import { glossaryFor } from './glossary';
import { blankSheetSection, prefilledSheetSection } from './order-sheet-form';
import { packetCode, text, type MapSection, type Packet, type PacketGame, type Run, type Section } from './packet-model';
import { researchProjects, researchSection } from './research-status';
import { turnSettingsOf } from '../turn/settings';
import { eliminationStateOf } from '../turn/elimination';
import { objectivePacketLine, objectiveStandings, objectivesSettingsOf } from '../objectives';
import { sitrepItems } from './sitrep';
import { empireKnowledgeOf, Namer } from './viewer';
import { deadlineText } from './deadline';
import { messageCoverLines } from './message-enclosures';
import { spreadLayout } from '../../../map/spread';

export interface PacketInput {
  game: PacketGame;
  /** The turn reported on. */
  turn: number;
  /** The world after the turn (knowledge, contacts, units as they stand). */
  world: TurnWorld;
  /** The world before the turn; without it, lost ships cannot be told (ACL). */
  start?: TurnWorld | null;
  /** The turn's events, in order (numbered events keep their `seq`). */
  events: readonly TurnEvent[];
  /** Made from a dry run: the packet says PREVIEW. */
  preview?: boolean;
}

const MAP_LEGEND = [
  'Your systems are filled with your colour; white: explored; grey: jumped into only (name and entry warp point).',
  'Under each name: type (T0–T8, ? when not explored), status when observed (OP, ST, WD), your units there (3u), the turn last seen (t12).',
  'Warp lines you have travelled are drawn with their letters; dashed stubs are warp points you have not used.',
];

/** One empire's packet for the turn. */
export function buildPacket(input: PacketInput, empireId: string): Packet {
  const { world, game } = input;
  const empire = world.empires.find((e) => e.id === empireId);
  if (!empire) throw new RangeError(`no empire "${empireId}" in the game`);
  const known = empireKnowledgeOf(world, empireId, input.start?.units ?? []);
  const namer = new Namer(known, world.systems);
  const code = packetCode(game.id, input.turn, empireId, empire.position);
  const nextTurn = input.turn + 1;

  const items = sitrepItems({ namer, empireName: empire.name, turn: input.turn, events: input.events });
  const projects = researchProjects(empire, input.events, input.turn);
  const research = researchSection(projects, turnSettingsOf(game.settings));
  const transfers = input.events.flatMap((e) => (e.kind === 'mcr-received' && e.empireId === empireId ? [{ mcr: e.mcr, from: namer.empire(e.from, e.aliases) }] : []));
  const sheet = prefilledSheetSection({ namer, empire, turn: nextTurn, systems: world.systems, units: world.units, projects: projects.filter((p) => !p.completed), transfers });
  const glossary = glossaryFor(items);

  const sections: Section[] = [];
  const body: Section[] = [
    { kind: 'sitrep', title: `Situation report, turn ${input.turn}`, items },
    mapSection(world, empire, input.turn),
    battleReports(input.events, namer, input.turn),
    ...(research ? [research] : []),
    sheet,
    { kind: 'glossary', title: 'Abbreviations used', entries: glossary },
  ];
  const deadline: Run[] = [text(deadlineText(game.deadline))];
  // NOVA: 8.1 GAME OBJECTIVES: the empire's own figure only (objectives.ts).
  const objectives = objectivesSettingsOf(game.settings);
  const objective = objectivePacketLine(objectiveStandings(input.turn, world.empires, world.systems, objectives), objectives, empireId);
  // NOVA: 8.2 PLAYER ELIMINATION: the eliminated empire is told on its own cover; the book tells no other empire.
  const eliminatedTurn = eliminationStateOf(empire).eliminatedTurn;
  sections.push({
    kind: 'cover',
    title: `${game.name}`,
    lines: [
      { label: 'Empire', value: [{ kind: 'empire', id: empireId, text: empire.name }] },
      ...(empire.playerName ? [{ label: 'Player', value: [text(empire.playerName)] }] : []),
      { label: 'Turn reported', value: [text(String(input.turn))] },
      { label: `Orders for turn ${nextTurn} due`, value: deadline },
      { label: 'Packet code', value: [text(code)] },
      // NOVA: 6.4: the paper messages in this envelope, and the empire's own not passed (message-enclosures.ts).
      ...messageCoverLines(input.events, namer),
      ...(eliminatedTurn !== undefined ? [{ label: 'Eliminated', value: [text(`on turn ${eliminatedTurn}: your last World is lost and no other was created (NOVA 8.2 PLAYER ELIMINATION); orders sent after it are not carried out`)] }] : []),
      ...(objective ? [{ label: 'Victory condition', value: [text(objective)] }] : []),
      ...(input.preview ? [{ label: 'Status', value: [text('PREVIEW of a dry run — not the committed turn')] }] : []),
    ],
    contents: body.map((s) => s.title),
  });
  sections.push(...body);
  return { game: { id: game.id, name: game.name }, turn: input.turn, empireId, empireName: empire.name, code, deadline: game.deadline, preview: input.preview === true, sections };
}

/** Every empire's packet, in the GM's order of empires. */
export function buildPackets(input: PacketInput): Packet[] {
  return [...input.world.empires].sort((a, b) => a.position - b.position).map((e) => buildPacket(input, e.id));
}

function mapSection(world: TurnWorld, empire: Empire, turn: number): MapSection {
  const view = empireView(world, world.knowledge, empire.id, world.units);
  // Laid out to use the page, each system in its order on both axes (shared/map/spread.ts): the GM's true coordinates are neither needed nor told.
  const spread = { ...view, systems: spreadLayout(view.systems) };
  const svg = renderSvg(empireScene(`${empire.name} — known space after turn ${turn}`, spread, empire.color));
  return { kind: 'map', title: 'Map of known space', svg, systems: view.systems.map((s) => ({ id: s.id, name: s.name })), legend: MAP_LEGEND };
}

/** A blank TURN ORDER SHEET for `turn` (NOVA: 6.12), as a packet of one section, for printing on demand. */
export function blankOrderSheet(game: PacketGame, turn: number): Packet {
  return {
    game: { id: game.id, name: game.name },
    turn,
    empireId: '',
    empireName: '',
    code: packetCode(game.id, turn, '', 0),
    deadline: game.deadline,
    preview: false,
    sections: [blankSheetSection(turn)],
  };
}
