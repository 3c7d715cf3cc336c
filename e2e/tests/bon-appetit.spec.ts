/**
 * Bon Appétit!, a complete game in the browser: two people sign up in separate browser contexts,
 * the first creates a private 2-seat game from the lobby (default options: nobody reveals
 * automatically), the second joins through the invite link, and both turn over their cards
 * through the table's own button (the game's only command) until the game ends. No bot: two
 * seats is the smallest table, and every reveal is made by hand, by tapping one's own pile on the
 * board (the button in the controls does the same).
 *
 * Along the way: a move in one context appears in the other without a reload; neither page is
 * ever sent a face-down card, and the first player's page HTML never shows one, checked against
 * the export once the game is over; both pages show the final scores.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { GameExport } from '@tavolo/sdk/audit';
import {
  changedNotice,
  expectSameDocument,
  exportOf,
  markDocument,
  nextToAct,
  seatTwoPeople,
  versionLabel,
} from './big-cheese-bon-appetit-helpers.ts';
import { expectFinalScores, htmlText, stateOf } from './table-helpers.ts';

type Card = 'cheese' | 'cat' | 'mouse_1' | 'mouse_2' | 'mouse_3';

interface Played {
  readonly seat: number | null;
  readonly card: Card;
}

type Phase =
  | { readonly kind: 'turn'; readonly seat: number }
  | { readonly kind: 'hunt'; readonly paws: number; readonly revealsLeft: number }
  | { readonly kind: 'setup' | 'over' };

/** The parts of the engine's view (packages/engine/src/games/bon-appetit/view.ts) read here. */
interface BaView {
  readonly players: readonly { readonly cards: number; readonly tokens: number }[];
  readonly common: readonly Card[];
  readonly lastPlayed: readonly Played[];
  readonly phase: Phase;
  readonly piles: unknown;
}

/** What the first player's page held at one moment, to check against the export afterwards. */
interface Capture {
  readonly version: number;
  readonly html: string;
  /** Card faces drawn in the seats' boxes (the face-down piles), counted in the page then. */
  readonly facesOnPiles: number;
  readonly view: BaView;
}

/** The table at one version, replayed from the export's unredacted events. */
interface Position {
  readonly piles: readonly (readonly Card[])[];
  readonly common: readonly Card[];
  readonly lastPlayed: readonly Played[];
}

const movesOf = (page: Page) => page.getByRole('group', { name: 'Your move' });

/** The table offers this person the reveal now, and no command of theirs is on its way. */
async function canAct(page: Page): Promise<boolean> {
  const moves = movesOf(page);
  if (!(await moves.isVisible())) return false;
  try {
    // The button is disabled while a command is on its way.
    return await moves.getByRole('button').first().isEnabled({ timeout: 250 });
  } catch {
    return false;
  }
}

/**
 * Bon Appétit! has no decisions (RULES §3.6): the one move turns over the next card, made on the
 * board by tapping one's own pile (the only button in the drawing).
 */
async function revealOnce(page: Page): Promise<void> {
  const onBoard = page.locator('.ba-board svg').getByRole('button');
  await expect(onBoard).toHaveCount(1);
  await expect(onBoard).toHaveAccessibleName(/^Turn over (your top card|card \d of \d)/);
  await onBoard.click();
}

/**
 * Replays the export's events (each pile top card first, as in the engine) into the position
 * after each version: the deal, cards turned over onto the common pile, the common pile put
 * under the taker's pile as it lies, so its last card comes back first (RULES §3.4.5, rules 2.0.0).
 */
