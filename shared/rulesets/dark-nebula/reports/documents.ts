/**
 * Beyond the Dark Nebula's printed documents on the shared print frame (shared/print/document.ts):
 * - a player's packet (digest §9.4): own forces by system with status, known enemy and
 *   independent units, connected and cut-off boxes, the RU ledger, pending arrivals,
 *   exploration, the clocks, every combat with its dice, other events, a map of what the player
 *   may see, and next turn's order sheets pre-filled. Built from the player's report and view
 *   only (view/report.ts, view/player-view.ts): nothing else reaches it;
 * - the GM's master report: both sides in full, the independents, every event of the turn;
 * - a blank order sheet.
 */
import type { DocSection, PrintDocument } from '../../../print/document';
import { renderSvg } from '../../../map/svg';
import type { DnEvent } from '../engine/context';
import { ratingText } from '../data/unit-classes';
import { viewScene, gmScene } from '../map/scene';
import type { Side, World } from '../model';
import { SIDES } from '../model';
import { SHEET_GROUP_TITLES } from '../orders/order-sheet';
import { SHEET_KINDS } from '../orders/types';
import { connectivity } from '../state/connectivity';
import { mapIndex, placeOfUnit } from '../state/queries';
import { buildReport, type PlayerReport, type ReportGroup } from '../view/report';
import { playerView, VARIANT_NAMES } from '../view/player-view';

/** What every document of a turn knows about the game. */
export interface DocContext {
  readonly gameName: string;
  /** The deadline for the next orders, as the GM wrote it. */
  readonly deadline: string;
  /** The turn reported on (the world is as it stands after it). */
  readonly turn: number;
  readonly preview: boolean;
  readonly code: string;
}

const SIDE_WORD: Record<Side, string> = { aslan: 'Aslan player', human: 'Human player' };

function unitRows(groups: readonly ReportGroup[]): string[][] {
  return groups.flatMap((g) =>
    g.units.map((u) => [g.systemName, u.id, u.code, u.rating, u.carriedBy ? `aboard ${u.carriedBy}` : u.boxId ? 'box' : u.systemId ? 'star hex' : 'turn-record chart', [...u.status, ...(u.lastSeen !== null ? [`seen turn ${u.lastSeen}`] : [])].join(', ')]),
  );
}

const UNIT_COLUMNS = ['System', 'Unit', 'Class', 'Rating', 'Where', 'Status'];
const UNIT_WIDTHS = [18, 8, 7, 14, 15, 38];

/** The order sheets for next turn as a player fills them: the pre-filled typed sheet, then a form per sheet to write on. */
function orderSections(template: string, turn: number, blank: boolean, playerName = ''): DocSection[] {
  return [
    {
      id: 'orders',
      title: `Order sheets for turn ${turn}`,
      newPage: true,
      blocks: [
        { kind: 'paragraph', text: 'One order a line; "#" starts a comment. Send the sheets back typed like this, or write on the forms below. Every line is read and checked; none is dropped.', tone: 'muted' },
        // The PLAYER and TURN lines let a typed sheet be imported straight to its player (docs/dark-nebula.md, "Orders").
        ...(blank ? [] : [{ kind: 'lines' as const, lines: [`PLAYER: ${playerName}`, `TURN: ${turn}`, ...template.split('\n')] }]),
        ...SHEET_KINDS.map((kind) => ({ kind: 'form' as const, columns: [`${SHEET_GROUP_TITLES[kind]} — order`, 'Units, places, options'], rows: [], blankRows: kind === 'combat' ? 8 : 6, widths: [35, 65] })),
      ],
    },
  ];
}

