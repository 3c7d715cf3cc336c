/**
 * A caller resolved once, at the start of something long — a websocket subscription, a
 * long-poll — may have lost its credential since: the token revoked, the session signed out or
 * expired, by this process or by another one on the same database. Before such a stream hands
 * out the next private state it resolves the same credential again, from the database, and
 * stops if it no longer stands. The database is the one place every process agrees on, so no
 * notification can be missed and expiry needs no timer.
 */
import type { Credential } from '../accounts/credential-ends.ts';
import { sha256Hex } from '../accounts/secrets.ts';
import type { Caller } from './caller.ts';
import { ApiError } from './error-table.ts';

/** The credential a caller was resolved from, as the credential watch names it. */
export function credentialOf(caller: Caller): Credential | undefined {
  switch (caller.kind) {
    case 'anonymous':
      return undefined;
    case 'session':
      return { kind: 'session', idHash: sha256Hex(caller.sessionToken) };
    case 'token':
      return { kind: 'token', tokenId: caller.tokenId };
  }
}

/** Why a stream stops when the session it was opened with has ended. */
export function sessionEnded(): ApiError {
  return new ApiError(
    'UNAUTHENTICATED',
    'The session this was opened with has ended (signed out or expired): sign in again.',
  );
}

/**
 * Resolves the credential again with `resolveAgain` (which throws UNAUTHENTICATED for a token
 * that no longer stands) and throws when a signed-in `original` now resolves to nobody (a
 * session that ended). An anonymous caller has nothing to lose and is not re-read.
 */
export async function recheckCaller(
  original: Caller,
  resolveAgain: () => Promise<Caller>,
): Promise<void> {
  if (original.kind === 'anonymous') return;
  const now = await resolveAgain();
  if (now.kind === 'anonymous') throw sessionEnded();
}
