/**
 * The SDL is the committed file schema.graphql, read once at start-up; this module copies the
 * fields of the types others are derived from (DERIVED_TYPES) and adds the two custom scalars.
 * `graphqlSchemaText()` is what CI can compare or publish.
 */
import { readFileSync } from 'node:fs';
import { GraphQLError, GraphQLScalarType, Kind, parse, print, valueFromASTUntyped } from 'graphql';
import type { DocumentNode, ObjectTypeDefinitionNode } from 'graphql';

const SCHEMA_FILE = new URL('./schema.graphql', import.meta.url);

/**
 * Types that are another type's fields and then their own: a `Game` is its `GameSummary` and the
 * invite code (as the REST GameDetails extends GameSummary's schema in http/schemas.ts). Not an
 * SDL interface: each type implementing one would have to restate all its fields.
 */
const DERIVED_TYPES: Readonly<Record<string, string>> = { Game: 'GameSummary' };

let cached: string | undefined;

/** The GraphQL schema (SDL) served at /graphql: as committed, with the derived types' fields. */
export function graphqlSchemaText(): string {
  cached ??= print(withDerivedFields(parse(readFileSync(SCHEMA_FILE, 'utf8'))));
  return cached;
}

function withDerivedFields(document: DocumentNode): DocumentNode {
  const objectTypes = new Map<string, ObjectTypeDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) {
      objectTypes.set(definition.name.value, definition);
    }
  }
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return definition;
    const baseName = DERIVED_TYPES[definition.name.value];
    if (baseName === undefined) return definition;
    const base = objectTypes.get(baseName);
    if (base === undefined) throw new Error(`schema.graphql has no type ${baseName}`);
    return { ...definition, fields: [...(base.fields ?? []), ...(definition.fields ?? [])] };
  });
  return { ...document, definitions };
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
