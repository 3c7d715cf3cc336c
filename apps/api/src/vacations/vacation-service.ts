/**
 * Account time zones and vacations (issue 17 items 1 and 7). A player starts a vacation
 * (optionally until a date) and ends it; meanwhile the clocks of their seats in games that allow
 * vacations stand still (store/pause-store.ts feeds the recorded intervals to the clocks). A
 * vacation ends at the latest when the bank it started with runs out: the sweeper claims due
 * vacations, announces `vacation_ending` once a day before (settings.endingNoticeMs), and ends
 * them. The bank is debited with the time taken when a vacation ends.
 */
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { timeZoneSchema } from '../clocks/time-zones.ts';
import type { Db } from '../db/database.ts';
import type { VacationRow } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import type { Announcer, GameFact } from '../service/game-facts.ts';
import { parseInput, playerIdSchema } from '../service/inputs.ts';
import { accrue } from './bank.ts';
import type { VacationSettings } from './bank.ts';
import { VacationStore, closeVacation, insertVacation, storeBank } from './vacation-store.ts';
import type { AccountClockRow } from './vacation-store.ts';

export const startVacationSchema = z.strictObject({
  /** When the vacation should end; absent: when the bank runs out (or the player ends it). */
  until: z.iso.datetime({ offset: true }).optional(),
});
export type StartVacationInput = z.input<typeof startVacationSchema>;

export interface VacationInfo {
  readonly startedAt: string;
  /** The end the player chose, if any. */
  readonly until: string | null;
  /** When it ends at the latest ("on vacation until …"). */
  readonly endsBy: string;
}

/** What the account page shows. */
export interface AwayStatus {
  readonly timeZone: string;
  /** Seconds left in the bank now (a running vacation's time taken off). */
  readonly bankSeconds: number;
  /** The most the bank may hold, and what a year adds. */
  readonly capSeconds: number;
  readonly perYearSeconds: number;
  readonly vacation: VacationInfo | null;
}

export type VacationEndReason = 'ended_by_player' | 'until_reached' | 'bank_empty';

export type VacationSweepAction =
  | { readonly kind: 'ending_noticed'; readonly vacationId: string }
  | { readonly kind: 'ended'; readonly vacationId: string; readonly reason: VacationEndReason }
  | { readonly kind: 'not_due'; readonly vacationId: string };

const DAY_SECONDS = 24 * 3600;

function vacationInfo(row: VacationRow): VacationInfo {
  return {
    startedAt: row.startedAt.toISOString(),
    until: row.until?.toISOString() ?? null,
    endsBy: row.endsBy.toISOString(),
  };
}

/** When the sweeper should look at a running vacation next: its notice, else its end. */
function nextCheck(row: VacationRow, settings: VacationSettings): Date {
  if (row.endingNoticedAt !== null) return row.endsBy;
  const notice = row.endsBy.getTime() - settings.endingNoticeMs;
  return new Date(Math.max(notice, row.startedAt.getTime()));
}

export class VacationService {
  readonly #store: VacationStore;
  readonly #settings: VacationSettings;
  readonly #clock: Clock;
  readonly #facts: Announcer<GameFact>;

  constructor(db: Db, settings: VacationSettings, clock: Clock, facts: Announcer<GameFact>) {
    this.#store = new VacationStore(db, settings);
    this.#settings = settings;
    this.#clock = clock;
    this.#facts = facts;
  }

  async status(playerId: string): Promise<AwayStatus> {
    const id = parseInput(playerIdSchema, playerId, 'player id');
    return this.#statusOf(await this.#store.account(id), this.#clock.now());
  }

  async setTimeZone(playerId: string, timeZone: string): Promise<AwayStatus> {
    const id = parseInput(playerIdSchema, playerId, 'player id');
    const zone = parseInput(timeZoneSchema, timeZone, 'time zone');
    await this.#store.setTimeZone(id, zone);
    return this.status(id);
  }

