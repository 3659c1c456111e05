import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getDb } from '../../db/database';
import { renderInApp } from '../../test-support/render';
import { NewGameModal } from './NewGameModal';

describe('NewGameModal in Chromium', () => {
  it('creates a game with its empires in IndexedDB and hands back its id', async () => {
    const onCreated = vi.fn();
    await renderInApp(<NewGameModal opened onClose={() => undefined} onCreated={onCreated} />);
    await userEvent.fill(page.getByLabelText(/^Name/), 'Browser Game');
    await userEvent.fill(page.getByLabelText('Number of empires'), '3');
    await userEvent.fill(page.getByLabelText('Empire 2 name'), 'Syndicate');
    await userEvent.click(page.getByRole('button', { name: 'Create game' }));
    await expect.poll(() => onCreated.mock.calls.length).toBe(1);
    const id = onCreated.mock.calls[0]?.[0] as string;
    expect((await getDb().games.get(id))?.name).toBe('Browser Game');
    const empires = await getDb().empires.where('gameId').equals(id).sortBy('position');
    expect(empires.map((e) => e.name)).toEqual(['Empire 1', 'Syndicate', 'Empire 3']);
  });

  it('shows each problem beside its field and writes nothing', async () => {
    const onCreated = vi.fn();
    await renderInApp(<NewGameModal opened onClose={() => undefined} onCreated={onCreated} />);
    await userEvent.fill(page.getByLabelText('Empire 3 name'), '  ');
    await userEvent.click(page.getByRole('button', { name: 'Create game' }));
    await expect.element(page.getByText("The game's name must not be empty")).toBeVisible();
    await expect.element(page.getByText('Empire 3 needs a name')).toBeVisible();
    expect(onCreated).not.toHaveBeenCalled();
    expect(await getDb().games.count()).toBe(0);
  });
});
