/**
 * The port through which webhooks learn a host's addresses: the real one asks the system's
 * resolver (node:dns lookup, every address); tests give answers that change between calls, to
 * show that delivery checks the address it connects to (DNS rebinding), without a DNS server.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

export interface Resolver {
  /** Every address of `hostname` (an IP literal resolves to itself); throws when none. */
  resolve(hostname: string): Promise<readonly ResolvedAddress[]>;
}

/** An IP literal as an address, or null for a host name. */
export function literalAddress(hostname: string): ResolvedAddress | null {
  const version = isIP(hostname);
  return version === 0 ? null : { address: hostname, family: version === 4 ? 4 : 6 };
}

export const systemResolver: Resolver = {
  async resolve(hostname) {
    const literal = literalAddress(hostname);
    if (literal !== null) return [literal];
    const answers = await lookup(hostname, { all: true, order: 'verbatim' });
    return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  },
};
