/**
 * The one way an entry reaches a game's log: a seat's command (a person's, a server bot's, a
 * timeout move) or a seat entry (policies/seat-entries.ts), appended at an expected version. Every
 * commit is remembered in the live-game cache and announced as facts (game-facts.ts); every move's
 * outcome, committed or refused, is announced to the move-outcome listeners (metrics).
 * The play service, the server bots and the deadline sweeper all append through here.
 */
import type { Seat } from '@tavolo/engine';
import { serverEntryOf } from '@tavolo/sdk/audit';
import type { SeatEntryKind } from '@tavolo/sdk/audit';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../store/event-store.ts';
import type { StoredEntry, Decision } from '../store/types.ts';
import { VersionConflictError } from '../errors.ts';
import { decideSeatEntry, seatEntryCommandId } from '../policies/seat-entries.ts';
import { announceCommit } from './commit-facts.ts';
import type { Announcer, GameFact } from './game-facts.ts';
import type { ValidSubmit } from './inputs.ts';
import type { LiveGame } from './live-game.ts';
import type { LiveGames } from './live-games.ts';
import { MoveOutcomes, refusalCode } from './move-outcomes.ts';
import type { MoveOutcomeBase, MoveOutcomeListener } from './move-outcomes.ts';
import { decideCommand, duplicateResult, submitResult } from './play.ts';
import type { Committed } from './play.ts';
import type { SubmitResult } from './views.ts';

/**
 * A move's result and what its seat had last seen, when the append read it (a retry answered
 * with its original entry may not have): the answer's state needs no read of its own.
 */
export interface SubmitWithSeen {
  readonly result: SubmitResult;
  readonly lastSeen?: { readonly version: number | null };
}

/** One append through #commit: a command, or a seat entry. */
interface CommitRequest {
  readonly expectedVersion: number;
  readonly commandId: string;
  decide(current: LiveGame, at: Date): Decision<Committed>;
  /** The answer to a commandId accepted before. */
  duplicate(original: StoredEntry): SubmitResult;
}

export class Appends {
  readonly #events: EventStore;
  readonly #games: LiveGames;
  readonly #clock: Clock;
  readonly #facts: Announcer<GameFact>;
  readonly #outcomes = new MoveOutcomes((error) => {
    console.error('move outcome listener:', error);
  });

  constructor(events: EventStore, games: LiveGames, clock: Clock, facts: Announcer<GameFact>) {
    this.#events = events;
    this.#games = games;
    this.#clock = clock;
    this.#facts = facts;
  }

  /**
   * Calls `listener` after each move appended through here is committed or refused (server
   * bots' moves included); returns the unsubscribe function.
   */
  onMoveOutcome(listener: MoveOutcomeListener): () => void {
    return this.#outcomes.subscribe(listener);
  }

  /** Appends `seat`'s command (already validated) and announces the move's outcome. */
  async submit(gameId: string, seat: Seat, input: ValidSubmit): Promise<SubmitResult> {
    return (await this.submitWithSeen(gameId, seat, input)).result;
  }

  /** {@link submit}, with the seat's last seen version as the append read it. */
  async submitWithSeen(gameId: string, seat: Seat, input: ValidSubmit): Promise<SubmitWithSeen> {
    const byServerBot = serverEntryOf(input.commandId) !== undefined;
    let live: LiveGame;
    try {
      live = this.#games.cached(gameId) ?? (await this.#games.fresh(gameId)).live;
    } catch (error) {
      // No such game, or not started: a refusal that belongs to no engine.
      this.#announceRefusal({ gameId, engine: undefined, seat, byServerBot }, error);
      throw error;
    }
    const base = { gameId, engine: live.meta.module.id, seat, byServerBot };
    try {
      const committed = await this.#commit(live, seat, {
        expectedVersion: input.expectedVersion,
        commandId: input.commandId,
        decide: (current, at) => decideCommand(current, seat, input, at),
        duplicate: (original) => duplicateResult(live.meta, seat, input, original),
      });
      const { result } = committed;
      if (!result.duplicate) {
        this.#outcomes.announce({ ...base, kind: 'accepted', version: result.version });
      }
      return committed;
    } catch (error) {
      this.#announceRefusal(base, error);
      throw error;
    }
  }

  /** Appends `seat`'s seat entry (a forfeit, a reclaim) at `live`'s version. */
  async appendSeatEntry(live: LiveGame, seat: Seat, kind: SeatEntryKind): Promise<SubmitResult> {
    const commandId = seatEntryCommandId(live, seat, kind);
    const committed = await this.#commit(live, seat, {
      expectedVersion: live.version,
      commandId,
      decide: (current, at) => decideSeatEntry(current, seat, kind, at),
      duplicate: (original) => ({
        ...submitResult(live.meta, seat, original, commandId),
        duplicate: true,
      }),
    });
    return committed.result;
  }

  #announceRefusal(base: MoveOutcomeBase, error: unknown): void {
    const code = refusalCode(error);
    if (code !== undefined) this.#outcomes.announce({ ...base, kind: 'refused', code });
  }

  async #commit(live: LiveGame, seat: Seat, request: CommitRequest): Promise<SubmitWithSeen> {
    const { meta } = live;
    const gameId = meta.id;
    const { expectedVersion, commandId } = request;
    // The head this process committed or read at the expected version spares the append its read.
    const known = this.#games.cachedAt(gameId, expectedVersion);
    const outcome = await this.#events
      .append({
        gameId,
        expectedVersion,
        commandId,
        seenBy: seat,
        ...(known === undefined ? {} : { knownHead: known.head }),
        decide: async (head, log) => {
          const current = await this.#games.atHead(this.#games.cached(gameId) ?? live, head, log);
          return request.decide(current, this.#clock.now());
        },
      })
      .catch((error: unknown) => {
        // The database is at the version remembered, yet not at that commit: it was put back.
        // What this process holds of the game is not the database's; the next read replays it.
        const putBack =
          error instanceof VersionConflictError && error.currentVersion === expectedVersion;
        if (known !== undefined && putBack) this.#games.forget(gameId);
        throw error;
      });
    if (outcome.kind === 'duplicate') return { result: request.duplicate(outcome.entry) };
    const { entry, payload, head } = outcome;
    const committed = { meta, version: entry.version, headHash: entry.hash, ...payload };
    this.#games.rememberCommit(committed, head);
    // What follows a commit subscribes to its facts: live updates, the inbox, the server bots.
    announceCommit(this.#facts, committed, entry, seat);
    return {
      result: { ...submitResult(meta, seat, entry, commandId), duplicate: false },
      lastSeen: { version: outcome.lastSeenVersion },
    };
  }
}
