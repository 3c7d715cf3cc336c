/**
 * Ratings are a projection of finished games (issue 21 items 2–3, ADR 0037): applied when a game
 * finishes, by subscription to the service's facts; rated games of people only; a fact lost to a
 * crash is caught up; a recompute from scratch gives the same rows to the last bit; and
 * `tavolo ratings` over the games' exports gives the server's numbers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { displayRating, isProvisional } from '@tavolo/sdk/ratings';
import { ratingChanges, ratings } from '../src/db/schema.ts';
import { RatingProjection } from '../src/ratings/rating-projection.ts';
import { useAway } from './away.ts';
import { runTavolo } from './cli.ts';
import { describeOnDatabases } from './databases.ts';
import { playPeopleToEnd, testRandom } from './play.ts';

describeOnDatabases('ratings projection', (driver) => {
  const fixture = useAway(driver, '2030-06-03T09:00:00.000Z');
  const errors: unknown[] = [];
  let projection: RatingProjection | undefined;
  const finished: string[] = [];
  beforeAll(() => {
    projection = new RatingProjection(fixture().database.db, {
      onError: (error) => errors.push(error),
    });
  });

  function live(): RatingProjection {
    if (projection === undefined) throw new Error('no projection');
    return projection;
  }

  async function snapshot() {
    const { db } = fixture().database;
    return {
      ratings: await db.select().from(ratings).orderBy(asc(ratings.engine), asc(ratings.playerId)),
      changes: await db
        .select()
        .from(ratingChanges)
        .orderBy(asc(ratingChanges.gameId), asc(ratingChanges.playerId)),
    };
  }

  /** Plays a cheesonomics game of `players` to its end, a minute after the last one. */
  async function playGame(players: readonly string[], rated: boolean, seed: number) {
    const { clock, service, game } = fixture();
    clock.advance(60_000);
    const gameId = await game(players, { rated });
    await playPeopleToEnd(service, gameId, players.length, testRandom(seed));
    finished.push(gameId);
    return gameId;
  }

  it('rates rated games of people, never casual ones', async () => {
    const { person, service } = fixture();
    const detach = live().attach(service);
    const [ann, bob, cid] = [await person(), await person(), await person()];
    const rated = await playGame([ann, bob], true, 1);
    const casual = await playGame([bob, cid], false, 2);
    await live().idle();
    detach();
    const { changes } = await snapshot();
    expect(changes.map((c) => c.gameId)).toEqual([rated, rated]);
    expect(changes.some((c) => c.gameId === casual)).toBe(false);
    const rows = (await snapshot()).ratings;
    expect(rows.map((r) => r.playerId).sort()).toEqual([ann, bob].sort());
    expect(errors).toEqual([]);
  });

  it('never rates a game with a bot in a seat', async () => {
    const { service } = fixture();
    const detach = live().attach(service);
    const game = await service.lobby.createGame({ engine: 'cheesonomics', seatCount: 2 });
    const person = await service.lobby.registerPlayer('With a bot');
    await service.lobby.join(game.gameId, { seat: 0, playerId: person.id });
    await service.lobby.seatBot(game.gameId, 1);
    await service.lobby.start(game.gameId);
    await playPeopleToEnd(service, game.gameId, 1, testRandom(3));
    expect((await service.lobby.getGame(game.gameId)).status).toBe('finished');
    await live().idle();
    detach();
    expect((await snapshot()).changes.some((c) => c.gameId === game.gameId)).toBe(false);
  });

  it('catches up games whose finish it never heard, in order, once', async () => {
    const { person, service } = fixture();
    const [dan, eve] = [await person(), await person()];
    // The projection's process "died": these games finish unheard.
    const lost = [await playGame([dan, eve], true, 4), await playGame([eve, dan], true, 5)];
    expect((await snapshot()).changes.some((c) => lost.includes(c.gameId))).toBe(false);
    // A second process catches up; a replayed round applies nothing more.
    const other = new RatingProjection(fixture().database.db);
    expect(await Promise.all([live().catchUp(), other.catchUp()])).toSatisfy(
      (counts: number[]) => counts.reduce((a, b) => a + b, 0) === 2,
    );
    expect(await live().catchUp()).toBe(0);
    // The next finish, heard live, goes after them.
    const detach = live().attach(service);
    await playGame([dan, eve], true, 6);
    await live().idle();
    detach();
    const eveGames = (await snapshot()).ratings.find((r) => r.playerId === eve)?.games;
    expect(eveGames).toBe(3);
  });

  it('recomputes the same rows from scratch', async () => {
    const before = await snapshot();
    expect(before.changes.length).toBeGreaterThan(0);
    await live().recompute();
    expect(await snapshot()).toEqual(before);
    // A game missing from the middle of the history (as when a later one was applied first)
    // is not appended out of order: its title is recomputed.
    const [first] = finished;
    if (first === undefined) throw new Error('no game');
    await fixture().database.db.delete(ratingChanges).where(eq(ratingChanges.gameId, first));
    expect(await live().catchUp()).toBe(1);
    expect(await snapshot()).toEqual(before);
  });

  it('gives the same numbers from the exports as the server (tavolo ratings)', async () => {
    const { service } = fixture();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'tavolo-ratings-'));
    const files = [];
    for (const gameId of finished) {
      const file = path.join(folder, `${gameId}.json`);
      writeFileSync(file, JSON.stringify(await service.play.exportGame(gameId)));
      files.push(file);
    }
    const cli = await runTavolo(['ratings', '--json', ...files]);
    rmSync(folder, { recursive: true, force: true });
    expect(cli).toMatchObject({ code: 0, stderr: '' });
    const offline = (JSON.parse(cli.stdout) as { ratings: unknown[] }).ratings;
    const server = (await snapshot()).ratings.map((row) => ({
      playerId: row.playerId,
      engine: row.engine,
      mu: row.mu,
      sigma: row.sigma,
      games: row.games,
      rating: displayRating(row),
      provisional: isProvisional(row),
    }));
    expect(offline).toEqual(server);
  });
});
