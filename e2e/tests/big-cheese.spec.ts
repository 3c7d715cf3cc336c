/**
 * The Big Cheese, a complete game in the browser: two people sign up in separate browser
 * contexts, the first creates a private 3-seat game from the lobby (default options: polyhedral
 * dice to 40 points, already the smallest target the engine accepts), the second joins through
 * the invite link, a server bot takes the third seat, and both people play to the end through the
 * table only (never the API to move): on the board where the move is about something drawn there
 * (the card on offer to bid for it, a die to re-roll, a project to pay out), with the controls'
 * buttons for the rest (pass, keep the roll, undo, send).
 *
 * Along the way: a move in one context appears in the other without a reload; neither page is
 * ever sent the deck order, and the first player's page HTML never holds it, checked against the
 * export once the game is over; both pages show the final scores.
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
import type { WatchedPerson } from './big-cheese-bon-appetit-helpers.ts';

type Card = number | 'veto' | 'big_cheese';

/** The parts of the engine's view (packages/engine/src/games/big-cheese/view.ts) read here. */
interface BcView {
  readonly deck: { readonly size: number; readonly top: Card | null; readonly order: unknown };
  readonly discard: readonly Card[];
  readonly projects: readonly { readonly id: number; readonly card: Card }[];
}

/** What the first player's page held at one moment, to check against the export afterwards. */
interface Capture {
  readonly version: number;
  readonly html: string;
  readonly view: BcView;
}

const controlsOf = (page: Page) => page.getByRole('region', { name: 'Your move' });
/** The drawing; its buttons are the things on the table the move is about. */
const boardOf = (page: Page) => page.locator('svg.bc-board');

/** The table offers this person controls now, and no command of theirs is on its way. */
async function canAct(page: Page): Promise<boolean> {
  const controls = controlsOf(page);
  if (!(await controls.isVisible())) return false;
  try {
    // Every control is disabled while a command is on its way.
    return await controls.getByRole('button').first().isEnabled({ timeout: 250 });
  } catch {
    return false;
  }
}

/**
 * One command, built on the board where it has a place there and sent through the controls:
 * keep a roll (or, once per person when offered, play a Big Cheese by touching a die to
 * re-roll), bid the smallest legal amount by touching the card on offer while that is 1 or 2
 * workers and pass otherwise (short games: auctions are won cheaply and projects mature fast),
 * touch the project to pay out when asked. Returns what was sent.
 */
