/**
 * Who is signed in: the account of the session cookie, learnt from GET /api/v1/auth/session at
 * start-up and kept by sign-up, sign-in and sign-out. The session's CSRF token goes to the API
 * client for unsafe requests.
 */
import type { components } from '@tavolo/sdk/client';
import { api, setCsrfToken, unwrap } from './api/client.ts';

export type Account = components['schemas']['Account'];
type SessionBody = components['schemas']['Session'];

class Session {
  /** The signed-in account, or null. */
  account = $state<Account | null>(null);
  /** False until the first answer about the session (pages wait before redirecting). */
  known = $state(false);

  #adopt(body: SessionBody | null): void {
    this.account = body?.account ?? null;
    setCsrfToken(body?.csrfToken ?? null);
    this.known = true;
  }

  /** Asks the server who this browser is signed in as. */
  async refresh(): Promise<void> {
    try {
      const { data, response } = await api().GET('/api/v1/auth/session');
      this.#adopt(response.ok && data !== undefined ? data : null);
    } catch {
      this.#adopt(null); // server unreachable: treated as signed out, pages show the error
    }
  }

  async signIn(username: string, password: string): Promise<void> {
    const body = await unwrap(api().POST('/api/v1/auth/sign-in', { body: { username, password } }));
    this.#adopt(body);
  }

  async signUp(username: string, password: string, displayName?: string): Promise<void> {
    const body = await unwrap(
      api().POST('/api/v1/auth/sign-up', {
        body:
          displayName === undefined ? { username, password } : { username, password, displayName },
      }),
    );
    this.#adopt(body);
  }

  async signOut(): Promise<void> {
    const { response } = await api().POST('/api/v1/auth/sign-out');
    if (!response.ok && response.status !== 401) await this.refresh();
    else this.#adopt(null);
  }
}

export const session = new Session();
