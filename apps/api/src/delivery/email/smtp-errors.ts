/**
 * How a failed SMTP send is taken (contract.ts): the recipient or the message refused with a 5xx
 * reply is permanent (no retry mends it); a connection that fails or times out, a 4xx reply
 * (greylisting, a full mailbox, a server busy) and anything unrecognised are retried later.
 */
import { PermanentDeliveryError, RetryableDeliveryError } from '../contract.ts';

/** nodemailer's SMTP errors: `code` (ECONNECTION, ETIMEDOUT, EENVELOPE…), `responseCode`, `command`. */
interface SmtpFailure {
  readonly code?: unknown;
  readonly responseCode?: unknown;
  readonly command?: unknown;
  readonly message: string;
}

/** The SMTP commands whose 5xx refusal is about this recipient or this message. */
const PERMANENT_COMMANDS = new Set(['RCPT TO', 'DATA']);

export function deliveryErrorOf(error: unknown): RetryableDeliveryError | PermanentDeliveryError {
  const failure: SmtpFailure = error instanceof Error ? error : { message: String(error) };
  const responseCode = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const command = typeof failure.command === 'string' ? failure.command : '';
  const refusedForGood =
    responseCode !== null &&
    responseCode >= 500 &&
    (PERMANENT_COMMANDS.has(command) || failure.code === 'EENVELOPE');
  const message = `SMTP: ${failure.message}`;
  return refusedForGood
    ? new PermanentDeliveryError(message, responseCode, { cause: error })
    : new RetryableDeliveryError(message, responseCode, { cause: error });
}
