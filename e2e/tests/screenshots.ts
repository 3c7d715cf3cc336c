/**
 * Where the table screenshots go: `test-results/screenshots/` (not committed; Playwright empties
 * `test-results/` at the start of a run, so the folder holds the latest run's pictures), and
 * attached to the test's report. `pnpm --filter @tavolo/e2e screenshots` runs
 * table-screenshots.spec.ts with TAVOLO_E2E_SCREENSHOTS naming the committed `screenshots/`
 * folder, so a plain test run never rewrites committed files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The sizes issue 20 names: a laptop screen and a phone. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const e2eRoot = fileURLToPath(new URL('..', import.meta.url));

function screenshotFolder(): string {
  const chosen = process.env['TAVOLO_E2E_SCREENSHOTS'];
  return path.resolve(e2eRoot, chosen ?? 'test-results/screenshots');
}

/** The page's viewport as it is now, saved as `<file>.png` and attached to the report. */
export async function shoot(page: Page, file: string): Promise<void> {
  const target = path.join(screenshotFolder(), `${file}.png`);
  await page.screenshot({ path: target });
  await test.info().attach(file, { path: target, contentType: 'image/png' });
}
