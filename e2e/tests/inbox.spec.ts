/**
 * The inbox (issue 17 item 8): another player's move makes it your turn, and the header's
 * badge counts up without a reload (the inbox's long-poll); the inbox page says it in words with
 * a link to the game; marking it read, then all read, brings the badge down and away. The
 * account page edits the reminder ladder (issue 17 item 9). Axe clean.
 */
import { expect, test } from '@playwright/test';
import { createdGame, playFirstLegal, startGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

test('inbox: badge and list follow another player’s move', async ({ browser, page }) => {
  // Two accounts, a game, a few moves and two axe runs: on a loaded machine this takes a while.
  test.setTimeout(120_000);
  await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext()).newPage();
  await signUp(bobPage, newUsername('bob'));

  // Bob moves first; Ann is told the game started.
  const game = await createdGame(page.request, 'bon-appetit', 2, {
    visibility: 'private',
    options: { starting_seat: 1 },
  });
  await takeSeat(page.request, game, 0);
  await takeSeat(bobPage.request, game, 1);
  await startGame(page.request, game.gameId);

  await page.goto('/');
  const inboxLink = page.getByRole('navigation').getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink).toHaveAccessibleName('Inbox (1 unread notification)');
  const badge = page.getByTestId('inbox-badge');
  await expect(badge).toHaveText('1');

  // Bob plays until it is Ann's turn; the badge counts it while Ann's page stays as it is.
  const annHasAMove = async (): Promise<boolean> => {
    const response = await page.request.get(`/api/v1/games/${game.gameId}/state`);
    return ((await response.json()) as { legalCommands: unknown[] }).legalCommands.length > 0;
  };
  for (let move = 0; move < 20 && !(await annHasAMove()); move += 1) {
    await playFirstLegal(bobPage.request, game.gameId);
  }
  expect(await annHasAMove()).toBe(true);
  await expect(badge).toHaveText('2');
  await expect(inboxLink).toHaveAccessibleName('Inbox (2 unread notifications)');

  await inboxLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const list = page.getByTestId('inbox-list').getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText('Your turn in Bon Appétit!');
  await expect(list.first().getByRole('link')).toHaveAttribute('href', `/games/${game.gameId}`);
  await expect(list.nth(1)).toContainText('Your game of Bon Appétit! has started.');
  await expect(page.getByText('2 unread notifications.')).toBeVisible();
  await expectAccessible(page, 'the inbox');

  await list.first().getByRole('button', { name: 'Mark read' }).click();
  await expect(badge).toHaveText('1');
  await expect(list.first().getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge).toHaveCount(0);
  await expect(page.getByText('Nothing unread.')).toBeVisible();
  await expect(inboxLink).toHaveAccessibleName('Inbox');
  await expectAccessible(page, 'the inbox, all read');
});

test('reminders: the ladder on the account page, changed and turned off', async ({ page }) => {
  await signUp(page, newUsername('cat'));
  await page.goto('/account');
  await expect(page.getByRole('checkbox', { name: '24 hours before', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '4 hours before', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '1 hour before', exact: true })).toBeChecked();
  await page.getByRole('checkbox', { name: '4 hours before', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders saved.' })).toBeVisible();
  const saved = await page.request.get('/api/v1/me/reminders');
  expect(await saved.json()).toEqual({ offsetsSeconds: [86_400, 3600] });
  await expectAccessible(page, 'the account page with reminders');
  await page.getByRole('button', { name: 'Turn reminders off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders are off.' })).toBeVisible();
});
