/**
 * Shared steps of the complete-game specs of The Big Cheese and Bon Appétit!: two people, each
 * in their own browser context, seated at one private game through the pages (lobby form, invite
 * link, waiting room, server bots), a loop that waits on the pages' visible state for whoever may
 * act, a watch on every state each page receives, and the final scores as the page shows them.
 */
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { GameExport } from '@tavolo/sdk/audit';
import type { GameState } from '@tavolo/sdk/client';
import { newUsername, signUp } from './helpers.ts';
import { DESKTOP } from './screenshots.ts';

export const CHANGED = 'The table changed while you were deciding.';

export interface Wire {
  /** States received so far (REST reads and long-polls, GraphQL subscription frames). */
  readonly states: () => number;
  /** Waits for the checks of responses still being read; resolves with what was wrong. */
  readonly problems: () => Promise<string[]>;
}

/** Names what is wrong with one state a page received, or returns null. */
export type StateCheck = (state: GameState) => string | null;

export interface Person {
  readonly page: Page;
  readonly name: string;
  readonly seat: number;
  readonly wire: Wire;
  /** Commands this person sent through the table. */
  moves: number;
}

/**
 * Checks every state of a game the page receives — through REST (`/state`, long-polls too) and
 * through the GraphQL subscription's socket — as it arrives: what a page never receives, it
 * cannot show.
 */
function watchStates(page: Page, check: StateCheck): Wire {
  let states = 0;
  const problems: string[] = [];
  const pending: Promise<void>[] = [];
  const inspect = (state: GameState | undefined) => {
    if (state === undefined) return;
    states += 1;
    const problem = check(state);
    if (problem !== null) problems.push(problem);
  };
  page.on('response', (response) => {
    if (!/\/api\/v1\/games\/[^/]+\/state$/.test(new URL(response.url()).pathname)) return;
    if (response.status() !== 200) return;
    pending.push(
      response.json().then(
        (body: unknown) => {
          inspect(body as GameState);
        },
        () => undefined,
      ),
    );
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('"gameState"')) return;
      const message = JSON.parse(payload) as { payload?: { data?: { gameState?: GameState } } };
      inspect(message.payload?.data?.gameState);
    });
  });
  return {
    states: () => states,
    problems: async () => {
      await Promise.all(pending);
      return problems;
    },
  };
}

async function personIn(
  browser: Browser,
  prefix: string,
  check: StateCheck,
): Promise<{ page: Page; name: string; wire: Wire }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const wire = watchStates(page, check);
  const name = await signUp(page, newUsername(prefix));
  return { page, name, wire };
}

export interface TableSetup {
  readonly engine: string;
  readonly seats: number;
  /** Username prefix, e.g. "bc" gives bc_a_… and bc_b_…. */
  readonly prefix: string;
  /** Applied to every state either page receives (see watchStates). */
  readonly check: StateCheck;
}

/**
 * Two people sign up; the first creates a private game from the lobby form and takes seat 1,
 * the second opens the invite link the creator is shown and takes seat 2, the creator seats
 * server bots in the other seats and starts, and both end up at the table, live.
 */
