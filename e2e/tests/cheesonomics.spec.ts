/**
 * A complete game of Cheesonomics in the browser: two people, each in their own browser context,
 * sign up; the first creates a 2-seat Mild game from the lobby (Mild is the default flavour and
 * the shorter one: no market-wedge supplies, no replace / replenish / moove steps), the second
 * joins through the invite link, and both play to the final scores through the table's controls
 * only: the step-by-step builder (action, then its category or wedges, then Send), a churn with
 * the opponent's give and the churner's planned returns, sales with their flip, the final sales.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  gameLog,
  logEntry,
  nextToMove,
  settle,
  snapshot,
  withDiagnostics,
} from './big-shot-cheesonomics-helpers.ts';
import { createGame, expectAccessible } from './helpers.ts';
import {
  bodyText,
  expectFinalScores,
  seatByInvite,
  signedUpPerson,
  stateOf,
} from './table-helpers.ts';
import type { Person } from './table-helpers.ts';

interface Player {
  readonly seat: number;
  readonly hand: string[] | null;
  readonly fulfilment: string[] | null;
  readonly handSize: number;
}
interface View {
  readonly drawPileSize: number;
  readonly players: readonly Player[];
  readonly phase: { readonly kind: string };
}

/** What the driver remembers between moves (the policy only needs to be legal and varied). */
interface Play {
  /** Turns (action decisions) taken, per seat. */
  readonly turns: number[];
  churned: Set<number>;
  sales: number;
  midGameAxe: boolean;
  /** Versions at which a "draws" line was checked for redaction on the other page. */
  drawChecks: number;
}

// A control that does not answer should fail the test quickly, not at the game's time limit.
test.use({ actionTimeout: 15_000 });

function table(page: Page): Locator {
  return page.getByRole('region', { name: 'Cheesonomics' });
}

/** "red cow" or "red cow (bell)": a wedge code as the English table names it. */
function wedgeName(code: string): string {
  const [colour, animal, symbol] = code.split('-');
  return `${colour} ${animal}${symbol === undefined ? '' : ` (${symbol})`}`;
}

