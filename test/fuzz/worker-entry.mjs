// Loads the TypeScript worker through tsx (the fuzz script runs under tsx; a worker starts bare).
import { register } from 'tsx/esm/api';
register();
const { archiveBases } = await import('./archive-cases.ts');
await import('./worker.ts');
const { parentPort } = await import('node:worker_threads');
// The samples read and NOVA's committed sample made before the first case's clock starts.
await archiveBases();
parentPort.postMessage('ready');
