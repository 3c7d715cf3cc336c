/**
 * Who is calling and what they may do. REST and GraphQL resolve the caller the same way (session
 * cookie or `Authorization: Bearer <token>`) and ask the same questions here, so the
 * authorisation matrix is one table for both.
 */
import { TOKEN_SCOPES } from '../accounts/types.ts';
import type { TokenScope } from '../accounts/types.ts';
import { ApiError } from './error-table.ts';

export { TOKEN_SCOPES };
export type { TokenScope };

export interface CallerAccount {
  readonly playerId: string;
  readonly username: string;
  readonly displayName: string;
}

export type Caller =
  | { readonly kind: 'anonymous' }
  /** A browser with a session cookie: everything, token management included. */
  | { readonly kind: 'session'; readonly account: CallerAccount; readonly sessionToken: string }
  /** A personal API token: what its scopes allow, never token management. */
  | {
      readonly kind: 'token';
      readonly account: CallerAccount;
      readonly tokenId: string;
      readonly scopes: readonly TokenScope[];
    };

export const ANONYMOUS: Caller = { kind: 'anonymous' };

/**
 * What an operation needs beyond being signed in:
 * - `read`: the account's own games and seat views;
 * - `lobby`: create games, seat server bots, start;
 * - `seat`: take or leave a seat;
 * - `move`: send commands for the account's seat;
 * - `account`: manage API tokens (a session only: a token cannot mint tokens).
 */
export type Capability = 'read' | 'lobby' | 'seat' | 'move' | 'account';

/** Which token scopes grant each capability (a session grants all of them). */
export const SCOPE_GRANTS: Readonly<Record<Capability, readonly TokenScope[]>> = {
  read: ['read', 'play', 'bot'],
  lobby: ['play'],
  seat: ['play', 'bot'],
  move: ['play', 'bot'],
  account: [],
};

/** The caller's account, if it may use `capability`; otherwise the matching refusal. */
export function requireCapability(caller: Caller, capability: Capability): CallerAccount {
  switch (caller.kind) {
    case 'anonymous':
      throw new ApiError('UNAUTHENTICATED', 'Sign in, or send an API token, to do this.');
    case 'session':
      return caller.account;
    case 'token': {
      if (capability === 'account') {
        throw new ApiError(
          'SESSION_REQUIRED',
          'API tokens are managed from a signed-in browser session, not with a token.',
        );
      }
      const granted = SCOPE_GRANTS[capability].some((scope) => caller.scopes.includes(scope));
      if (!granted) {
        throw new ApiError(
          'INSUFFICIENT_SCOPE',
          `This token's scopes (${caller.scopes.join(', ')}) do not allow this; it needs one of: ${SCOPE_GRANTS[capability].join(', ')}.`,
        );
      }
      return caller.account;
    }
  }
}

/** The caller's account when it may read its own things, or undefined (a spectator). */
export function readerOf(caller: Caller): CallerAccount | undefined {
  if (caller.kind === 'anonymous') return undefined;
  return requireCapability(caller, 'read');
}
