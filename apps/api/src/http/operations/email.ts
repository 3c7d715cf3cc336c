/**
 * The e-mail operations (issue 18 items 3 and 4), for REST and GraphQL alike, exposed as
 * `Operations.email`: an account reads its address's status with any credential that may read,
 * and sets it or asks for a new link with a session only (an API token cannot redirect an
 * account's mail); verifying and unsubscribing take the signed link as their credential; the
 * local outbox is for the accounts named in TAVOLO_ADMINS (FORBIDDEN for everyone else).
 */
import type {
  EmailService,
  EmailStatus,
  OutboxMessage,
  OutboxPage,
} from '../../delivery/email/email-service.ts';
import type { NotificationKind } from '../../db/schema.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import { ApiError } from '../error-table.ts';

export class EmailOperations {
  readonly #email: EmailService;

  constructor(email: EmailService) {
    this.#email = email;
  }

  status(caller: Caller): Promise<EmailStatus> {
    return this.#email.status(requireCapability(caller, 'read').playerId);
  }

  /** `input`: `{ address, locale? }`; the verification mail is written in `locale`. */
  setAddress(caller: Caller, input: unknown): Promise<EmailStatus> {
    return this.#email.setAddress(requireCapability(caller, 'account'), input);
  }

  /** `input`: `{ locale? }`. */
  resendVerification(caller: Caller, input: unknown): Promise<EmailStatus> {
    return this.#email.resendVerification(requireCapability(caller, 'account'), input);
  }

  verify(token: unknown): Promise<EmailStatus> {
    return this.#email.verify(token);
  }

  unsubscribe(token: unknown): Promise<{ kinds: NotificationKind[] }> {
    return this.#email.unsubscribe(token);
  }

  outbox(caller: Caller, input: unknown): Promise<OutboxPage> {
    this.#requireAdmin(caller);
    return this.#email.outbox(input);
  }

  outboxMessage(caller: Caller, id: string): Promise<OutboxMessage> {
    this.#requireAdmin(caller);
    return this.#email.outboxMessage(parseId(id, 'message id'));
  }

  #requireAdmin(caller: Caller): void {
    const account = requireCapability(caller, 'read');
    if (!this.#email.isAdmin(account.username)) {
      throw new ApiError(
        'FORBIDDEN',
        'Only the administrators named in TAVOLO_ADMINS may read the local outbox.',
      );
    }
  }
}
