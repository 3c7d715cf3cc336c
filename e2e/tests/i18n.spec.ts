/** The language: chosen from the browser on the first visit, switchable everywhere, remembered. */
import { expect, test } from '@playwright/test';

test.describe('with an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('speaks Italian first, switches to French and remembers it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Tavolo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    await page.getByLabel('Lingua').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur Tavolo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.goto('/lobby');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salon');
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
  });
});

test('falls back to English for a language we do not speak', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rules');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
