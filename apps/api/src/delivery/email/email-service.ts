/**
 * An account's e-mail address (issue 18 item 3): read its status, set or change it (unverified
 * until its owner opens the signed link mailed to it), ask for the link again, verify; the
 * one-click unsubscribe; and the local outbox for administrators (item 4).
 */
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { EmailAddressRow, EmailOutboxRow, NotificationKind } from '../../db/schema.ts';
import { ServiceError } from '../../errors.ts';
import { parseInput } from '../../service/inputs.ts';
import type { Locale } from '../contract.ts';
import type { EmailSetup, EmailUnsubscribePort } from './email-channel.ts';
import { outboxPageSchema, parseResend, parseSetAddress } from './email-inputs.ts';
import { EmailStore } from './email-store.ts';
import { EmailSigner, VERIFICATION_LIFETIME_MS } from './email-tokens.ts';
import { EmailLinks } from './links.ts';
import { mailTransportFor } from './mail-transport.ts';
import type { MailTransport } from './mail-transport.ts';
import { renderVerification } from './render.ts';

/** How long after a verification mail another may be asked for (no mail-bombing an address). */
export const RESEND_COOLDOWN_MS = 60_000;

export interface EmailStatus {
  readonly address: string | null;
  readonly verified: boolean;
  /** An unverified address whose verification mail went out and awaits its link. */
  readonly pending: boolean;
  readonly verificationSentAt: string | null;
}

export interface OutboxSummary {
  readonly id: string;
  readonly seq: number;
  readonly to: string;
  readonly subject: string;
  readonly createdAt: string;
}

export interface OutboxPage {
  readonly messages: readonly OutboxSummary[];
  /** Send as `before` for older messages; null on the last page. */
  readonly nextBefore: number | null;
}

export interface OutboxMessage extends OutboxSummary {
  readonly messageId: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  readonly html: string;
  readonly raw: string;
}

/** The account a verification mail greets. */
export interface AddressOwner {
  readonly playerId: string;
  readonly displayName: string;
}

function statusOf(row: EmailAddressRow | undefined): EmailStatus {
  if (row === undefined) {
    return { address: null, verified: false, pending: false, verificationSentAt: null };
  }
  const verified = row.verifiedAt !== null;
  return {
    address: row.address,
    verified,
    pending: !verified && row.verificationSentAt !== null,
    verificationSentAt: row.verificationSentAt?.toISOString() ?? null,
  };
}

const summaryOf = (row: EmailOutboxRow): OutboxSummary => ({
  id: row.id,
  seq: row.seq,
  to: row.recipient,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
});

export class EmailService {
  readonly #store: EmailStore;
  readonly #signer: EmailSigner;
  readonly #links: EmailLinks;
  readonly #transport: MailTransport;
  readonly #unsubscribe: EmailUnsubscribePort;
  readonly #admins: ReadonlySet<string>;
  readonly #clock: Clock;

  constructor(db: Db, setup: EmailSetup, unsubscribe: EmailUnsubscribePort) {
    this.#clock = setup.clock ?? systemClock;
    this.#store = new EmailStore(db);
    this.#signer = new EmailSigner(() => this.#store.signingKey('links', this.#clock.now()));
    this.#links = new EmailLinks(setup.publicUrl);
    this.#transport = mailTransportFor(setup.config, this.#store, this.#clock);
    this.#unsubscribe = unsubscribe;
    this.#admins = new Set(setup.config.admins.map((name) => name.toLowerCase()));
  }

