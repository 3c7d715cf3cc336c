/**
 * The game specs' screenshots of each table mid-game, desktop and phone.
 *
 * They go to `test-results/screenshots/` (not committed; Playwright empties `test-results/` at the
 * start of a run, so the folder holds the latest run's pictures) and are attached to the test's
 * report. `pnpm --filter @tavolo/e2e screenshots` runs the game specs with TAVOLO_E2E_SCREENSHOTS
 * naming the committed `screenshots/` folder, so a plain test run never rewrites committed files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

const e2eRoot = fileURLToPath(new URL('..', import.meta.url));

function screenshotFolder(): string {
  const chosen = process.env['TAVOLO_E2E_SCREENSHOTS'];
  return path.resolve(e2eRoot, chosen ?? 'test-results/screenshots');
}

async function shoot(page: Page, file: string): Promise<void> {
  const target = path.join(screenshotFolder(), `${file}.png`);
  await page.screenshot({ path: target });
  await test.info().attach(file, { path: target, contentType: 'image/png' });
}

/**
 * Desktop (1280×900) and phone (375×812) screenshots of the table as one person sees it now: from
 * the table's top edge, or on the desktop with `focus` (say, the controls being used) at the
 * bottom of the view.
 */
export async function tableScreenshots(page: Page, game: string, focus?: Locator): Promise<void> {
  const top = async (): Promise<void> => {
    await page.getByRole('region', { name: 'Table', exact: true }).evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
    });
  };
  if (focus === undefined) await top();
  else
    await focus.evaluate((element) => {
      element.scrollIntoView({ block: 'end' });
    });
  await shoot(page, game);
  await page.setViewportSize(PHONE);
  await top();
  await shoot(page, `${game}-phone`);
  await page.setViewportSize(DESKTOP);
}
