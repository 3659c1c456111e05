// NOVA: HOSTILE ACTIONS, SPACE COMBAT SEQUENCE OF PLAY: the rule that made a battle, on the Turn screen.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { EventNames } from '../../../../shared/rulesets/nova/turn/describe';
import type { QueuedBattle } from '../../../../shared/rulesets/nova/turn/types';
import { renderInApp } from '../../../test-support/render';
import { BattleCauses } from './BattleCauses';

const names = { empire: (id: string) => ({ aroma: 'Aroma', muddy: 'Muddy' })[id] ?? id, system: (id: string) => id.toUpperCase() } as unknown as EventNames;

describe('why a battle is a battle, in Chromium', () => {
  it('names each hostile pair, the rule in the book\'s words and the contact table, then the sequence of play', async () => {
    const battle: QueuedBattle = {
      id: 'b.3.c',
      kind: 'space',
      systemId: 'c',
      empireIds: ['aroma', 'muddy'],
      unitIds: ['s1', 'f1'],
      causes: [{ empireIds: ['aroma', 'muddy'], code: 6, orders: ['T', 'G'], action: 'activity-refused', explanation: 'T vs G = 6: Aroma has activity orders (X): hostilities' }],
    };
    await renderInApp(<BattleCauses battle={battle} names={names} />);
    const box = page.getByTestId('battle-causes');
    await expect.element(box).toHaveTextContent('Aroma (T) and Muddy (G): HOSTILE ACTIONS: Activity orders (even D and A) are not hostile actions unless the ships assigned those orders refuse to obey an order to stop.');
    await expect.element(box).toHaveTextContent('Contact table: T vs G = 6');
    await expect.element(box).toHaveTextContent('Sequence of play: A Set up all ships in the system · B All incoming ships are randomly scattered');
  });

  it('shows nothing for a battle with no recorded cause (a surface battle, a turn run before causes were kept)', async () => {
    await renderInApp(
      <div data-testid="host">
        <BattleCauses battle={{ id: 's.3.c', kind: 'surface', systemId: 'c', empireIds: ['aroma', 'muddy'], unitIds: [] }} names={names} />
      </div>,
    );
    await expect.element(page.getByTestId('host')).toBeInTheDocument();
    expect(page.getByTestId('battle-causes').elements()).toHaveLength(0);
  });
});
