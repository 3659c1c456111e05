import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AppSession, freshAppForEachTest, waitSaved } from '../harness';

const app = freshAppForEachTest();

// The rulebook's Hornet, as Harry Hun wrote it, with a line a GM could not read.
const HORNET = `"Hornet" Class FG TP Cost = 2 (TA=12)
COMPONENT SIZE COST
IE 4 - 17
JD 3 - 14
2 SI 9 2 18
10 AR 1 10 10
4 FP 4 16 16 (FA120,FD4)
SN 10 1 2
FC 2 1 6
SOMETHING IS MISSING HERE
-- --
30 78`;

async function openVorn(session: AppSession): Promise<void> {
  const { page } = session;
  await page.getByRole('link', { name: 'Empires' }).click();
  await page.getByTestId('empire-list').waitFor();
  await page.getByRole('link', { name: 'Hegemony of Vorn' }).click();
  await page.getByTestId('tech-table').waitFor();
}

describe('Empires: technology, designs, pregame', () => {
  it('enters technology and a pasted design, keeps them across a reload and exports them', async () => {
    let page = app.page;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openVorn(app);

    // The sample position: Balanced technology, 207 TP, 366 MCr left.
    await expect.poll(() => page.getByTestId('tech-total').innerText()).toBe('207 TP = 2070 MCr');
    await expect.poll(() => page.getByTestId('budget-left').innerText()).toBe('366 MCr');

    // BL15 → BL20: 47 → 64 TP.
    await page.getByTestId('tech-level-BL').fill('20');
    await expect.poll(() => page.getByTestId('tech-tp-BL').innerText()).toBe('64');
    await expect.poll(() => page.getByTestId('tech-total').innerText()).toBe('224 TP = 2240 MCr');
    await expect.poll(() => page.getByTestId('budget-left').innerText()).toBe('196 MCr');
    // A level that cannot be bought is shown, not hidden.
    await page.getByTestId('tech-level-EW').fill('0');
    await expect.poll(() => page.getByTestId('tech-tp-EW').innerText()).toBe('illegal');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('tech-level-EW').inputValue()).toBe('1');

    // Paste the Hornet: the preview computes it and names every broken rule and the unreadable line.
    await page.getByRole('tab', { name: /Designs/ }).click();
    await page.getByTestId('open-paste-design').click();
    await page.getByTestId('paste-design-text').fill(HORNET);
    const preview = page.getByTestId('paste-preview');
    await expect.poll(() => preview.innerText()).toContain('Hornet: SSZ 30, FG, cost 83 MCr, design TP 2, TA 12');
    const text = await preview.innerText();
    expect(text).toContain('line 10: cannot read this line');
    expect(text).toContain("line 3: IE4 exceeds the empire's IE2 (NOVA 3.5 tech limits)");
    expect(text).toContain('cost written 78, the components add up to 83 MCr');
    await page.getByTestId('paste-design-add').click();
    await expect.poll(() => page.getByTestId('design-cost').innerText()).toBe('83');
    await expect.poll(() => page.getByTestId('design-ta').innerText()).toBe('12 (IA 2)');
    await expect.poll(() => page.getByTestId('design-problems').innerText()).toContain('FP needs FA and FD technology');

    // Buy two of them: the budget follows and over-spending would show.
    await page.getByRole('tab', { name: 'Pregame' }).click();
    await page.getByTestId('buy-ship-Hornet').fill('2');
    await expect.poll(() => page.getByTestId('budget-left').innerText()).toBe(`${196 - 2 * 83 - 20} MCr`);
    await expect.poll(() => page.getByTestId('pregame-problems').innerText()).toContain('NOVA 3.5 tech limits');
    await waitSaved(page);

    // Reload: everything is still there.
    await app.restart();
    page = app.page;
    await page.getByRole('link', { name: /Sample/ }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openVorn(app);
    await expect.poll(() => page.getByTestId('tech-total').innerText()).toBe('224 TP = 2240 MCr');
    await page.getByRole('tab', { name: /Designs/ }).click();
    await expect.poll(() => page.getByTestId('design-list-item').allInnerTexts()).toContainEqual(expect.stringContaining('Hornet'));

    // The print sheet writes it in the rulebook's standard format.
    await page.getByRole('tab', { name: 'Print sheet' }).click();
    await expect.poll(() => page.getByTestId('design-print-sheet').innerText()).toContain('"Hornet" (30 FG) 2 83 (TA=12) FA120, FD4');

    // Export the archive: the design, its components and the text as pasted are in it.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export archive…' }).click();
    const file = await download;
    const path = join(app.profileDir, file.suggestedFilename());
    await file.saveAs(path);
    const archive = JSON.parse(readFileSync(path, 'utf8')) as { designs: { name: string; nova: { components: unknown[]; text: string } }[]; empires: { id: string; nova?: { tech: Record<string, number> } }[] };
    const hornet = archive.designs.find((d) => d.name === 'Hornet');
    expect(hornet?.nova.components).toHaveLength(7);
    expect(hornet?.nova.text).toContain('SOMETHING IS MISSING HERE');
    expect(archive.empires.find((e) => e.id === 'vorn')?.nova?.tech.BL).toBe(20);
  });

  it('reads a design sheet from a text file the player sent', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Open sample game' }).first().click();
    await page.getByTestId('game-name').waitFor();
    await openVorn(app);
    await page.getByRole('tab', { name: /Designs/ }).click();
    await page.getByTestId('open-paste-design').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open a text file…' }).click();
    await (await chooser).setFiles(join(process.cwd(), 'test/fixtures/nova/hornet.txt'));
    await expect.poll(() => page.getByTestId('paste-preview').innerText()).toContain('Hornet: SSZ 30, FG, cost 83 MCr, design TP 2, TA 12');
  });
});
