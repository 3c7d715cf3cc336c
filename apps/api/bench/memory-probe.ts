/**
 * Loaded into the server process by bench/start-up.ts (`node --expose-gc --import …`): answers
 * the benchmark's IPC questions about the process's memory, so the server itself needs no
 * benchmark code. 'memory' is process.memoryUsage() as it is; 'memory-after-gc' after full
 * collections (when --expose-gc made `gc` available).
 */
process.on('message', (message: unknown) => {
  if (message !== 'memory' && message !== 'memory-after-gc') return;
  if (message === 'memory-after-gc') {
    // Twice: the first pass may only make garbage of what weak references kept alive.
    globalThis.gc?.();
    globalThis.gc?.();
  }
  process.send?.({ memory: process.memoryUsage() });
});
