import { useLiveQuery } from 'dexie-react-hooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { GameRecords } from '../../../../shared/format/archive';
import { createGameRecords } from '../../../../shared/library/new-game';
import { sampleEvents, sampleWorld } from '../../../../shared/rulesets/nova/reports/fixture';
import { screenPrint } from '../../../platform/screen-print';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { loadReportEdits } from '../db/report-edits';
import type { Platform } from '../../../platform';
import { renderInApp } from '../../../test-support/render';
import { ReportsPage } from './ReportsPage';

/** The platform the screen talks to, recording what it was asked to print and save. */
const fake = vi.hoisted(() => ({
  kind: 'browser' as 'browser' | 'electron',
  printed: [] as { suggestedName: string; html: string; paper: string; folder?: string }[],
  saved: [] as { suggestedName: string; text: string }[],
}));
vi.mock('../../../platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../platform')>()),
  getPlatform: (): Partial<Platform> => ({
    kind: fake.kind,
    printHtml: async (o) => {
      fake.printed.push({ suggestedName: o.suggestedName, html: o.html, paper: o.paper, ...(o.folder ? { folder: o.folder } : {}) });
      return true;
    },
    chooseFolder: async () => ({ folder: 'f1', path: '/home/gm/packets' }),
    saveTextFile: async (o) => {
      fake.saved.push({ suggestedName: o.suggestedName, text: typeof o.text === 'string' ? o.text : o.text.join('') });
      return true;
    },
  }),
}));

/** The rulebook's sample sitrep (NOVA: 7.3) as committed turn 12 of a game now at turn 13. */
async function sitrepGame(): Promise<void> {
  const { start, world } = sampleWorld();
  const base = createGameRecords({ name: 'Rulebook sample', ruleset: 'nova', empireNames: [] }, 'g', '2026-01-01T00:00:00.000Z');
  const records: GameRecords = {
    ...base,
    game: { ...base.game, turn: 13, deadline: 'Turn 13 orders due 6 December' },
    empires: world.empires,
    systems: world.systems,
    warpLines: world.warpLines,
    units: world.units,
    designs: world.designs,
    knowledge: world.knowledge,
    turns: [{ gameId: 'g', number: 12, status: 'committed', start, events: sampleEvents(), rolls: [{ key: 'G.x', step: 'G', purpose: 'space battle at SHOOT', sides: 10, value: 7, forced: false }] } as GameRecords['turns'][number]],
  };
  await insertGame(getDb(), records);
}

function LiveReportsPage({ gameId }: { gameId: string }) {
  const game = useLiveQuery(() => getDb().games.get(gameId), [gameId]);
  return game ? <ReportsPage game={game} /> : null;
}

/** A file name with its packet code's 3 checksum characters dropped (`…-T12-01-K7Q-virus.pdf` → `…-T12-01-virus.pdf`). */
const withoutCheck = (name: string) => name.replace(/(T\d+-\d\d)-[0-9A-Z]{3}/, '$1');
const frame = () => document.querySelector('[data-testid="packet-frame"]') as HTMLIFrameElement;
const frameHtml = () => frame()?.getAttribute('srcdoc') ?? '';
const leakState = () => document.querySelector('[data-testid="leak-report"]')?.getAttribute('data-state');
const items = () => [...document.querySelectorAll('[data-testid="sitrep-item"]')].map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

beforeEach(() => {
  fake.kind = 'browser';
  fake.printed.length = 0;
  fake.saved.length = 0;
});

