/**
 * Steps of the complete-game specs of The Big Cheese and Bon Appétit! (on top of
 * table-helpers.ts): two people seated at one private game made in the lobby form, server bots
 * in the other seats, a watch on every state each page receives, and a loop that waits on the
 * pages' visible state for whoever may act.
 */
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import type { GameExport } from '@tavolo/sdk/audit';
import type { GameState } from '@tavolo/sdk/client';
import { createGame } from './helpers.ts';
import { seatByInvite, signedUpPerson } from './table-helpers.ts';
import type { Person } from './table-helpers.ts';

export const CHANGED = 'The table changed while you were deciding.';

export interface Wire {
  /** States received so far (REST reads and long-polls, GraphQL subscription frames). */
  readonly states: () => number;
  /** Waits for the checks of responses still being read; resolves with what was wrong. */
  readonly problems: () => Promise<string[]>;
}

/** Names what is wrong with one state a page received, or returns null. */
export type StateCheck = (state: GameState) => string | null;

export interface WatchedPerson extends Person {
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

export interface TableSetup {
  readonly engine: string;
  readonly seats: number;
  /** Username prefix, e.g. "bc" gives bc_a_… and bc_b_…. */
  readonly prefix: string;
  /** Applied to every state either page receives (see watchStates). */
  readonly check: StateCheck;
}

/**
 * Two people sign up; the first creates a private game from the lobby form, both take their
 * seats through the invite link (table-helpers.ts), the first seats server bots in the other
 * seats and starts. Every state either page receives from then on goes through `check`.
 */
export async function seatTwoPeople(
  browser: Browser,
  { engine, seats, prefix, check }: TableSetup,
): Promise<{ people: [WatchedPerson, WatchedPerson]; gameId: string }> {
  const [first, second] = await Promise.all([
    signedUpPerson(browser, `${prefix}_a`),
    signedUpPerson(browser, `${prefix}_b`),
  ]);
  const wires = [watchStates(first.page, check), watchStates(second.page, check)] as const;
  await createGame(first.page, engine, seats, (page) =>
    page.getByRole('radio', { name: /^Private/ }).check(),
  );
  const gameId = await seatByInvite(first, second, { bots: seats - 2 });
  return {
    people: [
      Object.assign(first, { wire: wires[0], moves: 0 }),
      Object.assign(second, { wire: wires[1], moves: 0 }),
    ],
    gameId,
  };
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
  people: readonly WatchedPerson[],
  canAct: (page: Page) => Promise<boolean>,
): Promise<WatchedPerson | null> {
  let next: WatchedPerson | null | undefined;
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
