/**
 * Invite codes: a secret per game that lets a person find it and, for a private game, sit down.
 * Lower-case letters and digits without the look-alikes 0/o and 1/l, so a code read aloud or
 * typed from a screen survives; 12 characters of a 32-letter alphabet are 60 random bits.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const INVITE_CODE_LENGTH = 12;

export function newInviteCode(): string {
  // 256 is a multiple of 32: the low five bits of each byte are uniform.
  return Array.from(randomBytes(INVITE_CODE_LENGTH), (byte) => ALPHABET.charAt(byte & 31)).join('');
}

/** Compares a code given by a caller with the stored one in constant time. */
export function inviteCodeMatches(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
