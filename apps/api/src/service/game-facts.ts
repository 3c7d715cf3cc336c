/**
 * What the service committed, for the side effects that follow a commit (DESIGN §3): the inbox,
 * reminders, the calendar, live updates. The service announces each fact once, in the process
 * that committed it, after the commit; it never calls a consumer by name. Consumers subscribe
 * with `GameService.onFact`.
 *
 * Facts carry ids, seats and versions, never hidden information: a consumer that wants words
 * reads the game as its viewer would.
 */
import { AsyncResource } from 'node:async_hooks';
import type { JsonValue, Seat } from '@tavolo/engine';
import type { CleanupReason } from '../store/cleanup-store.ts';
import type { TimeoutAction } from '@tavolo/sdk/audit';

export type GameFact =
  /** A game started: version 0 (the setup) is in the log. */
  | {
      readonly kind: 'game_started';
      readonly gameId: string;
      readonly at: Date;
      readonly toMove: readonly Seat[];
      /** 'finished' when the setup alone ended the game. */
      readonly status: 'started' | 'finished';
    }
  /** An entry was appended at `version` (a command, a server bot's or a timeout move). */
  | {
      readonly kind: 'entry_committed';
      readonly gameId: string;
      readonly version: number;
      /** The seat the entry acted for. */
      readonly actor: Seat;
      /** Appended by the server because `actor`'s time ran out. */
      readonly timedOut: boolean;
      /** The seats to move after the entry (empty once the game is over). */
      readonly toMove: readonly Seat[];
      /** The engine's outcome once the game is over, else null. */
      readonly outcome: JsonValue | null;
      readonly at: Date;
    }
  /**
   * A game not started yet changed what the lobby lists: it was created, or a seat of it was
   * taken (by a person or a server bot) or freed. Its start, end and removal are the facts above
   * and below.
   */
  | {
      readonly kind: 'lobby_changed';
      readonly gameId: string;
      readonly change: 'created' | 'seat_taken' | 'seat_freed';
      /** Private games are never listed: the lobby feed passes over them. */
      readonly visibility: 'public' | 'private';
      readonly at: Date;
    }
  /**
   * An unplayed game was removed (service/unplayed-games.ts): nobody joined it, or no person
   * ever moved in it. `playerIds` are the people who were seated, to be told.
   */
  | {
      readonly kind: 'game_cleaned_up';
      readonly gameId: string;
      readonly engine: string;
      readonly reason: CleanupReason;
      readonly playerIds: readonly string[];
      readonly at: Date;
    }
  /**
   * A player went on vacation (vacations/vacation-service.ts): their seats' clocks stand still in
   * every game that allows vacations, until `endsBy` at the latest. Not a game's fact: no gameId.
   */
  | {
      readonly kind: 'vacation_started';
      readonly playerId: string;
      readonly at: Date;
      readonly endsBy: Date;
    }
  /** Announced once per vacation, a day (configurable) before it must end. */
  | {
      readonly kind: 'vacation_ending';
      readonly playerId: string;
      readonly at: Date;
      readonly endsBy: Date;
    }
  /** A vacation ended: the player ended it, its chosen end came, or the bank ran out. */
  | {
      readonly kind: 'vacation_ended';
      readonly playerId: string;
      readonly at: Date;
      readonly reason: 'ended_by_player' | 'until_reached' | 'bank_empty';
    }
  /**
   * A seat's time ran out and the server acted (its entry is `version`): one bot move, the bot
   * took the seat over, or the seat forfeited. Announced after that entry's entry_committed.
   */
  | {
      readonly kind: 'seat_timed_out';
      readonly gameId: string;
      readonly version: number;
      readonly seat: Seat;
      /** The person who held the seat (null for a seat no person holds). */
      readonly playerId: string | null;
      readonly action: TimeoutAction;
      readonly at: Date;
    };

export type GameFactListener = (fact: GameFact) => void;

/** Listeners of one kind of announcement; a failing listener is reported, never thrown. */
export class Announcer<T> {
  readonly #listeners = new Set<(value: T) => void>();
  readonly #onError: (error: unknown) => void;
  /**
   * Runs a listener in the async context the announcer was made in, not in the request's that
   * committed: what a listener sets going (a notification, a NOTIFY) is the listener's work,
   * not the request's (statement counts and traces of a request stop at its answer).
   */
  readonly #outsideRequest = AsyncResource.bind((run: () => void): void => {
    run();
  });

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  /** Calls `listener` with every later announcement; returns the unsubscribe function. */
  subscribe(listener: (value: T) => void): () => void {
    const entry = (value: T): void => {
      listener(value);
    };
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  announce(value: T): void {
    for (const listener of this.#listeners) {
      // A listener's failure is reported, and never costs the commit or the other listeners.
      try {
        this.#outsideRequest(() => {
          listener(value);
        });
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
