// Boots a worker thread whose code is TypeScript: the worker starts without the parent's loader,
// so it registers tsx first, then imports the entry module named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
