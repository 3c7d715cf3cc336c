/**
 * Clean close on SIGINT, SIGTERM or SIGHUP, and when the parent process that started this one
 * with an IPC channel goes away (`pnpm start`'s wrapper, scripts/start.ts — even killed with
 * SIGKILL, its end of the channel closes): the first of these runs the close steps in order (stop
 * the bots, then close the database, which for PGlite flushes and releases the data directory)
 * and exits; a second signal while closing exits at once.
 */
export type CloseStep = () => Promise<void>;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Installs the handlers; returns a function that removes them again. */
export function closeOnSignals(steps: readonly CloseStep[], log: Pick<Console, 'error'> = console) {
  let closing = false;
  const close = (reason: string) => {
    if (closing) process.exit(1);
    closing = true;
    void (async () => {
      let code = 0;
      for (const step of steps) {
        try {
          await step();
        } catch (error) {
          log.error(`while closing after ${reason}:`, error);
          code = 1;
        }
      }
      process.exit(code);
    })();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    close(signal);
  };
  const onParentGone = () => {
    close('the parent process went away');
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  // Only a process started with an IPC channel has one; it must not keep this one alive.
  process.channel?.unref();
  process.on('disconnect', onParentGone);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    process.off('disconnect', onParentGone);
  };
}
