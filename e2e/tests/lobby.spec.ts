/**
 * The lobby (issue 20 item 8): open games in words (creator, options, time control, free seats),
 * kept up to date without a reload, a tab of public games in play to watch, and a link to the
 * game's rules from the table.
 */
import { expect, test } from '@playwright/test';
import { createdGame, leaveSeat, startedGame, takeSeat } from './api.ts';
import { signUp } from './helpers.ts';

test('lists open games in words and follows creates, joins and leaves without a reload', async ({
  browser,
}) => {
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  const hostName = await signUp(host);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signUp(guest);
  await guest.goto('/lobby');
  await expect(guest.getByRole('tab', { name: 'Open games' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The lobby is long-polling (the list is read): what follows arrives by itself.
  await expect(guest.getByText('Loading')).toHaveCount(0);

  // Created and joined in the other browser after the guest opened the lobby: it shows up.
  const game = await createdGame(host.request, 'cheesonomics', 3, {
    visibility: 'public',
    options: { flavour: 'sharp' },
  });
  const item = guest.getByRole('listitem').filter({
    has: guest.locator(`a[href="/games/${game.gameId}"]`),
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`created by ${hostName}`);
  await expect(item).toContainText('3 free seats');
  await expect(item.getByTestId('game-options')).toContainText(/sharp/i);

  await takeSeat(host.request, game, 0);
  await expect(item).toContainText('2 free seats');

  // The creator leaves their seat: the game is still theirs, and says so.
  await leaveSeat(host.request, game, 0);
  await expect(item).toContainText('3 free seats');
  await expect(item).toContainText(`created by ${hostName}`);
  await hostContext.close();
  await guestContext.close();
});

test('shows public games in play to watch, and the table links to the rules', async ({ page }) => {
  await signUp(page);
  const game = await startedGame(page.request, 'bon-appetit', 2, {}, { visibility: 'public' });
  await page.goto('/lobby');
  await page.getByRole('tab', { name: 'Games in play' }).click();
  const watch = page.locator(`a[href="/games/${game.gameId}"]`);
  await expect(watch).toContainText('Watch Bon Appétit!');
  await watch.click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.gameId}$`));
  await page.getByRole('link', { name: 'Rules of Bon Appétit!' }).click();
  await expect(page).toHaveURL(/\/rules\/bon-appetit$/);
});
