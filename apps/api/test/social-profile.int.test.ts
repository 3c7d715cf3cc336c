/**
 * Public profiles (issue 21 item 1, ADR 0039): the figures per title come from real games —
 * played to their end with the clock moving between moves, and a timeout by the sweeper — and
 * equal what an auditor computes from the games' exports; bio, country and time zone are
 * validated, a refusal changes nothing; REST and GraphQL answer alike.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { serverEntryOf } from '@tavolo/sdk/audit';
import type { GameExport } from '@tavolo/sdk/audit';
import type { PublicProfile } from '../src/http/operations/social.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient } from './http.ts';
import { testRandom } from './play.ts';
import { playToEnd, useSocialServer } from './social-fixture.ts';

interface Figures {
  moves: number;
  seconds: number;
  timeouts: number;
}

/** What the log of an export says of one seat: its own moves, their times, its timeouts. */
function figuresOf(document: GameExport, seat: number, into: Figures): void {
  const entries = document.log;
  for (const [index, entry] of entries.entries()) {
    if (entry.actor !== seat || index === 0) continue;
    const previous = entries[index - 1];
    const server = serverEntryOf(entry.commandId);
    if (server === undefined && entry.command !== null && previous !== undefined) {
      into.moves += 1;
      into.seconds += (Date.parse(entry.at) - Date.parse(previous.at)) / 1000;
    } else if (server !== undefined && ['timeout', 'takeover', 'forfeit'].includes(server.kind)) {
      into.timeouts += 1;
    }
  }
}

async function exportOf(client: RestClient, gameId: string): Promise<GameExport> {
  const reply = await client.get<GameExport>(`/games/${gameId}/export`);
  expect(reply.status).toBe(200);
  return reply.body;
}

