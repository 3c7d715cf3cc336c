import type { PublishedVersions } from '../../kernel/index.ts';

/**
 * Every rules version this engine has published, oldest first (ADR 0024). 1.0.0 is the first
 * engine; 2.0.0 is RULES.md revision 2. New games get the last one; stored games keep theirs.
 */
export const RULES_VERSIONS = ['1.0.0', '2.0.0'] as const satisfies PublishedVersions<string>;

export type RulesVersion = (typeof RULES_VERSIONS)[number];
