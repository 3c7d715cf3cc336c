import type { PublishedVersions } from '../../kernel/index.ts';
import type { BigShotOptions } from './options.ts';

/**
 * Every rules version this engine has published, oldest first (ADR 0024). 1.0.0 is the first
 * engine; 2.0.0 is RULES.md revision 2. New games get the last one; stored games keep theirs.
 */
export const RULES_VERSIONS = ['1.0.0', '2.0.0'] as const satisfies PublishedVersions<string>;

export type RulesVersion = (typeof RULES_VERSIONS)[number];

/**
 * The behaviours that differ between rules versions, by name: decide, evolve, legal and view read
 * these switches (kept in `state.rules`), never a version string.
 */
export interface BigShotRules {
  /**
   * RULES §2.9.2: when the hidden-money loan round is held. 1.0.0 held it after the roll, with the
   * cubes on offer known (a bug); 2.0.0 holds it at the start of the turn, before the roll.
   * The open-money 2-player round (§2.8: "before the auction") stays after the roll in both.
   */
  readonly hiddenMoneyLoanRound: 'after_roll' | 'before_roll';
  /**
   * A-BS-18: whose overbid is caught. 'winner': the winner's, when the price is due (1.0.0 always).
   * 'any_bidder': when the auction closes, every bidder whose highest bid exceeded their cash.
   */
  readonly overbidCheck: 'winner' | 'any_bidder';
}

const FIRST_ENGINE: BigShotRules = { hiddenMoneyLoanRound: 'after_roll', overbidCheck: 'winner' };

/** The rules a game plays by, from its recorded version and its options. */
export function rulesFor(version: RulesVersion, options: BigShotOptions): BigShotRules {
  switch (version) {
    case '1.0.0':
      return FIRST_ENGINE;
    case '2.0.0':
      return {
        hiddenMoneyLoanRound: 'before_roll',
        overbidCheck: options.overbid_check ?? 'winner',
      };
  }
}
