import { z } from 'zod';
import type { JsonValue } from './json.ts';

/**
 * The JSON Schema (draft 2020-12) of a game's options as a client sends them: every key
 * optional, defaults stated. Clients build their options forms from it; `parseOptions` remains
 * the judge (rules between options, such as a minimum target per scoring mode, are checked there).
 */
export function optionsJsonSchema(schema: z.ZodType): JsonValue {
  // A round trip through text: plain JSON only, whatever z.toJSONSchema's object types say.
  return JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: 'input' }))) as JsonValue;
}
