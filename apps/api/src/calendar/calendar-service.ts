/**
 * Calendar feeds (issue 17 item 10): each account may have one secret feed URL,
 * `/calendar/<secret>.ics`, listing the games where it is that account's move, at their deadline.
 * The secret is stored as its sha256 only (like API tokens), so it is shown once, when made;
 * making a new one replaces it and the old URL stops working at once.
 */
import { randomBytes } from 'node:crypto';
import { findGame } from '@tavolo/engine';
import { z } from 'zod';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import { seatDeadlines } from '../clocks/clocks.ts';
import type { Db } from '../db/database.ts';
import type { CalendarFeedRow } from '../db/schema.ts';
import { sha256Hex } from '../accounts/secrets.ts';
import { ServiceError } from '../errors.ts';
import { parseInput, playerIdSchema } from '../service/inputs.ts';
import { calendarText } from './calendar-feed.ts';
import type { DueTurn } from './calendar-feed.ts';
import { CalendarStore } from './calendar-store.ts';
import type { DueSeatRow, SeatName } from './calendar-store.ts';

export const CALENDAR_TOKEN_PREFIX = 'cal_';
/** How much of the secret the account page shows to tell feeds apart ('cal_' and 8 characters). */
const SHOWN_PREFIX_LENGTH = 12;

export const calendarTokenSchema = z.string().regex(/^cal_[A-Za-z0-9_-]{43}$/);

/** An account's feed as its owner may list it: never the secret. */
export interface CalendarFeedInfo {
  /** The secret's first characters. */
  readonly prefix: string;
  readonly createdAt: string;
}

/** A feed just made: the secret and its path, shown this once. */
export interface CreatedCalendarFeed {
  readonly token: string;
  /** `/calendar/<token>.ics`, to be joined to the server's public origin. */
  readonly path: string;
  readonly info: CalendarFeedInfo;
}

export const calendarPath = (token: string): string => `/calendar/${token}.ics`;

/** The web table page of a game (apps/web/src/routes/games/[id]). */
export const tablePath = (gameId: string): string => `/games/${gameId}`;

const infoOf = (row: CalendarFeedRow): CalendarFeedInfo => ({
  prefix: row.tokenPrefix,
  createdAt: row.createdAt.toISOString(),
});

function occupant(name: SeatName): string {
  return name.displayName ?? `${name.botName ?? 'a'} bot`;
}

function dueTurn(row: DueSeatRow, names: readonly SeatName[], origin: string): DueTurn | undefined {
  if (row.clocks === null) return undefined; // No time control: no moment to put in a calendar.
  const deadline = seatDeadlines(row.clocks).find((entry) => entry.seat === row.seat)?.deadline;
  if (deadline === undefined) return undefined;
  return {
    gameId: row.gameId,
    gameTitle: findGame(row.engine)?.title ?? row.engine,
    seat: row.seat,
    moveNumber: row.movesMade + 1,
    version: row.version,
    lastMoveAt: new Date(row.clocks.at),
    deadline,
    opponents: names
      .filter((name) => name.gameId === row.gameId && name.seat !== row.seat)
      .map(occupant),
    url: new URL(tablePath(row.gameId), origin).href,
  };
}

export class CalendarService {
  readonly #store: CalendarStore;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#store = new CalendarStore(db);
    this.#clock = clock;
  }

  /** The account's feed, if it has one. */
  async feedInfo(playerId: string): Promise<CalendarFeedInfo | null> {
    const row = await this.#store.feed(parseInput(playerIdSchema, playerId, 'player id'));
    return row === undefined ? null : infoOf(row);
  }

  /** Makes a new secret for the account's feed; the previous URL stops working. */
  async regenerate(playerId: string): Promise<CreatedCalendarFeed> {
    const owner = parseInput(playerIdSchema, playerId, 'player id');
    const token = `${CALENDAR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const row = await this.#store.replace({
      playerId: owner,
      tokenHash: sha256Hex(token),
      tokenPrefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      createdAt: this.#clock.now(),
    });
    return { token, path: calendarPath(token), info: infoOf(row) };
  }

  /**
   * The feed behind a secret, as iCalendar text, with links to tables at `origin`.
   * CALENDAR_FEED_NOT_FOUND for a secret that is not (or no longer) a feed's.
   */
  async feedText(token: string, origin: string): Promise<string> {
    const valid = calendarTokenSchema.safeParse(token);
    const owner = valid.success ? await this.#store.ownerOf(sha256Hex(valid.data)) : undefined;
    if (owner === undefined) {
      throw new ServiceError('CALENDAR_FEED_NOT_FOUND', 'No calendar feed has this address.');
    }
    const due = await this.#store.dueSeats(owner);
    const names = await this.#store.seatNames(due.map((row) => row.gameId));
    const turns = due.flatMap((row) => dueTurn(row, names, origin) ?? []);
    return calendarText(turns);
  }
}
