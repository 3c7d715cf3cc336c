/**
 * Ends live streams the moment their credential ends, in whichever process holds them: one
 * LISTEN per process on the channel sign-out and token revocation NOTIFY
 * (accounts/credential-ends.ts), fanned out to the streams watching that credential.
 *
 * A NOTIFY can be lost (postgres.js re-LISTENs after a dropped connection; a process can die
 * between commit and delivery) and a session can simply expire: streams therefore also re-read
 * their credential before each push (http/caller-recheck.ts). This watch makes the end prompt;
 * the re-check makes it certain.
 */
import {
  CREDENTIAL_ENDS_CHANNEL,
  credentialKey,
  parseCredential,
} from '../accounts/credential-ends.ts';
import type { Credential } from '../accounts/credential-ends.ts';
import type { Database, StopListening } from '../db/database.ts';

export class CredentialWatch {
  readonly #watchers = new Map<string, Set<() => void>>();
  #stopListening: StopListening = () => Promise.resolve();

  /** LISTENs on `database` (one watch per process). */
  static async open(database: Database): Promise<CredentialWatch> {
    const watch = new CredentialWatch();
    watch.#stopListening = await database.listen(CREDENTIAL_ENDS_CHANNEL, (payload) => {
      const credential = parseCredential(payload);
      if (credential !== undefined) watch.#ended(credential);
    });
    return watch;
  }

  /**
   * Calls `onEnded` once when `credential` ends, signalled by any process; the returned
   * function stops watching (calling it twice is harmless).
   */
  watch(credential: Credential, onEnded: () => void): () => void {
    const key = credentialKey(credential);
    let watchers = this.#watchers.get(key);
    if (watchers === undefined) {
      watchers = new Set();
      this.#watchers.set(key, watchers);
    }
    const entry = () => {
      onEnded();
    };
    watchers.add(entry);
    return () => {
      const current = this.#watchers.get(key);
      if (current?.delete(entry) === true && current.size === 0) this.#watchers.delete(key);
    };
  }

  /** Streams watching a credential now, in all: what leak checks look at. */
  watcherCount(): number {
    let count = 0;
    for (const watchers of this.#watchers.values()) count += watchers.size;
    return count;
  }

  async close(): Promise<void> {
    this.#watchers.clear();
    await this.#stopListening();
  }

  #ended(credential: Credential): void {
    const key = credentialKey(credential);
    const watchers = this.#watchers.get(key);
    if (watchers === undefined) return;
    this.#watchers.delete(key);
    for (const onEnded of watchers) {
      try {
        onEnded();
      } catch (error) {
        // Called from the driver's connection code, which must not throw.
        console.error('credential watch:', error);
      }
    }
  }
}
