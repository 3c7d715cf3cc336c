/**
 * Invitations of a named player (ADR 0035): in the waiting room of her private game Ann invites
 * Bob by username (a second time is refused, as is a name nobody has); Bob finds the invitation
 * in his inbox, follows its link to the game and takes a seat without the invite code. Axe clean.
 */
import { expect, test } from '@playwright/test';
import { createdGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

test('invite a player by username; they join the private game from the inbox', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const ann = await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext()).newPage();
  const bob = await signUp(bobPage, newUsername('bob'));
  const game = await createdGame(page.request, 'bon-appetit', 2, { visibility: 'private' });
  await takeSeat(page.request, game, 0);

  await page.goto(`/games/${game.gameId}`);
  const field = page.getByLabel('Invite a player by username');
  const invite = page.getByRole('button', { name: 'Invite', exact: true });
  await field.fill(bob);
  await invite.click();
  await expect(page.getByRole('status').filter({ hasText: `${bob} is invited.` })).toBeVisible();
  await field.fill(bob);
  await invite.click();
  const alerts = page.getByRole('alert');
  await expect(alerts.filter({ hasText: 'This player is already invited.' })).toBeVisible();
  await field.fill(newUsername('nobody'));
  await invite.click();
  await expect(alerts.filter({ hasText: 'Nobody has this username.' })).toBeVisible();
  await expectAccessible(page, 'the waiting room with the invitation field');

  await bobPage.goto('/inbox');
  const item = bobPage.getByTestId('inbox-list').getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${ann} invited you to a game of Bon Appétit!`);
  await item.getByRole('link').click();
  await expect(bobPage).toHaveURL(`/games/${game.gameId}`);
  await bobPage.getByRole('button', { name: 'Take seat 2' }).click();
  await expect(bobPage.getByRole('button', { name: 'Leave seat 2' })).toBeVisible();
  // The table is full: nobody is offered the invitation field any more.
  await expect(bobPage.getByLabel('Invite a player by username')).toHaveCount(0);
});
