/**
 * Test helper: the timeout of a test that renders or describes many positions (every fixture
 * position for every viewer, in every language). Vitest's default of 5 s is for unit tests: on a
 * loaded 2-core machine such a test has taken 5 to 35 s, and failed on the default. The bound
 * only stops a test that hangs; each test draws no more than one fixture or one game.
 */
export const MANY_RENDERS = { timeout: 120_000 };