  /**
   * Starts a vacation now. Refused: ALREADY_ON_VACATION, VACATION_BANK_EMPTY, VACATION_TOO_LONG
   * (an `until` beyond what the bank holds), INVALID_INPUT (an `until` not in the future).
   */
  async start(playerId: string, input: StartVacationInput = {}): Promise<AwayStatus> {
    const id = parseInput(playerIdSchema, playerId, 'player id');
    const { until } = parseInput(startVacationSchema, input, 'vacation');
    const now = this.#clock.now();
    const untilDate = until === undefined ? null : new Date(until);
    if (untilDate !== null && untilDate.getTime() <= now.getTime()) {
      throw new ServiceError('INVALID_INPUT', 'A vacation must end after it starts.');
    }
    const row = await this.#store.change(id, now, async (account, tx) => {
      if (account.running !== undefined) {
        throw new ServiceError(
          'ALREADY_ON_VACATION',
          `You are on vacation until ${account.running.endsBy.toISOString()}; end it first.`,
        );
      }
      const bank = accrue(this.#settings, account.bank, now);
      if (bank.seconds <= 0) {
        throw new ServiceError('VACATION_BANK_EMPTY', 'Your vacation bank is empty.');
      }
      const bankEnd = new Date(now.getTime() + bank.seconds * 1000);
      if (untilDate !== null && untilDate.getTime() > bankEnd.getTime()) {
        throw new ServiceError(
          'VACATION_TOO_LONG',
          `Your bank holds ${(bank.seconds / DAY_SECONDS).toFixed(2)} days: ` +
            `a vacation can last until ${bankEnd.toISOString()} at most.`,
        );
      }
      await storeBank(tx, id, bank);
      const draft = {
        playerId: id,
        startedAt: now,
        until: untilDate,
        endsBy: untilDate ?? bankEnd,
      };
      const inserted = await insertVacation(tx, {
        ...draft,
        checkAt: nextCheck(
          { ...draft, id: '', endedAt: null, endingNoticedAt: null, checkAt: null },
          this.#settings,
        ),
      });
      return inserted;
    });
    this.#facts.announce({
      kind: 'vacation_started',
      playerId: id,
      at: now,
      endsBy: row.endsBy,
    });
    return this.status(id);
  }

  /** Ends the player's running vacation now (NOT_ON_VACATION if none). */
  async end(playerId: string): Promise<AwayStatus> {
    const id = parseInput(playerIdSchema, playerId, 'player id');
    const ended = await this.#end(id, 'ended_by_player');
    if (ended === undefined) {
      throw new ServiceError('NOT_ON_VACATION', 'You are not on vacation.');
    }
    return this.status(id);
  }

  /** Claims up to `limit` vacations due for their notice or end (the sweeper's round). */
  claimDue(limit: number, leaseMs: number): Promise<string[]> {
    const now = this.#clock.now();
    return this.#store.claimDue(now, limit, new Date(now.getTime() + leaseMs));
  }

  /** Acts on a claimed vacation: ends it when due, else gives its ending notice once. */
  async actOn(vacationId: string): Promise<VacationSweepAction> {
    const now = this.#clock.now();
    const row = await this.#store.vacation(vacationId);
    if (row?.endedAt !== null) return { kind: 'not_due', vacationId };
    if (row.endsBy.getTime() <= now.getTime()) {
      const reason =
        row.until !== null && row.until.getTime() <= row.endsBy.getTime()
          ? 'until_reached'
          : 'bank_empty';
      const ended = await this.#end(row.playerId, reason, row.id);
      return ended === undefined
        ? { kind: 'not_due', vacationId }
        : { kind: 'ended', vacationId, reason };
    }
    const noticeAt = nextCheck(row, this.#settings);
    if (row.endingNoticedAt === null && noticeAt.getTime() <= now.getTime()) {
      if (await this.#store.markEndingNoticed(row.id, now, row.endsBy)) {
        this.#facts.announce({
          kind: 'vacation_ending',
          playerId: row.playerId,
          at: now,
          endsBy: row.endsBy,
        });
        return { kind: 'ending_noticed', vacationId };
      }
      return { kind: 'not_due', vacationId };
    }
    await this.#store.setCheckAt(row.id, noticeAt);
    return { kind: 'not_due', vacationId };
  }

  /**
   * Ends `playerId`'s running vacation (only `onlyId` if given) at now, or at its latest end if
   * that passed first; debits the bank with the time taken. Undefined when none was running.
   */
  async #end(
    playerId: string,
    reason: VacationEndReason,
    onlyId?: string,
  ): Promise<VacationRow | undefined> {
    const now = this.#clock.now();
    const ended = await this.#store.change(playerId, now, async (account, tx) => {
      const running = account.running;
      if (running === undefined || (onlyId !== undefined && running.id !== onlyId))
        return undefined;
      const endedAt = new Date(Math.min(now.getTime(), running.endsBy.getTime()));
      if (!(await closeVacation(tx, running.id, endedAt))) return undefined;
      const taken = (endedAt.getTime() - running.startedAt.getTime()) / 1000;
      const bank = accrue(this.#settings, account.bank, endedAt);
      await storeBank(tx, playerId, { ...bank, seconds: Math.max(0, bank.seconds - taken) });
      return { ...running, endedAt };
    });
    if (ended !== undefined) {
      this.#facts.announce({
        kind: 'vacation_ended',
        playerId,
        at: ended.endedAt,
        reason,
      });
    }
    return ended;
  }

  #statusOf(account: AccountClockRow, now: Date): AwayStatus {
    const bank = accrue(this.#settings, account.bank, now);
    const taken =
      account.running === undefined
        ? 0
        : (Math.min(now.getTime(), account.running.endsBy.getTime()) -
            account.running.startedAt.getTime()) /
          1000;
    return {
      timeZone: account.timeZone,
      bankSeconds: Math.max(0, Math.floor(bank.seconds - taken)),
      capSeconds: this.#settings.capDays * DAY_SECONDS,
      perYearSeconds: this.#settings.daysPerYear * DAY_SECONDS,
      vacation: account.running === undefined ? null : vacationInfo(account.running),
    };
  }
}
