/**
 * Commit–reveal randomness (DESIGN §3): sha256(serverSeed) published at creation, player seeds
 * committed at join and revealed at the start, the server seed in nothing the service hands out
 * before the end, and in the export after it — from which every draw can be recomputed.
 */
import { createRng, digestPlayerSeeds, findGame, handle, seedCommitment } from '@tavolo/engine';
import type { Viewer } from '@tavolo/engine';
import { genesisHash, playerSeedCommitment } from '@tavolo/sdk/audit';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { VersionConflictError, schema } from '../src/index.ts';
import type { GameService } from '../src/index.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { chainBreaks, testRandom } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

const SEEDS = ['alice: 4 8 15 16 23 42', 'bob: the quick brown fox'];
const viewers: Viewer[] = [
  { kind: 'spectator' },
  { kind: 'seat', seat: 0 },
  { kind: 'seat', seat: 1 },
  { kind: 'seat', seat: 2 },
];

async function everythingVisible(service: GameService, gameId: string): Promise<unknown[]> {
  const seen: unknown[] = [await service.lobby.getGame(gameId)];
  for (const viewer of viewers) {
    seen.push(await service.play.state(gameId, viewer));
    seen.push(await service.play.eventsSince(gameId, viewer, { limit: 1000 }));
  }
  return seen;
}

describeOnDatabases('seeds', (driver) => {
  const fixture = useService(driver);

  it('are committed, revealed and kept secret until the end', WHOLE_GAME, async () => {
    const { service, database } = fixture();
    const created = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
    const { gameId } = created;
    const [row] = await database.db.select().from(schema.games).where(eq(schema.games.id, gameId));
    const serverSeed = row?.serverSeed ?? '';
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(created.serverSeedCommitment).toBe(seedCommitment(serverSeed));
    expect(created.genesisHash).toBe(
      genesisHash({
        gameId,
        engine: 'big-cheese',
        rulesVersion: created.rulesVersion,
        rngAlgorithm: created.rngAlgorithm,
        seatCount: 3,
        options: created.options,
        serverSeedCommitment: created.serverSeedCommitment,
      }),
    );

    for (const [seat, seed] of SEEDS.entries()) {
      const player = await service.lobby.registerPlayer(`P${seat}`);
      await service.lobby.join(gameId, {
        seat,
        playerId: player.id,
        seedCommitment: playerSeedCommitment(seed),
      });
    }
    await service.lobby.seatBot(gameId, 2);
    const wrong = [
      { seat: 0, seed: SEEDS[0] ?? '' },
      { seat: 1, seed: 'not my seed' },
    ];
    await expect(service.lobby.start(gameId, { seeds: wrong })).rejects.toMatchObject({
      code: 'SEED_MISMATCH',
    });
    await expect(
      service.lobby.start(gameId, { seeds: [{ seat: 0, seed: SEEDS[0] ?? '' }] }),
    ).rejects.toMatchObject({
      code: 'SEED_NOT_REVEALED',
    });
    await expect(
      service.lobby.start(gameId, { seeds: [{ seat: 2, seed: 'x' }] }),
    ).rejects.toMatchObject({
      code: 'SEED_MISMATCH',
    });
    const reveals = SEEDS.map((seed, seat) => ({ seat, seed }));
    const started = await service.lobby.start(gameId, { seeds: reveals });
    expect(started.playerSeedsDigest).toBe(digestPlayerSeeds([...SEEDS, '']));
    expect(started.seats.map((s) => s.seed)).toEqual([...SEEDS, null]);

    // Play to the end, the people at random, the bot by itself, watching all that leaves.
    const seen: unknown[] = [created, started];
    const random = testRandom(3);
    for (let move = 0; move < 5000; move += 1) {
      await service.botsIdle();
      if (move % 3 === 0) seen.push(...(await everythingVisible(service, gameId)));
      const spectator = await service.play.state(gameId, { kind: 'spectator' });
      if (spectator.status === 'finished') break;
      seen.push(spectator);
      const seat = spectator.activeSeats.find((s) => s < 2);
      if (seat === undefined) continue;
      const { version, legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
      try {
        const command = legalCommands[random(legalCommands.length)];
        seen.push(
          await service.play.submit(gameId, seat, {
            expectedVersion: version,
            commandId: `m${move}`,
            command,
          }),
        );
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
      }
    }
    expect(JSON.stringify(seen)).not.toContain(serverSeed);
    const afterEnd = await everythingVisible(service, gameId);
    expect(JSON.stringify(afterEnd)).not.toContain(serverSeed);

    const exported = await service.play.exportGame(gameId);
    expect(exported.serverSeed).toBe(serverSeed);
    expect(exported.seats.map((s) => [s.seedCommitment, s.seed])).toEqual([
      [playerSeedCommitment(SEEDS[0] ?? ''), SEEDS[0]],
      [playerSeedCommitment(SEEDS[1] ?? ''), SEEDS[1]],
      [null, null],
    ]);
    expect(chainBreaks(exported)).toEqual([]);
  });

  it('let an auditor recompute every draw from the export', WHOLE_GAME, async () => {
    const { service } = fixture();
    const created = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
    for (const seat of [0, 1, 2]) await service.lobby.seatBot(created.gameId, seat);
    await service.lobby.start(created.gameId);
    await service.botsIdle();
    const exported = await service.play.exportGame(created.gameId);
    const game = findGame(exported.header.engine);
    if (game === undefined) throw new Error('engine missing');
    const digest = digestPlayerSeeds(exported.seats.map((s) => s.seed ?? ''));
    const rngFor = (commandSeq: number) =>
      createRng({
        serverSeed: exported.serverSeed,
        playerSeedsDigest: digest,
        gameId: created.gameId,
        commandSeq,
      });
    const config = { seatCount: 3, options: exported.header.options };
    const [setup, ...moves] = exported.log;
    expect(game.setup({ ...config, rng: rngFor(0) })).toEqual(setup?.events);
    let state = (setup?.events ?? []).reduce(
      (s, e) => game.evolve(s, e),
      game.initialState(config),
    );
    for (const entry of moves) {
      if (entry.actor === null) throw new Error(`version ${entry.version} has no actor`);
      const handled = handle(game, state, entry.actor, entry.command, rngFor(entry.version));
      if (!handled.ok) throw new Error(`version ${entry.version}: ${handled.error.message}`);
      expect(handled.value.events).toEqual(entry.events);
      state = handled.value.state;
    }
    expect(game.outcome(state)).toEqual(exported.outcome);
  });

  it('refuse the export before the end', async () => {
    const { service } = fixture();
    const created = await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 });
    await expect(service.play.exportGame(created.gameId)).rejects.toMatchObject({
      code: 'GAME_NOT_FINISHED',
    });
  });
});
