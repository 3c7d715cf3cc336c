/**
 * A listed game in words, for the lobby: who created it, its options (those not at their
 * default, by the options form's own words), and its free seats.
 */
import type { GameSummary } from '@tavolo/sdk/client';
import { optionFields } from '../options/schema.ts';
import type { OptionField, Scalar } from '../options/schema.ts';
import { fieldLabel, valueLabel } from '../options/labels.ts';
import type { LabelContext } from '../options/labels.ts';

/**
 * Who created the game, named from the games row even after they left their seat (their name
 * links to their profile); undefined for a game made without a player.
 */
export function creatorOf(game: GameSummary): NonNullable<GameSummary['creator']> | undefined {
  return game.creator ?? undefined;
}

export function freeSeats(game: GameSummary): number {
  return game.seatCount - game.seats.length;
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function valueWords(field: OptionField, value: unknown, context: LabelContext): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => (isScalar(item) ? valueLabel(field, item, context) : '?'))
      .join(', ');
  }
  return isScalar(value) ? valueLabel(field, value, context) : JSON.stringify(value);
}

/** "Label: value" for each option of `options` that is not the schema's default. */
export function optionsInWords(schema: unknown, options: unknown, context: LabelContext): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const given = options as Readonly<Record<string, unknown>>;
  return optionFields(schema).flatMap((field) => {
    if (!(field.name in given)) return [];
    const value = given[field.name];
    if (field.default !== undefined && sameValue(value, field.default)) return [];
    return [`${fieldLabel(field, context)}: ${valueWords(field, value, context)}`];
  });
}
