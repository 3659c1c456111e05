/**
 * Packets (issue 14: hidden information by construction). A property over generated games — both
 * variants of each side, every visibility setting, identities revealed at turn 1 or never — that no
 * packet names what its player may not know: the shared leak check finds nothing, and an oracle
 * computed from the truth and the events (not from the view code) agrees on unit ids, the enemy's
 * identity and systems. Then the documents' content and the report rules' contract.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTexts } from '../../../print/document';
import { svgTexts } from '../../../print/leaks';
import type { DnEvent } from '../engine/context';
import { runGameTurn, turnRng } from '../engine/run-turn';
import { otherSide, SIDES, type Side, type World } from '../model';
import { playerView } from '../view/player-view';
import { buildSampleGame } from '../sample/sample-game';
import { gameArb, ordersFor, start } from '../test-support/random-game';
import { packetDocument, masterDocument, blankSheetDocument } from './documents';
import { viewScene } from '../map/scene';
import { packetLeaks, packetSecrets, VARIANT_WORDS } from './leaks';
import { DN_REPORTS } from './report-rules';

const CTX = { gameName: 'Test', deadline: 'soon', turn: 1, preview: false, code: 'T1-01-XXX' };

function allText(doc: ReturnType<typeof packetDocument>['doc']): string {
  return documentTexts(doc, svgTexts)
    .map((t) => t.text)
    .join('\n');
}

describe('packets of generated games', () => {
  it('no packet names what its player may not know (leak check and oracle)', () => {
    fc.assert(
      fc.property(gameArb, fc.constantFrom('turn-1', 'never'), (g, revealAt) => {
        let world: World = start(g);
        world = { ...world, settings: { ...world.settings, revealAt: revealAt as 'turn-1' | 'never' } };
        for (let turn = 0; turn <= 1 && !world.over; turn++) {
          const r = runGameTurn(world, { orders: ordersFor(world, g.orderSeed + turn) }, turnRng(g.seed, turn));
          world = r.world;
          checkPackets(world, r.events, turn);
        }
      }),
      { numRuns: 30 },
    );
  });
});

/** The property, for both players' packets after one turn. */
function checkPackets(world: World, events: readonly DnEvent[], turn: number): void {
  for (const side of SIDES) {
    const { doc } = packetDocument(world, events, side, side === 'aslan' ? 'Aslan player' : 'Human player', { ...CTX, turn });
    const leaks = packetLeaks(doc, world, side);
    if (leaks.length > 0) throw new Error(`${side}'s packet after turn ${turn} leaks: ${JSON.stringify(leaks.slice(0, 3))}`);
    const text = allText(doc);
    // Oracle, independent of the view: a unit of another that is neither on the map where the player may look nor named in an event the player was told of.
    const told = new Set(events.filter((e) => e.visibleTo.includes(side)).flatMap((e) => e.unitIds ?? []));
    const own = side === 'aslan' ? 'A' : 'H';
    const fog = world.settings.visibility === 'fog';
    const mine = new Set(world.units.filter((u) => u.owner === side).map((u) => placeOf(world, u.id)));
    for (const id of new Set(text.match(/(?<!ambiguity )\b[AHI]\d+\b/g) ?? [])) {
      if (id.startsWith(own) || told.has(id) || world.knowledge[side].units[id]) continue;
      const u = world.units.find((x) => x.id === id);
      const seen = u && u.loc.kind !== 'pending' && (!fog || mine.has(placeOf(world, id)));
      if (!seen) throw new Error(`${side}'s packet names ${id}, which it may not know`);
    }
    if (!world.sides[side].knowsEnemy) {
      for (const word of VARIANT_WORDS[world.sides[otherSide(side)].variant]) expect(text.replace(/Solomani Quadrant|Aslan Hierate(?= sheet|$)/gm, '')).not.toMatch(new RegExp(`\\b${word}\\b(?! sheet)`));
      expect(text).toContain(side === 'aslan' ? 'Unknown human power' : 'Unknown Aslan');
    }
    // The Aslan counter draws are the Aslan's: never in the human's packet.
    if (side === 'human') expect(text).not.toContain('counter set');
  }
}

function placeOf(world: World, id: string): string | null {
  const u = world.units.find((x) => x.id === id);
  if (!u) return null;
  let cur = u;
  for (let i = 0; i < 4 && cur.loc.kind === 'carried'; i++) cur = world.units.find((x) => x.id === (cur.loc as { carrierId: string }).carrierId) ?? cur;
  return cur.loc.kind === 'space' || cur.loc.kind === 'box' ? cur.loc.systemId : null;
}

