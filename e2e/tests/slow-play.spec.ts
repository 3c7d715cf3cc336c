/**
 * Slow play in the browser (issue 17): the away summary after another player's moves, the time
 * control chosen in the new-game form and shown with the clocks, and the calendar feed's address
 * on the account page. axe-clean.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { createdGame, playFirstLegal, startGame, takeSeat } from './api.ts';
import { createGame, expectAccessible, signUp } from './helpers.ts';

interface SeatState {
  readonly version: number;
  readonly legalCommands: readonly unknown[];
  readonly lastSeenVersion: number | null;
}

async function stateOf(request: APIRequestContext, gameId: string): Promise<SeatState> {
  return (await (await request.get(`/api/v1/games/${gameId}/state`)).json()) as SeatState;
}

/** The log's entries on the table page. */
const logEntries = (page: Page) => page.getByRole('log').locator(':scope > ol > li');

test('the table opens with what happened while you were away, then marks it seen', async ({
  browser,
}) => {
  // Two accounts, a game played through the API and two visits: more than the default minute on
  // a loaded machine.
  test.setTimeout(180_000);
  const ann = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await signUp(ann);
  const bobName = await signUp(bob);
  const game = await createdGame(ann.request, 'bon-appetit', 2);
  await takeSeat(ann.request, game, 0);
  await takeSeat(bob.request, game, 1);
  await startGame(ann.request, game.gameId);
  // Ann plays until it is Bob's turn.
  while ((await stateOf(ann.request, game.gameId)).legalCommands.length > 0) {
    await playFirstLegal(ann.request, game.gameId);
  }

  // Ann's visit: her first, so nothing to catch up on; the page marks what she saw.
  await ann.goto(`/games/${game.gameId}`);
  await expect(ann.getByText(/^Waiting for .+\.$/)).toBeVisible();
  await expect(ann.getByRole('heading', { name: 'While you were away' })).toHaveCount(0);
  const seen = (await stateOf(ann.request, game.gameId)).version;
  await expect
    .poll(async () => (await stateOf(ann.request, game.gameId)).lastSeenVersion)
    .toBe(seen);
  await ann.goto('/lobby');

  // Bob moves while Ann is away.
  let bobMoves = 0;
  while ((await stateOf(bob.request, game.gameId)).legalCommands.length > 0) {
    await playFirstLegal(bob.request, game.gameId);
    bobMoves += 1;
  }
  expect(bobMoves).toBeGreaterThan(0);
  const head = (await stateOf(ann.request, game.gameId)).version;

  await ann.goto(`/games/${game.gameId}`);
  const away = ann.getByRole('region', { name: 'While you were away' });
  await expect(away).toBeVisible();
  const moves = head - seen;
  await expect(away).toContainText(
    moves === 1 ? '1 move was made since your last visit' : `${moves} moves were made`,
  );
  await expect(away.getByRole('listitem')).toHaveCount(moves);
  // Bob's name once: the log's words already open with it, so no "Bob: Bob turns over…".
  const firstAway = away.getByRole('listitem').first();
  await expect(firstAway).toContainText(`${bobName} turns over`);
  await expect(firstAway).not.toContainText(`${bobName}: ${bobName}`);
  await expect(ann.getByRole('log').getByText('new', { exact: true })).toHaveCount(moves);
  await expect(ann.getByRole('heading', { name: 'Move times' })).toBeVisible();
  await expectAccessible(ann, 'the table with the away summary');

  // Seen now: the next visit has nothing new.
  await expect
    .poll(async () => (await stateOf(ann.request, game.gameId)).lastSeenVersion)
    .toBe(head);
  await ann.reload();
  await expect(logEntries(ann)).toHaveCount(head + 1);
  await expect(ann.getByRole('heading', { name: 'While you were away' })).toHaveCount(0);
});

test('a per-move time control chosen in the form is shown, and its clocks count down', async ({
  page,
}) => {
  await signUp(page);
  await createGame(page, 'bon-appetit', 2, async (form) => {
    await form.getByLabel('A fixed time for each move').check();
    await form.getByLabel('Time for each move', { exact: true }).fill('2');
    await form.getByLabel('Unit of Time for each move').selectOption('hours');
  });
  await expect(page.getByText('Time control: 2 hours per move')).toBeVisible();
  await expectAccessible(page, 'the waiting room with a time control');
  const gameId = page.url().split('/').at(-1) ?? '';
  const game = (await (await page.request.get(`/api/v1/games/${gameId}`)).json()) as {
    timeControl: unknown;
  };
  expect(game.timeControl).toEqual({ kind: 'per_move', moveSeconds: 7200 });
  await page.getByRole('button', { name: 'Take seat 1' }).click();
  await expect(page.getByRole('button', { name: 'Leave seat 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Seat a bot at 2' }).click();
  await expect(page.getByRole('button', { name: 'Remove the bot from seat 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the game' }).click();
  const clocks = page.getByRole('region', { name: 'Clocks' });
  await expect(clocks).toBeVisible();
  await expect(clocks.getByRole('listitem')).toHaveCount(2);
  await expect(clocks).toContainText(/0?1:5\d:\d\d left, running|02:00:00 left/);
  await expectAccessible(page, 'the table with clocks');
});

test('the account page makes a calendar address that serves the feed', async ({ page }) => {
  await signUp(page);
  await page.goto('/account');
  await expect(page.getByText('You have no calendar address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Make a calendar address' }).click();
  const address = page.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/calendar\/cal_[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await page.request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(
    page.getByRole('button', { name: 'Make a new address (the old one stops working)' }),
  ).toBeVisible();
  await expectAccessible(page, 'the account page with a calendar address');
});