describe('the Reports screen in Chromium', () => {
  it('shows the committed turn’s packet as it prints, with its code, its sitrep items and a clean leak check', async () => {
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await expect.element(page.getByTestId('report-turn')).toHaveValue('Turn 12');
    await expect.element(page.getByTestId('report-empire')).toHaveValue('VIRUS');
    await expect.poll(items).toEqual(['1 * VIRUS Turn 12', '2 * MD7 in', '3 * ALGOL - D -> TEDDY (B,A,E,R)4 NC,1AS,JI,AXS', '4 * VIRUS - X -> ACL (Phantom)', "5 * SHOOT - X'd 1AS,JI,TTX,FG(IE2,BL20,SL24,EW2), Africa Dmg'd (-9AR,3SD,ML X'd)", "6 * MAVIS - E'd (3) (+50)"]);
    const code = page.getByTestId('packet-code');
    await expect.element(code).toHaveTextContent(/^T12-01-[0-9A-Z]{3}$/);
    await expect.poll(leakState).toBe('clean');
    // The frame holds the print document, sized like an A4 sheet at 75%.
    await expect.poll(frameHtml).toContain('size: A4');
    expect(frameHtml()).toContain((code.element() as HTMLElement).innerText);
    expect(frameHtml()).toContain('<u class="wp">A</u>');
    expect(frame().getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    await expect.poll(() => frame().contentDocument?.body?.innerText ?? '').toContain('ALGOL - D -> TEDDY');
    expect(Math.round(frame().getBoundingClientRect().width)).toBe(Math.round(794 * 0.75));
    // The return letter is underlined in the list too.
    expect(document.querySelector('[data-testid="sitrep-item"][data-index="2"] u')?.textContent).toBe('A');

    // US Letter and 100%.
    await userEvent.click(page.getByText('US Letter'));
    await userEvent.click(page.getByText('100%'));
    await expect.poll(frameHtml).toContain('size: letter');
    await expect.poll(() => Math.round(frame().getBoundingClientRect().width)).toBe(816);
    // The paper is the game's setting (also on the Settings screen).
    await expect.poll(async () => ((await getDb().games.get('g'))?.settings.reports as { paper?: string } | undefined)?.paper).toBe('letter');
    await userEvent.click(page.getByText('A4', { exact: true }));

    // Print: the platform is handed the document and the file name.
    await userEvent.click(page.getByRole('button', { name: 'Print…' }));
    await expect.poll(() => fake.printed.map((p) => withoutCheck(p.suggestedName))).toEqual(['rulebook-sample-T12-01-virus.pdf']);
    expect(fake.printed[0]?.html).toBe(frameHtml());
    // Ctrl+P in the browser, and the desktop menu's Print… (through the app's print command), print the packet too.
    await userEvent.keyboard('{Control>}p{/Control}');
    await expect.poll(() => fake.printed.length).toBe(2);
    await screenPrint()?.();
    expect(fake.printed.map((p) => withoutCheck(p.suggestedName))).toEqual(Array(3).fill('rulebook-sample-T12-01-virus.pdf'));
  });

  it('keeps the GM’s wording of an item with the turn, leak-checks it, refuses to print or export a leak, and reverts', async () => {
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await expect.poll(leakState).toBe('clean');

    await userEvent.click(page.getByRole('button', { name: 'Edit sitrep item 4' }));
    const box = page.getByLabelText('Wording of the item');
    await expect.element(box).toHaveValue('VIRUS - X -> ACL (Phantom)');
    // Empty text is refused with the reason.
    await userEvent.fill(box, '   ');
    await expect.element(page.getByText('The item is empty')).toBeVisible();
    await userEvent.fill(box, 'VIRUS - X -> GRAVES: Phantom was lost there');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.poll(() => loadReportEdits(getDb(), 'g', 12)).toEqual({ virus: { '3': 'VIRUS - X -> GRAVES: Phantom was lost there' } });
    await expect.element(page.getByTestId('sitrep-item').nth(3)).toHaveTextContent('edited');
    await expect.poll(frameHtml).toContain('VIRUS - X -&gt; GRAVES: Phantom was lost there');

    // The leak check reads the GM's text: GRAVES is a system VIRUS never saw.
    await expect.poll(leakState).toBe('leaks');
    await expect.element(page.getByTestId('leak-row')).toHaveTextContent('systemGRAVESsitrep · item 4');
    await userEvent.click(page.getByRole('button', { name: 'Print…' }));
    await expect.element(page.getByText('fails the leak check (1 item)')).toBeVisible();
    expect(fake.printed).toEqual([]);

    // Export all refuses to start and lists the leak.
    await userEvent.click(page.getByRole('button', { name: 'Export all packets…' }));
    await expect.element(page.getByTestId('export-refused')).toHaveTextContent('Not exported: 1 packet fails the leak check');
    await expect.element(page.getByTestId('export-refused')).toHaveTextContent('GRAVES');
    expect(document.querySelector('[data-testid="export-refused"]')?.textContent).not.toContain('Download');
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Close' }));

    // Back to the engine's wording: clean again, nothing stored.
    await userEvent.click(page.getByRole('button', { name: 'Edit sitrep item 4' }));
    await userEvent.click(page.getByRole('button', { name: 'Revert to the engine’s wording' }));
    await expect.poll(() => loadReportEdits(getDb(), 'g', 12)).toEqual({});
    await expect.poll(leakState).toBe('clean');
    await expect.poll(items).toContain('4 * VIRUS - X -> ACL (Phantom)');
  });

  it('exports every packet with progress: HTML downloads in the browser, and prints all as one document', async () => {
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await userEvent.click(page.getByRole('button', { name: 'Export all packets…' }));
    await expect.element(page.getByTestId('export-clean')).toHaveTextContent('All 4 packets pass the leak check');
    await userEvent.click(page.getByRole('button', { name: 'Download 4 HTML files' }));
    await expect.element(page.getByTestId('export-outcome')).toHaveTextContent('4 packets exported');
    await expect.element(page.getByTestId('export-status')).toHaveTextContent('4 of 4 done');
    expect(fake.saved.map((s) => withoutCheck(s.suggestedName))).toEqual(['rulebook-sample-T12-01-virus.html', 'rulebook-sample-T12-02-klaatu.html', 'rulebook-sample-T12-03-zorg.html', 'rulebook-sample-T12-04-moth.html']);
    expect(fake.saved[1]?.text).toContain('<!DOCTYPE html>');
    expect(fake.saved[1]?.text).not.toContain('GRAVES');
    await userEvent.click(page.getByRole('button', { name: 'Print all…' }));
    await expect.poll(() => fake.printed.map((p) => withoutCheck(p.suggestedName))).toEqual(['rulebook-sample-turn-12-all-packets.pdf']);
    expect(fake.printed[0]?.html.match(/class="packet"/g)?.length).toBe(4);
  });

  it('on the desktop writes one PDF per empire into the folder the GM chose, through the bridge', async () => {
    fake.kind = 'electron';
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await userEvent.click(page.getByRole('button', { name: 'Export all packets…' }));
    await expect.element(page.getByText('one PDF per empire is written into it')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Export 4 PDFs' }));
    await expect.element(page.getByTestId('export-outcome')).toHaveTextContent('4 packets exported to /home/gm/packets');
    expect(fake.printed.every((p) => p.folder === 'f1')).toBe(true);
    expect(fake.printed.map((p) => withoutCheck(p.suggestedName))).toEqual(['rulebook-sample-T12-01-virus.pdf', 'rulebook-sample-T12-02-klaatu.pdf', 'rulebook-sample-T12-03-zorg.pdf', 'rulebook-sample-T12-04-moth.pdf']);
    expect(fake.saved).toEqual([]);
  });

  it('shows the GM’s master report and a blank order sheet for an empire', async () => {
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await userEvent.click(page.getByTestId('report-empire'));
    await userEvent.click(page.getByRole('option', { name: 'GM master report (everything)' }));
    await expect.poll(leakState).toBe('gm');
    await expect.poll(frameHtml).toContain('NOVA GM master report — confidential');
    expect(frameHtml()).toContain('Phantom jumped from VIRUS down X into GRAVES');
    expect(frameHtml()).toContain('d10 = 7 — step G, space battle at SHOOT');
    await expect.element(page.getByTestId('packet-code')).toHaveTextContent(/^T12-00-/);

    await userEvent.click(page.getByTestId('report-empire'));
    await userEvent.click(page.getByRole('option', { name: 'KLAATU' }));
    await userEvent.click(page.getByText('Blank order sheet'));
    await expect.poll(leakState).toBe('blank');
    await expect.poll(frameHtml).toContain('TURN ORDER SHEET');
    expect(frameHtml()).toContain('KLAATU');
    await expect.element(page.getByTestId('packet-code')).toHaveTextContent(/^T13-02-/);
    await userEvent.click(page.getByRole('button', { name: 'Print…' }));
    await expect.poll(() => fake.printed.map((p) => withoutCheck(p.suggestedName))).toEqual(['rulebook-sample-T13-02-klaatu-order-sheet.pdf']);
  });

  it('says a game in its pregame has no packets yet', async () => {
    await insertGame(getDb(), createGameRecords({ name: 'New', ruleset: 'nova', empireNames: ['Aster', 'Boreal'] }, 'g-new', '2026-01-01T00:00:00.000Z'));
    await renderInApp(<LiveReportsPage gameId="g-new" />);
    await expect.element(page.getByTestId('source-problem')).toHaveTextContent('The game is in its pregame: start turn 1 in the Turn screen');
    await expect.element(page.getByRole('button', { name: 'Export all packets…' })).toBeDisabled();
    expect(document.querySelector('[data-testid="packet-frame"]')).toBeNull();
  });

  it('offers the open turn as a dry-run preview beside the committed turns', async () => {
    await sitrepGame();
    await renderInApp(<LiveReportsPage gameId="g" />);
    await userEvent.click(page.getByTestId('report-turn'));
    await expect.element(page.getByRole('option', { name: 'Turn 13 (dry run preview)' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Turn 12', exact: true })).toBeVisible();
  });
});
