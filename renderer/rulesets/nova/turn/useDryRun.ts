import { useCallback, useEffect, useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { runTurn, type TurnRun } from '../../../../shared/rulesets/nova/turn/run-turn';
import type { TurnData } from './useTurnData';

export interface DryRunState {
  /** The last dry run, with the inputs it was made from (commit checks them again). */
  run: TurnRun | null;
  data: TurnData | null;
  running: boolean;
  error: string | null;
  /** Milliseconds the last run took. */
  ms: number | null;
  /** Asks for a dry run; once asked, every change of the inputs (orders, rulings, map) runs it again. */
  start(): void;
}

/** Turns (`gameId/turn`) the GM has run in this session: coming back to the screen (after fixing an order, say) runs them again at once. */
const ranThisSession = new Set<string>();

/** The dry run of the game's turn, re-run as its inputs change once the GM has asked for it. */
export function useDryRun(game: Game, data: TurnData | undefined): DryRunState {
  const key = `${game.id}/${game.turn}`;
  // 0: no dry run asked for yet; each press of "Dry run" counts up, so pressing again runs again.
  const [requested, setRequested] = useState(() => (ranThisSession.has(key) ? 1 : 0));
  const settingsKey = JSON.stringify(game.settings);
  const [state, setState] = useState<Omit<DryRunState, 'start'>>({ run: null, data: null, running: false, error: null, ms: null });

  useEffect(() => {
    if (requested === 0 || !data) return;
    setState((s) => ({ ...s, running: true }));
    // Let the loader paint before the (synchronous) run.
    const timer = setTimeout(() => {
      const t0 = performance.now();
      try {
        const settings = JSON.parse(settingsKey) as Record<string, unknown>;
        const run = runTurn({ world: data.world, orders: data.orders, decisions: data.decisions, seed: game.seed, settings });
        setState({ run, data, running: false, error: null, ms: Math.round(performance.now() - t0) });
      } catch (error) {
        setState({ run: null, data, running: false, error: error instanceof Error ? error.message : String(error), ms: null });
      }
    }, 10);
    return () => clearTimeout(timer);
  }, [requested, data, game.seed, settingsKey]);

  const start = useCallback(() => {
    ranThisSession.add(key);
    setRequested((n) => n + 1);
  }, [key]);
  return { ...state, start };
}
