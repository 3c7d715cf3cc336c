/**
 * The vacation bank (issue 17 item 7), as OGS keeps it: days accrue monthly (a year's days in
 * twelve parts, on each whole month since the last accrual), never beyond a cap; a new account
 * starts with some days. Pure: the store keeps the bank as of an instant, this brings it forward.
 */
const DAY_SECONDS = 24 * 3600;

export interface VacationSettings {
  /** Days earned per year, accrued monthly (a twelfth each month). */
  readonly daysPerYear: number;
  /** The bank never holds more than this many days. */
  readonly capDays: number;
  /** What a new account starts with. */
  readonly startDays: number;
  /** How long before a vacation's end `vacation_ending` is announced, in milliseconds. */
  readonly endingNoticeMs: number;
}

/** OGS-like: 30 days a year (2.5 a month), up to 30 days, 7 days to start with, notice 24 h. */
export const DEFAULT_VACATION: VacationSettings = {
  daysPerYear: 30,
  capDays: 30,
  startDays: 7,
  endingNoticeMs: 24 * 3600_000,
};

export interface BankState {
  readonly seconds: number;
  /** The instant `seconds` is as of: accrual counts whole months from here. */
  readonly asOf: Date;
}

/** Whole calendar months (UTC) from `from` to `to`, the day-of-month and time counting. */
export function wholeMonthsBetween(from: Date, to: Date): number {
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  const shifted = addMonths(from, months);
  if (shifted.getTime() > to.getTime()) months -= 1;
  return Math.max(0, months);
}

/** `date` plus `months` calendar months (the day clamped to the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The bank at `now`: every whole month since `bank.asOf` adds a twelfth of a year's days. */
export function accrue(settings: VacationSettings, bank: BankState, now: Date): BankState {
  const months = wholeMonthsBetween(bank.asOf, now);
  if (months === 0) return bank;
  const perMonth = Math.round((settings.daysPerYear * DAY_SECONDS) / 12);
  const cap = settings.capDays * DAY_SECONDS;
  return {
    seconds: Math.min(cap, Math.max(bank.seconds, 0) + months * perMonth),
    asOf: addMonths(bank.asOf, months),
  };
}

/** A bank never used: the starting days, as of the account's creation. */
export function startingBank(settings: VacationSettings, createdAt: Date): BankState {
  return {
    seconds: Math.min(settings.startDays, settings.capDays) * DAY_SECONDS,
    asOf: createdAt,
  };
}