/** A player's packet after a turn (hidden information by construction: made from `buildReport`, the player's view). */
export function packetDocument(world: World, events: readonly DnEvent[], side: Side, playerName: string, ctx: DocContext, person = ''): { doc: PrintDocument; report: PlayerReport } {
  const report = buildReport(world, events, side);
  const view = playerView(world, side);
  const nextTurn = world.cursor.turn;
  const sections: DocSection[] = [
    {
      id: 'situation',
      title: 'Situation',
      blocks: [
        ...(report.gameOver ? [{ kind: 'paragraph' as const, text: `The game is over: ${report.gameOver}`, tone: 'warning' as const }] : []),
        {
          kind: 'list',
          items: [
            `You play: ${report.you.name}`,
            `Your enemy: ${report.enemy}`,
            `Resource units: ${report.you.ru} RU`,
            ...(report.you.permits.length > 0 ? [`Build permits: ${report.you.permits.join(', ')}`] : []),
            ...(report.you.tech.length > 0 ? [`Technology: ${report.you.tech.map((t) => `${t.result} (${t.column}, turn ${t.turn})`).join('; ')}`] : []),
          ],
        },
        ...(report.sampleMap ? [{ kind: 'paragraph' as const, text: 'Map: the sample layout of the seven sheets, not the printed sheets (Fig. 1 of the rules is lost).', tone: 'muted' as const }] : []),
      ],
    },
    { id: 'forces', title: 'Your forces', blocks: report.forces.length > 0 ? [{ kind: 'table', columns: UNIT_COLUMNS, rows: unitRows(report.forces), widths: UNIT_WIDTHS }] : [{ kind: 'paragraph', text: 'You have no units on the map.' }] },
    { id: 'known', title: 'Enemy and independent units you know of', blocks: report.known.length > 0 ? [{ kind: 'table', columns: UNIT_COLUMNS, rows: unitRows(report.known), widths: UNIT_WIDTHS }] : [{ kind: 'paragraph', text: 'None seen.' }] },
    {
      id: 'supply',
      title: 'Connection to the capital',
      blocks: [
        { kind: 'list', items: [`Connected: ${report.supply.connected.join(', ') || 'none'}`, `Cut off (no income from them): ${report.supply.cutOff.join(', ') || 'none'}`] },
      ],
    },
    { id: 'ledger', title: 'Resource units this turn', blocks: report.ledger.length > 0 ? [{ kind: 'table', columns: ['Change', 'RU', 'Balance'], widths: [70, 15, 15], rows: report.ledger.map((l) => [l.reason, `${l.amount >= 0 ? '+' : ''}${l.amount}`, String(l.balance)]) }] : [{ kind: 'paragraph', text: 'No change.' }] },
    { id: 'arrivals', title: 'Pending arrivals (turn-record chart)', blocks: report.arrivals.length > 0 ? [{ kind: 'table', columns: ['Unit', 'Class', 'Arrives', 'How'], rows: report.arrivals.map((a) => [a.id, a.code, `turn ${a.turn}`, a.queue]) }] : [{ kind: 'paragraph', text: 'Nothing on the chart.' }] },
    { id: 'exploration', title: 'The Dark Nebula: exploration', blocks: [{ kind: 'list', items: [...report.exploration.map((e) => `${e.box}: ${e.status}, ${e.phases} of 4 combat phases`), ...report.exploredRoutes.map((r) => `Explored route ${r}`)].concat(report.exploration.length + report.exploredRoutes.length === 0 ? ['Nothing explored yet.'] : []) }] },
    { id: 'clocks', title: 'Clocks and victory counters', blocks: [{ kind: 'list', items: report.clocks }] },
    {
      id: 'combats',
      title: 'Combats, with every die',
      blocks: report.combats.length > 0 ? report.combats.flatMap((c) => [{ kind: 'heading' as const, text: `At ${c.systemName}` }, { kind: 'lines' as const, lines: c.lines }]) : [{ kind: 'paragraph', text: 'No combat involved you.' }],
    },
    { id: 'events', title: 'Other events', blocks: report.events.length > 0 ? [{ kind: 'list', items: report.events }] : [{ kind: 'paragraph', text: 'Nothing else.' }] },
    { id: 'map', title: 'Your map', newPage: true, blocks: [{ kind: 'svg', svg: renderSvg(viewScene(view, world.map, `${playerName}: what you know, after turn ${ctx.turn}`)), caption: 'Boxes: white Type 1, red Type 2, ☆ capital; Y yours, E enemy, I independent, ? not seen now. Routes: green, dashed inside the Dark Nebula, blue where you explored them.' }] },
    ...orderSections(report.orderSheet, nextTurn, false, playerName),
  ];
  const doc: PrintDocument = {
    game: ctx.gameName,
    title: `${playerName} — after turn ${ctx.turn}`,
    code: ctx.code,
    preview: ctx.preview,
    cover: [
      { label: 'Player', value: person && person !== playerName ? `${person} (${playerName})` : playerName === SIDE_WORD[side] ? playerName : `${playerName} (${SIDE_WORD[side]})` },
      { label: 'Turn', value: `${ctx.turn}${ctx.turn === 0 ? ' (the special turn)' : ''}; next: turn ${nextTurn}` },
      ...(ctx.deadline ? [{ label: 'Orders due', value: ctx.deadline }] : []),
    ],
    sections,
  };
  return { doc, report };
}

/** An empty order sheet: the five forms, no forces (for a player who lost the packet's). */
export function blankSheetDocument(turn: number, who: string, ctx: DocContext): PrintDocument {
  return { game: ctx.gameName, title: `Order sheets, turn ${turn}${who ? ` — ${who}` : ''}`, code: ctx.code, preview: ctx.preview, cover: [{ label: 'Player', value: who || '________________' }, { label: 'Turn', value: String(turn) }], sections: orderSections('', turn, true) };
}

