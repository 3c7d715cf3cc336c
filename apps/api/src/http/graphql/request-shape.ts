/**
 * The shape of a GraphQL request over HTTP, for mercurius' two /graphql routes. The app compiles
 * every route schema with Zod (fastify-type-provider-zod), which cannot read the JSON Schemas
 * mercurius declares; so these routes get compilers of their own (mercurius
 * `additionalRouteOptions`): the request is checked with the Zod schemas below whatever JSON
 * Schema mercurius passes, and responses are plain JSON.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifySchema } from 'fastify';
import { z } from 'zod';

const jsonObject = z.record(z.string(), z.unknown());

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Mercurius takes a query that does not parse as GraphQL for a JSON-encoded syntax tree and gives
 * it to graphql's validator as it is, which throws on anything but a well-formed tree (a 500:
 * found by the GraphQL fuzz test with `"query": "6"`). No JSON text is a GraphQL document, so
 * such a query is malformed; checking costs little, as GraphQL text stops JSON.parse at once.
 */
const graphqlText = z
  .string()
  .refine((text) => !isJsonText(text), 'query must be GraphQL text, not JSON');

/** POST: a JSON body with one operation (batches are refused: an array is not an object). */
const postBody = z.object({
  query: graphqlText.optional(),
  operationName: z.string().nullish(),
  variables: jsonObject.nullish(),
  extensions: jsonObject.nullish(),
});

/** GET (and the websocket upgrade): the operation in the query string, variables as JSON text. */
const getQuery = z.object({
  query: graphqlText.optional(),
  operationName: z.string().optional(),
  variables: z.string().optional(),
  extensions: z.string().optional(),
});

const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ httpPart }) => {
  const schema = httpPart === 'body' ? postBody : httpPart === 'querystring' ? getQuery : undefined;
  return (data: unknown) => {
    if (schema === undefined) return { value: data };
    const parsed = schema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    const where = httpPart === 'body' ? 'body' : 'query string';
    return {
      error: new Error(`Malformed GraphQL request ${where}: ${z.prettifyError(parsed.error)}`),
    };
  };
};

const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** Route options for both /graphql routes. */
export const graphqlRouteOptions = { validatorCompiler, serializerCompiler };
