/**
 * Profiles and friends (issue 21 items 1 and 7): Bob opens Ann's table, follows her name to her
 * profile (her finished game links to its replay, her game in play to its table), follows her,
 * and finds her game among his friends' games in play. Axe clean at desktop and phone widths.
 */
import { expect, test } from '@playwright/test';
import { startedGame } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

test('a profile reached from a table; follow; friends’ games in play', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const ann = await signUp(page, newUsername('ann'));
  const finished = await startedGame(page.request, 'bon-appetit', 2, { auto_reveal: [0, 1] });
  const inPlay = await startedGame(page.request, 'bon-appetit', 2);
  const bobPage = await (await browser.newContext()).newPage();
  await signUp(bobPage, newUsername('bob'));

  await bobPage.goto(`/games/${inPlay.gameId}`);
  await bobPage.getByRole('link', { name: ann, exact: true }).click();
  await expect(bobPage).toHaveURL(`/players/${ann}`);
  await expect(bobPage.getByRole('heading', { level: 1 })).toContainText(ann);
  await expect(bobPage.getByRole('link', { name: /^Replay: Bon Appétit/ })).toHaveAttribute(
    'href',
    `/games/${finished.gameId}/replay`,
  );
  const inPlaySection = bobPage.getByRole('region', { name: 'Games in play' });
  await expect(inPlaySection.getByRole('link')).toHaveAttribute('href', `/games/${inPlay.gameId}`);
  await expectAccessible(bobPage, 'a player profile');

  await bobPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(bobPage.getByRole('button', { name: 'Stop following' })).toBeVisible();
  await bobPage.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(bobPage, 'a player profile on a phone');

  await bobPage.goto('/friends');
  const friendsGames = bobPage.getByRole('region', { name: "Friends' games in play" });
  await expect(friendsGames.getByRole('link')).toHaveAttribute('href', `/games/${inPlay.gameId}`);
  await expect(
    bobPage.getByRole('region', { name: 'You follow' }).getByRole('link', { name: ann }),
  ).toBeVisible();
  await expectAccessible(bobPage, 'the friends page');
});
