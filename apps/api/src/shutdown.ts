/**
 * Clean close on SIGINT/SIGTERM: the first signal runs the close steps in order (stop the bots,
 * then close the database, which for PGlite flushes and releases the data directory) and exits;
 * a second signal while closing exits at once.
 */
export type CloseStep = () => Promise<void>;

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Installs the handlers; returns a function that removes them again. */
export function closeOnSignals(steps: readonly CloseStep[], log: Pick<Console, 'error'> = console) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    void (async () => {
      let code = 0;
      for (const step of steps) {
        try {
          await step();
        } catch (error) {
          log.error(`while closing after ${signal}:`, error);
          code = 1;
        }
      }
      process.exit(code);
    })();
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
