import { describe, expect, it } from 'vitest';
import { sampleEvents, sampleWorld } from './fixture';
import { masterReport, renderMasterHtml, MASTER_TITLE } from './master-report';
import { packetCode, runsText, type SitrepSection } from './packet-model';
import { renderPacketText } from './render-text';

const { start, world } = sampleWorld();
const game = { id: 'g', name: 'Sample sitrep', deadline: 'Turn 13 orders due 6 December', settings: {} };
const rolls = [
  { key: 'G.b.12.s-shoot.r1', step: 'G' as const, purpose: 'space battle at SHOOT, round 1', sides: 10, value: 7, forced: false },
  { key: 'L.MD6-MD7.1', step: 'L' as const, purpose: 'research MD6-MD7', sides: 10, value: 10, forced: true },
];
const input = { game, turn: 12, start, world, events: sampleEvents(), rolls };
const report = masterReport(input);
const sections = report.sections.filter((s): s is SitrepSection => s.kind === 'sitrep');
const lines = (s: SitrepSection | undefined) => (s?.items ?? []).map((i) => runsText(i.runs));

describe('masterReport', () => {
  it('is a document of no empire with its own code, a cover, the steps that have events and the dice', () => {
    expect(report.empireId).toBe('');
    expect(report.empireName).toBe(MASTER_TITLE);
    expect(report.code).toBe(packetCode('g', 12, '', 0));
    expect(report.sections[0]?.kind).toBe('cover');
    expect(sections.map((s) => s.title)).toEqual([
      'Step A — Production collected',
      'Step D — Repair, refit, research begun, cargo loaded',
      'Step F — Strategic movement',
      'Step G — Contact and space combat',
      'Step H — Exploration and transfers',
      'Step K — Colonies and Industrial Complexes established',
      'Step L — Research finished, MCr received',
      'Dice rolled (2)',
    ]);
  });

  it('keeps every event, even those no empire was told and the plain moves a sitrep leaves out', () => {
    const count = sections.slice(0, -1).reduce((n, s) => n + s.items.length, 0);
    expect(count).toBe(sampleEvents().length);
    const f = lines(sections[2]);
    expect(f).toContain('#2 Pathfinder, Wayfarer and Seeker jumped from ALGOL down D into TEDDY at A — told to VIRUS');
    expect(f.some((l) => l.includes('Phantom jumped from VIRUS down X into GRAVES'))).toBe(true);
  });

  it('names everything by the GM’s real names, never by an empire’s alias', () => {
    const g = lines(sections[3]);
    expect(g.some((l) => l.includes('VIRUS met KLAATU at SHOOT'))).toBe(true);
    expect(g.some((l) => l.includes("Reaver 1 X'd") && l.includes("Africa Dmg'd (-9AR,3SD,ML X'd)"))).toBe(true);
    expect(g.some((l) => l.startsWith('#10 KLAATU lost all contact with Reaver 1') && l.endsWith('— told to KLAATU'))).toBe(true);
    expect(g.join('\n')).not.toContain('Empire D');
  });

  it('says who was told each event', () => {
    const h = lines(sections[4]);
    expect(h).toContain('#12 MOTH: X at TEDDY by 1 alien ship — told to VIRUS');
    expect(lines(sections[2]).find((l) => l.includes('KLAATU') && l.includes('SHOOT'))).toMatch(/told to KLAATU and VIRUS$/);
  });

  it('lists the dice with their step, purpose and whether they were forced', () => {
    expect(lines(sections.at(-1))).toEqual(['d10 = 7 — step G, space battle at SHOOT, round 1 [G.b.12.s-shoot.r1]', 'd10 = 10 (forced) — step L, research MD6-MD7 [L.MD6-MD7.1]']);
  });

  it('leaves the dice out when it is not given them, and says so when nothing happened', () => {
    const bare = masterReport({ game, turn: 3, start, world, events: [] });
    expect(bare.sections.map((s) => s.title)).toEqual(['Sample sitrep', 'Events']);
    expect(lines(bare.sections[1] as SitrepSection)).toEqual(['Nothing happened this turn.']);
  });

  it('marks a dry run as a preview', () => {
    const preview = masterReport({ ...input, preview: true });
    expect(preview.preview).toBe(true);
    expect(renderPacketText(preview)).toContain('PREVIEW');
  });

  it('prints with the packet machinery, its kicker saying what it is, its code on the pages', () => {
    const html = renderMasterHtml(report, { paper: 'letter' });
    expect(html).toContain('NOVA GM master report — confidential');
    expect(html).not.toContain('NOVA player packet');
    expect(html).toContain('size: letter');
    expect(html).toContain(report.code);
    expect(html).toContain('Phantom jumped from VIRUS down X into GRAVES');
  });

  it('is a pure function: the same input gives the same report', () => {
    expect(masterReport(input)).toEqual(report);
  });
});
