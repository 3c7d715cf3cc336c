/**
 * The API's own help, offline (issue 20 item 9): GraphiQL and the REST docs render with every
 * request outside this server refused, the REST docs show each game's example commands, and the
 * account page tells how to use a new token with this server's address and the token itself.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signUp } from './helpers.ts';

/** Refuses every request to another origin and returns the URLs it refused. */
async function offline(page: Page, origin: string): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return refused;
}

test('GraphiQL loads from this server alone and runs a query', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const refused = await offline(page, origin);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/graphiql');
  const editor = page.locator('.graphiql-query-editor .CodeMirror');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{ engines { id');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"big-cheese"');
  expect(refused).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the REST docs show an example command of each game, offline', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const refused = await offline(page, origin);
  await page.goto('/api/docs');
  await page.getByRole('button', { name: /^POST \/api\/v1\/games\/\{gameId\}\/commands/ }).click();
  const description = page.locator('.opblock-description-wrapper');
  await expect(description.getByText('Bon Appétit!', { exact: true })).toBeVisible();
  for (const line of ['{"type":"reveal"}', '{"type":"roll"}', '{"type":"decline_moove"}']) {
    await expect(description.getByText(line, { exact: true })).toBeVisible();
  }
  expect(refused).toEqual([]);
});

test('a new token comes with the lines that use it on this server', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await signUp(page);
  await page.goto('/account');
  await page.getByLabel('Token name').fill('my bot');
  await page.getByRole('checkbox', { name: /^play/ }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByLabel('New token').inputValue();
  expect(token).toMatch(/^tvl_/);
  await expect(page.getByTestId('token-usage-env')).toHaveText(`export TAVOLO_TOKEN='${token}'`);
  await expect(page.getByTestId('token-usage-curl')).toHaveText(
    `curl -H "Authorization: Bearer $TAVOLO_TOKEN" '${origin}/api/v1/me/games'`,
  );
  await expect(page.getByTestId('token-usage-bot')).toHaveText(`tavolo bot --server '${origin}'`);
  // What the curl line asks, with this token: the server answers it.
  const games = await page.request.get(`${origin}/api/v1/me/games`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(games.status()).toBe(200);
});
