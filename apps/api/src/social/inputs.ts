/** The shapes a caller sends to the social features (zod: the one source of each shape). */
import { z } from 'zod';
import { BIO_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '../db/schema.ts';

/**
 * Region codes that Intl knows but ISO 3166-1 alpha-2 does not assign (exceptional
 * reservations, user-assigned and pseudo regions): refused as countries.
 */
const NOT_ISO_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'XK',
  'ZZ',
]);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Whether `code` (upper case) is an ISO 3166-1 alpha-2 country code. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_ISO_COUNTRIES.has(code)) return false;
  return regionNames.of(code) !== code;
}

/** The flag emoji of a country: its two regional indicator symbols. */
export function flagOf(country: string): string {
  // Two ASCII letters: code units are the letters (the schema has checked them).
  return String.fromCodePoint(0x1f1a5 + country.charCodeAt(0), 0x1f1a5 + country.charCodeAt(1));
}

/** Plain text: no control characters but line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const bioSchema = z
  .string()
  .max(BIO_MAX_LENGTH, `A bio has at most ${BIO_MAX_LENGTH} characters.`)
  .refine((text) => !CONTROL.test(text), 'A bio is plain text (no control characters).')
  .transform((text) => text.trim());

export const countrySchema = z
  .string()
  .transform((text) => text.toUpperCase())
  .refine(isCountryCode, 'A country is an ISO 3166-1 alpha-2 code, such as IT or FR.');

/** A profile edit: each field absent stays as it is; `country: null` clears it. */
export const profileEditSchema = z.object({
  bio: bioSchema.optional(),
  country: countrySchema.nullable().optional(),
});
export type ProfileEdit = z.input<typeof profileEditSchema>;

export const reportReasonSchema = z
  .string()
  .transform((text) => text.trim())
  .pipe(z.string().min(1).max(REPORT_REASON_MAX_LENGTH))
  .refine((text) => !CONTROL.test(text), 'A reason is plain text (no control characters).');
