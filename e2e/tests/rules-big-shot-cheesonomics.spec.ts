/**
 * The full rules pages of Big Shot and Cheesonomics (issue 20 item 8): the whole game in English,
 * Italian and French, a table of contents, the drawn examples (each a figure captioned in words
 * with an image inside), accessible in light and dark, and reached from a table's rules link.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startedGame } from './api.ts';
import { expectAccessible, signUp } from './helpers.ts';

type Language = 'en' | 'it' | 'fr';

interface RulesPage {
  readonly engine: string;
  readonly title: string;
  /** Per language: the h1, a few section headings, and the start of each example's caption. */
  readonly words: Readonly<
    Record<
      Language,
      {
        h1: string;
        /** The contents' heading first, then a section the contents link to. */
        headings: readonly [string, string, ...string[]];
        examples: readonly string[];
      }
    >
  >;
}

const PAGES: readonly RulesPage[] = [
  {
    engine: 'big-shot',
    title: 'Big Shot',
    words: {
      en: {
        h1: 'Rules of Big Shot',
        headings: ['Contents', 'Who owns a lot', 'Loans', 'Variant: hidden money'],
        examples: [
          'Example 1. The broker skips empty spaces.',
          'Example 2. Equal colours cancel.',
          'Example 3. A park doubles its owner’s neighbours.',
        ],
      },
      it: {
        h1: 'Regole di Big Shot',
        headings: ['Indice', 'A chi va un lotto', 'Prestiti', 'Variante: denaro nascosto'],
        examples: [
          'Esempio 1. Il Broker salta le caselle vuote.',
          'Esempio 2. I colori in parità si annullano.',
          'Esempio 3. Un parco raddoppia i lotti vicini del suo proprietario.',
        ],
      },
      fr: {
        h1: 'Règles de Big Shot',
        headings: ['Sommaire', 'À qui revient un terrain', 'Emprunts', 'Variante : argent caché'],
        examples: [
          'Exemple 1. Le courtier saute les cases vides.',
          'Exemple 2. Les couleurs à égalité s’annulent.',
          'Exemple 3. Un parc double les voisins de son propriétaire.',
        ],
      },
    },
  },
  {
    engine: 'cheesonomics',
    title: 'Cheesonomics',
    words: {
      en: {
        h1: 'Rules of Cheesonomics',
        headings: ['Contents', 'Churn: take wedges and protect a category', 'Sharp'],
        examples: [
          'Example 1. The knife protects a category, not the wedges.',
          'Example 2. Prices, a sale and the flip.',
          'Example 3. Only colours in the market can be sold.',
        ],
      },
      it: {
        h1: 'Regole di Cheesonomics',
        headings: ['Indice', 'Zangolare: prendere spicchi e proteggere una categoria', 'Piccante'],
        examples: [
          'Esempio 1. Il coltello protegge una categoria, non gli spicchi.',
          'Esempio 2. Prezzi, una vendita e la girata.',
          'Esempio 3. Si vendono solo i colori presenti nel mercato.',
        ],
      },
      fr: {
        h1: 'Règles de Cheesonomics',
        headings: [
          'Sommaire',
          'Baratter : prendre des portions et protéger une catégorie',
          'Corsé',
        ],
        examples: [
          'Exemple 1. Le couteau protège une catégorie, pas les portions.',
          'Exemple 2. Les prix, une vente et le retournement.',
          'Exemple 3. On ne vend que les couleurs présentes au marché.',
        ],
      },
    },
  },
];

const LANGUAGE_LABEL: Readonly<Record<Language, string>> = {
  en: 'Language',
  it: 'Lingua',
  fr: 'Langue',
};

/** The page in one language: its headings, and each example as a figure with an image in it. */
async function expectRules(page: Page, rules: RulesPage, language: Language): Promise<void> {
  const words = rules.words[language];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.h1);
  for (const heading of words.headings) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('figure')).toHaveCount(words.examples.length);
  for (const start of words.examples) {
    const figure = page.getByRole('figure', { name: start });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole('img')).toBeVisible();
  }
}

for (const rules of PAGES) {
  test(`${rules.title}: the full rules in three languages, light and dark`, async ({ page }) => {
    await page.goto(`/rules/${rules.engine}`);
    await expectRules(page, rules, 'en');
    // The contents link to their sections.
    const contents = page.getByRole('navigation', { name: rules.words.en.headings[0] });
    await contents.getByRole('link', { name: rules.words.en.headings[1] }).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${rules.engine}#${rules.engine}-`));
    await expectAccessible(page, `${rules.title} rules, light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page, `${rules.title} rules, dark`);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByLabel(LANGUAGE_LABEL.en).selectOption('it');
    await expectRules(page, rules, 'it');
    await page.getByLabel(LANGUAGE_LABEL.it).selectOption('fr');
    await expectRules(page, rules, 'fr');
    await page.getByLabel(LANGUAGE_LABEL.fr).selectOption('en');
    await expectRules(page, rules, 'en');
  });
}

test('a Big Shot and a Cheesonomics table link to their full rules', async ({ page }) => {
  await signUp(page);
  for (const rules of PAGES) {
    const game = await startedGame(page.request, rules.engine, 2);
    await page.goto(`/games/${game.gameId}`);
    await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Rules of ${rules.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${rules.engine}$`));
    await expectRules(page, rules, 'en');
  }
});
