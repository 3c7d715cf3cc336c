/**
 * `pnpm --filter @tavolo/api ratings:recompute`: rebuilds the ratings and their history from the
 * finished games of the database the server would use (DATABASE_URL, else TAVOLO_DATA_DIR), title
 * by title, each under its title's lock, so it may run beside a running Postgres server (ADR 0037).
 */
import { parseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { RatingProjection } from '../src/ratings/rating-projection.ts';

const config = parseConfig(process.env);
const database = await openDatabase(config.database);
try {
  const started = performance.now();
  await new RatingProjection(database.db).recompute();
  const ms = Math.round(performance.now() - started);
  console.log(`Recomputed every rating from the finished games in ${String(ms)} ms.`);
} finally {
  await database.close();
}
