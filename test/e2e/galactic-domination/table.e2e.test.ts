/**
 * Galactic Domination at the table (live mode): the sample opened from the library, the turn played on the
 * Table screen with the players' own dice typed in, a fleet moved through three segments (settled by the
 * table under the GM's override of the move-or-wait offers, with a note), an Encounter Card
 * drawn (a Neutral World), its battle resolved with the owner allocating his hits (LEVEL offered), VP
 * awarded and cashed on the banker's ledger, the turn committed; reloaded, all of it is still there. And the
 * move-or-wait offers of §11.5.1 played through a segment: a move, waits by H and by the button, a lost
 * move, an undo, the segment resolved once every fleet has chosen and its offers on the log after a reload.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.GD_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `table-${name}.png`) });
}

/** expect.poll with room for a loaded machine (a write, then the turn run again from its start). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

const stage = (page: Page) => page.getByTestId('gd-table').getAttribute('data-stage');

/** Waits until the desk has settled after an act: saved, and the desk shown again. */
async function settle(page: Page): Promise<void> {
  await waitSaved(page);
  await page.locator('[data-testid="desk-step"]').waitFor();
}

/** The desk's next step (Ctrl+Enter or its button), waiting until the desk has moved to the next stop point. */
async function step(page: Page, how: 'button' | 'keys' = 'button'): Promise<void> {
  const until = await page.getByTestId('gd-table').getAttribute('data-until');
  if (how === 'keys') await page.keyboard.press('Control+Enter');
  else await page.getByTestId('desk-step').click();
  await expect.poll(() => page.getByTestId('gd-table').getAttribute('data-until')).not.toBe(until);
  await settle(page);
}

/**
 * Answers what the live run waits for, as the players at the table would: the first Encounter Card rolls a
 * 4 (a Neutral World on the card on top of the deck), any later one a 1 (no encounter); the garrison a 3
 * and the fight-or-not a 1 (must fight); the battles' fire typed as hits (the Subanid fleet 10, the others
 * 1); every other die a 2; hand allocations as LEVEL offers them; other choices their default.
 */
async function answerAll(page: Page, state: { encounters: number }): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await stage(page)) !== 'pending') return;
    const forcedBefore = await page.getByTestId('gd-table').getAttribute('data-answers');
    if ((await page.getByTestId('dice-entry').count()) > 0) {
      const inputs = page.getByTestId('dice-input');
      const n = await inputs.count();
      for (let k = 0; k < n; k++) {
        const input = inputs.nth(k);
        const group = (await input.getAttribute('data-group')) ?? '';
        const count = Number(await input.getAttribute('data-count'));
        const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).innerText()).toLowerCase();
        if (/\.B\d+\.R\d+\./.test(group)) {
          await page.getByTestId('dice-entry').locator('.mantine-Switch-root').nth(k).click();
          await input.fill(group.endsWith('.subanid') ? '10' : '1');
        } else if (label.includes('encounter card')) {
          await input.fill(state.encounters++ === 0 ? '4' : '1');
        } else if (label.includes('garrison')) {
          await input.fill(count === 2 ? '3 1' : '3');
        } else {
          await input.fill(Array.from({ length: count }, () => '2').join(' '));
        }
      }
      await page.getByTestId('dice-save').click();
    } else if ((await page.getByTestId('allocation').count()) > 0) {
      await expect.poll(() => page.getByTestId('allocation-save').isEnabled()).toBe(true);
      await page.getByTestId('allocation-save').click();
    } else {
      await page.getByTestId('pending-decision').first().locator('button[data-default="true"]').click();
    }
    // The run goes on past what it asked (or asks the same again, refused: then the test fails on the loop).
    await expect.poll(async () => (await stage(page)) !== 'pending' || (await page.getByTestId('gd-table').getAttribute('data-answers')) !== forcedBefore).toBe(true);
    await settle(page);
  }
  throw new Error('the turn keeps asking');
}

/** The westernmost of the places offered (a hex new to the Subanid). */
async function westmost(buttons: ReturnType<Page['locator']>): Promise<string> {
  await buttons.first().waitFor();
  const cells = await buttons.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-cell') ?? ''));
  return [...cells].sort()[0] as string;
}

const onOffer = (page: Page) => page.getByTestId('gd-table').getAttribute('data-offer');

