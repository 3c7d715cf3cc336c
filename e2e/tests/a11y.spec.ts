/**
 * axe on every page (no serious or critical violation), signed out and signed in, at desktop
 * width and at a phone's 375 px, where nothing may scroll sideways.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createdGame, startedGame } from './api.ts';
import { expectAccessible, signUp } from './helpers.ts';

async function check(page: Page, path: string, ready: RegExp | string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectAccessible(page, path);
  // The page must not scroll sideways on a phone; if it does, name what reaches past the edge.
  const wide = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.classList.value}`)
      .slice(0, 8);
  });
  expect(wide, `${path} scrolls sideways`).toEqual([]);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('signed out', async ({ page }) => {
      // Nine pages, each with axe: more than the default minute on a loaded machine.
      test.setTimeout(120_000);
      await check(page, '/', 'Welcome to Tavolo');
      await check(page, '/sign-in', 'Sign in');
      await check(page, '/sign-up', 'Create an account');
      await check(page, '/lobby', 'Lobby');
      await check(page, '/rules', 'Rules');
      await check(page, '/rules/bon-appetit', /Rules of /);
      await check(page, '/account', 'Account');
      await check(page, '/inbox', 'Inbox');
      await check(page, '/no-such-page', 'Page not found');
    });

    test('signed in', async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page);
      await check(page, '/lobby', 'Lobby');
      await check(page, '/account', 'Account');

      const waiting = await createdGame(page.request, 'big-cheese', 3);
      await check(page, `/games/${waiting.gameId}`, /game \(waiting for players\)/);
      await check(page, `/invite/${waiting.inviteCode ?? ''}`, 'You are invited');

      const playing = await startedGame(page.request, 'bon-appetit', 2);
      await check(page, `/games/${playing.gameId}`, /game \((in play|finished)\)/);
      await check(page, '/games', 'My games');
      await check(page, '/inbox', 'Inbox');

      // Every seat revealing automatically: the game plays itself out at the start.
      const over = await startedGame(page.request, 'bon-appetit', 2, { auto_reveal: [0, 1] });
      await check(page, `/games/${over.gameId}`, /game \(finished\)/);
      await check(page, `/games/${over.gameId}/replay`, 'Replay');
    });

    test("every game's table in play and its rules", async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page);
      for (const [engine, seats] of [
        ['big-cheese', 3],
        ['big-shot', 2],
        ['bon-appetit', 3],
        ['cheesonomics', 2],
      ] as const) {
        const game = await startedGame(page.request, engine, seats);
        await check(page, `/games/${game.gameId}`, /game \((in play|finished)\)/);
        await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
        await check(page, `/rules/${engine}`, /Rules of /);
      }
    });
  });
}
