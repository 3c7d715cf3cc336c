/**
 * What the options form holds (strings for inputs and selects, booleans for checkboxes) and the
 * options object it sends. Defaults are filled in up front, so what is shown is what is sent.
 */
import type { OptionField, Scalar } from './schema.ts';

export interface FormInputs {
  /** Number, text and JSON inputs by field name; selects hold the chosen choice's index. */
  readonly text: Record<string, string>;
  /** Checkboxes: boolean fields by name, array choices as `name#index`. */
  readonly checked: Record<string, boolean>;
}

export type CollectResult =
  | { readonly ok: true; readonly options: Record<string, unknown> }
  | { readonly ok: false; readonly field: string; readonly problem: 'number' | 'json' };

export const multiKey = (name: string, index: number): string => `${name}#${index}`;

const sameScalar = (a: Scalar, b: unknown): boolean => a === b;

export function initialInputs(fields: readonly OptionField[]): FormInputs {
  const inputs: FormInputs = { text: {}, checked: {} };
  for (const field of fields) {
    switch (field.kind) {
      case 'boolean':
        inputs.checked[field.name] = field.default ?? false;
        break;
      case 'choice': {
        const index = field.choices.findIndex((choice) => sameScalar(choice.value, field.default));
        inputs.text[field.name] = index < 0 ? '' : String(index);
        break;
      }
      case 'number':
        inputs.text[field.name] = field.default === undefined ? '' : String(field.default);
        break;
      case 'multi':
        field.choices.forEach((choice, index) => {
          inputs.checked[multiKey(field.name, index)] = field.default.some((value) =>
            sameScalar(choice.value, value),
          );
        });
        break;
      case 'text':
        inputs.text[field.name] = field.default ?? '';
        break;
      case 'json':
        inputs.text[field.name] = field.default === undefined ? '' : JSON.stringify(field.default);
        break;
    }
  }
  return inputs;
}

/** The options object: every field with a value (an empty input leaves the engine's default). */
export function collectOptions(fields: readonly OptionField[], inputs: FormInputs): CollectResult {
  const options: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (inputs.text[field.name] ?? '').trim();
    switch (field.kind) {
      case 'boolean':
        options[field.name] = inputs.checked[field.name] ?? false;
        break;
      case 'choice': {
        const choice = text === '' ? undefined : field.choices[Number(text)];
        if (choice !== undefined) options[field.name] = choice.value;
        break;
      }
      case 'number': {
        if (text === '') break;
        const value = Number(text);
        if (!Number.isFinite(value)) return { ok: false, field: field.name, problem: 'number' };
        options[field.name] = value;
        break;
      }
      case 'multi':
        options[field.name] = field.choices
          .filter((_, index) => inputs.checked[multiKey(field.name, index)] === true)
          .map((choice) => choice.value);
        break;
      case 'text':
        if (text !== '') options[field.name] = text;
        break;
      case 'json':
        if (text === '') break;
        try {
          options[field.name] = JSON.parse(text) as unknown;
        } catch {
          return { ok: false, field: field.name, problem: 'json' };
        }
        break;
    }
  }
  return { ok: true, options };
}
