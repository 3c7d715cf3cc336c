/**
 * Table chat and private notes (issue 21 items 5 and 6): two players chat live from their
 * tables, a spectator does not read them; a note written at the table shows beside its move in
 * its author's replay and nobody else's. Pages stay axe-clean.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createdGame, playToTheEnd, startedGame } from './api.ts';
import { expectAccessible, signUp } from './helpers.ts';

async function csrfFetch(page: Page, method: string, url: string, data: unknown = {}) {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    csrfToken: string;
  };
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

test('two players chat live at the table; a spectator reads none of it', async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  const eve = await (await browser.newContext()).newPage();
  await signUp(ann);
  await signUp(bob);
  await signUp(eve);
  const game = await createdGame(ann.request, 'bon-appetit', 2, { visibility: 'public' });
  await csrfFetch(ann, 'PUT', `/api/v1/games/${game.gameId}/seats/0`);
  await csrfFetch(bob, 'PUT', `/api/v1/games/${game.gameId}/seats/1`);
  await csrfFetch(ann, 'POST', `/api/v1/games/${game.gameId}/start`);

  for (const page of [ann, bob, eve]) await page.goto(`/games/${game.gameId}`);
  const annChat = ann.getByRole('region', { name: 'Table chat' });
  const bobChat = bob.getByRole('region', { name: 'Table chat' });
  const eveChat = eve.getByRole('region', { name: 'Table chat' });
  await expect(annChat.getByText('Players', { exact: true })).toBeVisible();
  await expect(eveChat.getByText('Spectators', { exact: true })).toBeVisible();

  await annChat.getByLabel('Write a message').fill('<b>good luck</b> Bob');
  await annChat.getByRole('button', { name: 'Send message' }).click();
  // Live, as text (the markup is shown, never rendered).
  await expect(bobChat.getByText('<b>good luck</b> Bob')).toBeVisible();
  await expect(bobChat.locator('b')).toHaveCount(0);
  await bobChat.getByLabel('Write a message').fill('thanks, you too');
  await bobChat.getByRole('button', { name: 'Send message' }).click();
  await expect(annChat.getByText('thanks, you too')).toBeVisible();

  await eveChat.getByLabel('Write a message').fill('nice opening');
  await eveChat.getByRole('button', { name: 'Send message' }).click();
  await expect(eveChat.getByText('nice opening')).toBeVisible();
  await expect(eve.getByText('good luck')).toHaveCount(0);
  await expect(ann.getByText('nice opening')).toHaveCount(0);

  await ann.getByLabel('Mute notifications of new messages at this table').check();
  await expect(ann.getByLabel('Mute notifications of new messages at this table')).toBeChecked();
  await expectAccessible(ann, 'a table with its chat');
  await expectAccessible(eve, 'a table seen by a spectator with the spectators’ chat');
});

test('a private note shows beside its move in its author’s replay only', async ({ browser }) => {
  test.setTimeout(180_000);
  const ann = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await signUp(ann);
  await signUp(bob);
  const game = await startedGame(ann.request, 'bon-appetit', 2, {}, { visibility: 'public' });
  await ann.goto(`/games/${game.gameId}`);
  const notes = ann.getByLabel('Your private note');
  await notes.fill('Keep the dessert cards for the end');
  await ann.getByRole('button', { name: 'Save note' }).click();
  await expect(ann.getByText('Saved.')).toBeVisible();
  const written = (await (await ann.request.get(`/api/v1/games/${game.gameId}/notes`)).json()) as {
    notes: { version: number }[];
  };
  const version = written.notes[0]?.version ?? -1;
  expect(version).toBeGreaterThanOrEqual(0);

  await playToTheEnd(ann.request, game.gameId);
  for (const page of [ann, bob]) {
    await page.goto(`/games/${game.gameId}/replay`);
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < version; step += 1) await page.keyboard.press('ArrowRight');
    await expect(
      page.locator('p[aria-live="polite"]').filter({ hasText: /^Step \d+ of \d+$/ }),
    ).toHaveText(new RegExp(`^Step ${String(version)} of`));
  }
  const annNote = ann.getByRole('complementary', { name: 'Your note at this move' });
  await expect(annNote).toContainText('Keep the dessert cards for the end');
  await expect(bob.getByText('Keep the dessert cards')).toHaveCount(0);
  // One step on, the note is not beside that move.
  await ann.keyboard.press('ArrowRight');
  await expect(annNote).toHaveCount(0);
  await ann.keyboard.press('ArrowLeft');
  await expect(annNote).toBeVisible();
  await expectAccessible(ann, 'a replay with a private note');
});
