import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestVersion } from '../../kernel/index.ts';
import { describeBigShotContract } from './contract-suite.ts';
import { RULES_VERSIONS } from './versions.ts';

describeBigShotContract(newestVersion(RULES_VERSIONS));

describe('Big Shot contract files', () => {
  it('every earlier rules version runs the contract from its own file', () => {
    const files = readdirSync(import.meta.dirname);
    for (const version of RULES_VERSIONS.slice(0, -1)) {
      expect(files).toContain(`contract-${version}.test.ts`);
    }
  });
});
