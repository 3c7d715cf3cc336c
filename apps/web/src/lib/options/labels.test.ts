import { describe, expect, it } from 'vitest';
import type { Translate } from '../games/contract.ts';
import {
  chosenOptions,
  fieldHint,
  fieldLabel,
  isSeatChoice,
  valueLabel,
  visibleChoices,
} from './labels.ts';
import { optionFields } from './schema.ts';

const t: Translate = (key, values) => `${key}${values === undefined ? '' : JSON.stringify(values)}`;
const fields = optionFields({
  type: 'object',
  properties: {
    starting_seat: {
      default: 'random',
      anyOf: [
        { type: 'string', const: 'random' },
        { type: 'integer', minimum: 0, maximum: 5 },
      ],
    },
    initial_card: { type: 'string', enum: ['right_neighbour', 'inert'] },
    level: { type: 'integer', minimum: 0, maximum: 2 },
  },
});
const [seat, card, level] = fields;

describe('option labels', () => {
  const known = new Set([
    'g.options.initial_card.label',
    'g.options.initial_card.values.inert',
    'g.options.initial_card.hint',
  ]);
  const context = { engine: 'g', maxSeats: 6, t, has: (key: string) => known.has(key) };

  it('uses the game’s words when it has them, else the key', () => {
    if (seat === undefined || card === undefined) throw new Error('fields');
    expect(fieldLabel(card, context)).toBe('g.options.initial_card.label');
    expect(fieldLabel(seat, context)).toBe('Starting seat');
    expect(fieldHint(card, context)).toBe('g.options.initial_card.hint');
    expect(fieldHint(seat, context)).toBeUndefined();
    expect(valueLabel(card, 'inert', context)).toBe('g.options.initial_card.values.inert');
    expect(valueLabel(card, 'right_neighbour', context)).toBe('right neighbour');
  });

  it('shows the seats as seats, counted from 1, and only those at the table', () => {
    if (seat?.kind !== 'choice' || level?.kind !== 'choice') throw new Error('fields');
    expect(isSeatChoice(seat, 6)).toBe(true);
    expect(isSeatChoice(level, 6)).toBe(false);
    expect(valueLabel(seat, 2, context)).toBe('options.seat{"n":3}');
    expect(valueLabel(level, 2, context)).toBe('2');
    expect(visibleChoices(seat, 6, 3).map(({ choice }) => choice.value)).toEqual([
      'random',
      0,
      1,
      2,
    ]);
    expect(visibleChoices(level, 6, 2)).toHaveLength(3);
  });
});

describe('chosenOptions', () => {
  const chosen = optionFields({
    type: 'object',
    properties: {
      auto_reveal: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 5 } },
      starting_seat: {
        anyOf: [
          { type: 'string', const: 'random' },
          { type: 'integer', minimum: 0, maximum: 5 },
        ],
      },
      hidden_money: { type: 'boolean' },
      target: { type: 'integer', minimum: 1, maximum: 10000 },
    },
  });
  const known = new Set(['g.options.hidden_money.label', 'g.options.starting_seat.values.random']);
  const context = { engine: 'g', maxSeats: 6, t, has: (key: string) => known.has(key) };

  it('puts every option the game has in words, in the schema’s order', () => {
    const options = {
      target: 250,
      hidden_money: true,
      auto_reveal: [0, 2],
      starting_seat: 'random',
    };
    expect(chosenOptions(chosen, options, context)).toEqual([
      { label: 'Auto reveal', value: 'options.seat{"n":1}, options.seat{"n":3}' },
      { label: 'Starting seat', value: 'g.options.starting_seat.values.random' },
      { label: 'g.options.hidden_money.label', value: 'options.yes' },
      { label: 'Target', value: '250' },
    ]);
  });

  it('says "none" for an empty list and skips what the game does not have', () => {
    expect(chosenOptions(chosen, { auto_reveal: [] }, context)).toEqual([
      { label: 'Auto reveal', value: 'options.noneChosen' },
    ]);
    expect(chosenOptions(chosen, null, context)).toEqual([]);
  });
});
