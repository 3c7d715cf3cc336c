/**
 * Standard Webhooks secrets and signatures (issue 18 item 7), through the `standardwebhooks`
 * package: a secret is `whsec_` and the base64 of 32 random bytes (the spec allows 24 to 64);
 * during a rotation's overlap a message carries one `v1,` signature per valid secret,
 * space-separated, so a receiver holding either secret verifies it.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export interface SignedHeaders {
  readonly 'webhook-id': string;
  readonly 'webhook-timestamp': string;
  readonly 'webhook-signature': string;
}

/** The three headers of a message signed with each of `secrets` at `at`. */
export function signMessage(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
