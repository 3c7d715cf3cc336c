/**
 * The account service's inputs, checked at its edge like service/inputs.ts: a malformed value is
 * an INVALID_INPUT error whose message never repeats a password.
 */
import { z } from 'zod';
import { TOKEN_SCOPES } from '../db/schema.ts';
import { displayNameSchema, printable } from '../service/inputs.ts';

export const usernameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_.-]{3,32}$/,
    'a username: 3 to 32 letters, digits, dots, dashes or underscores',
  );

export const signUpSchema = z.strictObject({
  username: usernameSchema,
  password: z.string().min(8).max(256),
  displayName: displayNameSchema.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** Sign-in accepts any password up to the sign-up maximum: a stricter policy later locks no one out. */
export const signInSchema = z.strictObject({
  username: usernameSchema,
  password: z.string().min(1).max(256),
});
export type SignInInput = z.input<typeof signInSchema>;

export const newTokenSchema = z.strictObject({
  name: printable(z.string().trim().min(1).max(100)),
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .min(1)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'each scope at most once')
    .transform((scopes) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type NewTokenInput = z.input<typeof newTokenSchema>;

export const accountIdSchema = printable(z.string().min(1).max(200));
