/**
 * A statement run inside a transaction cannot use drizzle's `.prepare()` (prepared-query.ts): a
 * prepared query belongs to the session that built it, and every transaction is a session of its
 * own, so drizzle built the submit transaction's statements and the inbox's anew on every move
 * (walking the columns, checking each part's kind — issue 19's profile). Their SQL does not change
 * from one transaction to the next, only the values: a `TransactionQuery` builds it once, with
 * placeholders, and each run hands that text to the transaction's own session
 * (`PgSession.prepareQuery`, the step drizzle's `.prepare()` ends in), which binds the values and
 * logs the statement (the statement counts see it). Each value is encoded here by the column it is
 * declared for, null staying NULL, as drizzle encodes a value it builds in (its own placeholder
 * binding would send a null jsonb as the JSON `null` and call a null timestamp's toISOString). The rows
 * come back as arrays and are decoded here by the columns they were selected as, as drizzle's own
 * mapping does (`mapFromDriverValue` of each non-null value). On Postgres the text is a prepared
 * statement of the connection too (prepared-client.ts).
 */
import { sql } from 'drizzle-orm';
import type { AnyColumn, Query, SQL } from 'drizzle-orm';
import type { Db } from './database.ts';
import type { Transaction } from '../store/game-rows.ts';

/** Something drizzle can turn into SQL text and parameters (a query builder). */
interface Buildable {
  toSQL(): Query;
}

/** The columns a row is read as, in the order the statement returns them. */
export type Columns = Readonly<Record<string, AnyColumn>>;

/** A row of `C` as drizzle would map it: a nullable column's value may be null. */
export type RowOf<C extends Columns> = {
  -readonly [K in keyof C]: C[K]['_']['notNull'] extends true
    ? C[K]['_']['data']
    : C[K]['_']['data'] | null;
};

/** The placeholder `name` in a statement built for a TransactionQuery; its value comes encoded. */
export function slot(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/** The value of each slot of a statement, by name. */
type Values<Slots extends Columns> = { readonly [K in keyof Slots]: unknown };

function encode(column: AnyColumn, value: unknown): unknown {
  return value === null ? null : column.mapToDriverValue(value);
}

/** Encodes `values` by the columns of `slots` (the values in drizzle's column encoding). */
function encoder<Slots extends Columns>(slots: Slots): (values: Values<Slots>) => Values<Slots> {
  const entries = Object.entries(slots);
  return (values) => {
    const encoded: Record<string, unknown> = {};
    for (const [name, column] of entries) encoded[name] = encode(column, values[name]);
    return encoded as Values<Slots>;
  };
}

/** The placeholder values of a statement that returns no rows this code reads. */
export interface TransactionStatement<Slots extends Columns> {
  run(tx: Db | Transaction, values: Values<Slots>): Promise<void>;
}

/** A statement returning rows, read as `RowOf` of the groups of columns it was built with. */
export interface TransactionQuery<Slots extends Columns, Row> {
  run(tx: Db | Transaction, values: Values<Slots>): Promise<Row[]>;
}

/** Lazily builds `build`'s SQL once, on the first handle it runs on (the text is the same). */
function builtOnce(build: (db: Db | Transaction) => Buildable): (db: Db | Transaction) => Query {
  let query: Query | undefined;
  return (db) => {
    query ??= build(db).toSQL();
    return query;
  };
}

/**
 * A statement whose result is not read (an UPDATE or DELETE without RETURNING), with a `slot` for
 * each of `slots`' names, its value encoded as that column's.
 */
export function transactionStatement<Slots extends Columns>(
  slots: Slots,
  build: (db: Db | Transaction) => Buildable,
): TransactionStatement<Slots> {
  const query = builtOnce(build);
  const encoded = encoder(slots);
  return {
    async run(tx, values) {
      await tx._.session
        .prepareQuery(query(tx), undefined, undefined, false)
        .execute(encoded(values));
    },
  };
}

function decode(column: AnyColumn, value: unknown): unknown {
  return value === null ? null : column.mapFromDriverValue(value);
}

/** The row of `groups`: each group an object, or null for a left-joined group that matched nothing. */
type GroupsRow<Groups extends Readonly<Record<string, Columns>>, Joined extends keyof Groups> = {
  -readonly [G in keyof Groups]: G extends Joined ? RowOf<Groups[G]> | null : RowOf<Groups[G]>;
};

/**
 * A statement returning the columns of `groups`, in order: each group one object of the row,
 * e.g. `{ head: headColumns, original: logColumns }`; a group named in `leftJoined` is null when
 * all its columns are (its LEFT JOIN matched nothing), as drizzle maps a left join. `build` must
 * select exactly these columns in this order (a SELECT of the same objects, or RETURNING them).
 * Its parameters are `slot`s named as `slots`' keys, each value encoded as that column's.
 */
export function transactionQuery<
  Slots extends Columns,
  Groups extends Readonly<Record<string, Columns>>,
  Joined extends keyof Groups = never,
>(
  slots: Slots,
  groups: Groups,
  build: (db: Db | Transaction) => Buildable,
  leftJoined: readonly Joined[] = [],
): TransactionQuery<Slots, GroupsRow<Groups, Joined>> {
  type Row = GroupsRow<Groups, Joined>;
  const query = builtOnce(build);
  const encoded = encoder(slots);
  const joined = new Set<keyof Groups>(leftJoined);
  const layout = Object.entries(groups).map(
    ([group, columns]) => [group, Object.entries(columns)] as const,
  );
  const mapRows = (rows: unknown[][]): Row[] =>
    rows.map((values) => {
      let index = 0;
      const row: Record<string, Record<string, unknown> | null> = {};
      for (const [group, columns] of layout) {
        const object: Record<string, unknown> = {};
        let matched = false;
        for (const [key, column] of columns) {
          const value = values[index];
          index += 1;
          if (value !== null) matched = true;
          object[key] = decode(column, value);
        }
        row[group] = matched || !joined.has(group) ? object : null;
      }
      // The groups' objects, each with its columns decoded as drizzle's mapping would.
      return row as Row;
    });
  return {
    run(tx, values) {
      return tx._.session
        .prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
          query(tx),
          undefined,
          undefined,
          true,
          (rows) => mapRows(rows),
        )
        .execute(encoded(values));
    },
  };
}
