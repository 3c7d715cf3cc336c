/**
 * Live chat across processes: one LISTEN per process on the chat channel, which every message
 * NOTIFYs with its game's id when it commits (chat-store.ts), fanned out in memory to that
 * game's waiting long-polls and subscriptions. A notice says only "re-read the chat": each
 * listener reads what its own caller may see. It keys listeners by game id the way InboxFeed
 * keys them by account, so the long-polls of both wait with `nextChange` (live/next-change.ts).
 */
import type { Database } from '../db/database.ts';
import type { InboxFeedPort } from '../live/inbox-feed.ts';
import { KeyedFeed } from '../live/keyed-feed.ts';
import { CHAT_CHANNEL } from './chat-store.ts';

export type ChatFeedPort = InboxFeedPort;

/** Keyed by game id. */
export class ChatFeed extends KeyedFeed implements ChatFeedPort {
  static async open(database: Database): Promise<ChatFeed> {
    const feed = new ChatFeed('chat feed');
    await feed.listenOn(database, CHAT_CHANNEL);
    return feed;
  }
}
