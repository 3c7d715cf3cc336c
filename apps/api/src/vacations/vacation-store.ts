/**
 * Vacations and account time zones in the database. A change to a player's vacation locks their
 * account row first (FOR UPDATE), which an append reading that player's pauses holds FOR SHARE
 * (store/pause-store.ts): the two never interleave. Then the player's timed games that allow
 * vacations get `check_at = now`, so the deadline sweeper recomputes their deadlines at once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, games, seats, vacations } from '../db/schema.ts';
import type { VacationRow } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import type { Transaction } from '../store/game-rows.ts';
import { startingBank } from './bank.ts';
import type { BankState, VacationSettings } from './bank.ts';

export interface AccountClockRow {
  readonly timeZone: string;
  /** The bank as last stored (not yet brought forward to now). */
  readonly bank: BankState;
  /** The running vacation, if any. */
  readonly running: VacationRow | undefined;
}

const noAccount = (playerId: string) =>
  new ServiceError('PLAYER_NOT_FOUND', `No account ${playerId}: only accounts take vacations.`);

export class VacationStore {
  readonly #db: Db;
  readonly #settings: VacationSettings;

  constructor(db: Db, settings: VacationSettings) {
    this.#db = db;
    this.#settings = settings;
  }

  /** The account's zone, bank and running vacation. */
  account(playerId: string): Promise<AccountClockRow> {
    return this.#readAccount(this.#db, playerId, 'read');
  }

  async setTimeZone(playerId: string, timeZone: string): Promise<void> {
    const updated = await this.#db
      .update(accounts)
      .set({ timeZone })
      .where(eq(accounts.playerId, playerId))
      .returning({ playerId: accounts.playerId });
    if (updated.length === 0) throw noAccount(playerId);
  }

  /**
   * Runs `change` with the account row locked; it returns the bank to store and what to insert or
   * update. The player's games are then told to look at their deadlines again.
   */
  async change<Result>(
    playerId: string,
    now: Date,
    change: (account: AccountClockRow, tx: Transaction) => Promise<Result>,
  ): Promise<Result> {
    return this.#db.transaction(async (tx) => {
      const account = await this.#readAccount(tx, playerId, 'lock');
      const result = await change(account, tx);
      await recheckGamesOf(tx, playerId, now);
      return result;
    });
  }

  /** Claims up to `limit` vacations due for a notice or their end, until `leaseEnd`. */
  async claimDue(now: Date, limit: number, leaseEnd: Date): Promise<string[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: vacations.id })
        .from(vacations)
        .where(lte(vacations.checkAt, now))
        .orderBy(asc(vacations.checkAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const ids = due.map((row) => row.id);
      if (ids.length > 0) {
        await tx.update(vacations).set({ checkAt: leaseEnd }).where(inArray(vacations.id, ids));
      }
      return ids;
    });
  }

  async vacation(id: string): Promise<VacationRow | undefined> {
    const [row] = await this.#db.select().from(vacations).where(eq(vacations.id, id));
    return row;
  }

  /**
   * Marks the ending notice of a running vacation as given; true for the one caller that did
   * (so `vacation_ending` is announced once however many sweepers race).
   */
  async markEndingNoticed(id: string, now: Date, nextCheck: Date): Promise<boolean> {
    const updated = await this.#db
      .update(vacations)
      .set({ endingNoticedAt: now, checkAt: nextCheck })
      .where(
        and(eq(vacations.id, id), isNull(vacations.endingNoticedAt), isNull(vacations.endedAt)),
      )
      .returning({ id: vacations.id });
    return updated.length === 1;
  }

  async setCheckAt(id: string, checkAt: Date | null): Promise<void> {
    await this.#db.update(vacations).set({ checkAt }).where(eq(vacations.id, id));
  }

  async #readAccount(
    db: Db | Transaction,
    playerId: string,
    mode: 'read' | 'lock',
  ): Promise<AccountClockRow> {
    const query = db
      .select({
        timeZone: accounts.timeZone,
        bankSeconds: accounts.vacationBankSeconds,
        accruedAt: accounts.vacationAccruedAt,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(eq(accounts.playerId, playerId));
    const [row] = mode === 'lock' ? await query.for('update') : await query;
    if (row === undefined) throw noAccount(playerId);
    const [running] = await db
      .select()
      .from(vacations)
      .where(and(eq(vacations.playerId, playerId), isNull(vacations.endedAt)));
    const bank =
      row.bankSeconds === null || row.accruedAt === null
        ? startingBank(this.#settings, row.createdAt)
        : { seconds: row.bankSeconds, asOf: row.accruedAt };
    return { timeZone: row.timeZone, bank, running };
  }
}

/** Stores the bank as of an instant. */
export async function storeBank(tx: Transaction, playerId: string, bank: BankState): Promise<void> {
  await tx
    .update(accounts)
    .set({ vacationBankSeconds: Math.round(bank.seconds), vacationAccruedAt: bank.asOf })
    .where(eq(accounts.playerId, playerId));
}

export async function insertVacation(
  tx: Transaction,
  row: Omit<typeof vacations.$inferInsert, 'id'>,
): Promise<VacationRow> {
  const [inserted] = await tx
    .insert(vacations)
    .values({ id: randomUUID(), ...row })
    .returning();
  if (inserted === undefined) throw new Error('insert returned no vacation row');
  return inserted;
}

/** Ends a running vacation at `endedAt`; false when it had already ended. */
export async function closeVacation(tx: Transaction, id: string, endedAt: Date): Promise<boolean> {
  const updated = await tx
    .update(vacations)
    .set({ endedAt, checkAt: null })
    .where(and(eq(vacations.id, id), isNull(vacations.endedAt)))
    .returning({ id: vacations.id });
  return updated.length === 1;
}

/**
 * The player's started, timed games that allow vacations are due for a look now: the sweeper
 * recomputes their deadlines with the vacation as it stands (service/deadlines.ts).
 */
async function recheckGamesOf(tx: Transaction, playerId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const seated = tx
    .select({ gameId: seats.gameId })
    .from(seats)
    .where(eq(seats.playerId, playerId));
  await tx
    .update(games)
    .set({
      checkAt: sql`least(coalesce(${games.checkAt}, ${at}::timestamptz), ${at}::timestamptz)`,
    })
    .where(
      and(
        eq(games.status, 'started'),
        eq(games.vacation, 'allowed'),
        ne(sql`${games.timeControl}->>'kind'`, 'none'),
        inArray(games.id, seated),
      ),
    );
}
