/**
 * Which addresses a webhook may never reach (issue 18 item 10, SSRF): loopback, private
 * (RFC 1918, ULA), link-local (the cloud metadata address 169.254.169.254 among them), CGNAT,
 * unspecified, multicast and reserved ranges — in IPv4, IPv6 and the IPv4-mapped IPv6 forms of
 * the IPv4 ones (node's BlockList matches `::ffff:a.b.c.d` against the IPv4 rules itself).
 */
import { BlockList, isIP } from 'node:net';

const IPV4_REFUSED: readonly (readonly [string, number, string])[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_REFUSED: readonly (readonly [string, number, string])[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b::', 96, 'NAT64 (may reach private IPv4)'],
  ['100::', 64, 'discard'],
  ['fc00::', 7, 'private (ULA)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

function blockListOf(
  rules: readonly (readonly [string, number, string])[],
  family: 'ipv4' | 'ipv6',
) {
  return rules.map(([network, prefix, label]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, label };
  });
}

const RULES = [...blockListOf(IPV4_REFUSED, 'ipv4'), ...blockListOf(IPV6_REFUSED, 'ipv6')];

/**
 * Why `address` may not be reached (e.g. "loopback"), or null when it is a public address. An
 * address that is not an IP literal is refused too: only resolved addresses come here.
 */
export function refusedAddressClass(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  for (const { list, label } of RULES) {
    if (list.check(address, family)) return label;
  }
  return null;
}
