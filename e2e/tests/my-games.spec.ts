/**
 * My games: the games to move in first (the nearest deadline first), then those in play, those
 * still waiting for players and the finished ones; each says who plays, whose move it is and by
 * when, how full a waiting table is, or who won. The header's link counts the games to move in.
 */
import { expect, test } from '@playwright/test';
import { createdGame, playFirstLegal, seatBot, startGame, startedGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

test('my games: my move first, then the others, each in words', async ({ browser, page }) => {
  const ann = await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext()).newPage();
  const bob = await signUp(bobPage, newUsername('bob'));

  // Finished at once: every seat reveals automatically.
  const finished = await startedGame(page.request, 'bon-appetit', 2, { auto_reveal: [0, 1] });
  // Ann's move, within a week, and (made later) within an hour.
  const week = await startedGame(
    page.request,
    'bon-appetit',
    2,
    { starting_seat: 0 },
    { moveTimeLimitSeconds: 7 * 86_400 },
  );
  const hour = await startedGame(
    page.request,
    'bon-appetit',
    2,
    { starting_seat: 0 },
    { moveTimeLimitSeconds: 3600 },
  );
  // Bob's move in a game with Ann.
  const bobs = await createdGame(page.request, 'bon-appetit', 2, {
    visibility: 'private',
    options: { starting_seat: 1 },
  });
  await takeSeat(page.request, bobs, 0);
  await takeSeat(bobPage.request, bobs, 1);
  await startGame(page.request, bobs.gameId);
  // Waiting for players: Ann and a bot at a table of three.
  const waiting = await createdGame(page.request, 'big-cheese', 3);
  await takeSeat(page.request, waiting, 0);
  await seatBot(page.request, waiting.gameId, 2);

  const bobHasAMove = async (): Promise<boolean> => {
    const response = await bobPage.request.get(`/api/v1/games/${bobs.gameId}/state`);
    const state = (await response.json()) as { legalCommands: unknown[] };
    return state.legalCommands.length > 0;
  };

  await page.goto('/games');
  // A card is a list item with a link to its game (a card's clocks are list items too).
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(cards).toHaveCount(5);
  const order = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(order).toEqual(
    [hour, week, bobs, waiting, finished].map((game) => `/games/${game.gameId}`),
  );

  const card = (n: number) => cards.nth(n);
  // The header's link counts the games waiting for Ann's move, on every page.
  const myGamesLink = (name: string) => page.getByRole('navigation').getByRole('link', { name });
  await expect(myGamesLink('My games (2 games await your move)')).toBeVisible();
  await expect(card(0)).toContainText(`Players: ${ann} (you) and Random bot`);
  // Dates in the browser's own form of English (en-GB here): "26 Nov 2026, 13:10".
  await expect(card(0)).toContainText(/Your turn · deadline \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
  await expect(card(1)).toContainText('Your turn · deadline');
  await expect(card(2)).toContainText(`Players: ${ann} (you) and ${bob}`);
  await expect(card(2)).toContainText(`Waiting for ${bob}`);
  await expect(card(2)).not.toContainText('deadline');
  await expect(card(3)).toContainText('Open The Big Cheese game (waiting for players)');
  await expect(card(3)).toContainText('Waiting for players: 2 of 3 seats taken');
  await expect(card(4)).toContainText(/Won by .+ · finished \d{1,2} \w{3} \d{4}, \d\d:\d\d/);
  await expectAccessible(page, 'my games');

  // Bob moves: the list follows when Ann comes back to it (the page also looks once a minute).
  // (A card he turns over may open a hunt he goes on with: he plays until it is Ann's move.)
  await expect
    .poll(async () => {
      const bobsMove = await bobHasAMove();
      if (bobsMove) await playFirstLegal(bobPage.request, bobs.gameId);
      return bobsMove;
    })
    .toBe(false);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(card(2)).toContainText('Your turn');
  await expect(card(2)).not.toContainText('Waiting for');
  await expect(myGamesLink('My games (3 games await your move)')).toBeVisible();
  await page.goto('/rules');
  await expect(myGamesLink('My games (3 games await your move)')).toBeVisible();
  await page.goto('/games');

  // In Italian, the same list in Italian words.
  await page.getByLabel('Language').selectOption('it');
  await expect(card(0)).toContainText(`Giocatori: ${ann} (tu) e Bot casuale`);
  await expect(card(3)).toContainText('2 posti occupati su 3');
  await expect(myGamesLink('Le mie partite (3 partite attendono la tua mossa)')).toBeVisible();
});
