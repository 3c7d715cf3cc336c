/**
 * Two people in two browser contexts: a move made in one appears in the other without a reload
 * (GraphQL subscription, or long-polling when the socket is refused), and each tab's title says
 * first when it is that player's turn.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createdGame } from './api.ts';
import { signUp } from './helpers.ts';

async function csrfPost(page: Page, url: string, data: unknown = {}): Promise<void> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const response = await page.request.fetch(url, {
    method: url.includes('/seats/') ? 'PUT' : 'POST',
    data,
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/** The tab's title starts with "Your turn" exactly when the page says it is this player's turn. */
async function expectTurnInTitle(page: Page): Promise<void> {
  const mine = await page.getByText('It is your turn.', { exact: true }).isVisible();
  await expect(page).toHaveTitle(
    mine ? /^▶ Your turn · Bon Appétit! game · Tavolo$/ : /^Bon Appétit! game · Tavolo$/,
  );
}

for (const transport of ['socket', 'long-poll'] as const) {
  test(`a move in one context appears in the other without reload (${transport})`, async ({
    browser,
  }) => {
    const ann = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    if (transport === 'long-poll') {
      // No websocket for Bob: his page must fall back to ?wait= long-polling.
      await bob.routeWebSocket(/\/graphql$/, (socket) => {
        void socket.close({ code: 1011, reason: 'refused in this test' });
      });
    }
    await signUp(ann);
    await signUp(bob);

    const game = await createdGame(ann.request, 'bon-appetit', 2);
    await csrfPost(ann, `/api/v1/games/${game.gameId}/seats/0`);
    await bob.goto(`/invite/${game.inviteCode ?? ''}`);
    await bob.getByRole('button', { name: 'Take seat 2' }).click();
    await expect(bob.getByRole('button', { name: 'Leave seat 2' })).toBeVisible();
    await csrfPost(ann, `/api/v1/games/${game.gameId}/start`);

    await ann.goto(`/games/${game.gameId}`);
    await bob.goto(`/games/${game.gameId}`);
    for (const page of [ann, bob]) {
      await expect(page.getByText(/^(It is your turn\.|Waiting for .+\.)$/)).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { noReload: boolean }).noReload = true;
      });
    }
    const live = transport === 'socket' ? 'Live' : 'Live (polling)';
    await expect(bob.getByText(live, { exact: true })).toBeVisible();

    for (const page of [ann, bob]) await expectTurnInTitle(page);
    const annToMove = await ann.getByText('It is your turn.').isVisible();
    const [mover, watcher] = annToMove ? [ann, bob] : [bob, ann];
    const entries = watcher.getByRole('log').locator(':scope > ol > li');
    const before = await entries.count();
    await mover
      .getByRole('region', { name: 'Table', exact: true })
      .getByRole('button')
      .first()
      .click();

    await expect(entries).toHaveCount(before + 1, { timeout: 30_000 });
    await expect(mover.getByRole('log').locator(':scope > ol > li')).toHaveCount(before + 1);
    for (const page of [ann, bob]) await expectTurnInTitle(page);
    expect(
      await watcher.evaluate(() => (window as unknown as { noReload?: boolean }).noReload),
    ).toBe(true);
  });
}