/** The colour or animal most of the hand shares: producing it moves the most wedges. */
function biggestCategory(hand: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const code of hand) {
    const [colour = '', animal = ''] = code.split('-');
    for (const category of [colour, animal]) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** Which action to take this turn, from the action buttons the table offers. */
async function chooseAction(person: Person, play: Play, types: Locator): Promise<string> {
  const offered = (await types.getByRole('button').allTextContents()).map((s) => s.trim());
  const turn = play.turns[person.seat] ?? 0;
  if (offered.includes('Final sale')) return 'Final sale';
  // Each person churns once, on their first turn, to go through a churn in the browser.
  if (offered.includes('Churn') && !play.churned.has(person.seat)) {
    play.churned.add(person.seat);
    return 'Churn';
  }
  if (offered.includes('Sell') && turn % 3 === 2) return 'Sell';
  return offered.includes('Produce') ? 'Produce' : (offered[0] ?? '');
}

/** One decision on `person`'s page, built step by step in the table's panel and sent. */
async function move(person: Person, play: Play, gameId: string): Promise<void> {
  const t = table(person.page);
  const send = t.getByRole('button', { name: 'Send', exact: true });
  const types = t.getByRole('group', { name: 'What do you do?' });
  const sale = t.getByRole('group', { name: /^Add wedges from your wheel/ });
  const question = t.getByRole('group', { name: /^Which / });
  // The choices that have a place on the drawing are made there (and offered there exactly as in
  // the move box): market slots, tray spaces, the wedges of a sale.
  const onBoard = t.getByRole('group', { name: /^On the board: / });
  for (let step = 0; step < 8; step += 1) {
    await expect(types.or(sale).or(question).or(send).first()).toBeVisible();
    if (await types.isVisible()) {
      const action = await chooseAction(person, play, types);
      if (['Churn', 'Produce', 'Sell'].includes(action)) {
        play.turns[person.seat] = (play.turns[person.seat] ?? 0) + 1;
      }
      await types.getByRole('button', { name: action, exact: true }).click();
    } else if (await sale.isVisible()) {
      // Up to three wedges of one colour or animal, each added with its price shown, by clicking
      // the wedge on the drawn wheel (the second one from the keyboard).
      const add = onBoard.getByRole('button', { name: /^Add / });
      for (let n = 0; n < 3 && (await add.count()) > 0; n += 1) {
        await expect(add).toHaveCount(await sale.getByRole('button', { name: /^Add / }).count());
        const wedge = add.first();
        const name = (await wedge.getAttribute('aria-label')) ?? '';
        if (n === 1) {
          await wedge.focus();
          await person.page.keyboard.press('Enter');
        } else {
          await wedge.click();
        }
        await expect(t.getByText(/^Chosen: /)).toContainText(
          name.replace(/^Add (.*) \(price.*$/, '$1'),
        );
        await expect(t.getByText(/^Chosen: /)).toBeVisible();
        if (!play.midGameAxe && play.sales >= 1 && person.seat === 0) {
          // Mid-game, a sale half-built (its wedges ringed on the wheel): axe on the table with
          // a decision half-built finds no serious or critical violation.
          play.midGameAxe = true;
          await expectAccessible(person.page, 'Cheesonomics table mid-game');
        }
      }
      play.sales += 1;
      await expect(t.getByText(/^Your move:\s+(final sale of|sell) /)).toBeVisible();
      await send.click();
      return;
    } else if (await question.isVisible()) {
      const legend = (await question.locator('legend').textContent()) ?? '';
      // A question about a slot or a colour or animal is answered on the board (same options).
      const here = (await onBoard.isVisible()) ? onBoard : question;
      const options = here.getByRole('button');
      if (here === onBoard)
        await expect(options).toHaveCount(await question.getByRole('button').count());
      if (legend.includes('do you produce')) {
        // Read the person's own hand (their own state, their own session) to pick the category.
        const state = await stateOf<View>(person.page, gameId);
        const hand = state.view.players[person.seat]?.hand ?? [];
        const best = here.getByRole('button', { name: biggestCategory(hand), exact: true });
        await ((await best.count()) > 0 ? best : options.first()).click();
      } else {
        await options.first().click();
      }
    }
    if (await send.isEnabled()) {
      await expect(t.getByText(/^Your move:\s/)).toBeVisible();
      await send.click();
      return;
    }
  }
  throw new Error('no complete move after eight choices');
}

/**
 * `viewer`'s page must not show `owner`'s hand (nor the wedges they sold). The owner's own state,
 * read with the owner's session, gives the real hand; the owner's page lists it in "The table in
 * words" (the positive control: "Hand: red cow, blue yak (bell), …"); on the viewer's page the
 * owner's paragraph gives only the count ("5 wedges in hand"), no "Hand:" or "Sold:" list, the
 * drawing has no "Hand" row but the viewer's own, and the owner's hand as listed appears nowhere.
 */
async function expectHandHidden(viewer: Person, owner: Person, gameId: string): Promise<void> {
  const own = (await stateOf<View>(owner.page, gameId)).view.players[owner.seat];
  const seen = (await stateOf<View>(viewer.page, gameId)).view.players[owner.seat];
  if (own?.hand == null || seen === undefined) throw new Error('an owner always sees their hand');
  // The server itself keeps it out of the viewer's state.
  expect(seen.hand).toBeNull();
  expect(seen.fulfilment).toBeNull();
  expect(seen.handSize).toBe(own.hand.length);

  const hand = `Hand: ${own.hand.map(wedgeName).join(', ')}.`;
  const paragraph = (page: Page) =>
    table(page)
      .locator('details')
      .getByText(new RegExp(`^${owner.name}: `));
  await expect(paragraph(owner.page)).toContainText(hand);
  const shown = paragraph(viewer.page);
  await expect(shown).toContainText(`, ${own.hand.length} wedges in hand, `);
  await expect(shown).not.toContainText('Hand:');
  await expect(shown).not.toContainText('Sold:');
  // (Unless the viewer's own hand reads exactly the same, which its own paragraph would show.)
  const mine = (await stateOf<View>(viewer.page, gameId)).view.players[viewer.seat]?.hand ?? [];
  if (`Hand: ${mine.map(wedgeName).join(', ')}.` !== hand) {
    expect(await bodyText(viewer.page)).not.toContain(hand);
  }
  if (own.fulfilment !== null && own.fulfilment.length > 0) {
    expect(await bodyText(viewer.page)).not.toContain(
      `Sold: ${own.fulfilment.map(wedgeName).join(', ')}.`,
    );
  }
  const labels = (page: Page) => table(page).locator('svg text');
  await expect(labels(viewer.page).filter({ hasText: /^Your hand$/ })).toHaveCount(1);
  await expect(labels(viewer.page).filter({ hasText: /^Hand$/ })).toHaveCount(0);
}

test('two people play a whole Cheesonomics game in the browser', async ({ browser }) => {
  // A whole game through two pages: minutes on a loaded 2-core machine, so a wide budget.
  test.setTimeout(600_000);
  const started = Date.now();
  const creator = await signedUpPerson(browser, 'chs_a');
  const guest = await signedUpPerson(browser, 'chs_b');
  await createGame(creator.page, 'cheesonomics', 2);
  const gameId = await seatByInvite(creator, guest, { bots: 0 });
  const people = [creator, guest];
  for (const { page } of people) {
    // "The table in words" is where hands are listed: open it, as a reader of the page would.
    await table(page).getByText('The table in words').click();
    await expect(table(page).locator('details')).toHaveAttribute('open', '');
    // Marks the window: if the page reloaded or navigated, the mark would be gone.
    await page.evaluate(() => ((window as unknown as Record<string, unknown>)['e2eMark'] = true));
  }

  const play: Play = {
    turns: [0, 0],
    churned: new Set(),
    sales: 0,
    midGameAxe: false,
    drawChecks: 0,
  };
  let hiddenChecks = 0;
  let liveChecks = 0;
  let seen = 0;
  let moves = 0;
  await withDiagnostics(people, async () => {
    for (;;) {
      const mover = await nextToMove(people, seen);
      if (mover === null) break;
      const other = mover === creator ? guest : creator;
      const before = await snapshot(mover.page);

      // At the start of every fourth turn, neither page shows the other's hand.
      const choosing = await table(mover.page)
        .getByRole('group', { name: 'What do you do?' })
        .isVisible();
      if (choosing && (play.turns[mover.seat] ?? 0) % 4 === 1) {
        hiddenChecks += 1;
        await expectHandHidden(creator, guest, gameId);
        await expectHandHidden(guest, creator, gameId);
      }

      await move(mover, play, gameId);
      const version = await settle(mover.page, before.version);
      moves += 1;
      seen = Math.max(seen, version);
      if (version <= before.version) continue;

      // A move made on one page appears on the other without a reload: the entry's first line
      // (public: the action itself) is the same, and the other page's turn line follows.
      const first = (page: Page) => logEntry(page, version).getByRole('listitem').first();
      if (moves <= 4 || moves % 10 === 0) {
        liveChecks += 1;
        await expect(first(other.page)).toHaveText((await first(mover.page).innerText()).trim());
        const state = await stateOf<View>(other.page, gameId);
        if (state.version === version && state.status === 'started') {
          const turn = state.activeSeats.includes(other.seat)
            ? 'It is your turn.'
            : `Waiting for ${mover.name}.`;
          await expect(other.page.getByText(turn, { exact: true })).toBeVisible();
        }
      }
      // Drawn wedges are named to the drawer only: the other page's log gives the count.
      const drew = logEntry(mover.page, version).getByText(new RegExp(`^${mover.name} draws `));
      if (play.drawChecks < 3 && (await drew.count()) === 1) {
        play.drawChecks += 1;
        const mine = (await drew.innerText()).trim();
        const theirs = logEntry(other.page, version).getByText(new RegExp(`^${mover.name} draws `));
        await expect(theirs).toHaveText(new RegExp(`^${mover.name} draws \\d+ wedges?\\.$`));
        expect(mine).not.toMatch(/ draws \d+ wedges?\.$/);
      }
    }
  });

  expect(play.churned.size).toBe(2);
  expect(play.sales).toBeGreaterThanOrEqual(2);
  expect(play.midGameAxe).toBe(true);
  expect(hiddenChecks).toBeGreaterThanOrEqual(3);
  expect(liveChecks).toBeGreaterThanOrEqual(4);
  expect(play.drawChecks).toBeGreaterThanOrEqual(1);
  const final = await stateOf<View>(creator.page, gameId);
  expect(final.status).toBe('finished');
  expect(final.view.drawPileSize).toBe(0);
  expect(final.outcome).not.toBeNull();
  for (const { page } of people) {
    await expectFinalScores(page, [creator.name, guest.name], final.outcome?.scores ?? []);
  }
  for (const { page } of people) {
    await expect(table(page).getByText(/^The game is over\. Winner: /)).toBeVisible();
    await expect(gameLog(page)).toContainText('Liquidation, 1 curd per wedge left on a wheel');
    // Both churns, with their returns, and the sales' flips went through the pages.
    for (const { name } of people) await expect(gameLog(page)).toContainText(`${name} churns “`);
    await expect(gameLog(page)).toContainText(/ gives a wedge back to /);
    await expect(gameLog(page)).toContainText(/ flips market wedge \d+/);
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>)['e2eMark']),
    ).toBe(true);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Cheesonomics: ${moves} moves through the pages in ${seconds} s`);
  await creator.context.close();
  await guest.context.close();
});
