/** A finished game's replay: step with the buttons and the slider, through a seat's eyes, with the chart. */
import { expect, test } from '@playwright/test';
import { playToTheEnd, startedGame } from './api.ts';
import { signUp } from './helpers.ts';

test('steps through a finished Bon Appétit! game', async ({ page }) => {
  await signUp(page);
  const game = await startedGame(page.request, 'bon-appetit', 2);
  await playToTheEnd(page.request, game.gameId);
  await page.goto(`/games/${game.gameId}`);
  await page.getByRole('link', { name: 'Step through the replay' }).click();
  await expect(page).toHaveURL(/\/replay$/);

  const stepText = page.locator('p[aria-live="polite"]').filter({ hasText: /^Step \d+ of \d+$/ });
  await expect(stepText).toHaveText(/^Step 0 of \d+$/);
  const total = Number((await stepText.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(2);

  await expect(page.getByRole('button', { name: /First/ })).toBeDisabled();
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(stepText).toHaveText(`Step 1 of ${total}`);
  await page.getByRole('button', { name: /Last/ }).click();
  await expect(stepText).toHaveText(`Step ${total} of ${total}`);
  await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(stepText).toHaveText(`Step ${total - 1} of ${total}`);

  const slider = page.getByRole('slider', { name: 'Step' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(stepText).toHaveText(`Step 0 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(stepText).toHaveText(`Step 1 of ${total}`);

  // The log shows the game up to the step; a seat's eyes can be chosen.
  await expect(page.getByRole('log').getByText('Setup')).toBeVisible();
  await expect(page.getByRole('log').getByText('Move 2')).toHaveCount(0);
  await page.getByLabel('Seen by').selectOption({ index: 1 });
  await expect(page.getByRole('region', { name: 'Table' })).toBeVisible();

  await expect(page.getByRole('img', { name: 'Scores over the game' })).toBeVisible();
  await expect(page.locator('figure polyline')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/replay.png', fullPage: true });
});

test('says why a game over at its setup has no moves to step through', async ({ page }) => {
  await signUp(page);
  const game = await startedGame(page.request, 'bon-appetit', 2, { auto_reveal: [0, 1] });
  await page.goto(`/games/${game.gameId}/replay`);
  await expect(page.getByText(/there are no moves to step through/)).toBeVisible();
  await expect(page.getByText('Step 0 of 0')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Scores over the game' })).toHaveCount(0);
});
