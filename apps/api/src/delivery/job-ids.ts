/**
 * pg-boss job ids derived from what a job is about ("email:<notification id>"): sending the same
 * job twice (a relay retried after a crash, two processes) inserts one job, because pg-boss
 * ignores a second job with an id it has. pg-boss ids are uuids: the key's sha-256 shaped as
 * one (version 8, "custom", RFC 9562).
 */
import { createHash } from 'node:crypto';

export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