export async function seatTwoPeople(
  browser: Browser,
  { engine, seats, prefix, check }: TableSetup,
): Promise<{ people: [Person, Person]; gameId: string }> {
  const [first, second] = await Promise.all([
    personIn(browser, `${prefix}_a`, check),
    personIn(browser, `${prefix}_b`, check),
  ]);

  await first.page.goto('/lobby');
  await first.page.getByLabel('Game', { exact: true }).selectOption(engine);
  await first.page.getByLabel('Players').selectOption(String(seats));
  await first.page.getByRole('radio', { name: /^Private/ }).check();
  await first.page.getByRole('button', { name: 'Create the game' }).click();
  await expect(first.page).toHaveURL(/\/games\/[^/]+$/);
  await expect(
    first.page.getByRole('heading', { name: 'Waiting for players', exact: true }),
  ).toBeVisible();
  const gameId = new URL(first.page.url()).pathname.split('/').at(-1) ?? '';
  const invite = await first.page.getByLabel('Invite link').inputValue();
  expect(invite).toMatch(/\/invite\/[^/]+$/);
  await first.page.getByRole('button', { name: 'Take seat 1' }).click();
  await expect(first.page.getByRole('button', { name: 'Leave seat 1' })).toBeVisible();

  // The game is private: the second person gets in only through the link.
  await second.page.goto(invite);
  await expect(second.page.getByRole('heading', { name: 'You are invited' })).toBeVisible();
  await second.page.getByRole('button', { name: 'Take seat 2' }).click();
  await expect(second.page.getByRole('button', { name: 'Leave seat 2' })).toBeVisible();

  for (let seat = 3; seat <= seats; seat += 1) {
    await first.page.getByRole('button', { name: `Seat a bot at ${String(seat)}` }).click();
    await expect(
      first.page.getByRole('button', { name: `Remove the bot from seat ${String(seat)}` }),
    ).toBeVisible();
  }
  // The waiting room looks again every few seconds: the creator sees the second person seated.
  await expect(first.page.getByText(second.name)).toBeVisible();
  await first.page.getByRole('button', { name: 'Start the game' }).click();
  await expect(first.page.getByRole('heading', { name: /\((in play|finished)\)/ })).toBeVisible();

  await second.page.getByRole('link', { name: 'Go to the game' }).click();
  await expect(second.page).toHaveURL(new RegExp(`/games/${gameId}$`));
  for (const { page } of [first, second]) {
    await expect(page.getByRole('region', { name: 'Table' })).toBeVisible();
    await expect(page.getByText(/^(Live|Live \(polling\))$/)).toBeVisible();
  }
  return {
    people: [
      { ...first, seat: 0, moves: 0 },
      { ...second, seat: 1, moves: 0 },
    ],
    gameId,
  };
}

/** The viewer's state through the API (a read in the page's own session, never a move). */
export async function stateOf(page: Page, gameId: string): Promise<GameState> {
  const response = await page.request.get(`/api/v1/games/${gameId}/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GameState;
}

/** The export of the finished game: every event, unredacted. */
export async function exportOf(page: Page, gameId: string): Promise<GameExport> {
  const response = await page.request.get(`/api/v1/games/${gameId}/export`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as GameExport;
}

/** How the game log heads the entry of a version. */
export const versionLabel = (version: number): string =>
  version === 0 ? 'Setup' : `Move ${String(version)}`;

const isOver = (page: Page): Promise<boolean> =>
  page.getByText('The game is over.', { exact: true }).isVisible();

/**
 * Waits on the pages' visible state (never a fixed sleep) for whoever may act next: `canAct`
 * says whether a page offers its person enabled controls now. Null once the game is over.
 */
export async function nextToAct(
  people: readonly Person[],
  canAct: (page: Page) => Promise<boolean>,
): Promise<Person | null> {
  let next: Person | null | undefined;
  await expect
    .poll(
      async () => {
        for (const person of people) {
          if (await canAct(person.page)) {
            next = person;
            return true;
          }
        }
        for (const person of people) {
          if (await isOver(person.page)) {
            next = null;
            return true;
          }
        }
        return false;
      },
      {
        message: 'someone may act, or the game is over',
        timeout: 30_000,
        intervals: [25, 50, 100],
      },
    )
    .toBe(true);
  return next ?? null;
}

/**
 * Before each move: a stale move (409) shows "the table changed" with the fresh state, and the
 * loop simply plays on from that state (counted here); any other refusal fails the test.
 */
export async function changedNotice(page: Page): Promise<boolean> {
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  return page.getByText(CHANGED).isVisible();
}

/** Marks the document, to show later that it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset['e2eSameDocument'] = 'yes';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.dataset['e2eSameDocument']),
    'the page was not reloaded',
  ).toBe('yes');
}

/**
 * Once over, the page says so and lists every seat's final score (people by name; a bot's name
 * is the server's to choose, so only its score is checked).
 */
export async function expectFinalScores(
  page: Page,
  names: readonly (string | null)[],
  scores: readonly number[],
): Promise<void> {
  await expect(page.getByText('The game is over.', { exact: true })).toBeVisible();
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

/** The page's HTML as text: tags, scripts and styles out, entities of text decoded. */
export function pageText(html: string): string {
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
