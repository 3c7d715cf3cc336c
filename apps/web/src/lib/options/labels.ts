/**
 * Words for an options form: a game may name its options and their values in its messages
 * ("<engine>.options.<name>", "<engine>.options.<name>.<value>", "<engine>.options.<name>.hint");
 * otherwise the option's key and value are shown as they are. Integer choices spanning exactly
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

export function fieldLabel(field: OptionField, context: LabelContext): string {
  const key = `${context.engine}.options.${field.name}`;
  if (context.has(key)) return context.t(key);
  const words = field.name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldHint(field: OptionField, context: LabelContext): string | undefined {
  const key = `${context.engine}.options.${field.name}.hint`;
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
  const key = `${context.engine}.options.${field.name}.${String(value)}`;
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
