import { expect } from 'vitest';
import type { GoldenFixture } from './fixture.ts';

/**
 * Stores a scenario as the golden fixture `fixtures/<name>.json` beside the calling test file.
 * Locally a missing fixture is written; in CI (`CI=true`) a missing or different one fails, and
 * an intended change is accepted with `vitest -u`.
 */
export async function expectGolden(
  scenario: { toFixture(name: string, description: string): GoldenFixture },
  name: string,
  description: string,
): Promise<void> {
  const fixture = scenario.toFixture(name, description);
  await expect(`${JSON.stringify(fixture, null, 2)}\n`).toMatchFileSnapshot(
    `./fixtures/${name}.json`,
  );
}
