import { games } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import type { LabelContext } from '../options/labels.ts';
import { optionsInWords } from './game-words.ts';

const schemaOf = (id: string) => games.find((game) => game.id === id)?.optionsSchema;

const context = (engine: string): LabelContext => ({
  engine,
  maxSeats: 6,
  has: (key) => key.endsWith('.label') || key.endsWith('.values.sharp'),
  t: (key) => `«${key}»`,
});

describe('optionsInWords', () => {
  it('names only the options that are not their default, in the form’s words', () => {
    expect(
      optionsInWords(schemaOf('cheesonomics'), { flavour: 'mild' }, context('cheesonomics')),
    ).toEqual([]);
    expect(
      optionsInWords(schemaOf('cheesonomics'), { flavour: 'sharp' }, context('cheesonomics')),
    ).toEqual([
      '«cheesonomics.options.flavour.label»: «cheesonomics.options.flavour.values.sharp»',
    ]);
  });

  it('says a flipped switch and a list of seats', () => {
    const words = optionsInWords(
      schemaOf('bon-appetit'),
      { auto_reveal: [0, 1], starting_seat: 'random', initial_card: 'inert' },
      context('bon-appetit'),
    );
    expect(words).toHaveLength(1);
    expect(words[0]).toMatch(/^«bon-appetit\.options\.auto_reveal\.label»: /);
    const shot = optionsInWords(schemaOf('big-shot'), { hidden_money: true }, context('big-shot'));
    expect(shot).toEqual(['«big-shot.options.hidden_money.label»: «options.yes»']);
  });
});