describe('the packet of the sample', () => {
  const sample = buildSampleGame();
  const world = sample.world;
  const events = sample.turns[2]!.events;
  it('holds every part the issue lists, in order', () => {
    for (const side of SIDES) {
      const { doc } = packetDocument(world, events, side, 'Player', CTX);
      expect(doc.sections.map((s) => s.id)).toEqual(['situation', 'forces', 'known', 'supply', 'ledger', 'arrivals', 'exploration', 'clocks', 'combats', 'events', 'map', 'orders']);
      const text = allText(doc);
      expect(text).toContain('Order sheets for turn 3');
      expect(text).toContain('PLAYER: Player');
      expect(text).toContain('[MOVE1]');
      expect(text).toContain('sample layout');
      expect(doc.sections.find((s) => s.id === 'map')?.blocks[0]?.kind).toBe('svg');
    }
  });
  it('the map shows only what the player may see: the SQ sheet off the Aslan map until it is placed (DN §14.0); under fog, no enemy unit where it has none', () => {
    const setup = start({ seed: 's', aslan: 'hierate', human: 'vilani', visibility: 'rules-as-written', orderSeed: 1 });
    const aslanScene = viewScene(playerView(setup, 'aslan'), setup.map, 'x');
    const sq = setup.map.systems.filter((s) => s.sheetId === 'SQ').map((s) => s.name);
    for (const name of sq) expect(aslanScene.systems.map((s) => s.name)).not.toContain(name);
    expect(aslanScene.grid?.regions?.map((r) => r.id)).not.toContain('SQ');
    expect(viewScene(playerView(setup, 'human'), setup.map, 'x').systems.map((s) => s.name)).toEqual(expect.arrayContaining(sq));
    const fogWorld: World = { ...world, settings: { ...world.settings, visibility: 'fog' } };
    for (const side of SIDES) {
      const view = playerView(fogWorld, side);
      const mine = new Set(view.units.filter((u) => u.relation === 'own').map((u) => u.systemId));
      for (const u of view.units) if (u.relation === 'enemy' && u.lastSeen === null) expect(mine.has(u.systemId)).toBe(true);
      const { doc } = packetDocument(fogWorld, events, side, 'Player', CTX);
      expect(packetLeaks(doc, fogWorld, side)).toEqual([]);
    }
  });
  it('a planted secret is caught: the enemy variant before the reveal, an unseen unit, a face-down class', () => {
    const hidden: World = { ...world, sides: { ...world.sides, aslan: { ...world.sides.aslan, knowsEnemy: false } } };
    const { doc } = packetDocument(hidden, events, 'aslan', 'Player', CTX);
    const faceDown = hidden.units.find((u) => u.owner === 'independent' && !(u.seenBy ?? []).includes('aslan'));
    const planted = { ...doc, sections: [...doc.sections, { id: 'planted', title: 'x', blocks: [{ kind: 'list' as const, items: ['the Ziru Sirka comes', ...(faceDown ? [`${faceDown.id} ${hidden.classes[faceDown.classId]?.code}`] : [])] }] }] };
    const leaks = packetLeaks(planted, hidden, 'aslan');
    expect(leaks.map((l) => l.kind)).toContain('enemy identity');
    expect(packetLeaks(doc, hidden, 'aslan')).toEqual([]);
    // The sheet named "Solomani Quadrant" is public: a sheet is not an identity.
    expect(packetSecrets(hidden, 'aslan').secrets.some((s) => s.name === 'Ziru Sirka')).toBe(true);
  });
  it('the master report and the blank sheets tell the GM everything and nobody anything', () => {
    const master = allText(masterDocument(world, events, { aslan: 'A', human: 'H' }, CTX));
    expect(master).toContain('Counter sets');
    expect(master).toContain('GM only');
    const blank = allText(blankSheetDocument(3, '', CTX));
    expect(blank).not.toMatch(/\b[AH]\d+\b/);
  });
  it('the report rules: turns, players, every document', () => {
    const turns = DN_REPORTS.turns(sample.records);
    expect(turns.map((t) => t.value)).toEqual(['2', '1', '0', 'dry-run']);
    const p = DN_REPORTS.prepare(sample.records, turns[0]!);
    if (!p.ok) throw new Error(p.problem);
    expect(DN_REPORTS.players(p.value).map((x) => x.name)).toEqual(['Human player', 'Aslan player']);
    const gm = DN_REPORTS.document(p.value, { kind: 'packet', playerId: null, paper: 'letter' });
    expect(gm.audience).toBe('gm');
    expect(gm.html).toContain('size: letter');
    const sheets = DN_REPORTS.document(p.value, { kind: 'sheets', playerId: 'aslan', paper: 'a4' });
    expect(sheets.audience).toBe('blank');
    const all = DN_REPORTS.combined?.(p.value, 'a4') ?? '';
    expect(all.match(/class="doc"/g)?.length).toBe(2);
    const side: Side = 'human';
    expect(DN_REPORTS.view(p.value, 'human')).toMatchObject({ side });
  });
});
