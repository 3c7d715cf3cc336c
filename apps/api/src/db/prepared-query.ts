/**
 * drizzle builds a query's SQL anew on every call — walking the selection, checking each part's
 * kind — which cost about a fifth of the server's CPU per move (issue 19's profile). A query built
 * once with placeholders and `.prepare(name)` keeps its SQL and is only executed afterwards
 * (on Postgres also as a prepared statement). Prepared queries belong to the database handle that
 * built them, so each is built lazily, once per handle.
 */
import type { Db } from './database.ts';

/** `build(db)`, made once per database handle and then reused. */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