/** Waits until the fleet on offer is `fleet` (GD §11.5.1: the desk says whose offer it is). */
async function offered(page: Page, fleet: string): Promise<void> {
  await poll(() => onOffer(page)).toBe(fleet);
  await poll(() => page.getByTestId('offer-panel').getAttribute('data-on-offer')).toBe(fleet);
}

/** An answer to an offer, waiting for the desk to go on to the next offer. */
async function answered(page: Page, act: () => Promise<void>): Promise<void> {
  const where = async () => `${await page.getByTestId('offer-panel').getAttribute('data-state')}:${await onOffer(page)}`;
  const before = await where();
  const moves = await page.getByTestId('gd-table').getAttribute('data-sheets');
  await act();
  // The offer goes on (or, for a wait lost, the sheet gets its H; an undo brings an offer back).
  await poll(async () => (await where()) !== before || (await page.getByTestId('gd-table').getAttribute('data-sheets')) !== moves).toBe(true);
  await settle(page);
}

/**
 * Segment 1 by the move-or-wait offers (GD §11.5.1): three speed-3 fleets, offered fastest first then in
 * play order (Subanid F1, Subanid F3, Gromar F2). The Subanid F1 moves west; the Subanid F3 waits (H);
 * the Gromar F2, last of the round, waits and so loses its move; undone (Ctrl+Z) and waited again by the
 * button; the Subanid F3, now the slowest still waiting, waits again and loses its move. Then the segment
 * may be resolved, the moves simultaneous.
 */
async function playOffers(page: Page): Promise<string> {
  await offered(page, 'subanid-F1');
  await poll(() => page.getByTestId('offer-current').innerText()).toMatch(/Move \(click a green hex\) \/ Wait \(\s*H\s*\)/);
  await poll(() => page.getByTestId('offer-queue').innerText()).toContain('F3');
  expect(await page.getByTestId('desk-step').isDisabled()).toBe(true);
  await shot(page, '1b-offer');
  const cell = await westmost(page.getByTestId('offer-move'));
  await answered(page, () => page.locator(`[data-testid="offer-move"][data-cell="${cell}"]`).click());
  await poll(() => page.locator('[data-testid="mover"][data-fleet="subanid-F1"] [data-testid="mover-cell"]').innerText()).toBe(cell);
  await offered(page, 'subanid-F3');
  await answered(page, () => page.keyboard.press('h'));
  await offered(page, 'gromar-F2');
  await poll(() => page.getByTestId('offer-wait').innerText()).toBe('Wait: loses its move');
  await answered(page, () => page.getByTestId('offer-wait').click());
  await poll(() => page.getByTestId('offer-lost').innerText()).toContain('F2');
  await poll(() => page.locator('[data-testid="mover"][data-fleet="gromar-F2"] [data-testid="mover-status"]').innerText()).toBe('lost its move');
  // Undo the last choice: the Gromar F2 has the offer again, its move not lost.
  await answered(page, () => page.keyboard.press('Control+z'));
  await offered(page, 'gromar-F2');
  expect(await page.getByTestId('offer-lost').count()).toBe(0);
  await answered(page, () => page.getByTestId('offer-wait').click());
  await offered(page, 'subanid-F3');
  await poll(() => page.getByTestId('offer-final').count()).toBe(1);
  await answered(page, () => page.keyboard.press('h'));
  await poll(() => onOffer(page)).toBe('complete');
  await poll(() => page.getByTestId('offer-lost').innerText()).toMatch(/F2.*F3|F3.*F2/);
  await poll(() => page.locator('[data-testid="mover"][data-fleet="subanid-F3"] [data-testid="mover-cell"]').innerText()).toBe('H');
  await poll(() => page.getByTestId('desk-step').isEnabled()).toBe(true);
  return cell;
}

/** The GM sets the segment's offers aside (a note kept), and the referee enters the move the table settled on. */
async function overrideAndMove(page: Page, segment: number): Promise<string> {
  await poll(() => onOffer(page)).toBe('subanid-F1');
  await page.getByTestId('offer-override').click();
  await page.getByTestId('override-note').fill(`the table moved segment ${segment} together`);
  await page.getByTestId('override-save').click();
  await poll(() => onOffer(page)).toBe('override');
  await settle(page);
  return moveSubanid(page);
}