describeOnDatabases('public profiles', (driver) => {
  const clock = new FakeClock('2030-03-04T09:00:00.000Z');
  const running = useSocialServer(driver, clock, []);

  async function startGame(
    people: readonly RestClient[],
    game: Record<string, unknown>,
  ): Promise<string> {
    const [host] = people;
    if (host === undefined) throw new Error('no people');
    const created = await host.post<{ gameId: string }>('/games', {
      ...game,
      seatCount: people.length,
    });
    expect(created.status).toBe(201);
    const { gameId } = created.body;
    for (const [seat, person] of people.entries()) {
      expect((await person.put(`/games/${gameId}/seats/${seat}`)).status).toBe(200);
    }
    expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
    return gameId;
  }

  it('computes games, wins, move time and timeout rate from finished games and the log', async () => {
    const url = running().url;
    const annName = uniqueName('ann');
    const ann = await new RestClient(url).signUp(annName);
    const bob = await new RestClient(url).signUp();

    // Two finished games of Ann and Bob, the clock moving 7 to 40 seconds before each move.
    const finished: string[] = [];
    for (const [round, engine] of ['bon-appetit', 'cheesonomics'].entries()) {
      const gameId = await startGame([ann, bob], { engine });
      await playToEnd(running(), clock, gameId, testRandom(round + 1), (step) => 7 + (step % 34));
      finished.push(gameId);
    }
    // A timed game in play where the seat to move times out once (the sweeper moves for it).
    const timed = await startGame([ann, bob], {
      engine: 'big-shot',
      timeControl: { kind: 'per_move', moveSeconds: 60 },
    });
    // Time runs out for the seat to move, round after round, until Ann's has once.
    let annTimedOut = 0;
    for (let round = 0; round < 10 && annTimedOut === 0; round += 1) {
      await running().service.botsIdle();
      clock.advance(61_000);
      const actions = await running().sweeper.sweepOnce();
      const timeout = actions.find((action) => action.gameId === timed);
      if (timeout?.kind !== 'timed_out') throw new Error(`no timeout: ${JSON.stringify(actions)}`);
      if (timeout.seat === 0) annTimedOut += 1;
    }
    expect(annTimedOut).toBe(1);

    const expected = { moves: 0, seconds: 0, timeouts: annTimedOut };
    let wins = 0;
    for (const gameId of finished) {
      const document = await exportOf(ann, gameId);
      figuresOf(document, 0, expected);
      if ((document.outcome as { winners: number[] }).winners.includes(0)) wins += 1;
    }
    expect(expected.moves).toBeGreaterThan(0);

    const stranger = new RestClient(url);
    const reply = await stranger.get<PublicProfile>(`/players/${annName.toUpperCase()}`);
    expect(reply.status).toBe(200);
    const profile = reply.body;
    expect(profile).toMatchObject({ username: annName, bio: '', country: null, timeZone: 'UTC' });
    expect(profile.stats.overall.gamesPlayed).toBe(2);
    expect(profile.stats.overall.wins).toBe(wins);
    expect(profile.stats.overall.averageMoveSeconds).toBeCloseTo(
      expected.seconds / expected.moves,
      1,
    );
    expect(profile.stats.overall.timeoutRate).toBeCloseTo(
      expected.timeouts / (expected.moves + expected.timeouts),
      6,
    );
    expect(profile.stats.titles.map((title) => title.engine)).toEqual([
      'big-shot',
      'bon-appetit',
      'cheesonomics',
    ]);
    expect(profile.recentGames.map((game) => game.gameId).sort()).toEqual([...finished].sort());
    expect(profile.gamesInPlay.map((game) => game.gameId)).toEqual([timed]);
    expect(profile.followedByYou).toBe(false);

    const graphql = new GraphqlClient(url);
    const data = await graphql.ok<{ player: { username: string; stats: { overall: unknown } } }>(
      'query ($u: String!) { player(username: $u) { username stats { overall { gamesPlayed wins averageMoveSeconds timeoutRate } } } }',
      { u: annName },
    );
    expect(data.player).toEqual({ username: annName, stats: { overall: profile.stats.overall } });

    const missing = await stranger.get('/players/nobody_here_at_all');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'USERNAME_NOT_FOUND' });
    expect((await stranger.get('/players/x')).status).toBe(400);
  });

  it('edits bio, country and time zone; a refusal changes nothing', async () => {
    const url = running().url;
    const name = uniqueName('cleo');
    const cleo = await new RestClient(url).signUp(name);
    expect((await new RestClient(url).request('PATCH', '/me/profile', { body: {} })).status).toBe(
      401,
    );
    const edited = await cleo.request('PATCH', '/me/profile', {
      body: { bio: '  Slow player, fast talker.  ', country: 'it', timeZone: 'Europe/Rome' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      bio: 'Slow player, fast talker.',
      country: 'IT',
      countryFlag: '🇮🇹',
      timeZone: 'Europe/Rome',
    });
    for (const body of [
      { bio: 'x'.repeat(301) },
      { bio: 'bell \u0007' },
      { country: 'ZZ' },
      { country: 'EU' },
      { country: 'ITA' },
      { bio: 'fine', timeZone: 'Mars/Olympus' },
    ]) {
      const refused = await cleo.request('PATCH', '/me/profile', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(
      (await cleo.request('PATCH', '/me/profile', { body: { bio: 'y'.repeat(300) } })).status,
    ).toBe(200);
    const profile = await new RestClient(url).get<PublicProfile>(`/players/${name}`);
    expect(profile.body).toMatchObject({
      bio: 'y'.repeat(300),
      country: 'IT',
      countryFlag: '🇮🇹',
      timeZone: 'Europe/Rome',
    });
    const cleared = await cleo.request('PATCH', '/me/profile', { body: { country: null } });
    expect(cleared.body).toMatchObject({ country: null, countryFlag: null, bio: 'y'.repeat(300) });
    expect((await cleo.get<{ timeZone: string }>('/me/away')).body.timeZone).toBe('Europe/Rome');

    const signedIn = (await new GraphqlClient(url).signUp()).withToken(
      (await cleo.post<{ token: string }>('/tokens', { name: 'gq', scopes: ['play'] })).body.token,
    );
    const data = await signedIn.ok<{ editMyProfile: { country: string; countryFlag: string } }>(
      'mutation { editMyProfile(country: "FR") { country countryFlag } }',
    );
    expect(data.editMyProfile).toEqual({ country: 'FR', countryFlag: '🇫🇷' });
  });
});

/** A fresh username starting with `prefix`. */
function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}
