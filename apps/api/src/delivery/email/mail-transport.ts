/**
 * Where composed mail goes: an SMTP server (nodemailer over `SMTP_URL`, with timeouts so that a
 * dead server fails a job within seconds), or, with no SMTP_URL, the local outbox — the same
 * message, built by nodemailer's stream transport as raw RFC 822 and kept in `email_outbox`.
 */
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { Clock } from '../../clock.ts';
import type { EmailConfig } from './email-config.ts';
import type { EmailStore } from './email-store.ts';
import { deliveryErrorOf } from './smtp-errors.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** `<…@…>`: stable for a notification, so a receiver can tell a duplicate. */
  readonly messageId: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface MailTransport {
  /** Sends `mail`; throws RetryableDeliveryError or PermanentDeliveryError (contract.ts). */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function optionsOf(mail: OutgoingMail, from: string, date: Date) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date,
    headers: { ...mail.headers },
  };
}

export class SmtpMailTransport implements MailTransport {
  readonly #transporter: Transporter;
  readonly #from: string;
  readonly #clock: Clock;

  constructor(config: EmailConfig & { readonly smtpUrl: URL }, clock: Clock) {
    const { connectionTimeoutMs, greetingTimeoutMs, socketTimeoutMs } = config.smtpTimeouts;
    this.#transporter = nodemailer.createTransport({
      url: config.smtpUrl.href,
      connectionTimeout: connectionTimeoutMs,
      greetingTimeout: greetingTimeoutMs,
      socketTimeout: socketTimeoutMs,
      dnsTimeout: connectionTimeoutMs,
    });
    this.#from = config.from;
    this.#clock = clock;
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    try {
      await this.#transporter.sendMail(optionsOf(mail, this.#from, this.#clock.now()));
    } catch (error) {
      throw deliveryErrorOf(error);
    }
  }

  close(): void {
    this.#transporter.close();
  }
}

export class OutboxMailTransport implements MailTransport {
  readonly #transporter: Transporter<StreamTransport.SentMessageInfo>;
  readonly #store: EmailStore;
  readonly #from: string;
  readonly #clock: Clock;

  constructor(store: EmailStore, from: string, clock: Clock) {
    this.#transporter = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    this.#store = store;
    this.#from = from;
    this.#clock = clock;
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    const at = this.#clock.now();
    const info = await this.#transporter.sendMail(optionsOf(mail, this.#from, at));
    // `buffer: true` makes the message a Buffer (a stream otherwise).
    if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no buffer');
    await this.#store.keep(
      {
        recipient: mail.to,
        subject: mail.subject,
        messageId: mail.messageId,
        headers: {
          From: this.#from,
          To: mail.to,
          Subject: mail.subject,
          Date: at.toUTCString(),
          'Message-ID': mail.messageId,
          ...mail.headers,
        },
        textBody: mail.text,
        htmlBody: mail.html,
        raw: info.message.toString('utf8'),
      },
      at,
    );
  }

  close(): void {
    this.#transporter.close();
  }
}

/** SMTP when the configuration names a server, else the local outbox. */
export function mailTransportFor(config: EmailConfig, store: EmailStore, clock: Clock) {
  const { smtpUrl } = config;
  return smtpUrl === undefined
    ? new OutboxMailTransport(store, config.from, clock)
    : new SmtpMailTransport({ ...config, smtpUrl }, clock);
}
