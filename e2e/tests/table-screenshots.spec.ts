/**
 * Issue 20's pictures: every table at the start (the first move), mid-game and at the end (the
 * result shown), at 1280×800 and 390×844, in the light theme and the dark one, seen by the seat to
 * move (at the end, by the game's creator). People sit in every seat and the game is played through the API
 * (table-play.ts). At each stage, on the desktop, the controls of the seat to move are in the first
 * screen and axe finds nothing serious in either theme.
 *
 * Pictures: `<game>-<start|mid|end>-<desktop|phone>-<light|dark>.png` (screenshots.ts says where).
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { DESKTOP, PHONE, shoot } from './screenshots.ts';
import { gameOfPeople, playerToMove, playMoves, seededChooser } from './table-play.ts';
import type { Player } from './table-play.ts';

/** Each game, its seat count, and the move at which its picture is "mid-game". */
const GAMES = [
  { engine: 'big-cheese', seats: 3, midMove: 40 },
  { engine: 'big-shot', seats: 2, midMove: 80 },
  { engine: 'bon-appetit', seats: 3, midMove: 20 },
  { engine: 'cheesonomics', seats: 2, midMove: 45 },
] as const;

const THEMES = ['light', 'dark'] as const;

type Stage = 'start' | 'mid' | 'end';

async function openTable(page: Page, gameId: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`/games/${gameId}`);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
}

/** On the desktop, the first enabled control of the move lies in the first screen. */
async function expectControlsInFirstScreen(page: Page): Promise<void> {
  await expect(page.getByText('It is your turn.')).toBeVisible();
  const control = page
    .locator('[data-table-sheet]')
    .locator('button:enabled, select:enabled, input:enabled')
    .first();
  await expect(control).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(control).toBeInViewport({ ratio: 1 });
}

/** The four pictures of one stage, and axe in both themes on the desktop. */
async function pictures(page: Page, engine: string, stage: Stage): Promise<void> {
  for (const theme of THEMES) {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await shoot(page, `${engine}-${stage}-desktop-${theme}`);
    await expectAccessible(page, `${engine} ${stage} (${theme})`);
    await page.setViewportSize(PHONE);
    await page.getByRole('region', { name: 'Table', exact: true }).evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
    });
    await shoot(page, `${engine}-${stage}-phone-${theme}`);
  }
}

async function stageToMove(
  players: readonly Player[],
  gameId: string,
  engine: string,
  stage: Stage,
): Promise<void> {
  const next = await playerToMove(players, gameId);
  if (next === null) throw new Error(`${engine} ended before its ${stage} pictures`);
  const { page } = next.player;
  await openTable(page, gameId);
  await expectControlsInFirstScreen(page);
  await pictures(page, engine, stage);
  // Off the table while the game plays on: a live page redrawing every move only slows the run.
  await page.goto('about:blank');
}

for (const [index, { engine, seats, midMove }] of GAMES.entries()) {
  test(`${engine}: start, mid-game and end, desktop and phone, light and dark`, async ({
    browser,
  }) => {
    // About a minute alone; several on a machine shared with other runs.
    test.setTimeout(360_000);
    const { gameId, players } = await gameOfPeople(browser, engine, seats);
    const choose = seededChooser(index + 1);

    await stageToMove(players, gameId, engine, 'start');
    expect(await playMoves(players, gameId, midMove, choose)).toBe(midMove);
    await stageToMove(players, gameId, engine, 'mid');
    await playMoves(players, gameId, Infinity, choose);
    expect(await playerToMove(players, gameId)).toBeNull();

    const [viewer] = players;
    if (viewer === undefined) throw new Error('no player');
    await openTable(viewer.page, gameId);
    await expect(viewer.page.getByText('The game is over.', { exact: true }).first()).toBeVisible();
    await expect(viewer.page.getByText(/^Final$/)).toBeVisible();
    await pictures(viewer.page, engine, 'end');
    for (const player of players) await player.context.close();
  });
}
