/**
 * A player on vacation (issue 17 item 7): Ann starts a vacation on her account page; Bob, at the
 * table they share, sees "on vacation until …" beside her name; Ann ends it and the words go.
 * The account page with a running vacation passes axe.
 */
import { expect, test } from '@playwright/test';
import { createdGame, startGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

test('a vacation started on the account page shows at the table, and ends', async ({
  page,
  browser,
}) => {
  const ann = await signUp(page, newUsername('ann'));
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await signUp(bobPage, newUsername('bob'));
  const game = await createdGame(page.request, 'bon-appetit', 2, {
    visibility: 'private',
    timeControl: { kind: 'per_move', moveSeconds: 86_400 },
  });
  await takeSeat(page.request, game, 0);
  await takeSeat(bobPage.request, game, 1);
  await startGame(page.request, game.gameId);

  await page.goto('/account');
  const away = page.getByRole('region', { name: 'Time zone and vacation' });
  await expect(away).toBeVisible();
  await expect(page.getByText('Vacation left: 7 days')).toBeVisible();
  const until = new Date(Date.now() + 3 * 86_400_000);
  until.setSeconds(0, 0);
  const local = new Date(until.getTime() - until.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await page.getByLabel('Until (optional)').fill(local);
  await page.getByRole('button', { name: 'Start a vacation' }).click();
  await expect(away.getByRole('status')).toContainText('Vacation started.');
  await expect(page.getByText(/You are on vacation until/)).toBeVisible();
  await expectAccessible(page, 'the account page on vacation');

  await bobPage.goto(`/games/${game.gameId}`);
  const players = bobPage.getByRole('region', { name: 'Players' });
  await expect(players.getByText(ann)).toBeVisible();
  await expect(players.getByText(/on vacation until/)).toBeVisible();
  await expectAccessible(bobPage, 'a table with a player on vacation');

  await page.getByRole('button', { name: 'End the vacation' }).click();
  await expect(away.getByRole('status')).toContainText('Welcome back');
  await expect(page.getByRole('button', { name: 'Start a vacation' })).toBeVisible();
  await bobPage.reload();
  await expect(bobPage.getByRole('region', { name: 'Players' }).getByText(ann)).toBeVisible();
  await expect(bobPage.getByText(/on vacation until/)).toHaveCount(0);
  await bobContext.close();
});
