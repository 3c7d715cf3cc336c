/**
 * The addresses e-mail points at, all under the server's public URL (TAVOLO_PUBLIC_URL): the
 * table, the account page, the web pages that verify an address and confirm an unsubscribe, the
 * API's one-click unsubscribe (RFC 8058), and the Message-IDs, stable per message key.
 */
import { createHash } from 'node:crypto';

export class EmailLinks {
  readonly #base: URL;

  constructor(publicUrl: URL) {
    // A trailing slash, so that a public URL with a path (https://host/tavolo) keeps it.
    this.#base = new URL(publicUrl.href.endsWith('/') ? publicUrl.href : `${publicUrl.href}/`);
  }

  #at(path: string, token?: string): URL {
    const url = new URL(path, this.#base);
    if (token !== undefined) url.searchParams.set('token', token);
    return url;
  }

  table(gameId: string): URL {
    return this.#at(`games/${encodeURIComponent(gameId)}`);
  }

  account(): URL {
    return this.#at('account');
  }

  /** The web page that verifies an address (it calls POST /api/v1/email/verify). */
  verifyPage(token: string): URL {
    return this.#at('account/email/verify', token);
  }

  /** The web page that confirms an unsubscribe (it calls the one-click API below). */
  unsubscribePage(token: string): URL {
    return this.#at('email/unsubscribe', token);
  }

  /** List-Unsubscribe's target: POST with `List-Unsubscribe=One-Click` turns the kinds off. */
  oneClickUnsubscribe(token: string): URL {
    return this.#at('api/v1/email/unsubscribe', token);
  }

  /**
   * `<key@host>`: the same for every send of one message, so a receiver can tell a duplicate.
   * Keys of other shapes than ids are hashed into the id's alphabet.
   */
  messageId(kind: 'notification' | 'digest' | 'verification', key: string): string {
    const local = /^[A-Za-z0-9-]{1,100}$/.test(key)
      ? key
      : createHash('sha256').update(key).digest('hex').slice(0, 40);
    return `<${kind}.${local}@${this.#base.hostname}>`;
  }
}
