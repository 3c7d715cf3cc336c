/**
 * The append's two statements (event-store.ts), their SQL built once (db/transaction-query.ts):
 * drizzle building them anew was most of their cost per move.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { games, log, seatSeen } from '../db/schema.ts';
import { slot, transactionQuery } from '../db/transaction-query.ts';
import { headColumns } from './game-rows.ts';

/**
 * One round trip: the head, and the entry of this commandId if it was accepted before. Not sent
 * when this process holds the head already (AppendRequest.knownHead).
 */
export const headAndOriginal = transactionQuery(
  { gameId: games.id, commandId: log.commandId },
  { head: headColumns, original: getTableColumns(log) },
  (db) =>
    db
      .select({ head: headColumns, original: log })
      .from(games)
      .leftJoin(log, and(eq(log.gameId, games.id), eq(log.commandId, slot('commandId'))))
      .where(eq(games.id, slot('gameId'))),
  ['original'],
);

/** Builds the append's text (no database needed: the text is the same on both drivers). */
const dialect = new PgDialect();

/**
 * The append in one statement, which needs no transaction around it (issue 19: BEGIN and COMMIT
 * were a third of a move's round trips): the head's UPDATE moves the games row from
 * expectedVersion, and the entry's INSERT selects from what it updated, so both or neither apply.
 * A head that moved meanwhile updates nothing and so inserts nothing (the caller reads the
 * conflict); a unique violation of the log (this version or commandId taken by a racing commit)
 * fails the whole statement. The UPDATE also asks for the head's hash the entry links to: a head
 * this process kept in memory is written over only if it is still the very same commit. The
 * INSERT's values are cast: in a SELECT list Postgres cannot take their types from the target
 * columns as it does in the UPDATE's SET. The mover's last seen version comes back with it (the
 * answer's state carries it: issue 19).
 */
export const appendAndMoveHead = transactionQuery(
  {
    gameId: log.gameId,
    version: log.version,
    expectedVersion: games.version,
    actor: log.actor,
    commandId: log.commandId,
    command: log.command,
    events: log.events,
    at: log.at,
    hash: log.hash,
    previousHash: games.headHash,
    seenBy: seatSeen.seat,
    activeSeats: games.activeSeats,
    status: games.status,
    outcome: games.outcome,
    finishedAt: games.finishedAt,
    clocks: games.clocks,
    turnDeadline: games.turnDeadline,
    checkAt: games.checkAt,
    seatDeadlines: games.seatDeadlines,
  },
  { appended: { version: log.version }, seen: { lastSeenVersion: seatSeen.lastSeenVersion } },
  () => ({
    toSQL: () =>
      dialect.sqlToQuery(sql`
with moved as (
  update games
  set version = ${slot('version')}, head_hash = ${slot('hash')},
      active_seats = ${slot('activeSeats')}, status = ${slot('status')},
      outcome = ${slot('outcome')}, updated_at = ${slot('at')},
      finished_at = ${slot('finishedAt')}, clocks = ${slot('clocks')},
      turn_deadline = ${slot('turnDeadline')}, check_at = ${slot('checkAt')},
      seat_deadlines = ${slot('seatDeadlines')}
  where id = ${slot('gameId')} and version = ${slot('expectedVersion')}
    and head_hash = ${slot('previousHash')}
  returning id
)
insert into log (game_id, version, actor, command_id, command, events, at, hash)
select id, ${slot('version')}::int, ${slot('actor')}::int, ${slot('commandId')}::text,
       ${slot('command')}::jsonb, ${slot('events')}::jsonb, ${slot('at')}::timestamptz,
       ${slot('hash')}::text
from moved
returning version,
  (select last_seen_version from seat_seen
   where game_id = ${slot('gameId')} and seat = ${slot('seenBy')}::int)`),
  }),
  ['seen'],
);
