/**
 * The printed documents of a Galactic Domination turn as neutral PrintDocuments (shared/print/document.ts):
 * each player's sitrep (digest §6.2: treasury, empire, fleets, what happened, battles, map, secrets, the
 * table, the checklist), the pre-filled order sheet for the next turn (digest §5.3), and the GM's report of
 * everything. A player's documents are made from that player's view and events only.
 */
import type { Block, DocSection, PrintDocument } from '../../../print/document';
import { renderSvg } from '../../../map/svg';
import { boardScene, gmBoard, playerBoard } from '../map/board';
import type { BattleReport, GdEvent } from '../turn/model';
import { canSee } from '../view/player-view';
import { orderSheet, renderOrderSheet } from '../view/order-sheet';
import { buildSitrep, type Sitrep } from '../view/sitrep';
import type { World } from '../world/world';

const money = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n)}`;
const where = (e: { phase: string; segment: number | null }) => `${e.phase}${e.segment ? `/S${e.segment}` : ''}`;

/** The sitrep's sections (digest §6.2), from the Sitrep data of view/sitrep.ts. */
export function sitrepSections(s: Sitrep, mapSvg: string): DocSection[] {
  const battles: Block[] = s.battles.length === 0 ? [{ kind: 'paragraph', text: 'No battles this turn.', tone: 'muted' }] : [];
  for (const b of s.battles) {
    battles.push({ kind: 'heading', text: `${b.label} (${b.id})` });
    battles.push({ kind: 'table', columns: ['Side', 'Forces at the start', 'Losses', 'VP'], rows: b.sides.map((side) => [side.name, side.start, money(side.losses), String(side.vp)]), widths: [25, 51, 12, 12] });
    battles.push({ kind: 'list', items: b.rounds });
    battles.push({ kind: 'paragraph', text: `Result: ${b.outcome}` });
    if (b.dice.length > 0) battles.push({ kind: 'lines', lines: b.dice.map((d) => `dice ${d}`) });
  }
  return [
    {
      id: 'treasury',
      title: '1. Treasury',
      blocks: [{ kind: 'table', columns: ['', 'Stellars'], rows: [['Opening Stellars', money(s.ledger.opening)], ...s.ledger.lines.map((l) => [l.label, money(l.amount)]), ['Closing Stellars', money(s.ledger.closing)]], widths: [80, 20] }],
    },
    {
      id: 'empire',
      title: '2. Empire',
      blocks: [
        s.empire.length === 0
          ? { kind: 'paragraph', text: 'You hold no planet.', tone: 'warning' }
          : { kind: 'table', columns: ['Planet', 'Hex', 'Type', 'R', 'GBDS', 'Shipyards', 'MI', 'Notes'], rows: s.empire.map((p) => [p.name, p.hex, p.type, p.resource === null ? '?' : String(p.resource), p.gbds, p.shipyards, p.mis, [p.ods ? 'ODS' : '', p.blockaded ? 'BLOCKADED' : ''].filter(Boolean).join(', ')]) },
      ],
    },
    {
      id: 'fleets',
      title: '3. Fleets',
      blocks: s.fleets.length === 0 ? [{ kind: 'paragraph', text: 'No fleet on the map.', tone: 'muted' }] : s.fleets.flatMap((f): Block[] => [{ kind: 'heading', text: `${f.label} at ${f.hex}` }, { kind: 'list', items: [...f.ships, ...f.notes.map((n) => `! ${n}`)] }]),
    },
    {
      id: 'log',
      title: '4. What happened',
      blocks: s.log.length === 0 ? [{ kind: 'paragraph', text: 'Nothing you saw.', tone: 'muted' }] : [{ kind: 'table', columns: ['When', 'What'], rows: s.log.map((e) => [where(e), e.text]), widths: [10, 90] }],
    },
    { id: 'battles', title: '5. Battles', blocks: battles },
    {
      id: 'map',
      title: '6. The map as you know it',
      newPage: true,
      blocks: [{ kind: 'svg', svg: mapSvg, caption: '★ main capital, ☆ secondary capital, ◆ sub-capital, N neutral; a fleet counter reads race code and fleet number, › its speed.' }, { kind: 'table', columns: ['Hex', 'What is there'], rows: s.map.map((m) => [m.hex, m.contents]), widths: [10, 90] }],
    },
    {
      id: 'secrets',
      title: '7. Secrets (for you only)',
      blocks: [
        {
          kind: 'list',
          items: [
            `Tactics Cards: ${s.secrets.hand.join(', ') || 'none'}`,
            ...(s.secrets.destiny ? [`Destiny: ${s.secrets.destiny}`] : []),
            `Chits: ${s.secrets.chits}`,
            ...s.secrets.discoveries.map((d) => `Discovery ${d}`),
            ...s.secrets.sse.map((x) => `Secret Shipyard at ${x}`),
          ],
        },
      ],
    },
    {
      id: 'table',
      title: '8. The table',
      blocks: [
        { kind: 'table', columns: ['Empire', 'VP'], rows: s.table.vp.map((v) => [v.name, String(v.vp)]), widths: [80, 20] },
        ...(s.table.inPlay.length > 0 ? [{ kind: 'list' as const, items: s.table.inPlay.map((c) => `In play: ${c}`) }] : []),
        ...(s.table.cardsPlayed.length > 0 ? [{ kind: 'list' as const, items: s.table.cardsPlayed.map((c) => `Played: ${c}`) }] : []),
      ],
    },
    { id: 'checklist', title: '9. For next turn', blocks: s.checklist.length === 0 ? [{ kind: 'paragraph', text: 'Nothing pending.', tone: 'muted' }] : [{ kind: 'list', items: s.checklist }] },
  ];
}

/** A player's sitrep of `turn` (the turn just played), from the world after it. */
export function sitrepDocument(world: World, events: readonly GdEvent[], battles: readonly BattleReport[], playerId: string, turn: number, options: { code: string; preview: boolean }): PrintDocument {
  const s = buildSitrep(world, events, battles, playerId, turn);
  const svg = renderSvg(boardScene(playerBoard(world, playerId)));
  const h = s.header;
  return {
    game: h.game,
    title: `${h.empire}: situation report, turn ${h.turn}`,
    code: options.code,
    preview: options.preview,
    cover: [
      { label: 'Turn', value: `${h.turn} of ${h.turns}` },
      { label: 'Empire', value: `${h.empire} (${h.race}), seat ${h.seat}` },
      { label: 'Next turn starts with', value: h.nextStarter },
      ...(h.stimulus ? [{ label: 'Stimulus', value: h.stimulus }] : []),
    ],
    sections: sitrepSections(s, svg),
  };
}

/** A player's pre-filled order sheet for the world's coming turn (digest §5.3), as a paper form and as typed text. */
export function orderSheetDocument(world: World, playerId: string, options: { code: string; preview: boolean; deadline?: string }): PrintDocument {
  const sheet = orderSheet(world, playerId);
  const segCols = Array.from({ length: sheet.segments }, (_, i) => `SEG${i + 1}`);
  const form = (title: string, id: string, hint: string, rows: string[][], blank: number): DocSection => ({ id, title, blocks: [{ kind: 'paragraph', text: hint, tone: 'muted' }, { kind: 'form', columns: ['Order'], rows, blankRows: blank }] });
  return {
    game: sheet.game,
    title: `${sheet.empire}: orders for turn ${sheet.turn}`,
    code: options.code,
    preview: options.preview,
    cover: [
      { label: 'Turn', value: `${sheet.turn} of ${sheet.turns}` },
      { label: 'Empire', value: `${sheet.empire}, seat ${sheet.seat}` },
      { label: 'Stellars on hand', value: money(sheet.stellars) },
      { label: 'Expected income', value: money(sheet.expectedIncome) },
      { label: 'Tactics Cards in hand', value: String(sheet.handCount) },
      { label: 'VP', value: String(sheet.vp) },
      ...(options.deadline ? [{ label: 'Orders due', value: options.deadline }] : []),
    ],
    sections: [
      {
        id: 'movement',
        title: 'D. Movement (phase G)',
        blocks: [
          { kind: 'paragraph', text: `One hex per allowed segment (a hex label such as 0704; U or L for a half; P:<planet> for the other planet of a divided hex; H to hold). ## marks a segment your fleet's speed forbids (§11.5). This turn has ${sheet.segments} segments.`, tone: 'muted' },
          { kind: 'form', columns: ['Fleet', 'Spd', ...segCols, 'Where now'], rows: sheet.fleets.map((f) => [f.ref, String(f.speed), ...f.allowed.map((a) => (a ? '' : '##')), `${f.hex} ${f.label}`]), blankRows: 2 },
        ],
      },
      form('A. Cards and trades (phases B, C, E)', 'cards', 'TRADEIN <card> <card> · PLAY <card> [ON <target>] [AT <phase|SEGn>] · TRADE GIVE <x> TO <empire> GET <y>', [], 3),
      form('B. Placement (phase F)', 'placement', 'PLACE <build> AT <planet> [FLEET <n>]: units bought last turn waiting for placement are listed.', sheet.waiting.map((w) => [w]), 2),
      form('C. Fleet organisation', 'organisation', 'SPLIT <fleet> NEW <n> <units> · MERGE <fleet> INTO <fleet> · LOAD <n> MI FROM <planet> TO <unit> · UNLOAD <n> MI <unit> TO <planet>', [], 3),
      form('E. Standing instructions', 'standing', `ONNEUTRAL <fleet|*> FIGHT|LEAVE · DEFEND <planet|*> SPACE|ORBITAL · ALLOC <fleet|planet|*> LEVEL|CHEAPFIRST|PROTECT(types) · INVADE <planet|*> LAND <n|ALL|NONE> · OCCUPY · SYCAPTURE · SCUTTLE · ALLY3 · ACTIVATE · BOMBARD · IF ENEMY IN <hex> THEN <fleet> SEG<n> <hex|H>${sheet.discoveryTurn ? ' · DISCOVER AT <hex>' : ''}`, [], 5),
      form('F. Purchases (phase I)', 'purchases', 'BUY TC · BUY RISK ($10 each; one Risk Card a turn)', [], 2),
      form('G. Construction (phase J)', 'construction', 'BUILD <qty> <type> AT <planet> [FOR <carrier|NEW>]: ships and Fighters at a Shipyard, MIs and GBDS at any planet of yours; built units appear in phase F of the next turn.', [], 5),
      { id: 'typed', title: 'The same sheet, to type and send back', newPage: true, blocks: [{ kind: 'lines', lines: renderOrderSheet(sheet).trimEnd().split('\n') }] },
    ],
  };
}

