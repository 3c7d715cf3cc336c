/**
 * `pnpm start`: the Tavolo server on embedded PGlite (no setup), or on Postgres with
 * DATABASE_URL. Prints where it listens; SIGINT/SIGTERM close it gracefully (server.ts: long-polls
 * answered, websockets told to reconnect, requests in flight finished, bots stopped, database
 * closed), print "Tavolo is stopping." and "Tavolo stopped." and exit 0 — also when they come
 * while it is still starting: the start is finished first, then closed, so the data directory is
 * always released. With TAVOLO_STARTUP_TIMINGS=1 it also prints where the start-up's time went
 * (startup-timings.ts), as one line of JSON after the others.
 */
import { enableCompileCache } from 'node:module';
import type { Config } from './config.ts';
import { isServiceError } from './errors.ts';
import type { RunningServer } from './server.ts';
import { closeOnSignals } from './shutdown.ts';
import { takeStartupTimings, timed } from './startup-timings.ts';

// Before the server's modules load, which is why those are imported below, not above: V8's code
// cache (in the system's temporary directory) makes the next start compile less.
enableCompileCache();

let stopRequested = false;

function printWhere(config: Config, server: RunningServer): void {
  const where =
    config.database.driver === 'postgres' ? 'Postgres (DATABASE_URL)' : config.database.driver;
  const storage = config.database.driver === 'pglite' ? ` in ${config.database.dataDir}` : '';
  console.log(`Tavolo is running at ${server.url}/ (database: ${where}${storage})`);
  if (config.web !== undefined)
    console.log(`  web client     ${server.url}/ (${config.web.buildDir})`);
  if (server.metricsUrl !== undefined) console.log(`  metrics        ${server.metricsUrl}`);
  console.log(`  REST API docs  ${server.url}/api/docs`);
  console.log(`  GraphQL IDE    ${server.url}/graphiql`);
  if (process.env['TAVOLO_STARTUP_TIMINGS'] === '1') {
    const total = Math.round(performance.now());
    console.log(`Start-up timings: ${JSON.stringify({ total, ...takeStartupTimings() })}`);
  }
}

async function start(): Promise<RunningServer> {
  try {
    const { parseConfig, startServer } = await timed('modules', () => import('./main-modules.ts'));
    const config = parseConfig(process.env);
    const server = await startServer(config);
    // Stopping already: "running" would be untrue by the time anyone reads it.
    if (!stopRequested) printWhere(config, server);
    return server;
  } catch (error) {
    // Configuration and data-directory problems are the operator's to fix: say what, not a trace.
    if (isServiceError(error))
      console.error(`Tavolo did not start: ${error.code}: ${error.message}`);
    else console.error('Tavolo did not start:', error);
    process.exitCode = 1;
    throw error;
  }
}

const started = start();
// In the same tick as the start begins, so that no signal finds the default handler (exit 143
// with PGlite's data directory still locked): a stop during the start waits for it, then closes.
closeOnSignals([
  async () => {
    stopRequested = true;
    console.log('Tavolo is stopping.');
    const server = await started;
    await server.close();
    console.log('Tavolo stopped.');
  },
]);
// Said above; the exit code is 1. Without this the rejection would end the process at once.
started.catch(() => undefined);
