/**
 * The Cheesonomics rulebook's structure, shared by its three languages (text-en.ts, text-it.ts,
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
  'turn',
  'churn',
  'produce',
  'sell',
  'sharp',
  'end',
  'secrets',
] as const;
export type SectionId = (typeof SECTIONS)[number];

export const EXAMPLES = ['knife', 'price', 'limits'] as const;
export type ExampleId = (typeof EXAMPLES)[number];

/** The section each example is drawn in. */
export const EXAMPLE_SECTION: Readonly<Record<ExampleId, SectionId>> = {
  knife: 'churn',
  price: 'sell',
  limits: 'sell',
};

export type CheesonomicsRulesText = RulesText<SectionId, ExampleId>;

export const TEXTS: Readonly<Record<Locale, CheesonomicsRulesText>> = { en, it, fr };
