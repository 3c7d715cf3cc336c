/**
 * drizzle runs every query not built with `.prepare(name)` through postgres.js as an unnamed
 * statement (`unsafe(text, params, { prepare: false })`). For a query with parameters postgres.js
 * then sends Parse + Describe and waits for the answer before it binds: two round trips, and
 * Postgres parses and plans the text again each time. The server only ever sends a fixed set of
 * query shapes, so this client asks postgres.js to prepare them all: each connection prepares a
 * shape once (postgres.js keeps them per connection, keyed by text and parameter types) and later
 * runs it as one Bind + Execute. The pool's connections are recycled (max_lifetime), which also
 * bounds how many statements one connection keeps.
 */
import type { Sql, TransactionSql } from 'postgres';

type Scope = (sql: TransactionSql) => unknown;

function isScope(value: unknown): value is Scope {
  return typeof value === 'function';
}

/** `sql` with every `unsafe` query prepared, in transactions and savepoints too. */
export function preparingByDefault<Client extends Sql | TransactionSql>(sql: Client): Client {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        const unsafe: Sql['unsafe'] = (query, parameters, options) =>
          target.unsafe(query, parameters ?? [], { ...options, prepare: true });
        return unsafe;
      }
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property === 'begin' || property === 'savepoint') && typeof value === 'function') {
        // A transaction's (or savepoint's) own client is a new one: it prepares too.
        return (...args: unknown[]): unknown =>
          Reflect.apply(
            value,
            target,
            args.map((arg) =>
              isScope(arg) ? (tx: TransactionSql) => arg(preparingByDefault(tx)) : arg,
            ),
          );
      }
      return value;
    },
  });
}
