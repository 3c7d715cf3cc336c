/**
 * Two people at one table, each in their own browser context, for the complete games of Big Shot
 * and Cheesonomics (big-shot.spec.ts, cheesonomics.spec.ts).
 *
 * Every move is made through the page's controls. The API is used only to read: a seat's own
 * state (`GET /api/v1/games/:id/state` in that seat's own session), to know the values only it may
 * see and to check that the other page does not show them.
 *
 * Waiting is always on visible state, never on a fixed sleep: a move is over when the table's
 * `aria-busy` drops (the game's Table sets it while a command, or a plan of several, is on its
 * way) and the page's log has reached a newer version, or the page says the table changed.
 */
import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { newUsername, signUp } from './helpers.ts';
import { DESKTOP } from './screenshots.ts';

export interface Person {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The seat, once the game has started (0-based, as the API counts). */
  seat: number;
}

/** A fresh browser context (its own cookies: its own session) and an account made on /sign-up. */
export async function signedUpPerson(
  browser: Browser,
  baseURL: string,
  prefix: string,
): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-GB' });
  const page = await context.newPage();
  const name = await signUp(page, newUsername(prefix));
  return { name, context, page, seat: -1 };
}

/**
 * The creator (on the new game's waiting page) takes seat 1 and reads the invite link shown to
 * them; the guest opens it, takes seat 2 and goes to the game; the creator starts it once the
 * waiting room (which looks again every few seconds) shows both seats taken.
 */
export async function seatBothAndStart(creator: Person, guest: Person): Promise<string> {
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

  const start = page.getByRole('button', { name: 'Start the game' });
  await expect(start).toBeEnabled({ timeout: 15_000 });
  await start.click();
  await expect(page.getByRole('heading', { name: /\(in play\)$/ })).toBeVisible();
  await guest.page.getByRole('link', { name: 'Go to the game' }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/games/${gameId}$`));
  for (const person of [creator, guest]) {
    await expect(person.page.getByRole('region', { name: 'Table' })).toBeVisible();
    await expect(person.page.getByRole('heading', { name: 'Game log' })).toBeVisible();
  }
  creator.seat = 0;
  guest.seat = 1;
  return gameId;
}

export interface OwnState<V> {
  readonly version: number;
  readonly status: 'started' | 'finished';
  readonly activeSeats: number[];
  readonly view: V;
  readonly outcome: { winners: number[]; scores: number[] } | null;
}

/** The person's own state, read with their own session (their page context's request API). */
export async function ownState<V>(person: Person, gameId: string): Promise<OwnState<V>> {
  const response = await person.page.request.get(`/api/v1/games/${gameId}/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OwnState<V>;
}

/** What a page shows right now, read in one round trip. */
export interface Snapshot {
  /** The newest log entry's version ("Setup" is 0; -1 before the log has loaded). */
  readonly version: number;
  readonly mine: boolean;
  readonly over: boolean;
  /** The game's table has a move on its way. */
  readonly busy: boolean;
  /** "The table changed…" (a 409) or a plan that stopped because the table changed. */
  readonly changed: boolean;
  /** A refusal or failure the page shows (empty when none). */
  readonly error: string;
}

export async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const texts = (selector: string): string[] =>
      [...document.querySelectorAll(selector)].map((e) => e.textContent.trim());
    const labels = texts('[role="log"] ol > li > span:first-child');
    const last = labels.at(-1);
    const version =
      last === undefined ? -1 : last === 'Setup' ? 0 : Number(/\d+/.exec(last)?.[0] ?? -1);
    const paragraphs = texts('p');
    return {
      version,
      mine: paragraphs.includes('It is your turn.'),
      over: paragraphs.includes('The game is over.'),
      busy: document.querySelector('[aria-busy="true"]') !== null,
      // The 409 notice, a Big Shot plan stopped half-way, or Cheesonomics returns dropped.
      changed: paragraphs.some((p) => p.startsWith('The table changed')),
      error: texts('p.error').join(' '),
    };
  });
}

/**
 * Waits until one person may move (their page says it is their turn, has caught up with the
 * newest version seen, and is not busy) or both pages say the game is over.
 */
export async function nextToMove(people: readonly Person[], seen: number): Promise<Person | null> {
  let found: Person | null | undefined;
  await expect
    .poll(
      async () => {
        const shots = await Promise.all(people.map((p) => snapshot(p.page)));
        if (shots.every((s) => s.over)) {
          found = null;
          return true;
        }
        const index = shots.findIndex((s) => s.mine && !s.busy && s.version >= seen);
        found = index < 0 ? undefined : people[index];
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [25, 50, 100] },
    )
    .toBe(true);
  return found ?? null;
}

/**
 * After a control was used: waits until the move is through (not busy) and the log has moved on
 * past `before`, or the page says the table changed (then the caller just looks again). Returns
 * the page's newest version.
 */
export async function settle(page: Page, before: number): Promise<number> {
  let version = before;
  await expect
    .poll(
      async () => {
        const shot = await snapshot(page);
        if (shot.error !== '') throw new Error(`The page shows an error: ${shot.error}`);
        version = shot.version;
        return !shot.busy && (shot.version > before || shot.changed);
      },
      { timeout: 20_000, intervals: [25, 50, 100] },
    )
    .toBe(true);
  return version;
}

/** The log as a locator, and the text of one version's entry. */
export function gameLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Game log' });
}

export function logEntry(page: Page, version: number): Locator {
  return gameLog(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`Move ${version}`, { exact: true }) });
}

/** The whole page's text, including what is drawn in SVG and what sits in closed <details>. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent);
}

/** Both pages show the final scores of the outcome, seat by seat. */
export async function expectFinalScores(
  people: readonly Person[],
  outcome: { scores: readonly number[] },
): Promise<void> {
  const names = [...people].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  for (const { page } of people) {
    await expect(page.getByRole('heading', { name: 'Final scores' })).toBeVisible();
    const list = page
      .getByRole('heading', { name: 'Final scores' })
      .locator('xpath=following-sibling::ol[1]');
    await expect(list.getByRole('listitem')).toHaveText(
      names.map((name, seat) => `${name}: ${outcome.scores[seat] ?? '?'}`),
    );
    await expect(page.getByText('The game is over.', { exact: true }).first()).toBeVisible();
  }
}

/** On failure, attaches what each page showed (text and a screenshot) to the test's report. */
export async function withDiagnostics<T>(
  people: readonly Person[],
  body: () => Promise<T>,
): Promise<T> {
  try {
    return await body();
  } catch (failure) {
    for (const person of people) {
      if (person.page.isClosed()) continue;
      const info = test.info();
      await info.attach(`${person.name}.txt`, {
        body: await person.page.evaluate(() => document.body.innerText),
        contentType: 'text/plain',
      });
      await info.attach(`${person.name}.png`, {
        body: await person.page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
    throw failure;
  }
}
