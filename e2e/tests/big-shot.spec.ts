/**
 * A complete game of Big Shot in the browser: two people, each in their own browser context,
 * sign up, seat themselves through the invite link and play all 18 turns of the 2-player game
 * (two colours each) with hidden money, chosen in the lobby's options form, through the table's
 * controls only, to the final scores.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
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

interface Purse {
  readonly colour: string;
  readonly holder: number | 'dummy';
  readonly cash: number | 'hidden';
}
interface View {
  readonly purses: readonly Purse[];
}

/** What the driver remembers between moves (the policy only needs to be legal and varied). */
interface Play {
  auctions: number;
  /** The guest's colour that borrows on the first turns, so its purse grows past any lot value. */
  borrowing: string | null;
  placed: number;
  midGameAxe: boolean;
  /** A stale tab's move was refused with "the table changed". */
  staleChecked: boolean;
}

const LOANS_FOR_GUEST = 3;

function table(page: Page) {
  return page.getByRole('region', { name: 'Big Shot' });
}

async function rolling(person: Person): Promise<boolean> {
  return table(person.page).getByRole('button', { name: 'Roll the die' }).isVisible();
}

/** One decision on `person`'s page, through whichever form the table shows now. */
async function move(person: Person, guest: boolean, play: Play): Promise<void> {
  const t = table(person.page);
  const roll = t.getByRole('button', { name: 'Roll the die' });
  const loans = t.getByRole('group', { name: 'Loans before the auction' });
  const bid = t.getByRole('group', { name: 'Bid or pass' });
  const pay = t.getByRole('group', { name: /^Choose the colour that pays/ });
  const place = t.getByRole('group', { name: 'Choose a cube' });
  await expect(roll.or(loans).or(bid).or(pay).or(place).first()).toBeVisible();
  const send = t.getByRole('button', { name: 'Send', exact: true });

  if (await roll.isVisible()) {
    play.auctions += 1;
    await roll.click();
  } else if (await loans.isVisible()) {
    // The guest borrows for the same colour on its first declarations: 10 + 9 + 8 + 7 M.
    if (guest && play.auctions <= LOANS_FOR_GUEST) {
      const offer =
        play.borrowing === null
          ? loans.getByRole('button').first()
          : loans.getByRole('button', { name: `Loan for ${play.borrowing}`, exact: true });
      play.borrowing ??= ((await offer.textContent()) ?? '').replace(/.*Loan for /s, '').trim();
      await offer.click();
      await expect(offer).toHaveAttribute('aria-pressed', 'true');
      await expect(
        t.getByText(new RegExp(`^Your move:\\s+loans for ${play.borrowing}, then the auction\\.$`)),
      ).toBeVisible();
    } else {
      await expect(t.getByText(/^Your move:\s+no loan this turn\.$/)).toBeVisible();
    }
    await t.getByRole('button', { name: 'Confirm and continue' }).click();
  } else if (await bid.isVisible()) {
    // The bid form and the Auction panel both say where the bidding stands.
    const high = t.getByText(/^High bid: /).first();
    const opened = await high.isVisible();
    const atOne = opened && /^High bid: 1\sM by /.test((await high.textContent()) ?? '');
    // The first bidder opens at the lowest bid on two auctions in three; the roller (who bids
    // last) raises an opening bid of 1 M by one on every fourth auction, else passes. Never
    // above 2 M, so no purse is ever caught short (which would open its cash).
    const open = !opened && play.auctions % 3 !== 0;
    const raise = atOne && play.auctions % 4 === 1;
    if (open || raise) {
      if (raise) {
        // The amount starts at the lowest legal bid; step it up and back down again.
        await bid.getByRole('button', { name: 'One million more' }).click();
        await bid.getByRole('button', { name: 'One million less' }).click();
      }
      await bid.getByRole('button', { name: /^Bid \d+\sM$/ }).click();
      await expect(t.getByText(/^Your move:\s+bid \d+\sM\.$/)).toBeVisible();
    } else {
      await bid.getByRole('button', { name: 'Pass', exact: true }).click();
      await expect(t.getByText(/^Your move:\s+pass and leave this auction\.$/)).toBeVisible();
    }
    await send.click();
  } else if (await pay.isVisible()) {
    await pay.getByRole('button').first().click();
    await expect(t.getByText(/^Your move:\s+pay \d+\sM from the \w+ purse\.$/)).toBeVisible();
    await send.click();
  } else {
    await placeCubes(person, play);
  }
}

/**
 * Drafts every cube in hand onto a lot (spread over the open lots) by clicking the lots on the
 * map — every other one from the keyboard (focus, then Enter) — then sends the plan. The map
 * offers exactly the lots the move box lists (both come from the legal list).
 */
