/**
 * Game chat (issue 21 item 5, ADR 0038): two channels per game, rows of their own outside the
 * log (no hash chain, no export, no version bump). Every read and write passes chat-access.ts;
 * blocks plug in through the ChatPeerPolicy. A message commits with its NOTIFY on the chat
 * channel (live/chat-feed.ts) and the "new message" notifications of the seated players who are
 * away from the table.
 */
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { CHAT_CHANNELS } from '../db/schema.ts';
import type { ChatChannel } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import { gameIdSchema, parseInput } from '../service/inputs.ts';
import { WATCH_WINDOW_MS } from '../service/inbox/inbox-service.ts';
import { everyoneMayReach, mayRead, writeRefusal } from './chat-access.ts';
import type { ChatPeerPolicy, ChatReader } from './chat-access.ts';
import {
  chatBodySchema,
  chatChannelSchema,
  chatCursorSchema,
  DEFAULT_CHAT_RATE,
} from './chat-inputs.ts';
import type { ChatRateRule } from './chat-inputs.ts';
import { ChatStore } from './chat-store.ts';
import type { ChatGame, ChatMessage } from './chat-store.ts';

const PAGE_LIMIT = 200;

export interface ChatPage {
  readonly gameId: string;
  /** The channels the caller may read now, in the table's order. */
  readonly readable: readonly ChatChannel[];
  /** The channel the caller may write to now, if any. */
  readonly writable: ChatChannel | null;
  /** The caller's messages after `after`, oldest first (at most 200: ask again from the last). */
  readonly messages: readonly ChatMessage[];
  /** The game's status: a finished game opens more to read. */
  readonly status: ChatGame['status'];
  /** Whether the caller muted the game's chat notifications (false for the unseated). */
  readonly muted: boolean;
}

export interface ChatServiceOptions {
  readonly clock?: Clock;
  readonly rate?: readonly ChatRateRule[];
  readonly peers?: ChatPeerPolicy;
}

export class ChatService {
  readonly #store: ChatStore;
  readonly #clock: Clock;
  readonly #rate: readonly ChatRateRule[];
  readonly #peers: ChatPeerPolicy;

  constructor(db: Db, options: ChatServiceOptions = {}) {
    this.#store = new ChatStore(db);
    this.#clock = options.clock ?? systemClock;
    this.#rate = options.rate ?? DEFAULT_CHAT_RATE;
    this.#peers = options.peers ?? everyoneMayReach;
  }

  /** The game and who the account (undefined: anonymous) is to its chat; GAME_NOT_FOUND. */
  async #standing(
    gameId: string,
    playerId: string | undefined,
  ): Promise<{ id: string; game: ChatGame; reader: ChatReader }> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const game = await this.#store.game(id);
    if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${id}.`);
    if (playerId === undefined) return { id, game, reader: { kind: 'anonymous' } };
    const seated = game.seated.some((entry) => entry.playerId === playerId);
    return { id, game, reader: { kind: seated ? 'seated' : 'signed-in', playerId } };
  }

  /** What the caller may read after the cursor `after` (0: from the first message). */
  async read(gameId: string, playerId: string | undefined, after = 0): Promise<ChatPage> {
    const cursor = parseInput(chatCursorSchema, after, 'cursor');
    const { id, game, reader } = await this.#standing(gameId, playerId);
    const readable = CHAT_CHANNELS.filter((channel) => mayRead(channel, reader, game.status));
    const writable =
      CHAT_CHANNELS.find((channel) => writeRefusal(channel, reader, game.status) === undefined) ??
      null;
    const rows = await this.#store.messages(id, readable, cursor, PAGE_LIMIT);
    const seatOf = new Map(game.seated.map((entry) => [entry.playerId, entry.seat]));
    const messages: ChatMessage[] = [];
    const reachable = new Map<string, boolean>();
    for (const row of rows) {
      if (reader.kind !== 'anonymous' && row.authorId !== reader.playerId) {
        let may = reachable.get(row.authorId);
        if (may === undefined) {
          may = await this.#peers.mayReach(row.authorId, reader.playerId);
          reachable.set(row.authorId, may);
        }
        if (!may) continue;
      }
      messages.push({
        ...row,
        seat: seatOf.get(row.authorId) ?? null,
        createdAt: row.createdAt.toISOString(),
      });
    }
    const muted = reader.kind === 'seated' && (await this.#store.isMuted(id, reader.playerId));
    return { gameId: id, readable, writable, messages, status: game.status, muted };
  }

  /** Posts `body` to `channel` as `playerId`; the new message's cursor. */
  async post(
    gameId: string,
    playerId: string,
    channel: ChatChannel,
    body: string,
  ): Promise<{ readonly seq: number }> {
    const validChannel = parseInput(chatChannelSchema, channel, 'channel');
    const text = parseInput(chatBodySchema, body, 'message');
    const { id, game, reader } = await this.#standing(gameId, playerId);
    const refusal = writeRefusal(validChannel, reader, game.status);
    if (refusal === 'CHAT_CLOSED') {
      throw new ServiceError('CHAT_CLOSED', 'The game is over: its spectators’ chat is closed.');
    }
    if (refusal !== undefined) {
      throw new ServiceError(
        'CHAT_FORBIDDEN',
        validChannel === 'players'
          ? 'Only the seated players write in the players’ chat.'
          : 'Only signed-in spectators write in the spectators’ chat.',
      );
    }
    const others = game.seated.map((entry) => entry.playerId).filter((other) => other !== playerId);
    if (validChannel === 'players') {
      for (const other of others) {
        if (!(await this.#peers.mayReach(playerId, other))) {
          throw new ServiceError(
            'CHAT_FORBIDDEN',
            'A player at this table does not take your messages.',
          );
        }
      }
    }
    const now = this.#clock.now();
    const outcome = await this.#store.append(
      { gameId: id, channel: validChannel, authorId: playerId, body: text },
      now,
      this.#rate,
      async (tx) => {
        if (validChannel !== 'players') return;
        const since = new Date(now.getTime() - WATCH_WINDOW_MS);
        await this.#store.notify(tx, { id, engine: game.engine }, others, now, since);
      },
    );
    if ('limitedBy' in outcome) {
      throw new ServiceError(
        'CHAT_RATE_LIMITED',
        `Too many messages: wait a little (the limit counts ${Math.round(outcome.limitedBy / 1000)} s).`,
      );
    }
    return outcome;
  }

  /** Stops (or restarts) the "new message" notifications of a game, for a seated player. */
  async mute(gameId: string, playerId: string): Promise<void> {
    const { id } = await this.#seated(gameId, playerId);
    await this.#store.mute(id, playerId, this.#clock.now());
  }

  async unmute(gameId: string, playerId: string): Promise<void> {
    const { id } = await this.#seated(gameId, playerId);
    await this.#store.unmute(id, playerId);
  }

  async #seated(gameId: string, playerId: string): Promise<{ id: string }> {
    const { id, reader } = await this.#standing(gameId, playerId);
    if (reader.kind !== 'seated') {
      throw new ServiceError(
        'CHAT_FORBIDDEN',
        'Only the seated players get this table’s chat notices.',
      );
    }
    return { id };
  }
}
