import type { PublishedVersions } from '../../kernel/index.ts';
import type { BonAppetitOptions } from './options.ts';

/**
 * Every rules version this engine has published, oldest first (ADR 0024). 1.0.0 is the first
 * engine; 2.0.0 is RULES.md revision 2. New games get the last one; stored games keep theirs.
 */
export const RULES_VERSIONS = ['1.0.0', '2.0.0'] as const satisfies PublishedVersions<string>;

export type RulesVersion = (typeof RULES_VERSIONS)[number];

/**
 * The behaviours that differ between rules versions, by name (ADR 0024). Stored in the state as
 * `state.rules`, so play reads the behaviour, never a version number.
 */
export interface BonAppetitRules {
  /**
   * RULES §3.4.5, how a taken common pile goes under the taker's pile: `as_it_lies` (revision 2:
   * face up, not turned over, so the card played last is drawn first again) or `turned_over`
   * (1.0.0's A-BA-7: turned over as one block, so the card played first is drawn first again).
   */
  readonly wonCards: 'as_it_lies' | 'turned_over';
  /**
   * RULES §3.4.1 and A-BA-11, a cat put on a mouse outside a hunt (only a mouse left in the centre
   * by the deal can be there): `catch` wins the pile and a token (revision 2); `nothing` (1.0.0).
   */
  readonly catOnMouse: 'catch' | 'nothing';
  /**
   * A-BA-6, a mouse as the deal's centre card: `inert` starts no hunt; `hunted` counts it as
   * revealed by the starting player's right-hand neighbour, so the starting player hunts it.
   */
  readonly centreMouse: 'inert' | 'hunted';
  /**
   * How a game that could cycle for ever is ended: `first_repeat` (revision 2, A-BA-12) ends it the
   * first time a whole state repeats; `reveal_limit` (1.0.0) after REVEAL_LIMIT reveals.
   */
  readonly endlessGame: 'first_repeat' | 'reveal_limit';
}

/** The behaviours of `version`, for a game created with `options` (already parsed). */
export function rulesFor(version: RulesVersion, options: BonAppetitOptions): BonAppetitRules {
  // 1.0.0 spells the hunted reading 'right_neighbour' (its default); 2.0.0 spells it 'hunted'.
  const centreMouse = options.initial_card === 'inert' ? 'inert' : 'hunted';
  switch (version) {
    case '1.0.0':
      return {
        wonCards: 'turned_over',
        catOnMouse: 'nothing',
        centreMouse,
        endlessGame: 'reveal_limit',
      };
    case '2.0.0':
      return {
        wonCards: 'as_it_lies',
        catOnMouse: 'catch',
        centreMouse,
        endlessGame: 'first_repeat',
      };
  }
}