function positionsByVersion(exported: GameExport): Map<number, Position> {
  expect(exported.header.rulesVersion, 'the model below follows rules 2.0.0').toBe('2.0.0');
  const positions = new Map<number, Position>();
  let piles: Card[][] = [];
  let common: Card[] = [];
  let lastPlayed: Played[] = [];
  for (const entry of exported.log) {
    // Without automatic reveals, every command turns over exactly one card by hand.
    if (entry.version > 0) lastPlayed = [];
    for (const raw of entry.events) {
      const event = raw as {
        type: string;
        seat: number;
        card: Card;
        piles?: Card[][];
        centre: Card;
      };
      switch (event.type) {
        case 'cards_dealt':
          piles = (event.piles ?? []).map((pile) => [...pile]);
          common = [event.centre];
          lastPlayed = [{ seat: null, card: event.centre }];
          break;
        case 'card_revealed': {
          const pile = piles[event.seat] ?? [];
          expect(pile[0], `seat ${String(event.seat)} turns over its top card`).toBe(event.card);
          piles[event.seat] = pile.slice(1);
          common = [...common, event.card];
          lastPlayed = [...lastPlayed, { seat: event.seat, card: event.card }];
          break;
        }
        case 'mouse_caught':
        case 'hunt_failed':
          piles[event.seat] = [...(piles[event.seat] ?? []), ...common.toReversed()];
          common = [];
          break;
        default:
          break;
      }
    }
    positions.set(entry.version, {
      piles: piles.map((pile) => [...pile]),
      common: [...common],
      lastPlayed: [...lastPlayed],
    });
  }
  return positions;
}

const count = (cards: readonly Card[], face: Card): number =>
  cards.filter((card) => card === face).length;

/**
 * Each face-down pile — its cards and their order — is hidden from everyone, its owner included,
 * until the end (RULES §3.7). At each capture the position is replayed from the export and first
 * checked against the view the page was given (pile sizes, common pile, last cards turned over):
 * the replay is right, and the view has no piles. Then, in the page's HTML:
 * - no pile is listed in words ("…’s pile: …", which the table writes only once the game is
 *   over) and no `"piles":[[…` JSON;
 * - the seats' boxes, where the face-down piles are drawn, hold no card face (only backs);
 * - the page never draws more faces than the view has face up: the common pile's top card and
 *   the few under it fanned out behind it (at most four), the cards the last move turned over and, in a hunt, the hunted mouse and the cards turned over
 *   for it — and no face of a kind that is not face up at all. Cards of one kind are alike, so
 *   "which card" is its kind: a kind that is only in the face-down piles never appears.
 * Returns whether the capture could tell a leak apart: the first player's next card was of a kind
 * not face up anywhere.
 */
