/**
 * Game chat and private notes (issue 21 items 5 and 6, ADR 0038), for REST and GraphQL alike:
 * anyone reads what chat-access.ts lets them (anonymous callers included); writing, muting and
 * notes need an account. Notes are always the caller's own.
 */
import type { ChatChannel } from '../../db/schema.ts';
import type { ChatFeedPort } from '../../chat/chat-feed.ts';
import type { ChatPage, ChatService } from '../../chat/chat-service.ts';
import { nextChange, noticesOf } from '../../live/next-change.ts';
import type { GameNote, NotesService } from '../../chat/notes-service.ts';
import { readerOf, requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import type { HeldRead } from './held-read.ts';

export interface ChatPostResult {
  readonly gameId: string;
  /** The new message's cursor. */
  readonly seq: number;
}

export interface ChatMuteResult {
  readonly gameId: string;
  readonly muted: boolean;
}

export interface GameNotes {
  readonly gameId: string;
  readonly notes: readonly GameNote[];
}

/**
 * The ETag of what a caller reads: the game's status (its end opens channels) and the last
 * message the caller got (or the cursor it asked from).
 */
export function chatEtag(page: ChatPage, after: number): string {
  const last = page.messages.at(-1)?.seq ?? after;
  return `"chat-${page.status}-${page.readable.join('+')}-${String(last)}"`;
}

export class ChatOperations {
  readonly #chat: ChatService;
  readonly #notes: NotesService;
  readonly #feed: ChatFeedPort;

  constructor(chat: ChatService, notes: NotesService, feed: ChatFeedPort) {
    this.#chat = chat;
    this.#notes = notes;
    this.#feed = feed;
  }

  read(caller: Caller, gameId: string, after?: number): Promise<ChatPage> {
    return this.#chat.read(parseId(gameId, 'game id'), readerOf(caller)?.playerId, after);
  }

  /**
   * The messages after `after`, held while the caller already has them (the long-poll): answered
   * at the next message of the table the caller may read, in any process, or when its channels
   * change; a message in a channel the caller cannot read leaves the wait as it was.
   */
  async heldRead(
    caller: Caller,
    gameId: string,
    after: number,
    request: HeldRead,
  ): Promise<ChatPage> {
    let page = await this.read(caller, gameId, after);
    if (request.held !== chatEtag(page, after) || request.waitMs <= 0) return page;
    const options = { timeoutMs: request.waitMs, signal: request.signal };
    await nextChange(noticesOf(this.#feed, page.gameId), options, async () => {
      page = await this.read(caller, gameId, after);
      return chatEtag(page, after) !== request.held;
    });
    return page;
  }

  async post(
    caller: Caller,
    gameId: string,
    channel: ChatChannel,
    body: string,
  ): Promise<ChatPostResult> {
    const account = requireCapability(caller, 'move');
    const id = parseId(gameId, 'game id');
    const { seq } = await this.#chat.post(id, account.playerId, channel, body);
    return { gameId: id, seq };
  }

  async mute(caller: Caller, gameId: string): Promise<ChatMuteResult> {
    const account = requireCapability(caller, 'read');
    const id = parseId(gameId, 'game id');
    await this.#chat.mute(id, account.playerId);
    return { gameId: id, muted: true };
  }

  async unmute(caller: Caller, gameId: string): Promise<ChatMuteResult> {
    const account = requireCapability(caller, 'read');
    const id = parseId(gameId, 'game id');
    await this.#chat.unmute(id, account.playerId);
    return { gameId: id, muted: false };
  }

  async notes(caller: Caller, gameId: string): Promise<GameNotes> {
    const account = requireCapability(caller, 'read');
    const id = parseId(gameId, 'game id');
    return { gameId: id, notes: await this.#notes.notes(id, account.playerId) };
  }

  async writeNote(
    caller: Caller,
    gameId: string,
    version: number,
    body: string,
  ): Promise<GameNotes> {
    const account = requireCapability(caller, 'move');
    const id = parseId(gameId, 'game id');
    return { gameId: id, notes: await this.#notes.write(id, account.playerId, version, body) };
  }
}