async function moveSubanid(page: Page): Promise<string> {
  await page.locator('[data-testid="mover"][data-fleet="subanid-F1"]').click();
  // Away from home: the target farthest west the fleet can reach (a hex new to the Subanid).
  const cell = await westmost(page.getByTestId('move-targets').locator('button'));
  await page.getByTestId('move-targets').locator(`button[data-cell="${cell}"]`).click();
  await settle(page);
  await expect.poll(() => page.locator('[data-testid="mover"][data-fleet="subanid-F1"] [data-testid="mover-cell"]').innerText()).toBe(cell);
  return cell;
}

describe('Galactic Domination at the table', () => {
  it('moves a fleet through three segments, draws an encounter, fights it with typed dice and hand allocation, awards VP and commits', async () => {
    let page = app.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Open Galactic Domination sample' }).click();
    await page.getByTestId('gd-dashboard').waitFor();
    await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: 'Table', exact: true }).click();
    await page.getByTestId('gd-table').waitFor();
    const vpBefore = Number(await page.locator('[data-testid="ledger-row"][data-player="subanid"] [data-testid="ledger-vp"]').innerText());
    expect(vpBefore).toBe(8);

    // The table rolls its own dice in the segments; the Subanid player allocates his hits himself.
    await page.getByTestId('desk-dice').click();
    await page.getByRole('option', { name: 'The players roll everything in the segments' }).click();
    await settle(page);
    await page.getByTestId('desk-manual').click();
    await page.getByRole('option', { name: 'Subanid Federation' }).click();
    await page.keyboard.press('Escape');
    await settle(page);

    // Phases A–F (Ctrl+Enter is the desk's next step).
    await step(page, 'keys');
    await expect.poll(() => stage(page)).toBe('segment');
    await shot(page, '1-started');

    const state = { encounters: 0 };
    const path: string[] = [];
    for (const segment of [1, 2, 3]) {
      path.push(await overrideAndMove(page, segment));
      await step(page);
      if (segment === 1) await shot(page, '2-segment-1-asks');
      await answerAll(page, state);
      await expect.poll(() => stage(page)).toBe(segment === 3 ? 'finish' : 'segment');
      if (segment === 1) await shot(page, '3-segment-1-done');
    }
    expect(path).toHaveLength(3);

    const log = page.getByTestId('run-log');
    // The GM's notes of the segments are on the log.
    await expect.poll(() => log.getByText('Segment 2: the table settled its moves without the move-or-wait offers (GM: the table moved segment 2 together)').count()).toBe(1);
    await expect.poll(() => log.getByText(/SUBANID 1ST FLEET SPEED 3 enters \d{4}: Encounter Card, 1D6 = 4: Neutral World/).count()).toBe(1);
    await expect.poll(() => log.locator('[data-kind="battle"]').count()).toBeGreaterThan(0);
    await expect.poll(() => log.getByText(/VP chits? for the (orbital|space|ground) battle/).count()).toBeGreaterThan(0);
    const chits = await page.locator('[data-testid="ledger-row"][data-player="subanid"] [data-testid="ledger-vp"]').innerText();
    expect(chits).toMatch(/^8\s*\+\d+$/);

    // What the Subanid player buys, said at the table before phases I–J.
    const sheets = await page.getByTestId('gd-table').getAttribute('data-sheets');
    const buy = page.locator('[data-testid="purchases-input"][data-player="subanid"]');
    await buy.fill('BUY TC\nBUILD 1 DD AT Merndal');
    await page.getByTestId('table-title').click();
    await expect.poll(() => page.getByTestId('gd-table').getAttribute('data-sheets')).not.toBe(sheets);
    await settle(page);
    await expect.poll(() => page.locator('[data-testid="purchases-input"][data-player="subanid"]').inputValue()).toBe('BUY TC\nBUILD 1 DD AT Merndal');

    // Phases H–L: income paid, purchases and construction paid, VP cashed on the track.
    await step(page);
    await answerAll(page, state);
    await expect.poll(() => stage(page)).toBe('done');
    await expect.poll(() => log.getByText('Construction: 1 DD at Merndal', { exact: false }).count()).toBe(1);
    const vpAfter = Number(await page.locator('[data-testid="ledger-row"][data-player="subanid"] [data-testid="ledger-vp"]').innerText());
    expect(vpAfter).toBeGreaterThan(vpBefore);
    await shot(page, '4-turn-played');

    // Commit; reload; turn 4 open, the turn's dice on record as typed.
    await page.getByTestId('desk-step').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Commit turn 3' }).click();
    await page.getByTestId('table-title').filter({ hasText: 'Turn 4 of 10' }).waitFor();
    await waitSaved(page);
    await app.restart();
    page = app.page;
    await page.getByRole('link', { name: 'Galactic Domination sample' }).first().click();
    await page.getByTestId('gd-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('stat-turn').innerText()).toContain('4 of 10');
    expect(Number(await page.locator('[data-testid="ledger-row"][data-player="subanid"] [data-testid="ledger-vp"]').innerText())).toBe(vpAfter);
    await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: 'Dice log', exact: true }).click();
    await page.getByTestId('dice-table').waitFor();
    await page.getByLabel('Turn', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Turn 3' }).click();
    await expect.poll(() => page.getByTestId('dice-row').count()).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('dice-row').filter({ hasText: 'forced' }).count()).toBeGreaterThan(10);
  });

  it('plays the move-or-wait offers of a segment (§11.5.1): whose offer it is, H to wait, a lost move, undo; resolved once all have chosen, kept on reload', async () => {
    let page = app.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Open Galactic Domination sample' }).click();
    await page.getByTestId('gd-dashboard').waitFor();
    await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: 'Table', exact: true }).click();
    await page.getByTestId('gd-table').waitFor();
    await step(page, 'keys');
    await poll(() => stage(page)).toBe('segment');
    const cell = await playOffers(page);
    await step(page, 'keys');
    const log = page.getByTestId('run-log');
    await poll(() => log.getByText(`Segment 1 offers, fastest first: SUBANID 1ST FLEET SPEED 3 moves to ${cell}`, { exact: false }).count()).toBe(1);
    await poll(() => log.getByText('GROMAR 2ND FLEET SPEED 3 waits and loses its move', { exact: false }).count()).toBe(1);
    // Segment 2's offers start afresh; the answers of segment 1 are kept through a reload.
    await answerAll(page, { encounters: 1 });
    await poll(() => stage(page)).toBe('segment');
    await poll(() => onOffer(page)).toBe('subanid-F1');
    await waitSaved(page);
    await app.restart();
    page = app.page;
    await page.getByRole('link', { name: 'Galactic Domination sample' }).first().click();
    await page.getByTestId('gd-dashboard').waitFor();
    await page.getByRole('navigation', { name: 'Game screens' }).getByRole('link', { name: 'Table', exact: true }).click();
    await page.getByTestId('gd-table').waitFor();
    await poll(() => onOffer(page)).toBe('subanid-F1');
    await poll(() => page.getByTestId('run-log').getByText('GROMAR 2ND FLEET SPEED 3 waits and loses its move', { exact: false }).count()).toBe(1);
  });

  it('sets up a new game at the table from the New game dialog: races by name, a name that names no empire refused in place, every screen opening', async () => {
    const page = app.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel(/^Name/).fill('Friday at the club');
    await dialog.getByLabel('Ruleset').click();
    await page.getByRole('option', { name: 'Galactic Domination' }).click();
    await dialog.getByLabel('Number of players').fill('3');
    await dialog.getByLabel('How it is played').click();
    await page.getByRole('option', { name: 'At the table (Warpdesk as banker and referee)' }).click();
    await dialog.getByLabel('Player 1 name').fill("Ann's Terrans");
    await dialog.getByLabel('Player 2 name').fill('Bob');
    await dialog.getByLabel('Player 3 name').fill('The Gromarli');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await dialog.getByText("Player 2's name names no empire").waitFor();
    await dialog.getByLabel('Player 2 name').fill('Subanid Federation');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await page.getByTestId('gd-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('gd-play').innerText()).toMatch(/at the table/i);
    await expect.poll(() => page.getByTestId('ledger-row').count()).toBe(3);
    await shot(page, '0-new-game');
    const nav = page.getByRole('navigation', { name: 'Game screens' });
    for (const link of await nav.getByRole('link').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await page.waitForURL((url) => url.hash === href);
      await expect.poll(() => page.locator('main').innerText()).not.toBe('');
      expect(await page.getByText('Something went wrong in Warpdesk').count(), href).toBe(0);
    }
    // Turn 1 at the table: the Exploration Fleets appear at the capitals in phase F.
    await nav.getByRole('link', { name: 'Table', exact: true }).click();
    await page.getByTestId('gd-table').waitFor();
    await step(page);
    await expect.poll(() => stage(page)).toBe('segment');
    await expect.poll(() => page.getByTestId('mover').count()).toBeGreaterThanOrEqual(3);
  });
});