async function placeCubes(person: Person, play: Play): Promise<void> {
  const t = table(person.page);
  const listed = t.getByRole('group', { name: /^Choose a lot for the \w+ cube$/ });
  const onMap = t.getByRole('group', { name: /^Lots on the map for the \w+ cube$/ });
  let drafted = 0;
  while (await listed.isVisible()) {
    const buttons = onMap.getByRole('button');
    const count = await listed.getByRole('button').count();
    await expect(buttons).toHaveCount(count);
    const lot = buttons.nth((play.placed * 5) % count);
    await expect(lot).toHaveAccessibleName(/^Place the \w+ cube on \w+ · /);
    if (play.placed % 2 === 0) {
      await lot.click();
    } else {
      await lot.focus();
      await person.page.keyboard.press('Enter');
    }
    play.placed += 1;
    drafted += 1;
    // The plan's steps in the move box (the log beside the board tells of placed cubes too).
    const planned = t.locator('[data-focus-controls]').getByRole('listitem');
    await expect(planned.filter({ hasText: / cube on lot / })).toHaveCount(drafted);
    if (drafted === 2 && play.auctions >= 6 && !play.midGameAxe) {
      // Mid-game, with half a placement drafted (drawn on the map as "n+1"): axe on the table
      // with a decision half-built finds no serious or critical violation.
      play.midGameAxe = true;
      await expectAccessible(person.page, 'Big Shot table mid-game');
    }
  }
  await expect(t.getByText('Every cube has a lot: send when ready.')).toBeVisible();
  await t.getByRole('button', { name: 'Place the planned cubes' }).click();
}

/**
 * Hidden money: `viewer`'s page must not show `owner`'s cash. The owner's own state (read with
 * the owner's session) gives the real amounts; on the owner's page the Purses table shows them
 * (the positive control), on the viewer's page the same cells say "hidden", and an amount no lot,
 * bid or purse of the viewer's could explain (above 21 M) appears nowhere in the viewer's page,
 * SVG titles and closed sections included.
 */
async function expectCashHidden(viewer: Person, owner: Person, gameId: string): Promise<void> {
  const own = await stateOf<View>(owner.page, gameId);
  const purses = own.view.purses.filter((p) => p.holder === owner.seat);
  expect(purses).toHaveLength(2);
  const viewerState = await stateOf<View>(viewer.page, gameId);
  // The server itself hides it from the viewer...
  for (const purse of viewerState.view.purses.filter((p) => p.holder === owner.seat)) {
    expect(purse.cash).toBe('hidden');
  }
  const text = await bodyText(viewer.page);
  const html = await viewer.page.content();
  for (const purse of purses) {
    const cash = purse.cash;
    if (cash === 'hidden') throw new Error('an owner always sees their own cash');
    const row = (page: Page) =>
      table(page)
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: purse.colour, exact: true }) });
    // ...the owner's page shows the amount...
    await expect(row(owner.page).getByRole('cell').nth(1)).toHaveText(
      new RegExp(`^${cash}\\sM\\s*$`),
    );
    // ...and the viewer's page says "hidden" in its place.
    await expect(row(viewer.page).getByRole('cell').nth(1)).toHaveText('hidden');
    if (cash > 21) {
      expect(text).not.toContain(`${cash}\u00a0M`);
      expect(html).not.toContain(`${cash}&nbsp;M`);
    }
  }
  // The SVG's accessible summary says "hidden" too, for both of the owner's colours.
  const summary = await table(viewer.page).locator('svg desc').first().textContent();
  expect(summary?.match(/: hidden, debt certificates/g)).toHaveLength(2);
}

/**
 * A second tab of `person` on the table that hears nothing live (its GraphQL socket is never
 * answered, so it neither updates nor falls back to polling): what a tab left open for a while
 * looks like. It shows the decision of the moment it was opened.
 */
async function staleTab(person: Person, gameId: string): Promise<Page> {
  const page = await person.context.newPage();
  await page.routeWebSocket(/\/graphql$/, () => undefined);
  await page.goto(`/games/${gameId}`);
  await expect(table(page).getByRole('button', { name: 'Roll the die' })).toBeEnabled();
  return page;
}

// A control that does not answer should fail the test quickly, not at the game's time limit.
test.use({ actionTimeout: 15_000 });

