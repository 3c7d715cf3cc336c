import type { PublishedVersions } from '../../kernel/index.ts';
import type { CheesonomicsOptions } from './options.ts';

/**
 * Every rules version this engine has published, oldest first (ADR 0024). 1.0.0 is the first
 * engine; 2.0.0 is RULES.md revision 2. New games get the last one; stored games keep theirs.
 */
export const RULES_VERSIONS = ['1.0.0', '2.0.0'] as const satisfies PublishedVersions<string>;

export type RulesVersion = (typeof RULES_VERSIONS)[number];

/**
 * The behaviour that differs between rules versions, by name. A game keeps these in its state
 * (`state.rules`), so decide, evolve, legal and view read the behaviour, never a version.
 */
export interface CheesonomicsRules {
  /**
   * Sharp Sell step 2, Replenish (RULES §4.9, A-CH-12): what the seller draws from after a
   * replacement. `pile_with_removed` (1.0.0): the removed market wedge joins the discard pile
   * first, and any wedge of it may be drawn, the removed one included. `pile_before_removed`
   * (2.0.0): the seller draws one of the wedges already there, then the removed wedge joins the
   * pile; with the pile empty they keep the removed wedge.
   */
  readonly replenish: 'pile_with_removed' | 'pile_before_removed';
  /**
   * Sharp moove (a) (RULES §4.9 step 4a, A-CH-12): what a player who discards a supply wedge
   * draws from. `pile_with_discarded` (1.0.0): their wedge joins the pile first and any wedge may
   * be drawn, their own included (an empty pile gives it straight back). `pile_before_discarded`
   * (2.0.0): they draw one of the wedges already there, then their wedge joins the pile; with
   * the pile empty the moove is impossible.
   */
  readonly mooveDiscard: 'pile_with_discarded' | 'pile_before_discarded';
}

const RULES: Readonly<Record<RulesVersion, CheesonomicsRules>> = {
  '1.0.0': { replenish: 'pile_with_removed', mooveDiscard: 'pile_with_discarded' },
  '2.0.0': { replenish: 'pile_before_removed', mooveDiscard: 'pile_before_discarded' },
};

/**
 * The rules of `version`. No option of revision 2 changes Cheesonomics (both switches matter in
 * Sharp only, and are harmless in Mild), so the options are not read; the parameter keeps the
 * signature every engine shares.
 */
export function rulesFor(version: RulesVersion, _options: CheesonomicsOptions): CheesonomicsRules {
  return RULES[version];
}
