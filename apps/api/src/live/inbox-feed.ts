/**
 * Live inboxes across processes: one LISTEN per process on the inbox channel, which every write
 * to an account's notifications NOTIFYs with the account's id when it commits
 * (store/inbox-store.ts), fanned out in memory to that account's waiting long-polls and
 * subscriptions. A notice only says "re-read the inbox" (the long-poll waits with
 * next-change.ts); after a dropped LISTEN comes back, every waiting account is told to re-read,
 * as notices sent meanwhile were lost.
 */
import type { Database } from '../db/database.ts';
import { INBOX_CHANNEL } from '../store/inbox-store.ts';
import { KeyedFeed } from './keyed-feed.ts';
import type { KeyedNotices } from './keyed-feed.ts';

/** What the HTTP layer needs of the live inbox: its notices, keyed by account id. */
export type InboxFeedPort = KeyedNotices;

/** Keyed by account id. */
export class InboxFeed extends KeyedFeed implements InboxFeedPort {
  static async open(database: Database): Promise<InboxFeed> {
    const feed = new InboxFeed('inbox feed');
    await feed.listenOn(database, INBOX_CHANNEL);
    return feed;
  }
}
