import { describe, expect, it } from 'vitest';
import { collectOptions, initialInputs, multiKey } from './inputs.ts';
import { choicesOf, optionFields } from './schema.ts';

/** The shape z.toJSONSchema gives the engines' options (io: input). */
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    scoring: { default: 'poly', type: 'string', enum: ['d6', 'poly'] },
    target: { type: 'integer', exclusiveMinimum: 0, maximum: 10000 },
    exact30: { default: false, type: 'boolean' },
    auto_reveal: {
      default: [],
      maxItems: 12,
      type: 'array',
      items: { type: 'integer', minimum: 0, maximum: 5 },
    },
    starting_seat: {
      default: 'random',
      anyOf: [
        { type: 'string', const: 'random' },
        { type: 'integer', minimum: 0, maximum: 5 },
      ],
    },
    extra: { type: 'object' },
  },
  additionalProperties: false,
};

describe('optionFields', () => {
  const fields = optionFields(schema);

  it('maps booleans, enums, numbers, arrays of choices and the rest', () => {
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['scoring', 'choice'],
      ['target', 'number'],
      ['exact30', 'boolean'],
      ['auto_reveal', 'multi'],
      ['starting_seat', 'choice'],
      ['extra', 'json'],
    ]);
    expect(fields[1]).toMatchObject({ integer: true, min: 1, max: 10000, default: undefined });
  });

  it('expands unions of constants and small integer ranges into choices', () => {
    expect(fields[4]).toMatchObject({ default: 'random' });
    const starting = fields[4];
    expect(starting?.kind === 'choice' ? starting.choices.map((c) => c.value) : []).toEqual([
      'random',
      0,
      1,
      2,
      3,
      4,
      5,
    ]);
    expect(choicesOf({ type: 'integer', minimum: 0, maximum: 1000 })).toBeUndefined();
  });

  it('reads nothing from a schema that is not an object schema', () => {
    expect(optionFields(null)).toEqual([]);
    expect(optionFields({ type: 'object' })).toEqual([]);
  });
});

describe('collectOptions', () => {
  const fields = optionFields(schema);

  it('sends the defaults as shown, leaving empty inputs out', () => {
    const inputs = initialInputs(fields);
    expect(inputs.text['scoring']).toBe('1');
    expect(collectOptions(fields, inputs)).toEqual({
      ok: true,
      options: { scoring: 'poly', exact30: false, auto_reveal: [], starting_seat: 'random' },
    });
  });

  it('sends what was chosen, typed', () => {
    const inputs = initialInputs(fields);
    inputs.text['scoring'] = '0';
    inputs.text['target'] = '250';
    inputs.checked['exact30'] = true;
    inputs.checked[multiKey('auto_reveal', 2)] = true;
    inputs.text['starting_seat'] = '3';
    inputs.text['extra'] = '{"a":1}';
    expect(collectOptions(fields, inputs)).toEqual({
      ok: true,
      options: {
        scoring: 'd6',
        target: 250,
        exact30: true,
        auto_reveal: [2],
        starting_seat: 2,
        extra: { a: 1 },
      },
    });
  });

  it('names the field that cannot be read', () => {
    const inputs = initialInputs(fields);
    inputs.text['target'] = 'lots';
    expect(collectOptions(fields, inputs)).toEqual({
      ok: false,
      field: 'target',
      problem: 'number',
    });
    inputs.text['target'] = '';
    inputs.text['extra'] = '{';
    expect(collectOptions(fields, inputs)).toEqual({ ok: false, field: 'extra', problem: 'json' });
  });
});
