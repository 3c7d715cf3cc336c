/** The create-game form draws each game's options from the server's JSON Schema; the engine judges. */
import { expect, test } from '@playwright/test';
import { signUp } from './helpers.ts';

test('creates a Big Cheese game with options, after the engine refuses a bad target', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/lobby');
  await page.getByLabel('Game', { exact: true }).selectOption('big-cheese');
  const options = page.getByRole('group', { name: /^Options of / });
  await expect(options).toBeVisible();

  // Defaults are shown as chosen; booleans are checkboxes, enumerations selects.
  const scoring = options.getByRole('combobox', { name: 'Dice for scoring' });
  await expect(scoring.locator('option:checked')).toHaveText('The card’s own die (d4 to d20)');
  await expect(options.getByRole('checkbox', { name: 'Veto and Big Cheese cards' })).toBeChecked();

  await scoring.selectOption({ label: 'One six-sided die × the card’s value' });
  const target = options.getByRole('spinbutton', { name: 'Points to win' });
  await target.fill('50');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /not valid.*at least 200/i }),
  ).toBeVisible();

  await target.fill('250');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page).toHaveURL(/\/games\/[^/]+$/);
  const gameId = page.url().split('/').at(-1) ?? '';
  const game = (await (await page.request.get(`/api/v1/games/${gameId}`)).json()) as {
    options: Record<string, unknown>;
  };
  expect(game.options).toMatchObject({ scoring: 'd6', target: 250, specials: true });

  // The waiting page lists what the game was created with, in words, defaults included (a term
  // and its description per row; the colon between them is drawn by CSS).
  const chosen = page.locator('details', { hasText: 'Options' });
  await expect(chosen.getByRole('definition').first()).toBeVisible();
  const pairs = await chosen.locator('dl > div').allInnerTexts();
  expect(pairs.map((pair) => pair.replace(/\s+/g, ' ').trim())).toEqual(
    expect.arrayContaining([
      'Dice for scoring One six-sided die × the card’s value',
      'Points to win 250',
      'Veto and Big Cheese cards yes',
    ]),
  );
  // A full table is ready: the hint says so once every seat is taken.
  await expect(page.getByText('Every seat must be filled before the start.')).toBeVisible();
});

test('switching games redraws their options', async ({ page }) => {
  await signUp(page);
  await page.goto('/lobby');
  await page.getByLabel('Game', { exact: true }).selectOption('cheesonomics');
  const options = page.getByRole('group', { name: /^Options of / });
  await expect(options.getByRole('combobox', { name: 'Flavour' })).toBeVisible();
  await page.getByLabel('Game', { exact: true }).selectOption('bon-appetit');
  await expect(options.getByRole('combobox', { name: 'Flavour' })).toHaveCount(0);
  // Seats are offered as seats of this table, counted from 1.
  await page.getByLabel('Players').selectOption('3');
  const starting = options.getByRole('combobox', { name: 'Who starts' });
  await expect(starting.locator('option')).toHaveText([
    'drawn at random',
    'Seat 1',
    'Seat 2',
    'Seat 3',
  ]);
});

test('names the options in the reader’s language', async ({ page }) => {
  await signUp(page);
  await page.goto('/lobby');
  await page.getByLabel('Language').selectOption('it');
  await page.getByLabel('Gioco', { exact: true }).selectOption('big-shot');
  const options = page.getByRole('group', { name: /^Opzioni di / });
  await expect(options.getByRole('checkbox', { name: 'Denaro nascosto' })).not.toBeChecked();
  await expect(options.getByText(/finché un giocatore non viene colto/)).toBeVisible();
  const supply = options.getByRole('combobox', { name: 'Certificati di debito in banca' });
  await expect(supply.locator('option')).toHaveText([
    'quanti ne servono',
    '30, come nella scatola originale',
    '25, come nella riedizione',
  ]);
});
