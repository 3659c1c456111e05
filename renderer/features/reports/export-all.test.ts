import { describe, expect, it } from 'vitest';
import type { ReportEdits } from '../../../shared/rulesets/nova/reports/edits';
import { sampleEvents, sampleWorld } from '../../../shared/rulesets/nova/reports/fixture';
import { NOVA_REPORTS, type NovaReportSource } from '../../../shared/rulesets/nova/reports/report-rules';
import { exportAll as exportWith, planExport as planWith, type ExportOptions, type ExportProgress } from './export-all';

// NOVA's packets of the rulebook's sample turn, exported through the shared Reports screen's export.
const { start, world } = sampleWorld();
const input = { game: { id: 'g', name: 'Rulebook sample', deadline: '', settings: {} }, turn: 12, start, world, events: sampleEvents() };
const source = (edits: ReportEdits, gameName = 'Rulebook sample'): NovaReportSource => ({ ok: true, input: { ...input, game: { ...input.game, name: gameName } }, rolls: undefined, edits, committed: true });
const planExport = (_: typeof input, edits: ReportEdits, gameName?: string) => planWith(NOVA_REPORTS, source(edits, gameName), 'a4');
const exportAll = (plan: ReturnType<typeof planExport>, options: Omit<ExportOptions, 'noun'> & { gameName?: string }) => exportWith(plan, { ...options, noun: NOVA_REPORTS.noun });
const allPacketsHtml = (edits: ReportEdits) => NOVA_REPORTS.combined?.(source(edits), 'a4') ?? '';

function fakePlatform(kind: 'browser' | 'electron', answers: boolean[] = [], folder: { folder: string; path: string } | null = { folder: 'f1', path: '/home/gm/packets' }) {
  const calls: string[] = [];
  const answer = async () => answers.shift() ?? true;
  return {
    calls,
    platform: {
      kind,
      chooseFolder: async () => (calls.push('choose folder'), folder),
      printHtml: async (o: { suggestedName: string; paper: string; folder?: string }): Promise<string | boolean> => (calls.push(`pdf ${o.folder}/${o.suggestedName} ${o.paper}`), answer()),
      saveTextFile: async (o: { suggestedName: string }) => (calls.push(`html ${o.suggestedName}`), answer()),
    },
  };
}

describe('planExport', () => {
  it('checks every packet, with the GM’s edits, in the GM’s order of empires', () => {
    const plan = planExport(input, { zorg: { '0': 'ZORG Turn 12 — beware of Africa' } });
    expect(plan.documents.map((d) => d.name)).toEqual(['VIRUS', 'KLAATU', 'ZORG', 'MOTH']);
    expect(plan.leaking.map((d) => [d.name, (d.leaks ?? []).map((l) => l.name)])).toEqual([['ZORG', ['Africa']]]);
  });
});

describe('exportAll', () => {
  it('refuses a plan with a leaking packet and writes nothing', async () => {
    const { platform, calls } = fakePlatform('electron');
    const plan = planExport(input, { virus: { '1': 'GRAVES is where Phantom went' } });
    await expect(exportAll(plan, { platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false })).rejects.toThrow('1 packet fails the leak check: nothing is exported');
    expect(calls).toEqual([]);
  });

  it('on the desktop writes nothing when the GM cancels the folder dialog', async () => {
    const desk = fakePlatform('electron', [], null);
    expect(await exportAll(planExport(input, {}), { platform: desk.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false })).toBeNull();
    expect(desk.calls).toEqual(['choose folder']);
  });

  it('writes one PDF per empire on the desktop, one HTML file per empire in the browser, reporting progress', async () => {
    const plan = planExport(input, {});
    const desk = fakePlatform('electron');
    const progress: ExportProgress[] = [];
    const out = await exportAll(plan, { platform: desk.platform, gameName: 'Rulebook sample', turn: 12, paper: 'letter', onProgress: (p) => progress.push(p), cancelled: () => false });
    const bases = plan.documents.map((d) => `rulebook-sample-${d.code}-${d.name.toLowerCase()}`);
    expect(desk.calls).toEqual(['choose folder', ...bases.map((b) => `pdf f1/${b}.pdf letter`)]);
    expect(out).toEqual({ folder: '/home/gm/packets', written: bases.map((b) => `${b}.pdf`), stoppedAt: null });
    expect(progress.map((p) => `${p.done}/${p.total} ${p.current ?? '-'}`)).toEqual(['0/4 VIRUS', '1/4 KLAATU', '2/4 ZORG', '3/4 MOTH', '4/4 -']);
    const web = fakePlatform('browser');
    await exportAll(plan, { platform: web.platform, gameName: 'Rulebook sample', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false });
    expect(web.calls).toEqual(bases.map((b) => `html ${b}.html`));
    expect((await exportAll(plan, { platform: web.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false }))?.folder).toBeNull();
  });

  it('stops at Cancel, and at a save dialog the GM cancelled, saying where', async () => {
    const plan = planExport(input, {}, 'G');
    const a = fakePlatform('electron');
    let n = 0;
    const [virus, klaatu] = plan.documents.map((d) => `g-${d.code}-${d.name.toLowerCase()}.pdf`);
    expect(await exportAll(plan, { platform: a.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => n++ >= 2 })).toEqual({ folder: '/home/gm/packets', written: [virus, klaatu], stoppedAt: 'ZORG' });
    const b = fakePlatform('electron', [true, false]);
    expect(await exportAll(plan, { platform: b.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false })).toEqual({ folder: '/home/gm/packets', written: [virus], stoppedAt: 'KLAATU' });
  });

  it('gives every empire its own file whatever the names, and lists the name the desktop really wrote (issue 19)', async () => {
    // Four empires all named in Greek: once all "…-x", each overwriting the last.
    const greek = ['Αθήνα', 'Αθήνα', 'Σπάρτη', '***'];
    const renamed: NovaReportSource = { ...source({}), input: { ...input, world: { ...world, empires: world.empires.map((e, i) => ({ ...e, name: greek[i] ?? e.name })) } } };
    const plan = planWith(NOVA_REPORTS, renamed, 'a4');
    const desk = fakePlatform('electron');
    // The folder already holds the first file: the desktop writes a numbered copy and says where.
    desk.platform.printHtml = async (o) => (desk.calls.push(o.suggestedName), o.suggestedName.includes('T12-01') ? `/home/gm/packets/${o.suggestedName.replace('.pdf', '-2.pdf')}` : true);
    const out = await exportAll(plan, { platform: desk.platform, turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false });
    const names = desk.calls.slice(1);
    expect(new Set(names).size).toBe(4);
    expect(names.map((n) => n.replace(/T12-(\d\d)-\w{3}/, 'T12-$1'))).toEqual(['rulebook-sample-T12-01-athina.pdf', 'rulebook-sample-T12-02-athina.pdf', 'rulebook-sample-T12-03-sparti.pdf', 'rulebook-sample-T12-04.pdf']);
    expect(out?.written[0]).toBe(names[0]?.replace('.pdf', '-2.pdf'));
    expect(out?.written.slice(1)).toEqual(names.slice(1));
  });

  it('prints all packets as one document, each with its own code', () => {
    const plan = planExport(input, {});
    const html = allPacketsHtml({});
    for (const d of plan.documents) expect(html).toContain(`data-code="${d.code}"`);
  });
});
