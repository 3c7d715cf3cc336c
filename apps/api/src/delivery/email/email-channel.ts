/**
 * The e-mail channel (issue 18 item 3): an inbox notification, or a digest of several, sent to
 * the account's *verified* address only, in the recipient's language, text and HTML, with a
 * link to the table, a Message-ID derived from the notification (or digest key) and one-click
 * unsubscribe headers (RFC 8058). The delivery engine decides whether and when; this only sends.
 *
 * Idempotency: the channel looks in `email_sent` before sending and records after. A job that
 * dies between the two sends once more on redelivery, with the same Message-ID, which the
 * receiver can detect; recording first would instead lose the mail if the send then failed.
 */
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationKind } from '../../db/schema.ts';
import { PermanentDeliveryError } from '../contract.ts';
import type { NotificationChannel, OutboundNotification, Recipient } from '../contract.ts';
import type { EmailConfig } from './email-config.ts';
import { EmailStore } from './email-store.ts';
import { EmailSigner } from './email-tokens.ts';
import { EmailLinks } from './links.ts';
import { mailTransportFor } from './mail-transport.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';
import { renderDigest, renderNotification, TEXTS } from './render.ts';
import type { ComposedMail, DigestEntry } from './render.ts';

/** What the e-mail channel and service are built from. */
export interface EmailSetup {
  readonly config: EmailConfig;
  /** The server's public URL (TAVOLO_PUBLIC_URL): every link in a mail starts with it. */
  readonly publicUrl: URL;
  readonly clock?: Clock;
}

/** The notification kinds whose e-mails an unsubscribe link turns off, for one account. */
export interface EmailUnsubscribePort {
  unsubscribe(playerId: string, kind: NotificationKind): Promise<void>;
}

/** The one-click unsubscribe headers (RFC 2369 and RFC 8058). */
function unsubscribeHeaders(oneClick: URL): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export class EmailChannel implements NotificationChannel {
  readonly name = 'email' as const;
  readonly #store: EmailStore;
  readonly #signer: EmailSigner;
  readonly #links: EmailLinks;
  readonly #transport: MailTransport;
  readonly #clock: Clock;

  constructor(db: Db, setup: EmailSetup) {
    this.#clock = setup.clock ?? systemClock;
    this.#store = new EmailStore(db);
    this.#signer = new EmailSigner(() => this.#store.signingKey('links', this.#clock.now()));
    this.#links = new EmailLinks(setup.publicUrl);
    this.#transport = mailTransportFor(setup.config, this.#store, this.#clock);
  }

  async send(notification: OutboundNotification, recipient: Recipient): Promise<void> {
    if (notification.playerId !== recipient.playerId) {
      throw new PermanentDeliveryError('The notification is not for this recipient.');
    }
    const address = await this.#verifiedAddress(recipient.playerId);
    if (address === undefined || (await this.#store.wasSent(address, notification.id))) return;
    const token = await this.#signer.unsubscribeToken(recipient.playerId, [
      notification.content.kind,
    ]);
    const leadsToTable = this.#leadsToTable(notification);
    const mail = renderNotification(notification, recipient, {
      target: this.#target(notification),
      unsubscribePage: this.#links.unsubscribePage(token),
      leadsToTable,
    });
    const messageId = this.#links.messageId('notification', notification.id);
    await this.#deliver(address, notification.id, mail, messageId, token);
  }

  /**
   * One message gathering `notifications` (the day's turns and reminders), sent once per
   * `digestKey` (e.g. `<playerId>:<day>`); its unsubscribe link turns off every kind it holds.
   */
  async sendDigest(
    recipient: Recipient,
    notifications: readonly OutboundNotification[],
    digestKey: string,
  ): Promise<void> {
    if (notifications.some((notification) => notification.playerId !== recipient.playerId)) {
      throw new PermanentDeliveryError('A notification of the digest is not for this recipient.');
    }
    const address = await this.#verifiedAddress(recipient.playerId);
    const key = `digest:${digestKey}`;
    if (notifications.length === 0 || address === undefined) return;
    if (await this.#store.wasSent(address, key)) return;
    const kinds = [...new Set(notifications.map((notification) => notification.content.kind))];
    const token = await this.#signer.unsubscribeToken(recipient.playerId, kinds);
    const texts = TEXTS[recipient.locale];
    const entries: DigestEntry[] = notifications.map((notification) => ({
      notification,
      target: this.#target(notification),
    }));
    const stopWhat = kinds.map((kind) => texts.kindNames[kind]).join(', ');
    const mail = renderDigest(entries, recipient, this.#links.unsubscribePage(token), stopWhat);
    await this.#deliver(address, key, mail, this.#links.messageId('digest', digestKey), token);
  }

  close(): void {
    this.#transport.close();
  }

  async #verifiedAddress(playerId: string): Promise<string | undefined> {
    const row = await this.#store.address(playerId);
    return row?.verifiedAt === null || row === undefined ? undefined : row.address;
  }

  /** A removed game has no table to open: its notice leads to the account page. */
  #leadsToTable(notification: OutboundNotification): boolean {
    return notification.gameId !== null && notification.content.kind !== 'game_cleaned_up';
  }

  #target(notification: OutboundNotification): URL {
    return this.#leadsToTable(notification) && notification.gameId !== null
      ? this.#links.table(notification.gameId)
      : this.#links.account();
  }

  async #deliver(
    address: string,
    key: string,
    mail: ComposedMail,
    messageId: string,
    unsubscribeToken: string,
  ): Promise<void> {
    const outgoing: OutgoingMail = {
      to: address,
      ...mail,
      messageId,
      headers: unsubscribeHeaders(this.#links.oneClickUnsubscribe(unsubscribeToken)),
    };
    await this.#transport.deliver(outgoing);
    await this.#store.recordSent(address, key, messageId, this.#clock.now());
  }
}
