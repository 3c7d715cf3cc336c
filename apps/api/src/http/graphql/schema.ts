/**
 * The SDL is the committed file schema.graphql, read once at start-up; this module adds the two
 * custom scalars. `graphqlSchemaText()` is what CI can compare or publish.
 */
import { readFileSync } from 'node:fs';
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

const SCHEMA_FILE = new URL('./schema.graphql', import.meta.url);

let cached: string | undefined;

/** The GraphQL schema (SDL) served at /graphql, exactly as committed. */
export function graphqlSchemaText(): string {
  cached ??= readFileSync(SCHEMA_FILE, 'utf8');
  return cached;
}

/** Engine-defined values: passed through as they are, both ways. */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value, as the game engine defines it.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

function timestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return value;
  throw new GraphQLError('DateTime must be an ISO 8601 timestamp with a time zone.');
}

/** ISO 8601 timestamps, as the service hands them out. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO 8601 / RFC 3339 timestamp.',
  serialize: timestamp,
  parseValue: timestamp,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string.');
    return timestamp(ast.value);
  },
});
