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
  const scoring = options.getByRole('combobox', { name: /scoring/i });
  await expect(scoring.locator('option:checked')).toHaveText('poly');
  await expect(options.getByRole('checkbox', { name: /specials/i })).toBeChecked();

  await scoring.selectOption({ label: 'd6' });
  await options.getByRole('spinbutton', { name: /target/i }).fill('50');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /not valid.*at least 200/i }),
  ).toBeVisible();

  await options.getByRole('spinbutton', { name: /target/i }).fill('250');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page).toHaveURL(/\/games\/[^/]+$/);
  const gameId = page.url().split('/').at(-1) ?? '';
  const game = (await (await page.request.get(`/api/v1/games/${gameId}`)).json()) as {
    options: Record<string, unknown>;
  };
  expect(game.options).toMatchObject({ scoring: 'd6', target: 250, specials: true });
});

test('switching games redraws their options', async ({ page }) => {
  await signUp(page);
  await page.goto('/lobby');
  await page.getByLabel('Game', { exact: true }).selectOption('cheesonomics');
  const options = page.getByRole('group', { name: /^Options of / });
  await expect(options.getByRole('combobox', { name: /flavour/i })).toBeVisible();
  await page.getByLabel('Game', { exact: true }).selectOption('bon-appetit');
  await expect(options.getByRole('combobox', { name: /flavour/i })).toHaveCount(0);
  // Seats are offered as seats of this table, counted from 1.
  await page.getByLabel('Players').selectOption('3');
  const starting = options.getByRole('combobox', { name: /starting seat/i });
  await expect(starting.locator('option')).toHaveText(['random', 'Seat 1', 'Seat 2', 'Seat 3']);
});
