/**
 * A calendar feed as iCalendar text (RFC 5545, written by ical-generator): one event per game
 * where the feed's owner is to move, at the moment their time runs out.
 *
 * Everything in it is public, and the feed is a pure function of what the store holds: the game's
 * title, who sits where, the seat's deadline (from the clocks every summary shows) and a link to
 * the table. Reading it never changes it, and it carries no view of the game.
 *
 * An event's UID names the game, the seat and the seat's move number (how many entries it has
 * acted in so far, plus one): it stays the same for as long as that turn lasts and is new for the
 * next one. SEQUENCE is the game's version and DTSTAMP the time of its last entry, so a client
 * that holds the event replaces it when the game moved (a vacation or pause may move a deadline).
 */
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

export interface DueTurn {
  readonly gameId: string;
  readonly gameTitle: string;
  readonly seat: number;
  /** The seat's move number in this game: 1 for its first. */
  readonly moveNumber: number;
  /** The game's version: the event's SEQUENCE. */
  readonly version: number;
  /** When the game's last entry was appended: the event's DTSTAMP. */
  readonly lastMoveAt: Date;
  readonly deadline: Date;
  /** The other seats' occupants, in seat order. */
  readonly opponents: readonly string[];
  /** The table page of the game. */
  readonly url: string;
}

/** Clients may poll a feed this often (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 15 * 60;
/** An event lasts a quarter of an hour from the deadline, so that calendars show a block. */
const EVENT_MS = 15 * 60 * 1000;

export const CALENDAR_PRODUCT = { company: 'Tavolo', product: 'Tavolo', language: 'EN' };

export function turnUid(turn: Pick<DueTurn, 'gameId' | 'seat' | 'moveNumber'>): string {
  return `${turn.gameId}-seat${turn.seat}-move${turn.moveNumber}@tavolo`;
}

export function calendarText(turns: readonly DueTurn[]): string {
  const calendar = ical({
    name: 'Tavolo: your moves',
    description: 'Games where it is your move, at the moment your time runs out.',
    prodId: CALENDAR_PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const turn of turns) {
    const against = turn.opponents.length === 0 ? '' : ` against ${turn.opponents.join(', ')}`;
    calendar.createEvent({
      id: turnUid(turn),
      sequence: turn.version,
      stamp: turn.lastMoveAt,
      lastModified: turn.lastMoveAt,
      start: turn.deadline,
      end: new Date(turn.deadline.getTime() + EVENT_MS),
      summary: `Your move: ${turn.gameTitle}`,
      description:
        `Your time to move in ${turn.gameTitle}${against} runs out at this moment. ` +
        `Play: ${turn.url}`,
      url: turn.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
