/**
 * The shared table layout (issue 20), for each of the four games with the viewer to move: at
 * 1280×800 the controls are in the first screen, without scrolling; on a phone (390×844) the
 * header is compact, the board fills the width, the controls sit below it without covering it and
 * nothing reaches past the screen's edge (Big Shot's money table included); axe finds nothing
 * serious in the light theme nor in the dark one.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { startedGame } from './api.ts';
import { expectAccessible, signUp } from './helpers.ts';

const GAMES = [
  ['big-cheese', 3],
  ['big-shot', 2],
  ['bon-appetit', 3],
  ['cheesonomics', 2],
] as const;

/** Waits (the server bots may move first) until the caller's seat has a move to make. */
async function untilMyMove(request: APIRequestContext, gameId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = (await (await request.get(`/api/v1/games/${gameId}/state`)).json()) as {
          legalCommands: readonly unknown[];
        };
        return state.legalCommands.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

async function openTable(page: Page, engine: string, seats: number): Promise<void> {
  const game = await startedGame(page.request, engine, seats);
  await untilMyMove(page.request, game.gameId);
  await page.goto(`/games/${game.gameId}`);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.getByText('It is your turn.')).toBeVisible();
}

/** The first enabled control of the move (the sheet of the shared layout). */
function firstControl(page: Page) {
  return page
    .locator('[data-table-sheet]')
    .locator('button:enabled, select:enabled, input:enabled')
    .first();
}

test.describe('desktop, 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [engine, seats] of GAMES) {
    test(`${engine}: the controls are in the first screen; axe clean, light and dark`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page);
      await openTable(page, engine, seats);
      const control = firstControl(page);
      await expect(control).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(control).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath(`${engine}-desktop.png`) });

      await expectAccessible(page, `${engine} (light)`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: test.info().outputPath(`${engine}-desktop-dark.png`) });
      await expectAccessible(page, `${engine} (dark)`);
    });
  }
});

test.describe('phone, 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [engine, seats] of GAMES) {
    test(`${engine}: compact header, the board across the width, the controls below it`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signUp(page);
      await openTable(page, engine, seats);

      await page.screenshot({ path: test.info().outputPath(`${engine}-phone.png`) });
      const header = await page.locator('header.site').boundingBox();
      expect(header?.height ?? Infinity).toBeLessThanOrEqual(110);

      const board = page.locator('.board-area');
      const sheet = page.locator('[data-table-sheet]');
      const boardBox = await board.boundingBox();
      const sheetBox = await sheet.boundingBox();
      if (boardBox === null || sheetBox === null) throw new Error('no board or no controls');
      // The board takes the width of the screen less the page's margins.
      expect(boardBox.width).toBeGreaterThanOrEqual(390 - 40);
      // The controls start where the board ends: they never lie over it.
      expect(sheetBox.y).toBeGreaterThanOrEqual(boardBox.y + boardBox.height - 0.5);
      // Board and controls fit on one screen together.
      expect(boardBox.height + sheetBox.height).toBeLessThanOrEqual(844);

      // The page never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (engine === 'big-shot') {
        const purses = await page.locator('table').first().boundingBox();
        expect(purses?.width ?? Infinity).toBeLessThanOrEqual(390);
      }
    });
  }
});
