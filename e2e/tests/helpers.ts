/** Shared steps: a fresh account per test, and axe's serious and critical violations. */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const PASSWORD = 'a long enough password';

export function newUsername(prefix = 'e2e'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Signs up through the page and waits for the lobby. */
export async function signUp(page: Page, username = newUsername()): Promise<string> {
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/lobby$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return username;
}

/**
 * Creates a game from the lobby form, after `configure` (if given) has filled in the rest of the
 * form, such as visibility or the game's options; resolves with the game page's URL.
 */
export async function createGame(
  page: Page,
  engine: string,
  seats: number,
  configure?: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto('/lobby');
  await page.getByLabel('Game', { exact: true }).selectOption(engine);
  await page.getByLabel('Players').selectOption(String(seats));
  await configure?.(page);
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page).toHaveURL(/\/games\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'Waiting for players', exact: true }),
  ).toBeVisible();
  return page.url();
}

/** axe on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(bad, `axe on ${what}`).toEqual([]);
}