/** The GM's master report: everything, for the GM only (never sent; not leak-checked). */
export function masterDocument(world: World, events: readonly DnEvent[], names: Record<Side, string>, ctx: DocContext): PrintDocument {
  const idx = mapIndex(world.map);
  const where = (u: World['units'][number]) => {
    const p = placeOfUnit(world, u);
    if (!p) return u.loc.kind === 'pending' ? `chart, turn ${u.loc.turn} (${u.loc.queue})` : '—';
    return `${idx.systems.get(p.systemId)?.name ?? p.systemId}${u.loc.kind === 'carried' ? ` aboard ${u.loc.carrierId}` : p.boxId ? ' (box)' : ''}`;
  };
  const unitTable = (owner: World['units'][number]['owner']) => {
    const rows = world.units
      .filter((u) => u.owner === owner)
      .map((u) => {
        const cls = world.classes[u.classId];
        const status = [u.maintFailed ? 'maintenance-failed' : '', u.neutralized ? 'neutralized' : '', u.faceDown ? `face down (seen by ${(u.seenBy ?? []).join(', ') || 'nobody'})` : '', u.hiredBy ? `hired by ${u.hiredBy}` : '', u.replacement ? 'replacement' : '', u.dispatched ? 'dispatched fleet' : ''].filter(Boolean).join(', ');
        return [where(u), u.id, cls?.code ?? '?', cls ? ratingText(cls, u.strength) : '', status];
      });
    return rows.length > 0 ? { kind: 'table' as const, columns: ['Where', 'Unit', 'Class', 'Rating', 'Status'], rows, widths: [28, 8, 8, 14, 42] } : { kind: 'paragraph' as const, text: 'No units.' };
  };
  const sideSections: DocSection[] = SIDES.map((side) => {
    const s = world.sides[side];
    const conn = connectivity(world, side);
    const boxName = (id: string) => idx.boxes.get(id)?.box.name ?? id;
    return {
      id: `side-${side}`,
      title: `${names[side]}: ${VARIANT_NAMES[s.variant]}`,
      blocks: [
        {
          kind: 'list',
          items: [
            `RU ${s.ru}; permits ${s.permits.join(', ') || 'none'}; knows the enemy: ${s.knowsEnemy ? 'yes' : 'no'}`,
            ...(s.draws ? [`Counter sets: ${Object.entries(s.draws).map(([k, v]) => `${k} ${v}`).join(', ')}`] : []),
            `Connected: ${conn.connectedBoxes.map(boxName).join(', ') || 'none'}; cut off: ${conn.cutOffBoxes.map(boxName).join(', ') || 'none'}`,
            ...(s.replacementQueue.length > 0 ? [`Replacement queue: ${s.replacementQueue.join(', ')}`] : []),
          ],
        },
        unitTable(side),
      ],
    };
  });
  const c = world.clocks;
  return {
    game: ctx.gameName,
    title: `GM master report — after turn ${ctx.turn}`,
    code: ctx.code,
    preview: ctx.preview,
    cover: [
      { label: 'Next step', value: `turn ${world.cursor.turn}, ${world.cursor.player} player turn, ${world.cursor.phase}` },
      { label: 'Game over', value: world.over ? `${world.over.reason}` : 'no' },
    ],
    sections: [
      ...sideSections,
      { id: 'independents', title: 'Independents', blocks: [unitTable('independent')] },
      {
        id: 'clocks',
        title: 'Clocks',
        blocks: [{ kind: 'list', items: [`Enemy capital held: ${JSON.stringify(c.capital)}`, `All DN boxes held: ${JSON.stringify(c.allNebula)}`, `Vilani outside imperial territory: ${c.vilaniOutside}; governor's term ends with turn ${c.vilaniTermEnd}`, `Hierate counts: ${JSON.stringify(c.hierateCounts)}`] }],
      },
      { id: 'events', title: `Every event of turn ${ctx.turn}`, blocks: [{ kind: 'lines', lines: events.map((e) => `${e.phase}  ${e.text}${e.visibleTo.length === 0 ? '  [GM only]' : e.visibleTo.length === 1 ? `  [${e.visibleTo[0]}]` : ''}`) }] },
      { id: 'map', title: 'The map', newPage: true, blocks: [{ kind: 'svg', svg: renderSvg(gmScene(world.map, world, `GM map after turn ${ctx.turn}`)) }] },
    ],
  };
}
