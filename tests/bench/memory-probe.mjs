// Loaded into the soak's server (node --import ./tests/bench/memory-probe.mjs, see memory-soak.ts): answers
// the parent over IPC with the process's memory split, `{ memory: true }` → process.memoryUsage(), and
// `{ snapshot: <file> }` → a heap snapshot written there (a developer's look, MEMORY_SOAK_SNAPSHOTS=1).
// Plain JavaScript so that it loads before the TypeScript loader.
import { writeHeapSnapshot } from 'node:v8';

process.on('message', (message) => {
  if (message?.memory === true) process.send?.({ memory: process.memoryUsage() });
  if (typeof message?.snapshot === 'string') process.send?.({ snapshot: writeHeapSnapshot(message.snapshot) });
});