/** The GM's report of a turn: every event, every battle, every treasury and the whole map (never sent to a player). */
export function gmReportDocument(world: World, events: readonly GdEvent[], battles: readonly BattleReport[], turn: number, options: { code: string; preview: boolean }): PrintDocument {
  const seen = (e: GdEvent) => (e.visibleTo === 'all' ? 'all' : e.visibleTo === 'gm' ? 'GM' : e.visibleTo.map((id) => world.players.find((p) => p.id === id)?.name ?? id).join(', '));
  const svg = renderSvg(boardScene(gmBoard(world)));
  return {
    game: world.name,
    title: `GM report, turn ${turn}`,
    code: options.code,
    preview: options.preview,
    cover: [
      { label: 'Turn', value: `${turn} of ${world.rules.turns}` },
      { label: 'Players', value: world.players.map((p) => p.name).join(', ') },
      ...(world.table.winners.length > 0 ? [{ label: 'Winners', value: world.table.winners.map((id) => world.players.find((p) => p.id === id)?.name ?? id).join(', ') }] : []),
    ],
    sections: [
      { id: 'players', title: 'Players after the turn', blocks: [{ kind: 'table', columns: ['Empire', 'Stellars', 'VP', 'Planets', 'Fleets', 'Ships', 'Cards'], rows: world.players.map((p) => [p.name, money(p.stellars), String(p.vp), String(world.planets.filter((x) => x.ownerId === p.id).length), String(world.fleets.filter((f) => f.ownerId === p.id).length), String(world.units.filter((u) => u.ownerId === p.id).length), String(p.hand.length)]) }] },
      { id: 'events', title: 'Every event', blocks: [{ kind: 'table', columns: ['When', 'What', 'Told to'], rows: events.map((e) => [where(e), e.text, seen(e)]), widths: [8, 72, 20] }] },
      {
        id: 'battles',
        title: 'Battles',
        blocks: battles.length === 0 ? [{ kind: 'paragraph', text: 'No battles.', tone: 'muted' }] : battles.flatMap((b): Block[] => [{ kind: 'heading', text: `${b.label} (${b.id})` }, { kind: 'list', items: b.log.map((l) => l.text) }]),
      },
      { id: 'map', title: 'The whole map', newPage: true, blocks: [{ kind: 'svg', svg }] },
    ],
  };
}

/** The events of a turn a player may know (for a count or a list). */
export function eventsFor(events: readonly GdEvent[], playerId: string): GdEvent[] {
  return events.filter((e) => canSee(e.visibleTo, playerId));
}
