import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyGameRecords } from '../../../../../shared/format/archive';
import { addBattle, getBattle } from '../../db/battles';
import { getDb } from '../../../../db/database';
import { insertGame } from '../../../../db/games';
import { renderInApp } from '../../../../test-support/render';
import { replayBattle } from '../../../../../shared/rulesets/nova/combat/battle-record';
import { BattlePage } from '../BattlePage';
import { twoShipBattleFile } from '../../../../../shared/rulesets/nova/combat/fixtures/two-ship';

const title = () => page.getByTestId('decision-title');

describe('deciding a battle by hand in the Battle screen', () => {
  it('plots thrust, changes a fire allocation, lets the tactics decide, jumps out, and undoes with Ctrl+Z', async () => {
    const db = getDb();
    const gameId = `decisions-browser-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Decisions', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const added = await addBattle(db, gameId, twoShipBattleFile(), { name: 'Duel', seed: 'duel-seed' });
    const game = (await db.games.get(gameId))!;
    await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);

    await page.getByText('I decide').click();
    await expect.element(title()).toHaveTextContent('Plot thrust (D)');
    await expect.element(page.getByTestId('battle-state')).toHaveTextContent('waiting');
    // The form starts with the tactics' plot: Huron 2 in D2 (IE 2 of 2).
    await expect.element(page.getByLabelText('Huron D2')).toHaveValue('2');
    // Too many points: the reason shows beside the ship and Decide is refused.
    await userEvent.fill(page.getByLabelText('Huron D1'), '1');
    await expect.element(page.getByTestId('field-problem').first()).toHaveTextContent('Huron: 3 thrust points plotted, the working IE gives 2');
    await expect.element(page.getByRole('button', { name: 'Decide', exact: true })).toBeDisabled();
    await userEvent.fill(page.getByLabelText('Huron D1'), '0');
    await page.getByRole('button', { name: 'Decide', exact: true }).click();

    // Fire: the tactics would fire Huron's BL20 at Lewis; the GM holds it.
    await expect.element(title()).toHaveTextContent(/Allocate fire/);
    await expect.element(page.getByTestId('fire-odds').nth(1)).toHaveTextContent('hits on d100 ≤ 76%');
    await page.getByLabelText('Target of Huron BL#1').first().click();
    await page.getByRole('option', { name: 'Hold fire' }).click();
    await page.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect.element(title()).toHaveTextContent('Plot thrust (D)');
    await expect.element(page.getByTestId('decisions-made')).toHaveTextContent('Decided so far: R1 thrust · R1 fire');

    // The tactics answer the rest up to Huron's jump drive (LT3: complete at the end of round 3).
    for (let i = 0; i < 6; i++) {
      const text = title().element().textContent ?? '';
      if (text.startsWith('Jump-outs')) break;
      await page.getByRole('button', { name: 'Let the tactics decide this one' }).click();
      await expect.poll(() => (getBattle(db, gameId, added.id) as Promise<{ steps: unknown[] } | null>).then((r) => r?.steps.length)).toBe(4 + i);
      await expect.poll(() => title().element().textContent).not.toBe(text);
    }
    await expect.element(title()).toHaveTextContent('Jump-outs (L)');
    await expect.element(page.getByTestId('jump-row')).toHaveTextContent('LT3 · cycling from round 1, complete at the end of round 3');
    await page.getByText('Jump', { exact: true }).click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('battle-state')).toHaveTextContent('resolved');

    const record = await getBattle(db, gameId, added.id);
    const replay = replayBattle(record!);
    if ('problems' in replay) throw new Error(replay.problems.join());
    expect(replay.log.filter((e) => e.type === 'attack' && e.round === 1).map((e) => e.shipId)).toEqual(['lewis']);
    expect(replay.battle.ships.find((s) => s.id === 'huron')?.status).toBe('jumped');

    await page.getByRole('tab', { name: 'Battle log' }).click();
    await expect.element(page.getByTestId('battle-log')).toHaveTextContent(/the GM decides fire/);
    await expect.element(page.getByTestId('battle-log')).toHaveTextContent(/Huron jumps out \(LT3 cycle from round 1 complete\)/);

    // Ctrl+Z takes the jump back: the battle waits for it again.
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect.element(title()).toHaveTextContent('Jump-outs (L)');
    await expect.element(page.getByTestId('battle-state')).toHaveTextContent('waiting');
  });

  // NOVA: LOSS OF DETECTION DURING COMBAT — the side that detects the other chooses "the direction (1-6) from the enemy to themselves".
  it('a loss of detection: both stay, the first side names the direction from the enemy to it, and the enemy is set up the opposite way', async () => {
    const db = getDb();
    const gameId = `lod-browser-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Loss of detection', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const file = twoShipBattleFile() as { ships: { placement: unknown }[] };
    file.ships[1]!.placement = { at: { q: 19, r: 0 } };
    // Round 1: the Huron thrusts 2 away (D5): 21 hexes apart, beyond both detection ranges (20).
    const added = await addBattle(db, gameId, file, { name: 'Apart', seed: 'apart', decisions: { '1': { thrust: { huron: [0, 0, 0, 0, 2, 0], lewis: [0, 0, 0, 0, 0, 0] } } } as never });
    const game = (await db.games.get(gameId))!;
    await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    await page.getByText('I decide').click();
    await expect.element(title()).toHaveTextContent(/Loss of detection/);
    await page.getByTestId('lod-form').getByPlaceholder('meeting: default direction').first().click(); // MINKY's, the first side
    await page.getByRole('option', { name: 'meeting: D1 from the enemy to it' }).click();
    await page.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect.element(title()).not.toHaveTextContent(/Loss of detection/);
    const replay = replayBattle((await getBattle(db, gameId, added.id))!);
    if ('problems' in replay) throw new Error(replay.problems.join());
    expect(replay.battle.ships.map((s) => s.pos)).toEqual([{ q: 0, r: 0 }, { q: -20, r: 20 }]);
  });
});
