/**
 * Ratings (issue 21 items 2–4, ADR 0037): two people finish five rated games (every seat reveals
 * at once, so each is over at its start), and then both see their new rating on their profiles
 * and on the title's leaderboard (five games is its default minimum); axe clean on both pages.
 */
import { expect, test } from '@playwright/test';
import { createdGame, startGame, takeSeat } from './api.ts';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

const RATED_GAMES = 5;

interface PlayerRatings {
  readonly ratings: readonly { readonly engine: string; readonly games: number }[];
}

test('rated games move both ratings, shown on the profiles and the leaderboard', async ({
  browser,
  page,
}) => {
  const ann = await signUp(page, newUsername('ann'));
  const bobPage = await (await browser.newContext()).newPage();
  const bob = await signUp(bobPage, newUsername('bob'));

  for (let game = 0; game < RATED_GAMES; game += 1) {
    const created = await createdGame(page.request, 'bon-appetit', 2, {
      visibility: 'private',
      options: { auto_reveal: [0, 1] },
    });
    await takeSeat(page.request, created, 0);
    await takeSeat(bobPage.request, created, 1);
    await startGame(page.request, created.gameId);
  }

  // The projection follows each commit: wait until it has taken all five games.
  for (const name of [ann, bob]) {
    await expect
      .poll(async () => {
        const reply = await page.request.get(`/api/v1/players/${name}/ratings`);
        const body = (await reply.json()) as PlayerRatings;
        return body.ratings.find((entry) => entry.engine === 'bon-appetit')?.games ?? 0;
      })
      .toBe(RATED_GAMES);
  }

  await page.goto(`/players/${bob}`);
  const ratings = page.getByRole('region', { name: 'Ratings' });
  await expect(ratings.getByRole('link', { name: 'Bon Appétit!' })).toBeVisible();
  await expect(ratings.getByText(`${String(RATED_GAMES)} rated games`)).toBeVisible();
  await expect(ratings.getByText('provisional')).toHaveCount(0);
  await expect(ratings.getByRole('img', { name: /Rating history/ })).toBeVisible();
  await expectAccessible(page, 'a profile with ratings');

  await ratings.getByRole('link', { name: 'Bon Appétit!' }).click();
  await expect(page.getByRole('heading', { name: 'Leaderboard of Bon Appétit!' })).toBeVisible();
  for (const name of [ann, bob]) {
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').last()).toHaveText(String(RATED_GAMES));
  }
  await expectAccessible(page, 'a leaderboard');
});