  async status(playerId: string): Promise<EmailStatus> {
    return statusOf(await this.#store.address(playerId));
  }

  /**
   * Sets the account's address and mails it a verification link. The same address again is a
   * resend while unverified and changes nothing once verified; another address is unverified
   * until its own link is opened. EMAIL_INVALID for a malformed address, changing nothing.
   */
  async setAddress(owner: AddressOwner, input: unknown): Promise<EmailStatus> {
    const { address, locale } = parseSetAddress(input);
    const current = await this.#store.address(owner.playerId);
    if (current?.address === address) {
      if (current.verifiedAt !== null) return statusOf(current);
      return this.#sendVerification(owner, current, locale);
    }
    this.#checkCooldown(current);
    await this.#store.setAddress(owner.playerId, address, this.#clock.now());
    const row = await this.#store.address(owner.playerId);
    if (row === undefined) throw new Error('the e-mail address was not stored');
    return this.#sendVerification(owner, row, locale);
  }

  async resendVerification(owner: AddressOwner, input: unknown): Promise<EmailStatus> {
    const locale = parseResend(input);
    const row = await this.#store.address(owner.playerId);
    if (row === undefined) {
      throw new ServiceError('EMAIL_NOT_SET', 'Add an e-mail address first.');
    }
    if (row.verifiedAt !== null) {
      throw new ServiceError('EMAIL_ALREADY_VERIFIED', `${row.address} is already verified.`);
    }
    return this.#sendVerification(owner, row, locale);
  }

  /**
   * Verifies the address a link was sent to: EMAIL_TOKEN_INVALID for a link this server did not
   * make or one for an address the account no longer has, EMAIL_TOKEN_EXPIRED after 24 hours.
   */
  async verify(token: unknown): Promise<EmailStatus> {
    const claim =
      typeof token === 'string'
        ? await this.#signer.readVerification(
            token,
            async (playerId) => (await this.#store.address(playerId))?.address,
          )
        : undefined;
    if (claim === undefined) {
      throw new ServiceError(
        'EMAIL_TOKEN_INVALID',
        'This verification link is not valid (or the address has changed since).',
      );
    }
    if (this.#clock.now().getTime() > claim.expiresAt.getTime()) {
      throw new ServiceError('EMAIL_TOKEN_EXPIRED', 'This link has expired: ask for a new one.');
    }
    const row = await this.#store.address(claim.playerId);
    if (row?.verifiedAt === null) {
      await this.#store.markVerified(claim.playerId, row.address, this.#clock.now());
    }
    return this.status(claim.playerId);
  }

  /** Turns e-mail off for the kinds an unsubscribe link names; UNSUBSCRIBE_TOKEN_INVALID else. */
  async unsubscribe(token: unknown): Promise<{ kinds: NotificationKind[] }> {
    const claim = typeof token === 'string' ? await this.#signer.readUnsubscribe(token) : undefined;
    if (claim === undefined) {
      throw new ServiceError('UNSUBSCRIBE_TOKEN_INVALID', 'This unsubscribe link is not valid.');
    }
    for (const kind of claim.kinds) await this.#unsubscribe.unsubscribe(claim.playerId, kind);
    return { kinds: [...claim.kinds] };
  }

  /** Whether `username` may read the local outbox (TAVOLO_ADMINS). */
  isAdmin(username: string): boolean {
    return this.#admins.has(username.toLowerCase());
  }

  async outbox(input: unknown): Promise<OutboxPage> {
    const { limit, before } = parseInput(outboxPageSchema, input ?? {}, 'outbox page');
    const rows = await this.#store.outbox(limit + 1, before);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      messages: page.map(summaryOf),
      nextBefore: rows.length > limit && last !== undefined ? last.seq : null,
    };
  }

  async outboxMessage(id: string): Promise<OutboxMessage> {
    const row = await this.#store.outboxMessage(id);
    if (row === undefined) {
      throw new ServiceError('OUTBOX_MESSAGE_NOT_FOUND', 'No message in the outbox has this id.');
    }
    return {
      ...summaryOf(row),
      messageId: row.messageId,
      headers: row.headers,
      text: row.textBody,
      html: row.htmlBody,
      raw: row.raw,
    };
  }

  close(): void {
    this.#transport.close();
  }

  #checkCooldown(row: EmailAddressRow | undefined): void {
    const sentAt = row?.verificationSentAt?.getTime();
    if (sentAt !== undefined && this.#clock.now().getTime() - sentAt < RESEND_COOLDOWN_MS) {
      throw new ServiceError(
        'EMAIL_RESEND_TOO_SOON',
        'A verification mail went out less than a minute ago: wait a little before another.',
      );
    }
  }

  /**
   * Mails the verification link. A failed send leaves the address set but not pending (the page
   * offers to send again) rather than failing the request for the SMTP server's sake.
   */
  async #sendVerification(
    owner: AddressOwner,
    row: EmailAddressRow,
    locale: Locale,
  ): Promise<EmailStatus> {
    this.#checkCooldown(row);
    const now = this.#clock.now();
    const expiresAt = new Date(now.getTime() + VERIFICATION_LIFETIME_MS);
    const token = await this.#signer.verificationToken(owner.playerId, row.address, expiresAt);
    const mail = renderVerification(
      row.address,
      locale,
      owner.displayName,
      this.#links.verifyPage(token),
    );
    const messageId = this.#links.messageId(
      'verification',
      `${owner.playerId}:${row.address}:${now.getTime()}`,
    );
    try {
      await this.#transport.deliver({ to: row.address, ...mail, messageId, headers: {} });
    } catch {
      return statusOf(row);
    }
    await this.#store.markVerificationSent(owner.playerId, now);
    return this.status(owner.playerId);
  }
}
