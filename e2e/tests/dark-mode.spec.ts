/**
 * The newer pages in both themes (issue 20): the chat at a table, a player's profile, the
 * leaderboards, friends, the reports page (as a player who is not an administrator: its refusal),
 * the inbox and the rules, at 1280 and at 390 px wide, light and dark: axe finds nothing serious
 * (contrast included). Each page's picture goes to the test's output folder, to look at.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createdGame, playToTheEnd, startGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function sendChat(page: Page, message: string): Promise<void> {
  const chat = page.getByRole('region', { name: 'Table chat' });
  await chat.getByLabel('Write a message').fill(message);
  await chat.getByRole('button', { name: 'Send message' }).click();
  await expect(chat.getByText(message)).toBeVisible();
}

/** Opens `path`, waits for its heading, and runs axe in both themes at both sizes. */
async function inBothThemes(page: Page, path: string, ready: RegExp | string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  const name = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({
        path: test.info().outputPath(`${name}-${viewport.name}-${colorScheme}.png`),
        fullPage: true,
      });
      await expectAccessible(page, `${path} at ${viewport.name} (${colorScheme})`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the newer pages are axe-clean in the light and the dark theme, desktop and phone', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const ann = await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signUp(bobPage, newUsername('bob'));

  // A game in play with a chat, and a finished one (a rating, a leaderboard line, a replay).
  const playing = await createdGame(page.request, 'bon-appetit', 2);
  await takeSeat(page.request, playing, 0);
  await takeSeat(bobPage.request, playing, 1);
  await startGame(page.request, playing.gameId);
  const finished = await createdGame(page.request, 'bon-appetit', 2, {
    options: { auto_reveal: [0, 1] },
    visibility: 'private',
  });
  await takeSeat(page.request, finished, 0);
  await takeSeat(bobPage.request, finished, 1);
  await startGame(page.request, finished.gameId);
  await playToTheEnd(page.request, finished.gameId);

  await page.goto(`/games/${playing.gameId}`);
  await sendChat(page, 'Good luck, Bob!');
  await bobPage.goto(`/games/${playing.gameId}`);
  await sendChat(bobPage, 'Thanks, you too.');
  await bobPage.goto(`/players/${ann}`);
  await bobPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(bobPage.getByRole('button', { name: 'Stop following' })).toBeVisible();

  await inBothThemes(page, `/games/${playing.gameId}`, /game \(in play\)/);
  await inBothThemes(bobPage, `/players/${ann}`, new RegExp(ann));
  await inBothThemes(page, '/leaderboard', 'Leaderboards');
  await inBothThemes(page, '/leaderboard/bon-appetit', /Bon Appétit/);
  await inBothThemes(bobPage, '/friends', 'Friends');
  await inBothThemes(page, '/admin/reports', 'Reports of players');
  await inBothThemes(bobPage, '/inbox', 'Inbox');
  await inBothThemes(page, '/rules', 'Rules');
});
