/** The REST shapes of accounts: sign-up and sign-in, the session, and API tokens. */
import { z } from 'zod';
import { isoTimestamp, readonlyList } from '../../service/summary-schema.ts';
import { TOKEN_SCOPES } from '../caller.ts';
import { idSchema } from '../edge-inputs.ts';

const iso = isoTimestamp;
const list = readonlyList;

export const accountSchema = z
  .object({
    playerId: z.string(),
    username: z.string(),
    displayName: z.string(),
    createdAt: iso,
  })
  .meta({ id: 'Account' });

/** Strict: a sign-up or sign-in with a field the server does not know is refused, not trimmed. */
export const signUpBody = z.strictObject({
  username: z.string().describe('3–32 letters, digits, _ . -; unique regardless of case'),
  password: z.string().describe('8–256 characters'),
  displayName: z
    .string()
    .optional()
    .describe('1–100 characters without control characters (default: the username)'),
});

export const signInBody = z.strictObject({ username: z.string(), password: z.string() });

export const sessionSchema = z
  .object({
    account: accountSchema,
    expiresAt: iso,
    csrfToken: z.string().describe('Send as the x-csrf-token header on unsafe requests'),
  })
  .meta({ id: 'Session' });

export const scopeSchema = z.enum(TOKEN_SCOPES);

export const tokenInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: list(scopeSchema),
    prefix: z.string().describe('The first characters of the token, to recognise it'),
    createdAt: iso,
    lastUsedAt: iso.nullable(),
  })
  .meta({ id: 'ApiToken' });

export const createTokenBody = z.object({ name: z.string(), scopes: z.array(scopeSchema) });

export const createdTokenSchema = z
  .object({
    token: z.string().describe('The secret: shown once, store it now'),
    info: tokenInfoSchema,
  })
  .meta({ id: 'CreatedApiToken' });

export const tokenIdParams = z.object({ tokenId: idSchema });
