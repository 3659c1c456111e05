/**
 * An odds preview's run in a Web Worker, for any ruleset's battle screen: Start opens a new worker
 * (cancelling the one before), the worker reports progress per batch and then its figures or why it
 * stopped; Cancel or leaving the screen ends it; figures of an earlier state of the battle are dropped.
 * The screen keeps its own `new Worker(new URL('./odds.worker.ts', import.meta.url))`, which the
 * bundler needs to see where the worker is built.
 */
import { useEffect, useRef, useState } from 'react';

/** What an odds worker posts: progress after each batch, then the figures (and their CPU time in ms) or an error. */
export type OddsRunMessage<O> = { type: 'progress'; done: number; total: number } | { type: 'done'; odds: O; ms: number } | { type: 'error'; message: string };

export interface OddsRun<O, Req> {
  progress: { done: number; total: number } | null;
  result: { odds: O; ms: number; runs: number } | null;
  error: string | null;
  start: (request: Req, runs: number) => void;
  stop: () => void;
}

/** `open` makes the worker; `battle` is what the figures are of (a new value drops them); `stopped` is said when the worker fails unannounced. */
export function useOddsRun<O, Req>(open: () => Worker, battle: unknown, stopped: string): OddsRun<O, Req> {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{ odds: O; ms: number; runs: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setProgress(null);
  };
  useEffect(() => stop, []);
  // A new state of the battle makes the figures stale.
  useEffect(() => setResult(null), [battle]);

  const start = (request: Req, runs: number) => {
    stop();
    setError(null);
    setResult(null);
    const w = open();
    worker.current = w;
    setProgress({ done: 0, total: runs });
    w.onmessage = (event: MessageEvent<OddsRunMessage<O>>) => {
      const m = event.data;
      if (m.type === 'progress') setProgress({ done: m.done, total: m.total });
      else {
        if (m.type === 'done') setResult({ odds: m.odds, ms: m.ms, runs });
        else setError(m.message);
        w.terminate();
        worker.current = null;
        setProgress(null);
      }
    };
    w.onerror = (event) => {
      setError(event.message || stopped);
      stop();
    };
    w.postMessage(request);
  };
  return { progress, result, error, start, stop };
}
