/**
 * What the edge accepts as an id or a number, for REST and GraphQL alike: the REST schemas use
 * these schemas, and Operations parses GraphQL's arguments with the same ones. Every id the server
 * hands out (games, players, tokens) is a UUID, so anything else is refused as INVALID_INPUT
 * before a lookup. Numbers in paths and query strings are plain decimal digits that fit Postgres's
 * integer column: `0x1`, `1e3`, `1.0`, `+1` and ` 1` are not numbers here, even though
 * JavaScript's Number() takes them.
 */
import { z } from 'zod';
import { MAX_INT32 } from '../db/schema.ts';
import { parseInput } from '../service/inputs.ts';

export const idSchema = z.uuid({ error: 'an id as the server hands them out (a UUID)' });

/** Parses an id from a caller (INVALID_INPUT naming `what` otherwise). */
export function parseId(value: unknown, what: string): string {
  return parseInput(idSchema, value, what);
}

const DECIMAL_DIGITS = /^[0-9]{1,10}$/;

/** Plain decimal digits become a number; anything else stays as it is, to be refused. */
function digitsToNumber(raw: unknown): unknown {
  return typeof raw === 'string' && DECIMAL_DIGITS.test(raw) ? Number(raw) : raw;
}

/**
 * A whole number from a path or query string, min … max (at most 2^31 - 1), written in plain
 * decimal digits. OpenAPI shows it as an integer.
 */
export function decimalInteger(min: number, max = MAX_INT32) {
  return z.preprocess(
    digitsToNumber,
    z
      .number({ error: `a whole number from ${min} to ${max} in plain decimal digits` })
      .int()
      .min(min)
      .max(max),
  );
}
