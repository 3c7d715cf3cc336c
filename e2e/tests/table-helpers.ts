/**
 * What the four complete-game specs share: people (each in their own browser context, signed up
 * through the page), seating two of them at one game through its invite link, a seat's own state
 * read in its own session, the final scores as the page shows them, and the page as text.
 */
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { GameState } from '@tavolo/sdk/client';
import { newUsername, signUp } from './helpers.ts';

export interface Person {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The seat, once the game has started (0-based, as the API counts). */
  seat: number;
}

/** The game specs' desktop window: tall enough for the table and its controls together. */
const DESKTOP = { width: 1280, height: 900 };

/** A fresh browser context (its own cookies: its own session) and an account made on /sign-up. */
export async function signedUpPerson(browser: Browser, prefix: string): Promise<Person> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
  const page = await context.newPage();
  const name = await signUp(page, newUsername(prefix));
  return { name, context, page, seat: -1 };
}

/**
 * The creator, on the new game's waiting page, takes seat 1 and reads the invite link shown to
 * them; the guest opens it and takes seat 2; the creator seats `bots` server bots in the seats
 * after, starts once the waiting room (which looks again every few seconds) shows the guest
 * seated, and both end up at the table, live. Resolves with the game's id.
 */
export async function seatByInvite(
  creator: Person,
  guest: Person,
  { bots }: { readonly bots: number },
): Promise<string> {
  const { page } = creator;
  await expect(
    page.getByRole('heading', { name: 'Waiting for players', exact: true }),
  ).toBeVisible();
  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Take seat 1' }).click();
  await expect(page.getByRole('button', { name: 'Leave seat 1' })).toBeVisible();

  const invite = await page.getByLabel('Invite link').inputValue();
  expect(invite).toMatch(/\/invite\/[^/]+$/);
  await guest.page.goto(new URL(invite).pathname);
  await expect(guest.page.getByRole('heading', { name: 'You are invited' })).toBeVisible();
  await guest.page.getByRole('button', { name: 'Take seat 2' }).click();
  await expect(guest.page.getByRole('button', { name: 'Leave seat 2' })).toBeVisible();

  for (let seat = 3; seat < 3 + bots; seat += 1) {
    await page.getByRole('button', { name: `Seat a bot at ${String(seat)}` }).click();
    await expect(
      page.getByRole('button', { name: `Remove the bot from seat ${String(seat)}` }),
    ).toBeVisible();
  }
  await expect(page.getByText(`Seat 2: ${guest.name}`)).toBeVisible();
  const start = page.getByRole('button', { name: 'Start the game' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole('heading', { name: /\((in play|finished)\)$/ })).toBeVisible();

  await guest.page.getByRole('link', { name: 'Go to the game' }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/games/${gameId}$`));
  for (const person of [creator, guest]) {
    await expect(person.page.getByRole('region', { name: 'Table', exact: true })).toBeVisible();
    await expect(person.page.getByRole('heading', { name: 'Game log' })).toBeVisible();
    await expect(person.page.getByText(/^(Live|Live \(polling\))$/)).toBeVisible();
  }
  creator.seat = 0;
  guest.seat = 1;
  return gameId;
}

/** A viewer's state with the game's view (and the kernel's outcome) as the spec reads them. */
export type SeenState<V> = Omit<GameState, 'view' | 'outcome'> & {
  readonly view: V;
  readonly outcome: { readonly winners: number[]; readonly scores: number[] } | null;
};

/** The viewer's state through the API: a read in the page's own session, never a move. */
export async function stateOf<V>(page: Page, gameId: string): Promise<SeenState<V>> {
  const response = await page.request.get(`/api/v1/games/${gameId}/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeenState<V>;
}

/**
 * Once over, the page says so and lists every seat's final score (people by name; a bot's name
 * is the server's to choose, so only its score is checked), and the live line says "Final".
 */
export async function expectFinalScores(
  page: Page,
  names: readonly (string | null)[],
  scores: readonly number[],
): Promise<void> {
  await expect(page.getByText('The game is over.', { exact: true }).first()).toBeVisible();
  const final = page.locator('section', {
    has: page.getByRole('heading', { name: 'Final scores' }),
  });
  await expect(final.getByRole('listitem')).toHaveText(
    scores.map((score, seat) => {
      const name = names[seat] ?? null;
      return name === null ? new RegExp(`: ${String(score)}$`) : `${name}: ${String(score)}`;
    }),
  );
  await expect(page.getByText(/^Final$/)).toBeVisible();
}

/** Page HTML as text: tags, scripts and styles out, entities of text decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The whole page's text now, including what is drawn in SVG and what sits in closed <details>. */
export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent);
}
