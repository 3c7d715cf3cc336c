/**
 * A rematch whose start was claimed by a request that then died (ADR 0040): the offer stays
 * `starting` until a later accept finds the claim older than STALE_START_MS and starts the game
 * itself — and not a moment before, so a start in progress is never doubled.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rematchOffers } from '../src/db/schema.ts';
import { STALE_START_MS } from '../src/store/rematch-store.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startHumanGame } from './play.ts';

describeOnDatabases('a rematch start whose claimer died', (driver) => {
  const clock = new FakeClock();
  const fixture = useService(driver, { clock });

  it('is taken over by an accept once the claim is stale', async () => {
    const { service, database } = fixture();
    const { gameId, playerIds } = await startHumanGame(service, 'bon-appetit', 2, {
      options: { auto_reveal: [0, 1] },
    });
    const [ann, bob] = playerIds;
    if (ann === undefined || bob === undefined) throw new Error('two players');
    expect((await service.lobby.getGame(gameId)).status).toBe('finished');
    await service.rematches.offer(gameId, ann);
    // What the dead request left: everybody accepted, the start claimed, no game.
    await database.db
      .update(rematchOffers)
      .set({ status: 'starting', acceptedBy: [ann, bob], updatedAt: clock.now() })
      .where(eq(rematchOffers.gameId, gameId));

    clock.advance(STALE_START_MS - 1000);
    const early = await service.rematches.accept(gameId, bob);
    expect([early.status, early.newGameId]).toEqual(['starting', null]);

    clock.advance(1000);
    const late = await service.rematches.accept(gameId, bob);
    expect(late.status).toBe('started');
    const rematch = await service.lobby.getGame(late.newGameId ?? '');
    expect(rematch.seats.map((seat) => seat.playerId)).toEqual([bob, ann]);
    expect(await service.rematches.accept(gameId, ann)).toEqual(late);
  });
});
