/** Account forms and addresses that lead nowhere, as a person meets them, in their language. */
import { expect, test } from '@playwright/test';
import { newUsername, signUp } from './helpers.ts';

test.describe('with an Italian browser', () => {
  test.use({ locale: 'it-IT' });

  test('sign-up names the fields to fix in Italian and sends nothing until they are right', async ({
    page,
  }) => {
    let signUps = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/sign-up')) signUps += 1;
    });
    await page.goto('/sign-up');
    const username = page.getByLabel('Nome utente');
    const password = page.getByLabel('Password', { exact: true });
    await username.fill('a b!');
    await password.fill('corta');
    await page.getByRole('button', { name: 'Crea l’account' }).click();
    await expect(page.getByText(/Scegli un nome utente di 3–32 lettere/)).toBeVisible();
    await expect(page.getByText('La password deve avere almeno 8 caratteri.')).toBeVisible();
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(signUps).toBe(0);

    await username.fill(newUsername());
    await password.fill('una password abbastanza lunga');
    await expect(page.getByText(/Scegli un nome utente/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Crea l’account' }).click();
    await expect(page).toHaveURL(/\/lobby$/);
    expect(signUps).toBe(1);
  });

  test('an unknown address says so in Italian', async ({ page }) => {
    await page.goto('/nessuna-pagina');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
    await page.getByRole('link', { name: 'Vai alla pagina iniziale' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Tavolo');
  });
});

test('a taken username is refused with a clear message', async ({ page, browser }) => {
  const username = await signUp(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/sign-up');
  await second.getByLabel('Username').fill(username.toUpperCase());
  await second.getByLabel('Password').fill('another long password');
  await second.getByRole('button', { name: 'Create account' }).click();
  await expect(second.getByRole('alert')).toContainText(/taken/i);
  await expect(second).toHaveURL(/\/sign-up$/);
  await other.close();
});

test('a new API token is shown once, with a button that copies it', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const username = await signUp(page);
  await page.goto('/account');
  // The display name defaults to the username: shown once, not as "ada (ada)".
  await expect(page.getByText(`${username} (${username})`)).toHaveCount(0);
  await page.getByLabel('Token name').fill('my bot');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByLabel('New token');
  await expect(secret).toHaveValue(/^tvl_/);
  await page.getByRole('button', { name: 'Copy the token' }).click();
  await expect(page.getByText('Token copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await secret.inputValue());
  await context.close();
});
