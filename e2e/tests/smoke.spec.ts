/** Smoke: sign up, create a Bon Appétit! game, take a seat, seat a server bot, start, see the table. */
import { expect, test } from '@playwright/test';
import { createGame, expectAccessible, signUp } from './helpers.ts';

test('a new player starts a Bon Appétit! game against a server bot and sees the table', async ({
  page,
}) => {
  await signUp(page);
  await createGame(page, 'bon-appetit', 2);

  await page.getByRole('button', { name: 'Take seat 1' }).click();
  await expect(page.getByRole('button', { name: 'Leave seat 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Seat a bot at 2' }).click();
  await expect(page.getByRole('button', { name: 'Remove the bot from seat 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the game' }).click();

  await expect(page.getByRole('heading', { name: /\(in play\)|\(finished\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game log' })).toBeVisible();
  await expect(page.getByText(/It is your turn\.|Waiting for|The game is over\./)).toBeVisible();
  await expect(page.getByText(/^(Live|Live \(polling\)|Final)$/)).toBeVisible();
});

test('the creator picks which of the game’s bots to seat, by its readable name', async ({
  page,
}) => {
  await signUp(page);
  await createGame(page, 'big-shot', 3);

  const choice = page.getByRole('combobox', { name: 'Bot to seat' });
  await expect(choice.getByRole('option')).toHaveText(['Random bot', 'Careful bot']);
  await choice.selectOption({ label: 'Careful bot' });
  await expect(page.getByText(/^Never borrows/)).toBeVisible();
  await page.getByRole('button', { name: 'Seat a bot at 2' }).click();
  await expect(page.getByRole('button', { name: 'Remove the bot from seat 2' })).toBeVisible();
  await choice.selectOption({ label: 'Random bot' });
  await page.getByRole('button', { name: 'Seat a bot at 3' }).click();
  await expect(page.getByRole('button', { name: 'Remove the bot from seat 3' })).toBeVisible();

  const seats = page.getByRole('listitem').filter({ hasText: /^Seat \d:/ });
  await expect(seats).toHaveText([
    /^Seat 1:\s*empty/,
    /^Seat 2:\s*Careful bot/,
    /^Seat 3:\s*Random bot/,
  ]);
  await expectAccessible(page, 'the waiting room with a choice of bots');
});
