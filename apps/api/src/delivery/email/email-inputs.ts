/** The e-mail operations' inputs (zod, the one source of their shapes). */
import { z } from 'zod';
import { ServiceError } from '../../errors.ts';
import { parseInput } from '../../service/inputs.ts';
import { LOCALES } from '../contract.ts';
import type { Locale } from '../contract.ts';

/** An address as typed (trimmed): RFC 5321 caps it at 254 characters. */
export const emailAddressSchema = z.string().trim().max(254).pipe(z.email());

export const localeSchema = z.enum(LOCALES).default('en');

export const setAddressSchema = z.strictObject({ address: z.unknown(), locale: localeSchema });
export const resendSchema = z.strictObject({ locale: localeSchema });

export interface SetAddressInput {
  readonly address: string;
  readonly locale: Locale;
}

/** A malformed address is EMAIL_INVALID (the other fields: INVALID_INPUT). */
export function parseSetAddress(input: unknown): SetAddressInput {
  const { address, locale } = parseInput(setAddressSchema, input, 'e-mail settings');
  const parsed = emailAddressSchema.safeParse(address);
  if (!parsed.success) {
    throw new ServiceError('EMAIL_INVALID', 'That is not an e-mail address (name@example.org).');
  }
  return { address: parsed.data, locale };
}

export function parseResend(input: unknown): Locale {
  return parseInput(resendSchema, input ?? {}, 'verification request').locale;
}

export const outboxPageSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  before: z.number().int().min(1).optional(),
});
