/** The odds run off the main thread: receives a battle and a run count, posts the summary and its time. */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { battleOdds } from '../../shared/rulesets/galactic-domination/battle/odds';
import type { Battle } from '../../shared/rulesets/galactic-domination/battle/model';

const { battle, runs, seed } = workerData as { battle: Battle; runs: number; seed: string };
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const summary = battleOdds(battle, runs, seed);
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
parentPort?.postMessage({ summary, ms, cpuMs: (cpu.user + cpu.system) / 1000 });
