/**
 * The GraphQL resolvers' TypeScript types (src/http/graphql/generated/resolver-types.ts), made by
 * GraphQL Code Generator from the SDL the app serves, so that a resolver that drifts from the SDL
 * (a wrong return shape or argument, a field the SDL lacks) fails the typecheck. Run from
 * api-docs.ts: `api:generate` writes the file, `api:check` fails when it is stale.
 *
 * Every object type except the root types is mapped to the type of the same name in
 * src/http/graphql/models.ts: what its resolvers return and receive as parent, the service's own
 * type, which models.ts checks against the type generated from the SDL. A type added to the SDL
 * without a model there fails the typecheck in the generated file's import.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { executeCodegen } from '@graphql-codegen/cli';
import { buildSchema, isObjectType } from 'graphql';
import type { GraphQLSchema } from 'graphql';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export const RESOLVER_TYPES_PATH = path.join(
  apiDir,
  'src/http/graphql/generated/resolver-types.ts',
);

const HEADER =
  '// Generated from the served GraphQL SDL by scripts/resolver-types.ts (GraphQL Code Generator):\n' +
  '// run `pnpm --filter @tavolo/api api:generate` after changing the SDL. Do not edit.\n\n';

/** The checks of each model against its SDL type, appended to what codegen makes. */
function modelChecks(types: readonly string[]): string {
  const checks = types.map(
    (name) => `  Checked<${name}, ${name}Model, Unserved<${name}Model, ${name}>>,`,
  );
  return [
    '',
    '/** The fields of `Shape` in no variant of `Model` (GraphQL would answer them null, always). */',
    'export type Unserved<Model, Shape> = Exclude<',
    '  keyof Shape,',
    "  (Model extends unknown ? keyof Model : never) | '__typename'",
    '>;',
    '',
    '/**',
    " * `Model`, once the typecheck has found that it has each of `Shape`'s fields: the non-null ones",
    ' * in every variant, of their SDL type, and none `Unserved`.',
    ' */',
    'export type Checked<Shape, Model extends Shape, _Unserved extends never> = Model;',
    '',
    '/** Every model checked against the SDL (see src/http/graphql/models.ts). */',
    'export type CheckedModels = [',
    ...checks,
    '];',
    '',
  ].join('\n');
}

/** The object types resolvers return, by name: Query, Mutation and Subscription aside. */
function modelledTypes(schema: GraphQLSchema): string[] {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(
      (root) => root?.name,
    ),
  );
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name))
    .map((type) => type.name)
    .sort();
}

/** The generated module's text (unformatted) for the SDL `sdl`. */
export async function resolverTypesSource(sdl: string): Promise<string> {
  const types = modelledTypes(buildSchema(sdl));
  const mappers = Object.fromEntries(types.map((name) => [name, `../models.ts#${name}`]));
  const { result, error } = await executeCodegen({
    schema: sdl,
    silent: true,
    generates: {
      [RESOLVER_TYPES_PATH]: {
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          useTypeImports: true,
          // String unions and readonly lists: what the service's types use.
          enumsAsTypes: true,
          immutableTypes: true,
          scalars: { ID: 'string', JSON: 'unknown', DateTime: 'string' },
          contextType: 'mercurius#MercuriusContext',
          mappers,
          mapperTypeSuffix: 'Model',
          showUnusedMappers: false,
        },
      },
    },
  });
  if (error !== null) throw error;
  const [file] = result;
  if (file === undefined || result.length !== 1) throw new Error('codegen made no single file');
  return HEADER + file.content + modelChecks(types);
}
