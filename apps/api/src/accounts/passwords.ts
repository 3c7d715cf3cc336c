/**
 * Password hashing with argon2id. Sign-in verifies against a dummy hash (same costs) when the
 * username is unknown, so its duration does not tell which usernames exist.
 */
import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import type { PasswordHashing } from './types.ts';

export class PasswordHasher {
  readonly #costs: PasswordHashing;
  #dummy: Promise<string> | undefined;

  constructor(costs: PasswordHashing) {
    this.#costs = costs;
  }

  /** The encoded hash: $argon2id$v=19$m=…,p=…,t=…$salt$hash (random 16-byte salt). */
  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...this.#costs });
  }

  /** Checks `password` against `encoded`, or against the dummy hash when there is no account. */
  async verify(encoded: string | undefined, password: string): Promise<boolean> {
    const target = encoded ?? (await this.#dummyHash());
    const matches = await verify(target, password);
    return encoded !== undefined && matches;
  }

  /** True when a stored hash was made with other costs (it is replaced at the next sign-in). */
  outdated(encoded: string): boolean {
    return needsRehash(encoded, this.#costs);
  }

  /** Computed once, before any lookup can depend on it (see AccountService.signIn). */
  async #dummyHash(): Promise<string> {
    this.#dummy ??= this.hash(randomBytes(24).toString('base64url'));
    try {
      return await this.#dummy;
    } catch (error) {
      this.#dummy = undefined;
      throw error;
    }
  }

  /** Makes sure the dummy hash exists, so the first sign-in of an unknown user is not faster. */
  async ready(): Promise<void> {
    await this.#dummyHash();
  }
}
