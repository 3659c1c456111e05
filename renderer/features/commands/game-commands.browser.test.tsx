import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { RULESET_SCREENS } from '../../app/rulesets';
import { renderInApp } from '../../test-support/render';
import { pendingCommand, runGameCommand, shortcutLabel, useCommandHandler } from './game-commands';

function Screen({ ready }: { ready: boolean }) {
  const [done, setDone] = useState<string[]>([]);
  useCommandHandler('g', 'x.do', (arg) => setDone((d) => [...d, arg ?? 'none']), ready);
  return <div data-testid="done">{done.join(',')}</div>;
}

describe('commands of a game’s screens', () => {
  it('runs at once on its screen; from elsewhere it opens the screen and runs when the screen is ready', async () => {
    const first = await renderInApp(<Screen ready />);
    runGameCommand('g', { id: 'x.do' }, () => {
      throw new Error('the screen is open: nothing to open');
    }, 'a');
    await expect.element(page.getByTestId('done')).toHaveTextContent('a');
    await first.unmount();

    let opened = 0;
    runGameCommand('g', { id: 'x.do' }, () => opened++, 'b');
    expect(opened).toBe(1);
    expect(pendingCommand()).toEqual({ gameId: 'g', id: 'x.do', arg: 'b' });
    const second = await renderInApp(<Screen ready={false} />);
    await expect.element(page.getByTestId('done')).toHaveTextContent('');
    await second.unmount();
    await renderInApp(<Screen ready />);
    await expect.element(page.getByTestId('done')).toHaveTextContent('b');
    expect(pendingCommand()).toBeNull();
  });

  it('writes shortcuts as the GM reads them', () => {
    expect(shortcutLabel('mod+Enter')).toBe('Ctrl+Enter');
    expect(shortcutLabel('alt+b')).toBe('Alt+B');
  });

  it("every ruleset's commands go to one of its own screens, with shortcuts that do not clash", () => {
    for (const r of RULESET_SCREENS) {
      const screens = new Set(r.screens.map((sc) => sc.id));
      for (const c of r.commands ?? []) expect(screens, `${r.rules.id}: ${c.id} → ${c.screen}`).toContain(c.screen);
      // A screen that binds the same key for its own act is named, and exists.
      for (const c of r.commands ?? []) for (const on of c.boundOn ?? []) expect(screens, `${r.rules.id}: ${c.id} bound on ${on}`).toContain(on);
      const keys = (r.commands ?? []).flatMap((c) => (c.shortcut ? [c.shortcut.toLowerCase()] : []));
      expect(new Set(keys).size, r.rules.id).toBe(keys.length);
    }
  });
});
