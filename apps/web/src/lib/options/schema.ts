/**
 * A game's options form, read from the JSON Schema the server publishes for each engine
 * (GET /api/v1/engines → optionsSchema): the client knows no game's options by itself. Booleans
 * become checkboxes, enumerations and small integer ranges selects, other numbers number inputs,
 * arrays of choices groups of checkboxes, and anything else a JSON text field. The engine
 * validates what is sent; this only presents the schema.
 */

export type Scalar = string | number | boolean | null;

export interface Choice {
  readonly value: Scalar;
}

interface FieldBase {
  readonly name: string;
}

export type OptionField =
  | (FieldBase & { readonly kind: 'boolean'; readonly default: boolean | undefined })
  | (FieldBase & {
      readonly kind: 'choice';
      readonly choices: readonly Choice[];
      readonly default: Scalar | undefined;
    })
  | (FieldBase & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly min: number | undefined;
      readonly max: number | undefined;
      readonly default: number | undefined;
    })
  | (FieldBase & {
      readonly kind: 'multi';
      readonly choices: readonly Choice[];
      readonly maxItems: number | undefined;
      readonly default: readonly Scalar[];
    })
  | (FieldBase & { readonly kind: 'text'; readonly default: string | undefined })
  | (FieldBase & { readonly kind: 'json'; readonly default: unknown });

/** Integer ranges up to this size become choices rather than free number inputs. */
const MAX_RANGE_CHOICES = 24;

type Schema = Readonly<Record<string, unknown>>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The bounds of a number schema, exclusive bounds made inclusive for integers. */
function bounds(schema: Schema): { min: number | undefined; max: number | undefined } {
  const integer = schema['type'] === 'integer';
  const exMin = num(schema['exclusiveMinimum']);
  const exMax = num(schema['exclusiveMaximum']);
  const min =
    num(schema['minimum']) ?? (exMin === undefined ? undefined : exMin + (integer ? 1 : 0));
  const max =
    num(schema['maximum']) ?? (exMax === undefined ? undefined : exMax - (integer ? 1 : 0));
  return { min, max };
}

/** The values a schema allows when it is a finite, small set (enum, const, small integer range). */
export function choicesOf(schema: Schema): Choice[] | undefined {
  const values = schema['enum'];
  if (Array.isArray(values) && values.every(isScalar)) return values.map((value) => ({ value }));
  if ('const' in schema && isScalar(schema['const'])) return [{ value: schema['const'] }];
  if (schema['type'] === 'integer') {
    const { min, max } = bounds(schema);
    if (min !== undefined && max !== undefined && max >= min && max - min < MAX_RANGE_CHOICES) {
      return Array.from({ length: max - min + 1 }, (_, index) => ({ value: min + index }));
    }
  }
  const options = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(options) && options.length > 0) {
    const all: Choice[] = [];
    for (const option of options) {
      const part = isSchema(option) ? choicesOf(option) : undefined;
      if (part === undefined) return undefined;
      all.push(...part);
    }
    return all;
  }
  return undefined;
}

function fieldOf(name: string, schema: Schema): OptionField {
  const fallback = schema['default'];
  const choices = choicesOf(schema);
  if (schema['type'] === 'boolean') {
    return { name, kind: 'boolean', default: typeof fallback === 'boolean' ? fallback : undefined };
  }
  if (choices !== undefined) {
    return { name, kind: 'choice', choices, default: isScalar(fallback) ? fallback : undefined };
  }
  if (schema['type'] === 'integer' || schema['type'] === 'number') {
    const { min, max } = bounds(schema);
    return {
      name,
      kind: 'number',
      integer: schema['type'] === 'integer',
      min,
      max,
      default: num(fallback),
    };
  }
  const items = schema['items'];
  const itemChoices = isSchema(items) ? choicesOf(items) : undefined;
  if (schema['type'] === 'array' && itemChoices !== undefined) {
    return {
      name,
      kind: 'multi',
      choices: itemChoices,
      maxItems: num(schema['maxItems']),
      default: Array.isArray(fallback) ? fallback.filter(isScalar) : [],
    };
  }
  if (schema['type'] === 'string') {
    return { name, kind: 'text', default: typeof fallback === 'string' ? fallback : undefined };
  }
  return { name, kind: 'json', default: fallback };
}

/** The fields of an options schema (an object schema), in the schema's order. */
export function optionFields(schema: unknown): OptionField[] {
  if (!isSchema(schema) || !isSchema(schema['properties'])) return [];
  return Object.entries(schema['properties']).flatMap(([name, property]) =>
    isSchema(property) ? [fieldOf(name, property)] : [],
  );
}