async function playOnce(person: WatchedPerson, usedBigCheese: Set<number>): Promise<string> {
  const controls = controlsOf(person.page);
  const board = boardOf(person.page);
  const actions = controls.getByRole('group', { name: 'What to do' });
  const action = (name: string) => actions.getByRole('button', { name, exact: true });
  const offer = board.getByRole('button', { name: /, the card on offer$/ });
  let sent: string;
  if (await action('Keep the roll').isVisible()) {
    const die = board.getByRole('button', { name: /^Re-roll die \d+/ }).first();
    if (!usedBigCheese.has(person.seat) && (await die.isVisible())) {
      await die.click();
      await expect(die).toHaveAttribute('aria-pressed', 'true');
      usedBigCheese.add(person.seat);
      sent = 'big cheese';
    } else {
      await action('Keep the roll').click();
      sent = 'keep';
    }
  } else if (await offer.isVisible()) {
    await offer.click();
    await expect(offer).toHaveAttribute('aria-pressed', 'true');
    // The controls show the same draft: Bid is pressed (its name then starts with a tick).
    await expect(actions.getByRole('button', { name: /Bid$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The draft starts at the smallest legal bid, one more than the high bid.
    const amount = await controls.getByLabel('Workers to bid').inputValue();
    if (amount === '1' || amount === '2') {
      await expect(controls.getByText(`You will bid ${amount} worker`)).toBeVisible();
      sent = `bid ${amount}`;
    } else {
      // Change of mind, through the draft's Undo.
      await controls.getByRole('button', { name: 'Undo' }).click();
      await expect(offer).toHaveAttribute('aria-pressed', 'false');
      await action('Pass').click();
      sent = 'pass';
    }
  } else if (await action('Pass').isVisible()) {
    await action('Pass').click();
    sent = 'pass';
  } else {
    // Exact 30 only: which mature project pays out next, touched on the board.
    await board
      .getByRole('button', { name: /^Pay out .* next$/ })
      .first()
      .click();
    sent = 'resolve';
  }
  await controls.getByRole('button', { name: 'Send' }).click();
  person.moves += 1;
  return sent;
}

// ---------------------------------------------------------------------------------------------
// Hidden information: the deck order.

function cardLabel(card: Card): string {
  if (card === 'veto') return 'Veto';
  if (card === 'big_cheese') return 'Big Cheese';
  return String(card);
}

/** The deck (top first) after each version, replayed from the export's unredacted events. */
function decksByVersion(exported: GameExport): Map<number, Card[]> {
  const decks = new Map<number, Card[]>();
  let deck: Card[] = [];
  for (const entry of exported.log) {
    for (const raw of entry.events) {
      const event = raw as { type: string; deck?: Card[] };
      switch (event.type) {
        case 'game_started':
        case 'deck_reshuffled':
          deck = [...(event.deck ?? [])];
          break;
        // Each ends an offer: the top card leaves the deck (won, vetoed or discarded unbid).
        case 'auction_won':
        case 'vetoed':
        case 'no_bid':
          deck = deck.slice(1);
          break;
        default:
          break;
      }
    }
    decks.set(entry.version, deck);
  }
  return decks;
}

/**
 * The deck order below the top card is hidden from everyone until the end (RULES §1.13). At each
 * capture, the deck at that version is replayed from the export (and checked to match what the
 * view gave the page: its size and top card). Then, in the page's HTML:
 * - no "Deck order, now revealed" text (the table prints the order only once the game is over)
 *   and no `"order":[…]` JSON;
 * - the card faces drawn are exactly the top card plus the projects of the view: the page draws
 *   no card the view does not show face up;
 * - the next upcoming cards (up to 6, below the top) never appear in that order, neither as the
 *   table writes card lists ("20, 4, Veto") nor as JSON. The public discard pile is written the
 *   same way, so its sentence is taken out first; no other text on the page is a list of cards.
 */
function expectNoDeckOrder(capture: Capture, deck: readonly Card[]): number {
  const { html, view } = capture;
  expect(deck.length, `deck size at version ${capture.version}`).toBe(view.deck.size);
  expect(deck[0] ?? null, `top card at version ${capture.version}`).toBe(view.deck.top);
  expect(view.deck.order, 'the view the page was given has no deck order').toBeNull();

  expect(html).not.toContain('Deck order, now revealed');
  expect(html).not.toMatch(/"order":\s*\[/);

  const faces = [...html.matchAll(/<g\b[^>]*\bdata-card="([^"]+)"[^>]*>/g)].map((m) => ({
    card: m[1] ?? '',
    project: /\bdata-project="/.test(m[0]),
  }));
  const loose = faces.filter((face) => !face.project).map((face) => face.card);
  expect(loose, 'the only card drawn outside a project is the top of the deck').toEqual(
    view.deck.top === null ? [] : [String(view.deck.top)],
  );
  expect(faces.filter((face) => face.project)).toHaveLength(view.projects.length);

  const upcoming = deck.slice(1, 7);
  if (upcoming.length < 3) return 0;
  const labels = upcoming.map(cardLabel);
  const discardSentence = `Discard pile: ${view.discard.map(cardLabel).join(', ')}.`;
  const text = htmlText(html).replace(discardSentence, ' ');
  for (const written of [labels.join(', '), labels.join(',')]) {
    expect(text, `upcoming cards at version ${capture.version}`).not.toContain(written);
  }
  // The deck as a JSON array, from the top or from the card below it.
  for (const array of [deck.slice(0, 6), upcoming]) {
    expect(html).not.toContain(JSON.stringify(array).slice(0, -1));
  }
  return upcoming.length;
}

// ---------------------------------------------------------------------------------------------

test('two people and a server bot play The Big Cheese to the end in the browser', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const { people, gameId } = await seatTwoPeople(browser, {
    engine: 'big-cheese',
    seats: 3,
    prefix: 'bc',
    // The deck order is hidden from everyone until the end (RULES §1.13): no state a page
    // receives during play may carry it.
    check: (state) =>
      state.status === 'started' && (state.view as BcView).deck.order !== null
        ? `version ${String(state.version)} carries the deck order`
        : null,
  });
  const [first, second] = people;
  const captures: Capture[] = [];
  const usedBigCheese = new Set<number>();
  const sent: string[] = [];
  let liveChecked = false;
  let changedNotices = 0;

  for (;;) {
    const person = await nextToAct(people, canAct);
    if (person === null) break;
    if (await changedNotice(person.page)) changedNotices += 1;

    if (person === first) {
      // Only the first player can move now: their page and the server agree on the state.
      const state = await stateOf<BcView>(first.page, gameId);
      const view = state.view;
      if (first.moves % 3 === 0) {
        captures.push({ version: state.version, html: await first.page.content(), view });
      }
      if (!liveChecked) {
        // The other page follows without a reload: mark its document, see the move arrive.
        liveChecked = true;
        await markDocument(second.page);
        const log = second.page.getByRole('log');
        await expect(log.getByText(versionLabel(state.version), { exact: true })).toBeVisible();
        await expect(second.page.getByText(`Waiting for ${first.name}.`)).toBeVisible();
        const what = await playOnce(first, usedBigCheese);
        sent.push(what);
        const line =
          what === 'pass'
            ? `${first.name} passes.`
            : `${first.name} bids ${what.slice(4)} worker${what === 'bid 1' ? '' : 's'}.`;
        await expect(log.getByText(versionLabel(state.version + 1), { exact: true })).toBeVisible();
        await expect(log.getByText(line).last()).toBeVisible();
        await expect(second.page.getByText(`Waiting for ${first.name}.`)).toHaveCount(0);
        await expectSameDocument(second.page);
        continue;
      }
    }
    sent.push(await playOnce(person, usedBigCheese));
  }

  // The end, on both pages: the outcome with every seat's final score.
  const exported = await exportOf(first.page, gameId);
  const outcome = exported.outcome as { scores: number[]; reason: string };
  for (const { page } of people) {
    await expectFinalScores(page, [first.name, second.name, null], outcome.scores);
  }

  // Neither page was ever sent the deck order while the game was on.
  for (const { wire, name } of people) {
    expect(await wire.problems(), `states sent to ${name}`).toEqual([]);
    expect(wire.states(), `states sent to ${name}`).toBeGreaterThan(10);
  }

  // The deck order was never on the first player's page while it was hidden.
  const decks = decksByVersion(exported);
  expect(captures.length).toBeGreaterThanOrEqual(3);
  let checkedUpcoming = 0;
  for (const capture of captures) {
    const deck = decks.get(capture.version);
    expect(deck, `the export has version ${String(capture.version)}`).toBeDefined();
    checkedUpcoming += expectNoDeckOrder(capture, deck ?? []);
  }
  expect(checkedUpcoming).toBeGreaterThan(0);
  // The same check does see the order once the game is over and the table reveals it.
  const finalDeck = decks.get(exported.log.length - 1) ?? [];
  const finalText = htmlText(await first.page.content());
  expect(finalText).toContain('Deck order, now revealed');
  if (finalDeck.length > 0) expect(finalText).toContain(finalDeck.map(cardLabel).join(', '));

  expect(sent).toHaveLength(first.moves + second.moves);
  const summary = JSON.stringify({
    seconds: Math.round((Date.now() - started) / 1000),
    versions: exported.log.length - 1,
    moves: [first.moves, second.moves],
    sent: Object.fromEntries(
      [...new Set(sent)].map((s) => [s, sent.filter((x) => x === s).length]),
    ),
    captures: captures.map((c) => c.version),
    statesChecked: people.map(({ wire }) => wire.states()),
    changedNotices,
    scores: outcome.scores,
    reason: outcome.reason,
  });
  test.info().annotations.push({ type: 'big-cheese', description: summary });
  console.log(`big-cheese: ${summary}`);
});