function expectNoFaceDownCards(capture: Capture, position: Position): boolean {
  const { html, view, version } = capture;
  const at = `version ${String(version)}`;
  expect(view.piles, `${at}: the view the page was given has no piles`).toBeNull();
  expect(
    position.piles.map((pile) => pile.length),
    `${at}: pile sizes`,
  ).toEqual(view.players.map((player) => player.cards));
  expect(position.common, `${at}: common pile`).toEqual(view.common);
  expect(position.lastPlayed, `${at}: last cards turned over`).toEqual(view.lastPlayed);

  expect(htmlText(html), `${at}: a pile listed in words`).not.toMatch(/’s pile:/);
  expect(html).not.toMatch(/"piles":\s*\[\s*\[/);
  expect(capture.facesOnPiles, `${at}: faces drawn on the face-down piles`).toBe(0);

  const faces = [...html.matchAll(/\bdata-card="([^"]+)"/g)].map((m) => m[1] as Card);
  const faceUp = [...position.common, ...position.lastPlayed.map((played) => played.card)];
  const hunt = view.phase.kind === 'hunt' ? view.phase : null;
  const huntShown = hunt === null ? 0 : 1 + hunt.paws - hunt.revealsLeft;
  const fanned = Math.min(4, Math.max(0, position.common.length - 1));
  const bound =
    (position.common.length > 0 ? 1 : 0) + fanned + position.lastPlayed.length + huntShown;
  expect(faces.length, `${at}: faces drawn (${faces.join(', ')})`).toBeLessThanOrEqual(bound);
  for (const face of new Set(faces)) {
    expect(count(faceUp, face), `${at}: a ${face} is drawn but none is face up`).toBeGreaterThan(0);
  }
  const next = position.piles[0]?.[0];
  return next !== undefined && count(faceUp, next) === 0;
}

test('two people play Bon Appétit! to the end in the browser', async ({ browser }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const { people, gameId } = await seatTwoPeople(browser, {
    engine: 'bon-appetit',
    seats: 2,
    prefix: 'ba',
    // Face-down piles are hidden from everyone until the end (RULES §3.7): no state a page
    // receives during play may carry them.
    check: (state) =>
      state.status === 'started' && (state.view as BaView).piles !== null
        ? `version ${String(state.version)} carries the face-down piles`
        : null,
  });
  const [first, second] = people;
  const captures: Capture[] = [];
  let liveChecked = false;
  let changedNotices = 0;

  for (;;) {
    const person = await nextToAct(people, canAct);
    if (person === null) break;
    if (await changedNotice(person.page)) changedNotices += 1;

    if (person === first) {
      // Only the first player can move now: their page and the server agree on the state.
      const state = await stateOf<BaView>(first.page, gameId);
      const view = state.view;
      const hunting = view.phase.kind === 'hunt';
      // Every fifth move, and every hunt (the hunt band shows the most cards face up).
      if (first.moves % 5 === 0 || hunting) {
        captures.push({
          version: state.version,
          html: await first.page.content(),
          facesOnPiles: await first.page.locator('g.seat [data-card]').count(),
          view,
        });
      }
      if (!liveChecked) {
        // The other page follows without a reload: mark its document, see the move arrive.
        liveChecked = true;
        await markDocument(second.page);
        const log = second.page.getByRole('log');
        await expect(log.getByText(versionLabel(state.version), { exact: true })).toBeVisible();
        await expect(log.getByText(versionLabel(state.version + 1), { exact: true })).toHaveCount(
          0,
        );
        await expect(second.page.getByText(`Waiting for ${first.name}.`)).toBeVisible();
        await revealOnce(first.page);
        first.moves += 1;
        const entry = log
          .getByRole('listitem')
          .filter({ has: second.page.getByText(versionLabel(state.version + 1), { exact: true }) });
        // The new log entry is the proof; whose turn it is next may still be the first player's
        // (a reveal can open a hunt in which they turn over again).
        await expect(entry.getByText(`${first.name} turns over a`).first()).toBeVisible();
        await expectSameDocument(second.page);
        continue;
      }
    }
    await revealOnce(person.page);
    person.moves += 1;
  }

  // The end, on both pages: the outcome with each player's final score (cards in their pile).
  const exported = await exportOf(first.page, gameId);
  const outcome = exported.outcome as { scores: number[]; reason: string };
  for (const { page } of people) {
    await expectFinalScores(page, [first.name, second.name], outcome.scores);
  }

  // Neither page was ever sent a face-down pile while the game was on.
  for (const { wire, name } of people) {
    expect(await wire.problems(), `states sent to ${name}`).toEqual([]);
    expect(wire.states(), `states sent to ${name}`).toBeGreaterThan(10);
  }

  // No face-down card was ever on the first player's page.
  const positions = positionsByVersion(exported);
  expect(captures.length).toBeGreaterThanOrEqual(3);
  let telling = 0;
  for (const capture of captures) {
    const position = positions.get(capture.version);
    expect(position, `the export has version ${String(capture.version)}`).toBeDefined();
    if (position !== undefined && expectNoFaceDownCards(capture, position)) telling += 1;
  }
  // The same checks do see the piles once the game is over and the table reveals them.
  const finalPiles = positions.get(exported.log.length - 1)?.piles ?? [];
  const finalHtml = await first.page.content();
  if (finalPiles.some((pile) => pile.length > 0)) {
    expect(htmlText(finalHtml)).toMatch(/’s pile:/);
    expect(await first.page.locator('g.seat [data-card]').count()).toBeGreaterThan(0);
  }

  const summary = JSON.stringify({
    seconds: Math.round((Date.now() - started) / 1000),
    versions: exported.log.length - 1,
    moves: [first.moves, second.moves],
    captures: captures.map((c) => c.version),
    telling,
    statesChecked: people.map(({ wire }) => wire.states()),
    changedNotices,
    scores: outcome.scores,
    reason: outcome.reason,
  });
  test.info().annotations.push({ type: 'bon-appetit', description: summary });
  console.log(`bon-appetit: ${summary}`);
});
