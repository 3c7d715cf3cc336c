/**
 * A game's turns brought in line with its state (schema `seat_turns`, issue 17 item 8), in one
 * statement: the stale turns' DELETE, the UPDATE of turns that go on with a new deadline, the
 * INSERT of the turns that began (returned: their "your turn" is written next) and the inbox
 * mark's move (store/inbox-marks.ts), as data-modifying CTEs of one INSERT. It ran after every
 * move as five statements (issue 19 item 4: a move is the transaction and nothing else); the
 * text is built once and its values are arrays (db/transaction-query.ts).
 *
 * The CTEs see one snapshot: the turns deleted are those of seats not to move, the turns updated
 * and inserted those of seats to move, so no row is touched twice. Rows of a later version are
 * left alone (a reconcile that read an older state never undoes a newer one); a turn inserted by
 * another process meanwhile is a conflict, and its "your turn" that process's.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { inboxMarks, seatTurns } from '../db/schema.ts';
import type { SeatTurnRow } from '../db/schema.ts';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import type { Transaction } from './game-rows.ts';
import { writeNotifications } from './inbox-store.ts';
import type { NewNotification } from './inbox-store.ts';
import type { DesiredTurn } from './turn-store.ts';

/** A game's turns as they should be as of `version`, and the notifications that go with it. */
export interface TurnChange {
  readonly gameId: string;
  readonly version: number;
  readonly desired: readonly DesiredTurn[];
  /** The "your turn" notifications of the turns that began. */
  readonly onBegun: (begun: readonly SeatTurnRow[]) => NewNotification[];
  /** The notifications of the facts themselves, written first. */
  readonly others: readonly NewNotification[];
  readonly at: Date;
}

/** Builds the statement's text (no database needed: the text is the same on both drivers). */
const dialect = new PgDialect();

/** A moment as the statement's text arrays carry it: '' for none (an array of text, no NULLs). */
const momentText = (moment: Date | null): string => moment?.toISOString() ?? '';

const reconcileStatement = transactionQuery(
  {
    gameId: seatTurns.gameId,
    version: seatTurns.sinceVersion,
    seats: seatTurns.seat,
    playerIds: seatTurns.playerId,
    deadlines: seatTurns.playerId,
    remindAts: seatTurns.playerId,
    markVersion: inboxMarks.handledVersion,
    at: inboxMarks.updatedAt,
  },
  { turn: getTableColumns(seatTurns) },
  () => ({
    toSQL: () =>
      dialect.sqlToQuery(sql`
with desired as (
  select seat, player_id, nullif(deadline, '')::timestamptz as deadline,
         nullif(remind_at, '')::timestamptz as remind_at
  from unnest(${slot('seats')}::int[], ${slot('playerIds')}::text[], ${slot('deadlines')}::text[],
              ${slot('remindAts')}::text[]) as d(seat, player_id, deadline, remind_at)
), stale as (
  delete from seat_turns
  where game_id = ${slot('gameId')}::text and since_version <= ${slot('version')}::int
    and seat <> all(${slot('seats')}::int[])
), moved as (
  update seat_turns t
  set deadline = d.deadline, remind_at = d.remind_at, since_version = ${slot('version')}::int
  from desired d
  where t.game_id = ${slot('gameId')}::text and t.seat = d.seat
    and t.since_version <= ${slot('version')}::int and t.deadline is distinct from d.deadline
), marked as (
  update inbox_marks
  set handled_version = ${slot('markVersion')}::int, updated_at = ${slot('at')}::timestamptz
  where game_id = ${slot('gameId')}::text and handled_version = ${slot('markVersion')}::int - 1
)
insert into seat_turns (game_id, seat, player_id, since_version, deadline, remind_at)
select ${slot('gameId')}::text, seat, player_id, ${slot('version')}::int, deadline, remind_at
from desired
on conflict do nothing
returning game_id, seat, player_id, since_version, deadline, remind_at`),
  }),
);

/**
 * Makes the game's turns `desired` as of `version` in `tx`, moves the inbox mark from
 * `markVersion - 1` to `markVersion` when given (the live handler's: a version skipped stays
 * behind for the catch-up), writes the notifications of the turns that began (`onBegun`) and
 * `others`, and tells the live inboxes.
 */
export async function reconcileTurns(
  tx: Transaction,
  change: TurnChange,
  markVersion?: number,
): Promise<void> {
  const { gameId, version, desired, onBegun, others, at } = change;
  const rows = await reconcileStatement.run(tx, {
    gameId,
    version,
    seats: desired.map((turn) => turn.seat),
    playerIds: desired.map((turn) => turn.playerId),
    deadlines: desired.map((turn) => momentText(turn.deadline)),
    remindAts: desired.map((turn) => momentText(turn.remindAt)),
    markVersion: markVersion ?? null,
    at,
  });
  const begun = rows.map((row) => row.turn);
  // The facts first ("the game started"), then whose turn it is.
  await writeNotifications(tx, [...others, ...onBegun(begun)], at);
}
