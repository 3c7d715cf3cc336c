/**
 * The wire format of "a credential ended": signing out and revoking a token NOTIFY on one
 * channel in the transaction that ends the credential, so every API process on the database
 * can close the live streams it holds for it at once (src/live/credential-watch.ts). The payload
 * names the credential by what the database stores — a session by the sha256 of its token, a
 * token by its id — never by a secret.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../store/game-rows.ts';

/** The NOTIFY channel of ended sessions and revoked tokens. */
export const CREDENTIAL_ENDS_CHANNEL = 'tavolo_credential_ends';

/** A session (by the sha256 hex of its token) or an API token (by its id) that no longer stands. */
export type Credential =
  | { readonly kind: 'session'; readonly idHash: string }
  | { readonly kind: 'token'; readonly tokenId: string };

const credentialSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), idHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ kind: z.literal('token'), tokenId: z.string().min(1).max(100) }),
]);

/** One string per credential, to index live streams by. */
export function credentialKey(credential: Credential): string {
  return credential.kind === 'session'
    ? `session:${credential.idHash}`
    : `token:${credential.tokenId}`;
}

/** Announces, when `tx` commits (never if it rolls back), that `credential` has ended. */
export async function notifyCredentialEnded(
  tx: Transaction,
  credential: Credential,
): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${CREDENTIAL_ENDS_CHANNEL}, ${JSON.stringify(credential)})`,
  );
}

/** The credential a payload names, or undefined for a stray payload (anyone may NOTIFY). */
export function parseCredential(payload: string): Credential | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = credentialSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
