/**
 * Timeout policies in the browser (issue 17 item 5): a game created with "a bot takes the seat"
 * from the lobby form; the server's test clock (TAVOLO_TEST_CLOCK, POST /test/clock) lets the
 * player's time run out; the table page tells them a bot plays for them and the other player that
 * a bot plays that seat, the log says so in words, and a click takes the seat back. Axe clean.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createGame, expectAccessible, signUp } from './helpers.ts';

const HOUR_MS = 3_600_000;

async function post(page: Page, url: string, data: unknown = {}): Promise<void> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const response = await page.request.post(url, {
    data,
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

test('a timed-out seat is taken over by a bot and reclaimed from the table page', async ({
  browser,
}) => {
  // Two accounts, a form, three axe runs: minutes on a loaded 2-core machine.
  test.setTimeout(240_000);
  const ann = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  const annName = await signUp(ann);
  const bobName = await signUp(bob);

  const url = await createGame(ann, 'big-shot', 2, async (page) => {
    await page.getByLabel('A fixed time for each move').check();
    await page.getByLabel('Time for each move', { exact: true }).fill('1');
    await page.getByLabel('Unit of Time for each move').selectOption('hours');
    await page.getByLabel('A bot takes the seat until the player takes it back').check();
    await page.getByLabel('Timeouts in a row before the bot takes the seat').fill('1');
    await expectAccessible(page, 'the new-game form with a timeout policy');
  });
  await expect(ann.getByText(/A bot takes the seat after 1 timeout/)).toBeVisible();
  await ann.getByRole('button', { name: 'Take seat 1' }).click();
  await bob.goto(url);
  await bob.getByRole('button', { name: 'Take seat 2' }).click();
  await expect(bob.getByRole('button', { name: 'Leave seat 2' })).toBeVisible();
  const gameId = url.split('/').at(-1) ?? '';
  await post(ann, `/api/v1/games/${gameId}/start`);
  await ann.goto(url);
  await bob.goto(url);
  for (const page of [ann, bob]) {
    await expect(page.getByText(/^(It is your turn\.|Waiting for .+\.)$/)).toBeVisible();
  }

  // Whoever is to move stays away for longer than the move time.
  const annToMove = await ann.getByText('It is your turn.').isVisible();
  const [late, other, lateName] = annToMove ? [ann, bob, annName] : [bob, ann, bobName];
  // No session on this call (the route needs none, and a cookie would ask for a CSRF token).
  const moved = await fetch(new URL('/test/clock', ann.url()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: HOUR_MS + 1000 }),
  });
  expect(moved.status, await moved.clone().text()).toBe(200);

  await expect(late.getByText('A bot is playing for you since your time ran out.')).toBeVisible();
  await expect(other.getByText(`A bot is playing for ${lateName}.`)).toBeVisible();
  for (const page of [late, other]) {
    await expect(
      page
        .getByRole('log')
        .getByText(`${lateName} ran out of time: a bot plays for them from now on.`),
    ).toBeVisible();
  }
  await expectAccessible(late, 'the table with a bot playing for the viewer');

  await late.getByRole('button', { name: 'Take your seat back' }).click();
  await expect(late.getByText('A bot is playing for you since your time ran out.')).toBeHidden();
  await expect(late.getByRole('log').getByText(`${lateName} took their seat back.`)).toBeVisible();
  await expect(other.getByText(`A bot is playing for ${lateName}.`)).toBeHidden();
  await expectAccessible(late, 'the table after taking the seat back');
});
