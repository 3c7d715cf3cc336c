/**
 * `pnpm start`: the Tavolo server on embedded PGlite (no setup), or on Postgres with
 * DATABASE_URL. Prints where it listens; SIGINT/SIGTERM close it gracefully (server.ts: long-polls
 * answered, websockets told to reconnect, requests in flight finished, bots stopped, database
 * closed) and exit 0.
 */
import { parseConfig } from './config.ts';
import { parseEmailConfig } from './delivery/email/email-config.ts';
import { isServiceError } from './errors.ts';
import { startServer } from './server.ts';
import { closeOnSignals } from './shutdown.ts';

try {
  const config = { ...parseConfig(process.env), email: parseEmailConfig(process.env) };
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
} catch (error) {
  // Configuration and data-directory problems are the operator's to fix: say what, not a trace.
  if (isServiceError(error)) console.error(`Tavolo did not start: ${error.code}: ${error.message}`);
  else console.error('Tavolo did not start:', error);
  process.exitCode = 1;
}
