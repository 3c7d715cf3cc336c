/**
 * A real SMTP server in this process (`smtp-server` on 127.0.0.1, a port of the kernel's
 * choice) that keeps every message it accepts, parsed by `mailparser`; it can be told to refuse
 * recipients with a reply code (4xx: try later; 5xx: never). Plus a closed port, for a dead one.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { EmailConfig } from '../src/delivery/email/email-config.ts';
import { DEFAULT_EMAIL_CONFIG } from '../src/delivery/email/email-config.ts';

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly parsed: ParsedMail;
}

/** An SMTP error reply: what smtp-server sends for an Error with `responseCode`. */
class SmtpReply extends Error {
  readonly responseCode: number;

  constructor(message: string, responseCode: number) {
    super(message);
    this.responseCode = responseCode;
  }
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** A reply code every RCPT TO is refused with (undefined: accept). */
  refuseRecipientsWith: number | undefined;
  readonly #server: SMTPServer;
  #port = 0;

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        const code = this.refuseRecipientsWith;
        callback(code === undefined ? null : new SmtpReply(`refused with ${code}`, code));
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          })
          .catch((error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          });
      },
    });
  }

  static async start(): Promise<TestSmtpServer> {
    const server = new TestSmtpServer();
    await new Promise<void>((resolve, reject) => {
      server.#server.once('error', reject);
      server.#server.listen(0, '127.0.0.1', () => {
        resolve();
      });
    });
    server.#port = (server.#server.server.address() as AddressInfo).port;
    return server;
  }

  get url(): URL {
    return new URL(`smtp://127.0.0.1:${this.#port}`);
  }

  /** An e-mail configuration sending here (short timeouts: tests never wait long). */
  config(overrides: Partial<EmailConfig> = {}): EmailConfig {
    return {
      ...DEFAULT_EMAIL_CONFIG,
      smtpUrl: this.url,
      smtpTimeouts: {
        connectionTimeoutMs: 2_000,
        greetingTimeoutMs: 2_000,
        socketTimeoutMs: 5_000,
      },
      ...overrides,
    };
  }

  /** The messages sent to `address` so far. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.close(() => {
        resolve();
      });
    });
  }
}

/** A port nothing listens on: bound by the kernel, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return port;
}

/** The first link in `text` starting with `prefix`. */
export function linkIn(text: string | undefined, prefix: string): URL {
  const found = (text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (found === undefined) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(found);
}

/** A header of a parsed message as it was written (unfolded), or '' when absent. */
export function headerOf(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
