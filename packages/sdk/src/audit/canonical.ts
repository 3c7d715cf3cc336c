import canonicalize from 'canonicalize';

/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value: sorted keys, no whitespace,
 * ECMAScript number formatting. The hash chain hashes exactly these bytes.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('only JSON values can be canonicalised');
  return text;
}
