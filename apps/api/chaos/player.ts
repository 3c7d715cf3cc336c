/**
 * One client playing one game to its end over REST, as each seat's person in turn: read the state
 * as the seat to move, send one of its legal commands with a commandId chosen here, and send the
 * very same request again — to the next server process — until one answers with a verdict. Every
 * 200 is recorded as an acknowledged move.
 */
import { randomUUID } from 'node:crypto';
import { Backoff, describeReply, isRetryable, request } from './client.ts';
import type { Reply } from './client.ts';
import type { ChaosRecord } from './record.ts';
import type { ChaosGame } from './tables.ts';

/** One move may take this long through faults and recoveries before the run gives up. */
const MOVE_DEADLINE_MS = 150_000;

interface GameState {
  readonly version: number;
  readonly status: 'created' | 'started' | 'finished';
  readonly activeSeats: readonly number[];
  readonly legalCommands: readonly unknown[];
}

interface SubmitResult {
  readonly version: number;
  readonly commandId: string;
  readonly duplicate: boolean;
}

export interface PlayContext {
  /** The servers' base URLs; the client turns to the next one after every attempt. */
  readonly servers: readonly string[];
  readonly record: ChaosRecord;
  /** An integer in [0, bound). */
  readonly pick: (bound: number) => number;
  /** Aborted when the run has failed: the client stops instead of retrying on. */
  readonly signal: AbortSignal;
}

class GameClient {
  readonly #game: ChaosGame;
  readonly #context: PlayContext;
  #attempts = 0;

  constructor(game: ChaosGame, context: PlayContext) {
    this.#game = game;
    this.#context = context;
  }

  /** Sends until a verdict: the reply, and the index of the process that gave it. */
  async #untilVerdict(
    what: string,
    send: (server: string) => Promise<Reply>,
    onRetry: () => void,
  ): Promise<{ reply: Reply; process: number }> {
    const { servers, record } = this.#context;
    const deadline = performance.now() + MOVE_DEADLINE_MS;
    const backoff = new Backoff();
    for (;;) {
      this.#context.signal.throwIfAborted();
      const process = this.#attempts % servers.length;
      this.#attempts += 1;
      const reply = await send(servers[process] ?? '');
      if (!isRetryable(reply.status)) return { reply, process };
      record.failed(reply.status);
      record.trace(`${this.#game.gameId} ${what} → process ${process}: ${describeReply(reply)}`);
      onRetry();
      if (performance.now() > deadline) {
        throw new Error(
          `${this.#game.gameId}: ${what} got no verdict: ${describeReply(reply)}; last failed ` +
            `attempts and faults:\n${record.timeline.join('\n')}`,
        );
      }
      await backoff.pause();
    }
  }

  async readState(seat: number): Promise<GameState> {
    const credential = this.#game.seats[seat];
    const path = `/games/${this.#game.gameId}/state`;
    const { reply } = await this.#untilVerdict(
      `state read of seat ${seat}`,
      (server) => request(server, 'GET', path, { ...(credential && { credential }) }),
      () => (this.#context.record.readRetries += 1),
    );
    if (reply.status !== 200) throw new Error(`state read: ${describeReply(reply)}`);
    return reply.body as GameState;
  }

  /** Sends one move until it is acknowledged (true) or refused for good (false). */
  async submit(seat: number, expectedVersion: number, command: unknown): Promise<boolean> {
    const { gameId } = this.#game;
    const credential = this.#game.seats[seat];
    const commandId = `chaos:${randomUUID()}`;
    const body = { expectedVersion, commandId, command };
    const { record } = this.#context;
    const { reply, process } = await this.#untilVerdict(
      `move ${commandId} at version ${expectedVersion}`,
      (server) =>
        request(server, 'POST', `/games/${gameId}/commands`, {
          ...(credential && { credential }),
          body,
        }),
      () => (record.submitRetries += 1),
    );
    if (reply.status === 409) {
      record.refusals += 1;
      return false;
    }
    if (reply.status !== 200) throw new Error(`move ${commandId}: ${describeReply(reply)}`);
    const result = reply.body as SubmitResult;
    if (result.commandId !== commandId || result.version !== expectedVersion + 1) {
      record.anomalies.push(
        `${gameId}: move ${commandId} sent at version ${expectedVersion} was acknowledged as ` +
          `${result.commandId} at version ${result.version}`,
      );
    }
    record.acks.push({
      gameId,
      commandId,
      version: result.version,
      duplicate: result.duplicate,
      process,
      at: performance.now(),
    });
    return true;
  }
}

/** Plays `game` to the end; resolves with its final version. */
export async function playToEnd(game: ChaosGame, context: PlayContext): Promise<number> {
  const client = new GameClient(game, context);
  let seat = 0;
  for (;;) {
    const state = await client.readState(seat);
    if (state.status === 'finished') return state.version;
    const active = state.activeSeats;
    if (!active.includes(seat)) {
      seat = active[0] ?? seat;
      if (active.length === 0) throw new Error(`${game.gameId}: started with nobody to move`);
      continue;
    }
    const command = state.legalCommands[context.pick(state.legalCommands.length)];
    if (command === undefined) throw new Error(`${game.gameId}: seat ${seat} has no legal move`);
    await client.submit(seat, state.version, command);
  }
}
