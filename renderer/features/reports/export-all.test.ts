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
      printHtml: async (o: { suggestedName: string; paper: string; folder?: string }) => (calls.push(`pdf ${o.folder}/${o.suggestedName} ${o.paper}`), answer()),
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
    expect(desk.calls).toEqual(['choose folder', ...['virus', 'klaatu', 'zorg', 'moth'].map((e) => `pdf f1/rulebook-sample-turn-12-${e}.pdf letter`)]);
    expect(out).toEqual({ folder: '/home/gm/packets', written: ['virus', 'klaatu', 'zorg', 'moth'].map((e) => `rulebook-sample-turn-12-${e}.pdf`), stoppedAt: null });
    expect(progress.map((p) => `${p.done}/${p.total} ${p.current ?? '-'}`)).toEqual(['0/4 VIRUS', '1/4 KLAATU', '2/4 ZORG', '3/4 MOTH', '4/4 -']);
    const web = fakePlatform('browser');
    await exportAll(plan, { platform: web.platform, gameName: 'Rulebook sample', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false });
    expect(web.calls).toEqual(['virus', 'klaatu', 'zorg', 'moth'].map((e) => `html rulebook-sample-turn-12-${e}.html`));
    expect((await exportAll(plan, { platform: web.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false }))?.folder).toBeNull();
  });

  it('stops at Cancel, and at a save dialog the GM cancelled, saying where', async () => {
    const plan = planExport(input, {}, 'G');
    const a = fakePlatform('electron');
    let n = 0;
    expect(await exportAll(plan, { platform: a.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => n++ >= 2 })).toEqual({ folder: '/home/gm/packets', written: ['g-turn-12-virus.pdf', 'g-turn-12-klaatu.pdf'], stoppedAt: 'ZORG' });
    const b = fakePlatform('electron', [true, false]);
    expect(await exportAll(plan, { platform: b.platform, gameName: 'G', turn: 12, paper: 'a4', onProgress: () => undefined, cancelled: () => false })).toEqual({ folder: '/home/gm/packets', written: ['g-turn-12-virus.pdf'], stoppedAt: 'KLAATU' });
  });

  it('prints all packets as one document, each with its own code', () => {
    const plan = planExport(input, {});
    const html = allPacketsHtml({});
    for (const d of plan.documents) expect(html).toContain(`data-code="${d.code}"`);
  });
});
