/**
 * The full rules pages of The Big Cheese and Bon Appétit! (issue 20 item 8): each explained in
 * English, Italian and French through the app's language switch, with a table of contents that
 * links into the page and the drawn examples as named images; axe-clean in light and dark; and a
 * table's rules link leads there.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startedGame } from './api.ts';
import { expectAccessible, signUp } from './helpers.ts';

type Locale = 'en' | 'it' | 'fr';

interface Words {
  readonly title: RegExp;
  readonly contents: string;
  readonly section: string;
  readonly subsection: string;
  readonly examples: readonly string[];
}

const BIG_CHEESE: Readonly<Record<Locale, Words>> = {
  en: {
    title: /^Rules of The Big Cheese$/,
    contents: 'Contents',
    section: 'Special cards',
    subsection: 'Veto',
    examples: [
      'Example: when projects mature',
      'Example: a Veto',
      'Example: a Big Cheese used at once',
      'Example: Exact 30',
    ],
  },
  it: {
    title: /^Regole di The Big Cheese$/,
    contents: 'Indice',
    section: 'Carte speciali',
    subsection: 'Veto',
    examples: [
      'Esempio: quando maturano i progetti',
      'Esempio: un Veto',
      'Esempio: un Big Cheese usato subito',
      'Esempio: Esattamente 30',
    ],
  },
  fr: {
    title: /^Règles de The Big Cheese$/,
    contents: 'Sommaire',
    section: 'Cartes spéciales',
    subsection: 'Veto',
    examples: [
      'Exemple\u00a0: quand les projets arrivent à terme',
      'Exemple\u00a0: un Veto',
      'Exemple\u00a0: un Big Cheese joué aussitôt',
      'Exemple\u00a0: 30 exactement',
    ],
  },
};

const BON_APPETIT: Readonly<Record<Locale, Words>> = {
  en: {
    title: /^Rules of Bon Appétit!$/,
    contents: 'Contents',
    section: 'Hunting a mouse',
    subsection: 'Another mouse: the hunt passes on',
    examples: [
      'Example 1: a cat catches the mouse',
      'Example 2: only cheese',
      'Example 3: a second mouse',
      'Example 4: a mouse in the centre',
    ],
  },
  it: {
    title: /^Regole di Bon Appétit!$/,
    contents: 'Indice',
    section: 'La caccia al topo',
    subsection: 'Un altro topo: la caccia passa',
    examples: [
      'Esempio 1: un gatto acchiappa il topo',
      'Esempio 2: solo formaggio',
      'Esempio 3: un secondo topo',
      'Esempio 4: un topo al centro',
    ],
  },
  fr: {
    title: /^Règles de Bon Appétit!$/,
    contents: 'Sommaire',
    section: 'La chasse à la souris',
    subsection: 'Une autre souris\u00a0: la chasse passe',
    examples: [
      'Exemple 1\u00a0: un chat attrape la souris',
      'Exemple 2\u00a0: que du fromage',
      'Exemple 3\u00a0: une deuxième souris',
      'Exemple 4\u00a0: une souris au centre',
    ],
  },
};

const GAMES = [
  { engine: 'big-cheese', seats: 3, link: 'Rules of The Big Cheese', words: BIG_CHEESE },
  { engine: 'bon-appetit', seats: 2, link: 'Rules of Bon Appétit!', words: BON_APPETIT },
] as const;

async function expectRulesPage(page: Page, words: Words): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
  await expect(page.getByRole('heading', { level: 2, name: words.contents })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: words.section })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: words.subsection, exact: true }),
  ).toBeVisible();
  for (const name of words.examples) {
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  }
}

for (const game of GAMES) {
  test(`${game.engine}: the full rules in three languages, drawn, accessible in light and dark`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/rules/${game.engine}`);
    await expectRulesPage(page, game.words.en);

    // The table of contents links into the page.
    const contents = page.getByRole('navigation', { name: game.words.en.contents });
    await contents.getByRole('link', { name: game.words.en.section, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${game.engine}#${game.engine}-`));

    for (const locale of ['en', 'it', 'fr'] as const) {
      await page.locator('#locale-select').selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectRulesPage(page, game.words[locale]);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectAccessible(page, `the ${game.engine} rules in ${locale}, light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page, `the ${game.engine} rules in ${locale}, dark`);
    }
  });

  test(`${game.engine}: a table links to its rules page`, async ({ page }) => {
    await signUp(page);
    const table = await startedGame(page.request, game.engine, game.seats);
    await page.goto(`/games/${table.gameId}`);
    await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
    await page.getByRole('link', { name: game.link }).click();
    await expect(page).toHaveURL(new RegExp(`/rules/${game.engine}$`));
    await expectRulesPage(page, game.words.en);
  });
}
