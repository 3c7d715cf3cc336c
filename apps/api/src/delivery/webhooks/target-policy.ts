/**
 * May a webhook reach this URL (issue 18 item 10)? Checked at registration and again before
 * every attempt, when the host is resolved anew: the attempt then connects to the very address
 * checked here (sender.ts), so a DNS answer that changes in between cannot lead it inside.
 *
 * Hosts on the allowlist (TAVOLO_WEBHOOK_ALLOW) may use plain http and any address: tests and
 * development. Everyone else: https, and every address the host resolves to must be public.
 */
import { ServiceError } from '../../errors.ts';
import { refusedAddressClass } from './address-policy.ts';
import type { ResolvedAddress, Resolver } from './resolver.ts';

export const MAX_URL_LENGTH = 2048;

export interface VettedTarget {
  readonly url: URL;
  /** The address to connect to: one of the host's, all of which passed the check. */
  readonly address: ResolvedAddress;
}

/** The URL's host as the resolver and the allowlist take it (IPv6 without brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** A well-formed http(s) URL without credentials, else WEBHOOK_URL_INVALID. */
export function parseTargetUrl(text: string): URL {
  const invalid = (why: string) =>
    new ServiceError('WEBHOOK_URL_INVALID', `The webhook URL is not usable: ${why}.`);
  if (text.length > MAX_URL_LENGTH) throw invalid(`longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('not http(s)');
  if (url.username !== '' || url.password !== '') throw invalid('it carries credentials');
  if (url.hash !== '') throw invalid('it has a #fragment');
  return url;
}

export async function vetTarget(
  text: string,
  allowHosts: readonly string[],
  resolver: Resolver,
): Promise<VettedTarget> {
  const url = parseTargetUrl(text);
  const host = hostOf(url);
  const allowed = allowHosts.includes(host);
  if (!allowed && url.protocol !== 'https:') {
    throw new ServiceError(
      'WEBHOOK_URL_NOT_HTTPS',
      'A webhook URL must use https (plain http only for hosts on the server’s allowlist).',
    );
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await resolver.resolve(host);
  } catch {
    addresses = [];
  }
  const [first] = addresses;
  if (first === undefined) {
    throw new ServiceError('WEBHOOK_TARGET_UNRESOLVED', `The host ${host} has no address.`);
  }
  if (!allowed) {
    for (const { address } of addresses) {
      const refused = refusedAddressClass(address);
      if (refused !== null) {
        throw new ServiceError(
          'WEBHOOK_TARGET_FORBIDDEN',
          `The host ${host} resolves to a ${refused} address, which webhooks may not reach.`,
        );
      }
    }
  }
  return { url, address: first };
}
