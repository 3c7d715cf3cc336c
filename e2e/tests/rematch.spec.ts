/**
 * A rematch (issue 21 item 8, ADR 0040): two players finish a game (every seat reveals at once,
 * so it is over at its start), one offers a rematch from the finished table, the other accepts
 * from theirs, and both land in the new game, with the seats rotated by one.
 */
import { expect, test } from '@playwright/test';
import { createdGame, startGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

/** The box reads the offer again every few seconds: allow a few rounds of it. */
const LIVE = { timeout: 15_000 };

test('one offers a rematch, the other accepts, both play on', async ({ browser, page }) => {
  const ann = await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext()).newPage();
  const bob = await signUp(bobPage, newUsername('bob'));

  const game = await createdGame(page.request, 'bon-appetit', 2, {
    visibility: 'private',
    options: { auto_reveal: [0, 1] },
  });
  await takeSeat(page.request, game, 0);
  await takeSeat(bobPage.request, game, 1);
  await startGame(page.request, game.gameId);

  for (const player of [page, bobPage]) {
    await player.goto(`/games/${game.gameId}`);
    await expect(player.getByRole('heading', { name: /\(finished\)$/ })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Rematch?' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Offer a rematch' }).click();
  await expect(page.getByText(`${ann}: accepted`)).toBeVisible();
  await expect(page.getByText(`${bob}: no answer yet`)).toBeVisible();

  // Bob's table learns of the offer by itself.
  const accept = bobPage.getByRole('button', { name: 'Accept the rematch' });
  await expect(accept).toBeVisible(LIVE);
  await expect(bobPage.getByText(`${ann} offers a rematch.`)).toBeVisible();
  await expectAccessible(bobPage, 'the finished table with a rematch offer');
  await accept.click();

  const bobsLink = bobPage.getByRole('link', { name: 'Go to the rematch' });
  await expect(bobsLink).toBeVisible();
  const href = await bobsLink.getAttribute('href');
  expect(href).toMatch(/\/games\/[^/]+$/);
  expect(href).not.toContain(game.gameId);
  await bobsLink.click();
  await expect(bobPage).toHaveURL(new RegExp(`${href ?? ''}$`));

  const annsLink = page.getByRole('link', { name: 'Go to the rematch' });
  await expect(annsLink).toBeVisible(LIVE);
  await annsLink.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
  for (const player of [page, bobPage]) {
    await expect(player.getByRole('heading', { name: /\((in play|finished)\)$/ })).toBeVisible();
  }
  await expectAccessible(page, 'the rematch table');

  // The same players, the seats rotated: Bob now sits first.
  const seats = await page.request.get(`/api/v1/games/${href?.split('/').pop() ?? ''}`);
  const body = (await seats.json()) as { seats: { displayName: string }[] };
  expect(body.seats.map((seat) => seat.displayName)).toEqual([bob, ann]);
});
