/**
 * Per-test timeouts of the long tests, as test options: `it(name, WHOLE_GAME, fn)`. The suite
 * must pass on a loaded 2-core machine (a fresh CI runner, or a workstation running other
 * suites), where a test takes several times what it takes on an idle one. A test that waits has
 * its own condition to wait on; these bounds only stop a test that hangs, so they are far above
 * any run seen, and the config's 120 s default stays for everything short.
 */

/**
 * A whole game played to the end through the service, or by one client over HTTP: up to 15 s
 * beside other work on 2 cores, so minutes.
 */
export const WHOLE_GAME = { timeout: 300_000 };

/**
 * A whole game over REST with every seat and a spectator reading everything after every move
 * (leak.int.test.ts): up to 40 s beside other work on 2 cores, and past 120 s on a more loaded
 * runner.
 */
export const READ_EVERYTHING_GAME = { timeout: 600_000 };

/**
 * Child processes started, awaited and killed, or PGlite clusters created from nothing: up to
 * 30 s beside other work on 2 cores, so minutes.
 */
export const SLOW_SETUP = { timeout: 300_000 };
