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
  await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();

  await expect(page.getByRole('img', { name: 'Scores over the game' })).toBeVisible();
  await expect(page.locator('figure polyline')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/replay.png', fullPage: true });
});

test('steps through a game where every seat played automatically', async ({ page }) => {
  await signUp(page);
  const game = await startedGame(page.request, 'bon-appetit', 2, { auto_reveal: [0, 1] });
  await page.goto(`/games/${game.gameId}/replay`);
  await expect(page.getByText(/one event at a time/)).toBeVisible();
  const stepText = page.locator('p[aria-live="polite"]').filter({ hasText: /^Step \d+ of \d+$/ });
  await expect(stepText).toHaveText(/^Step 0 of \d+$/);
  const total = Number((await stepText.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  const log = page.getByRole('log');
  const linesAt = async () => log.getByRole('listitem').count();
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(stepText).toHaveText(`Step 1 of ${total}`);
  const early = await linesAt();
  await page.getByRole('button', { name: /Last/ }).click();
  await expect(stepText).toHaveText(`Step ${total} of ${total}`);
  // The log grows with the steps: the setup's events are shown up to the step.
  await expect.poll(linesAt).toBeGreaterThan(early);
  // The cards held over the setup's events, one line per seat.
  await expect(page.getByRole('img', { name: 'Scores over the game' })).toBeVisible();
  await expect(page.locator('figure polyline')).toHaveCount(2);
});

test('charts Big Shot’s fortunes in one colour per seat', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const game = await startedGame(page.request, 'big-shot', 3);
  await playToTheEnd(page.request, game.gameId);
  await page.goto(`/games/${game.gameId}/replay`);
  await expect(page.getByRole('img', { name: 'Scores over the game' })).toBeVisible();
  const lines = page.locator('figure polyline');
  await expect(lines).toHaveCount(3);
  const strokes = await lines.evaluateAll((all) =>
    all.map((line) => getComputedStyle(line).stroke),
  );
  expect(new Set(strokes).size).toBe(3);
  // Many steps charted, not only the end.
  const points = await lines.first().getAttribute('points');
  expect(points?.split(' ').length ?? 0).toBeGreaterThan(5);
});
