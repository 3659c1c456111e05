/** A fuzz worker (scripts/fuzz.ts): runs the cases it is sent, one at a time, and answers each. */
import { parentPort } from 'node:worker_threads';
import { archiveCase } from './archive-cases';
import { checkArchiveCase, checkOrderCase, type CaseResult } from './checks';
import { orderCase } from './order-cases';

export interface FuzzJob {
  kind: 'orders' | 'archives';
  seed: string;
  index: number;
}

parentPort?.on('message', (job: FuzzJob) => {
  void (async () => {
    let result: CaseResult;
    if (job.kind === 'orders') result = await checkOrderCase(orderCase(job.seed, job.index), { cli: job.index % 5 === 0, turn: job.index % 50 === 0 });
    else result = await checkArchiveCase(await archiveCase(job.seed, job.index));
    parentPort?.postMessage({ job, result });
  })();
});
