/**
 * The Big Shot rulebook's structure, shared by its three languages (text-en.ts, text-it.ts,
 * text-fr.ts): the sections in page order, the drawn examples, and where each example is drawn.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { RulesText } from '../../../rules/text.ts';
import { en } from './text-en.ts';
import { fr } from './text-fr.ts';
import { it } from './text-it.ts';

export const SECTIONS = [
  'overview',
  'components',
  'setup',
  'broker',
  'auction',
  'placement',
  'ownership',
  'loans',
  'end',
  'three',
  'two',
  'hidden',
  'options',
  'secrets',
] as const;
export type SectionId = (typeof SECTIONS)[number];

export const EXAMPLES = ['broker', 'ownership', 'park'] as const;
export type ExampleId = (typeof EXAMPLES)[number];

/** The section each example is drawn in. */
export const EXAMPLE_SECTION: Readonly<Record<ExampleId, SectionId>> = {
  broker: 'broker',
  ownership: 'ownership',
  park: 'end',
};

export type BigShotRulesText = RulesText<SectionId, ExampleId>;

export const TEXTS: Readonly<Record<Locale, BigShotRulesText>> = { en, it, fr };
