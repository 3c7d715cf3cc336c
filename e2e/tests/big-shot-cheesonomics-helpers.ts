/**
 * Steps of the complete-game specs of Big Shot and Cheesonomics (big-shot.spec.ts,
 * cheesonomics.spec.ts), on top of table-helpers.ts: two people at one table, each in their own
 * browser context.
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
import type { Locator, Page } from '@playwright/test';
import type { Person } from './table-helpers.ts';

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
    // Each log entry's version label (an entry may start with its seat's colour swatch).
    const labels = texts('[role="log"] ol > li > span.version');
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
