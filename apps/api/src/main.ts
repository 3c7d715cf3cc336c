/**
 * `pnpm start`: the Tavolo server on embedded PGlite (no setup), or on Postgres with
 * DATABASE_URL. Prints where it listens; SIGINT/SIGTERM close it gracefully (server.ts: long-polls
 * answered, websockets told to reconnect, requests in flight finished, bots stopped, database
 * closed) and exit 0. With TAVOLO_STARTUP_TIMINGS=1 it also prints where the start-up's time went
 * (startup-timings.ts), as one line of JSON after the others.
 */
import { enableCompileCache } from 'node:module';
import { takeStartupTimings, timed } from './startup-timings.ts';

// Before the server's modules load, which is why those are imported below, not above: V8's code
// cache (in the system's temporary directory) makes the next start compile less.
enableCompileCache();
const { parseConfig, isServiceError, closeOnSignals, startServer } = await timed(
  'modules',
  () => import('./main-modules.ts'),
);

try {
  const config = parseConfig(process.env);
  const server = await startServer(config);
  closeOnSignals([() => server.close()]);
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
} catch (error) {
  // Configuration and data-directory problems are the operator's to fix: say what, not a trace.
  if (isServiceError(error)) console.error(`Tavolo did not start: ${error.code}: ${error.message}`);
  else console.error('Tavolo did not start:', error);
  process.exitCode = 1;
}
