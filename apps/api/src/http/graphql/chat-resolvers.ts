/**
 * Game chat and private notes over GraphQL (issue 21 items 5 and 6): `chat`, `notes`,
 * `postChatMessage`, `muteChat`, `writeNote` — each the same `Operations.chat` call as REST — and
 * `Subscription.chat`: the subscriber's page now, then the messages after the last one pushed at
 * each notice of the chat feed (any process). A notice carries nothing: each push re-reads the
 * chat as this subscriber may see it, with its credential checked again; nothing it may not read
 * is ever pushed, and a notice that brings it nothing new pushes nothing.
 */
import type { MercuriusContext } from 'mercurius';
import type { ChatFeedPort } from '../../chat/chat-feed.ts';
import type { ChatPage } from '../../chat/chat-service.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import type { Operations } from '../operations.ts';
import type { MutationResolvers, QueryResolvers } from './generated/resolver-types.ts';
import { noticeSubscription } from './notice-stream.ts';
import type { NoticeSubscriptionDeps } from './notice-stream.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

export function chatQueries(ops: Operations) {
  return {
    chat: (_, args, context) => ops.chat.read(callerOf(context), args.gameId, args.after),
    notes: (_, args, context) => ops.chat.notes(callerOf(context), args.gameId),
  } satisfies QueryResolvers;
}

export function chatMutations(ops: Operations) {
  return {
    postChatMessage: (_, args, context) =>
      ops.chat.post(callerOf(context), args.gameId, args.channel, args.body),
    muteChat: (_, args, context) =>
      args.muted
        ? ops.chat.mute(callerOf(context), args.gameId)
        : ops.chat.unmute(callerOf(context), args.gameId),
    writeNote: (_, args, context) =>
      ops.chat.writeNote(callerOf(context), args.gameId, args.version, args.body),
  } satisfies MutationResolvers;
}

export interface ChatSubscriptionDeps extends NoticeSubscriptionDeps {
  readonly chatFeed: ChatFeedPort;
}

/**
 * `Subscription.chat`: everything at once, then only what follows the last message pushed (all
 * again when the channels the subscriber may read change, at the end of the game); a notice
 * that brings nothing new pushes nothing.
 */
export function chatSubscription(deps: ChatSubscriptionDeps) {
  const { ops, chatFeed } = deps;
  return noticeSubscription<{ gameId: string }, ChatPage>(deps, async (caller, args, recheck) => {
    const gameId = parseId(args.gameId, 'game id');
    // GAME_NOT_FOUND now rather than a stream that never speaks.
    await ops.chat.read(caller, gameId);
    let first = true;
    let after = 0;
    let readable = '';
    const next = async () => {
      await recheck();
      let page = await ops.chat.read(caller, gameId, after);
      if (page.readable.join('+') !== readable && !first)
        page = await ops.chat.read(caller, gameId);
      const opened = page.readable.join('+') !== readable;
      readable = page.readable.join('+');
      after = page.messages.at(-1)?.seq ?? after;
      if (!first && !opened && page.messages.length === 0) return undefined;
      first = false;
      return page;
    };
    return { next, subscribe: (onChange: () => void) => chatFeed.subscribe(gameId, onChange) };
  });
}
