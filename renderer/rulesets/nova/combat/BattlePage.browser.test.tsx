import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import sampleText from '../../../../resources/samples/nova-battle-sample.json?raw';
import { emptyGameRecords } from '../../../../shared/format/archive';
import { hexToPixel, rectangleOrigin } from '../../../../shared/hex/pixels';
import { addBattle, getBattle, stepBattle } from '../db/battles';
import { getDb } from '../../../db/database';
import { insertGame } from '../../../db/games';
import { renderInApp } from '../../../test-support/render';
import { replayBattle } from '../../../../shared/rulesets/nova/combat/battle-record';
import { twoShipBattleFile } from '../../../../shared/rulesets/nova/combat/fixtures/two-ship';
import { BattlePage } from './BattlePage';
import { boardFrame, SIDE_COLORS } from './board-view';

const SIZE = 24; // BattleBoard's hex size

function pixelAt(canvas: HTMLCanvasElement, p: { x: number; y: number }): [number, number, number] {
  const ratio = canvas.width / canvas.clientWidth;
  const d = canvas.getContext('2d')?.getImageData(Math.round(p.x * ratio), Math.round(p.y * ratio), 1, 1).data;
  return [d?.[0] ?? 0, d?.[1] ?? 0, d?.[2] ?? 0];
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('BattlePage in Chromium', () => {
  it('draws each ship of the rulebook battle in its side colour on its hex', async () => {
    const db = getDb();
    const gameId = `combat-browser-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Combat browser test', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const sample = JSON.parse(sampleText) as { decisions: never };
    const added = await addBattle(db, gameId, sample, { name: 'Rulebook example', seed: 'rulebook-space-example', decisions: sample.decisions });
    const stored = await stepBattle(db, gameId, added.id, { until: 2, forced: [] });
    const game = (await db.games.get(gameId))!;
    const { container } = await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    await expect.element(page.getByTestId('combat-board')).toBeVisible();
    await expect.element(page.getByTestId('battle-state')).toHaveTextContent('in progress');

    const replay = replayBattle(stored);
    if ('problems' in replay) throw new Error(replay.problems.join());
    const frame = boardFrame(replay.battle);
    const pieces = container.querySelectorAll('[data-testid="combat-board"] canvas')[1] as HTMLCanvasElement;
    // The board frames the battle: board pixels × scale + offset are the window's pixels.
    const board = container.querySelector('[data-testid="combat-board"]') as HTMLElement;
    await expect.poll(() => Number(board.dataset.scale)).toBeGreaterThan(0);
    const view = () => ({ scale: Number(board.dataset.scale), x: Number(board.dataset.vx), y: Number(board.dataset.vy) });
    const onBoard = replay.battle.ships.filter((s) => !s.incoming && !s.carriedBy);
    expect(onBoard.length).toBeGreaterThanOrEqual(2);
    for (const ship of onBoard) {
      const c = hexToPixel(frame.at(ship.pos), SIZE, rectangleOrigin(SIZE));
      const colour = rgb(SIDE_COLORS[replay.battle.input.sides.findIndex((s) => s.id === ship.side)] as string);
      // Below left of the centre: off the facing arrow and the label.
      await expect.poll(() => {
        const { scale, x, y } = view();
        return pixelAt(pieces, { x: (c.x - SIZE * 0.3) * scale + x, y: (c.y + SIZE * 0.35) * scale + y });
      }).toEqual(colour);
    }
    // The ship table lists all three ships after round 1.
    await expect.poll(() => container.querySelectorAll('[data-testid="ship-row"]').length).toBe(3);
  });

  // NOVA: CONTACT ORDERS, HOSTILITIES: the GM fighting by hand sees each ship's contact order and the tactic it implies.
  it("shows each ship's contact order and the tactic it gives, with the rule in the tooltip", async () => {
    const db = getDb();
    const gameId = `combat-tactic-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Combat tactic test', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const file = twoShipBattleFile() as { ships: Record<string, unknown>[] };
    (file.ships[0] as Record<string, unknown>).contact = { written: 'R', chain: ['R'] };
    (file.ships[1] as Record<string, unknown>).contact = { written: 'U', chain: ['U', 'H'] };
    const added = await addBattle(db, gameId, file, { name: 'Duel', seed: 'duel' });
    const game = (await db.games.get(gameId))!;
    await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    const cells = page.getByTestId('ship-tactic');
    await expect.element(cells.nth(0)).toHaveTextContent('R: runs, fires only when fired on, SN off');
    await expect.element(cells.nth(1)).toHaveTextContent('U → H: fights, uses SN');
    await expect.element(cells.nth(0)).toHaveAttribute('title', expect.stringContaining('Armed ships with Retreat orders will fire when fired on'));
  });

  it('undoes and redoes its steps with the same dice, and keeps the redo when the GM leaves the battle and comes back', async () => {
    const db = getDb();
    const gameId = `combat-undo-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Combat undo test', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const sample = JSON.parse(sampleText) as { decisions: never };
    const added = await addBattle(db, gameId, sample, { name: 'Rulebook example', seed: 'rulebook-space-example', decisions: sample.decisions });
    const game = (await db.games.get(gameId))!;
    const first = await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    await expect.element(page.getByTestId('battle-state')).toHaveTextContent('set up');
    await page.getByRole('button', { name: 'Resolve', exact: false }).first().click();
    await expect.element(page.getByTestId('battle-state')).not.toHaveTextContent('set up');
    const resolved = (await getBattle(db, gameId, added.id))?.steps;
    await page.getByTestId('battle-undo').click();
    await expect.poll(async () => (await getBattle(db, gameId, added.id))?.steps.length).toBe(0);
    await first.unmount();
    await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    await expect.element(page.getByTestId('battle-redo')).toBeEnabled();
    await page.getByTestId('battle-redo').click();
    await expect.poll(async () => (await getBattle(db, gameId, added.id))?.steps).toEqual(resolved);
  });

  it('frames the battle: every ship stays in the window as the fleets separate, round after round', async () => {
    const db = getDb();
    const gameId = `combat-frame-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Combat frame test', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const sample = JSON.parse(sampleText) as { decisions: never };
    const added = await addBattle(db, gameId, sample, { name: 'Rulebook example', seed: 'rulebook-space-example', decisions: sample.decisions });
    const game = (await db.games.get(gameId))!;
    const { container } = await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    const board = () => container.querySelector('[data-testid="combat-board"]') as HTMLElement;
    for (const round of [1, 2, 3, 4]) {
      await page.getByRole('button', { name: 'Next round' }).click();
      await expect.poll(async () => (await getBattle(db, gameId, added.id))?.steps.length).toBe(round);
      const stored = (await getBattle(db, gameId, added.id))!;
      const replay = replayBattle(stored);
      if ('problems' in replay) throw new Error(replay.problems.join());
      if (replay.state !== 'in progress') break;
      const frame = boardFrame(replay.battle);
      await expect.poll(() => board().dataset.follow).toBe('true');
      const { width, height } = board().getBoundingClientRect();
      for (const ship of replay.battle.ships.filter((s) => !s.incoming && !s.carriedBy)) {
        const c = hexToPixel(frame.at(ship.pos), SIZE, rectangleOrigin(SIZE));
        await expect.poll(() => {
          const scale = Number(board().dataset.scale);
          const x = c.x * scale + Number(board().dataset.vx);
          const y = c.y * scale + Number(board().dataset.vy);
          return x >= 0 && x <= width && y >= 0 && y <= height;
        }).toBe(true);
      }
    }
  });

  // NOVA: SENSORS — fired on, a side learns the firer's FC and weapons (lasers with their size): "The Huron reveals its BL20 and FC3".
  it('shows what each side learned by exchanging fire: PIGGY sees the Huron\'s FC 3 and BL20', async () => {
    const db = getDb();
    const gameId = `combat-fire-seen-${Date.now()}`;
    await insertGame(db, emptyGameRecords({ id: gameId, name: 'Combat fire seen', ruleset: 'nova', turn: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', seed: 'x', deadline: '', notes: '', settings: {} }));
    const sample = JSON.parse(sampleText) as { decisions: never };
    const added = await addBattle(db, gameId, sample, { name: 'Rulebook example', seed: 'rulebook-space-example', decisions: sample.decisions });
    await stepBattle(db, gameId, added.id, { until: 2, forced: [] });
    const game = (await db.games.get(gameId))!;
    await renderInApp(<BattlePage game={game} battleId={added.id} onBack={() => undefined} />);
    await page.getByRole('tab', { name: 'What each side saw' }).click();
    await page.getByTestId('side-view-pick').getByText('PIGGY', { exact: false }).click();
    await expect.element(page.getByTestId('side-view-announced')).toHaveTextContent('1 ship using sensors');
    await expect.element(page.getByTestId('side-view-fire-seen').first()).toHaveTextContent('FC 3; BL20 ×1');
    // NOVA: SENSOR PROBES — probed by the Huron, PIGGY knows its SN is at least the range of that probe ("SN is 9+").
    await expect.element(page.getByTestId('side-view-enemy').first()).toHaveTextContent(/SN ≥ \d+/);
  });
});