test('two people play a whole hidden-money Big Shot game in the browser', async ({ browser }) => {
  // A whole game through two pages: minutes on a loaded 2-core machine, so a wide budget.
  test.setTimeout(600_000);
  const started = Date.now();
  const creator = await signedUpPerson(browser, 'shot_a');
  const guest = await signedUpPerson(browser, 'shot_b');

  // The creator makes the game in the lobby form (2 seats, private, hidden money), then, on its
  // waiting page, takes a seat and hands the invite link to the guest.
  await createGame(creator.page, 'big-shot', 2, async (page) => {
    await page.getByLabel('Private: only with the invite link').check();
    const options = page.getByRole('group', { name: 'Options of Big Shot' });
    await options.getByRole('checkbox', { name: 'Hidden money' }).check();
  });
  const createdId = new URL(creator.page.url()).pathname.split('/').at(-1) ?? '';
  const created = (await (await creator.page.request.get(`/api/v1/games/${createdId}`)).json()) as {
    visibility: string;
    options: Record<string, unknown>;
  };
  expect(created).toMatchObject({ visibility: 'private', options: { hidden_money: true } });
  const gameId = await seatByInvite(creator, guest, { bots: 0 });
  expect(gameId).toBe(createdId);
  const people = [creator, guest];

  // Marks each page's window: if either reloaded or navigated, the mark would be gone.
  for (const { page } of people)
    await page.evaluate(() => ((window as unknown as Record<string, unknown>)['e2eMark'] = true));

  const play: Play = {
    auctions: 0,
    borrowing: null,
    placed: 0,
    midGameAxe: false,
    staleChecked: false,
  };
  const checkedAt = new Set<number>();
  let seen = 0;
  let moves = 0;
  let liveChecks = 0;
  await withDiagnostics(people, async () => {
    for (;;) {
      const mover = await nextToMove(people, seen);
      if (mover === null) break;
      const other = mover === creator ? guest : creator;
      const before = await snapshot(mover.page);

      // Several times in the game, at the start of a turn, neither page shows the other's cash.
      const at = play.auctions;
      if ([1, 3, 4, 8, 12, 16].includes(at) && !checkedAt.has(at)) {
        if (await rolling(mover)) {
          checkedAt.add(at);
          await expectCashHidden(creator, guest, gameId);
          await expectCashHidden(guest, creator, gameId);
        }
      }

      // Once, the roller also has an old tab open on the table; it will try the same roll late.
      const stale =
        mover === creator && !play.staleChecked && play.auctions >= 5 && (await rolling(mover))
          ? await staleTab(creator, gameId)
          : null;

      await move(mover, mover === guest, play);
      const version = await settle(mover.page, before.version);

      if (stale !== null) {
        // The old tab's roll is refused (409 VERSION_CONFLICT): it says the table changed and
        // shows the fresh state, where the guest declares loans; nothing was played twice.
        play.staleChecked = true;
        await table(stale).getByRole('button', { name: 'Roll the die' }).click();
        await expect(stale.getByText(/^The table changed while you were deciding\./)).toBeVisible();
        await expect(stale.getByText(`Waiting for ${guest.name}.`, { exact: true })).toBeVisible();
        await expect(table(stale).getByRole('button', { name: 'Roll the die' })).toHaveCount(0);
        expect((await stateOf<View>(creator.page, gameId)).version).toBe(version);
        await stale.close();
      }
      moves += 1;
      seen = Math.max(seen, version);

      // A move made on one page appears on the other without a reload: the same log line, in
      // public words, and the other page's turn line follows. Checked on the first moves and
      // every 25th.
      if (version > before.version && (moves <= 3 || moves % 25 === 0)) {
        liveChecks += 1;
        // The entry's lines of events, not its time: "(in 21 seconds)" and the "new" mark are
        // each page's own.
        const lines = (page: Page) => logEntry(page, version).getByRole('list');
        const line = (await lines(mover.page).innerText()).trim();
        await expect(lines(other.page)).toHaveText(line);
        const state = await stateOf<View>(other.page, gameId);
        if (state.version === version && state.status === 'started') {
          await expect(
            other.page.getByText(
              state.activeSeats.includes(other.seat)
                ? 'It is your turn.'
                : `Waiting for ${mover.name}.`,
              { exact: true },
            ),
          ).toBeVisible();
        }
      }
    }
  });
  expect(play.auctions).toBe(18);
  expect(play.midGameAxe).toBe(true);
  expect(play.staleChecked).toBe(true);
  expect(checkedAt.size).toBeGreaterThanOrEqual(4);
  expect(liveChecks).toBeGreaterThanOrEqual(3);
  const final = await stateOf<View>(creator.page, gameId);
  expect(final.status).toBe('finished');
  expect(final.outcome).not.toBeNull();
  for (const { page } of people) {
    await expectFinalScores(page, [creator.name, guest.name], final.outcome?.scores ?? []);
  }
  for (const { page } of people) {
    await expect(table(page).getByRole('heading', { name: 'Final fortunes' })).toBeVisible();
    await expect(gameLog(page)).toContainText('Game over');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>)['e2eMark']),
    ).toBe(true);
  }
  // Once over, every purse is open to everyone.
  const cash = (await stateOf<View>(guest.page, gameId)).view.purses.map((p) => p.cash);
  expect(cash).not.toContain('hidden');
  console.log(
    `Big Shot: ${moves} moves through the pages in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  await creator.context.close();
  await guest.context.close();
});
