/** The fixed numbers of Big Shot's rules (RULES §2.2–§2.6); the board itself is in board.ts. */
export const CUBES_PER_COLOUR = 18;
export const CUBES_PER_SPACE = 4;
/** A lot is sold the moment it holds this many cubes (RULES §2.4 step 3). */
export const LOT_CAPACITY = 7;
export const STARTING_CASH = 10;
export const TURNS = 18;
export const DIE_FACES = 6;
/** Face value of a debt certificate, repaid at the end (RULES §2.5). */
export const CERTIFICATE_VALUE = 10;
/** A-BS-9: a loan is allowed only while it pays at least 1 M, so at most 9 per purse. */
export const MAX_LOANS_PER_PURSE = CERTIFICATE_VALUE - 1;
/** A-BS-6: the first bid is at least 1 M. */
export const MIN_BID = 1;

/** Cash a loan pays: 10 − k for the k-th loan of that purse (9, 8, 7 …). */
export function loanPayout(loanNumber: number): number {
  return CERTIFICATE_VALUE - loanNumber;
}

/**
 * No purse can ever hold more than its start plus every loan it may take (10 + 9 + 8 + … + 1 = 55),
 * and nothing else ever adds cash. In the hidden-money variant bids are not capped by cash, so a
 * higher bid, which could never be paid by anybody, is refused (A-BS-19); this also keeps the legal
 * bids finite. The same in every rules version.
 */
export const HIGHEST_POSSIBLE_PURSE =
  STARTING_CASH +
  Array.from({ length: MAX_LOANS_PER_PURSE }, (_, i) => loanPayout(i + 1)).reduce(
    (a, b) => a + b,
    0,
  );
