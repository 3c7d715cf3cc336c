/**
 * Words for an options form (messages/): "<engine>.options.<name>.label", ".hint" and
 * ".values.<value>" — never "<engine>.options.<name>" itself, which svelte-i18n would read as the
 * parent of the others. An option or value without words is shown by its key. Integer choices spanning exactly
 * the seats (0 to maxSeats − 1) are shown as seats, counted from 1.
 */
import type { Translate } from '../games/contract.ts';
import type { Choice, OptionField, Scalar } from './schema.ts';

export interface LabelContext {
  readonly engine: string;
  readonly maxSeats: number;
  readonly t: Translate;
  readonly has: (key: string) => boolean;
}

function optionKey(field: OptionField, context: LabelContext): string {
  return `${context.engine}.options.${field.name}`;
}

export function fieldLabel(field: OptionField, context: LabelContext): string {
  const key = `${optionKey(field, context)}.label`;
  if (context.has(key)) return context.t(key);
  const words = field.name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldHint(field: OptionField, context: LabelContext): string | undefined {
  const key = `${optionKey(field, context)}.hint`;
  return context.has(key) ? context.t(key) : undefined;
}

/** Whether a field's integer choices are the seats of the game. */
export function isSeatChoice(field: OptionField, maxSeats: number): boolean {
  if (field.kind !== 'choice' && field.kind !== 'multi') return false;
  const numbers = field.choices.map((choice) => choice.value).filter((v) => typeof v === 'number');
  return (
    numbers.length === maxSeats && numbers.every((value, index) => value === index) && maxSeats > 0
  );
}

export function valueLabel(field: OptionField, value: Scalar, context: LabelContext): string {
  const key = `${optionKey(field, context)}.values.${String(value)}`;
  if (context.has(key)) return context.t(key);
  if (typeof value === 'number' && isSeatChoice(field, context.maxSeats)) {
    return context.t('options.seat', { n: value + 1 });
  }
  if (typeof value === 'boolean') return context.t(value ? 'options.yes' : 'options.no');
  return typeof value === 'string' ? value.replaceAll('_', ' ') : String(value);
}

/** The choices worth offering at this seat count (no seat beyond the table). */
export function visibleChoices(
  field: OptionField & { readonly choices: readonly Choice[] },
  maxSeats: number,
  seatCount: number,
): { readonly choice: Choice; readonly index: number }[] {
  const seats = isSeatChoice(field, maxSeats);
  return field.choices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => !seats || typeof choice.value !== 'number' || choice.value < seatCount);
}

/** One chosen option in words: its label and its value (a list's values joined). */
export interface ChosenOption {
  readonly label: string;
  readonly value: string;
}

/**
 * The options a game was created with (the engine's normalised options, defaults included), in
 * words, in the schema's order. A list with nothing chosen reads as "none"; a value the schema
 * does not know is shown as it is.
 */
export function chosenOptions(
  fields: readonly OptionField[],
  options: unknown,
  context: LabelContext,
): ChosenOption[] {
  if (typeof options !== 'object' || options === null) return [];
  const values = options as Readonly<Record<string, unknown>>;
  return fields.flatMap((field) => {
    const value = values[field.name];
    if (value === undefined) return [];
    const scalars = (Array.isArray(value) ? value : [value]).filter(
      (item): item is Scalar => item === null || typeof item !== 'object',
    );
    const words = scalars.map((item) => valueLabel(field, item, context));
    const text = words.length === 0 ? context.t('options.noneChosen') : words.join(', ');
    return [{ label: fieldLabel(field, context), value: text }];
  });
}
