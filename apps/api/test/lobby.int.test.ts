/**
 * The lobby and the play calls, and every typed refusal they give: each bad request is a
 * ServiceError / RuleRefusedError with its code, and changes nothing.
 */
import { seatViewer, spectator } from '@tavolo/engine';
import { expect, it } from 'vitest';
import { RuleRefusedError, ServiceError } from '../src/index.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { startHumanGame } from './play.ts';

const bigCheeseDeckSize = expect.any(Number) as unknown;

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ code });

describeOnDatabases('lobby and play', (driver) => {
  const fixture = useService(driver);

  it('validates new games', async () => {
    const { service } = fixture();
    await rejectsWith(
      service.lobby.createGame({ engine: 'chess', seatCount: 2 }),
      'UNKNOWN_ENGINE',
    );
    await rejectsWith(
      service.lobby.createGame({ engine: 'big-cheese', seatCount: 2 }),
      'INVALID_SEAT_COUNT',
    );
    await rejectsWith(
      service.lobby.createGame({ engine: 'big-cheese', seatCount: 3, options: { target: 'x' } }),
      'INVALID_OPTIONS',
    );
    await rejectsWith(
      service.lobby.createGame({ engine: 'big-cheese', seatCount: 3, moveTimeLimitSeconds: -5 }),
      'INVALID_INPUT',
    );
    await rejectsWith(
      service.lobby.createGame({ engine: 'big-cheese', seatCount: 3, createdBy: 'nobody' }),
      'PLAYER_NOT_FOUND',
    );
    const refusal = await service.lobby
      .createGame({ engine: 'big-cheese', seatCount: 9 })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RuleRefusedError);

    const host = await service.lobby.registerPlayer('Host');
    const game = await service.lobby.createGame({
      engine: 'big-cheese',
      seatCount: 3,
      options: { scoring: 'd6' },
      moveTimeLimitSeconds: 3600,
      createdBy: host.id,
    });
    expect(game).toMatchObject({
      status: 'created',
      version: null,
      seats: [],
      createdBy: host.id,
      options: { scoring: 'd6', target: 200 },
      moveTimeLimitSeconds: 3600,
    });
    expect(game.serverSeedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(game)).not.toContain('serverSeed"');
  });

  it('seats people and bots before the start, and only then', async () => {
    const { service } = fixture();
    const [ann, ben] = [
      await service.lobby.registerPlayer('Ann'),
      await service.lobby.registerPlayer('Ben'),
    ];
    const { gameId } = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
    await rejectsWith(service.play.state(gameId, spectator), 'GAME_NOT_STARTED');
    await service.lobby.join(gameId, { seat: 0, playerId: ann.id });
    await rejectsWith(service.lobby.join(gameId, { seat: 0, playerId: ben.id }), 'SEAT_TAKEN');
    await rejectsWith(service.lobby.join(gameId, { seat: 1, playerId: ann.id }), 'ALREADY_SEATED');
    await rejectsWith(
      service.lobby.join(gameId, { seat: 3, playerId: ben.id }),
      'SEAT_OUT_OF_RANGE',
    );
    await rejectsWith(
      service.lobby.join(gameId, { seat: 1, playerId: 'ghost' }),
      'PLAYER_NOT_FOUND',
    );
    await rejectsWith(
      service.lobby.join(gameId, { seat: 1, playerId: ben.id, seedCommitment: 'abc' }),
      'INVALID_INPUT',
    );
    await rejectsWith(
      service.lobby.join('no-such-game', { seat: 1, playerId: ben.id }),
      'GAME_NOT_FOUND',
    );
    await rejectsWith(service.lobby.seatBot(gameId, 1, 'grandmaster'), 'UNKNOWN_BOT');
    await service.lobby.seatBot(gameId, 1);
    await rejectsWith(service.lobby.start(gameId), 'SEATS_NOT_FILLED');
    await rejectsWith(service.lobby.leave(gameId, 2), 'SEAT_EMPTY');
    await service.lobby.leave(gameId, 1);
    await service.lobby.join(gameId, { seat: 1, playerId: ben.id });
    await service.lobby.seatBot(gameId, 2);
    const lobby = await service.lobby.getGame(gameId);
    expect(lobby.seats.map((s) => [s.kind, s.displayName ?? s.botName])).toEqual([
      ['human', 'Ann'],
      ['human', 'Ben'],
      ['bot', 'random'],
    ]);

    const started = await service.lobby.start(gameId);
    expect(started.status).toBe('started');
    expect(started.version).toBe(0);
    await rejectsWith(service.lobby.start(gameId), 'GAME_ALREADY_STARTED');
    await rejectsWith(service.lobby.leave(gameId, 0), 'GAME_ALREADY_STARTED');
    await rejectsWith(service.lobby.seatBot(gameId, 2), 'GAME_ALREADY_STARTED');
  });

  it('refuses bad commands with typed errors and changes nothing', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const { activeSeats } = await service.play.state(gameId, spectator);
    const seat = activeSeats[0] ?? 0;
    const idle = [0, 1, 2].find((s) => !activeSeats.includes(s)) ?? 0;
    const mine = await service.play.state(gameId, seatViewer(seat));
    const command = mine.legalCommands[0];
    const submit = (who: number, input: object) =>
      service.play.submit(gameId, who, { expectedVersion: 0, commandId: 'c1', command, ...input });

    await rejectsWith(submit(idle, {}), 'NOT_YOUR_TURN');
    await rejectsWith(submit(seat, { command: { type: 'dance' } }), 'INVALID_COMMAND');
    await rejectsWith(submit(7, {}), 'NOT_A_SEAT');
    await rejectsWith(submit(seat, { expectedVersion: -1 }), 'INVALID_INPUT');
    await rejectsWith(submit(seat, { commandId: 'bot:0:1' }), 'INVALID_INPUT');
    await rejectsWith(submit(seat, { expectedVersion: 3 }), 'VERSION_CONFLICT');
    await rejectsWith(service.play.state(gameId, seatViewer(5)), 'SEAT_OUT_OF_RANGE');
    await rejectsWith(service.play.state('nope', spectator), 'GAME_NOT_FOUND');
    expect((await service.play.state(gameId, spectator)).version).toBe(0);

    const accepted = await submit(seat, {});
    expect(accepted).toMatchObject({ version: 1, commandId: 'c1', duplicate: false });
    const conflict = await submit(seat, { commandId: 'c2' }).catch((e: unknown) => e);
    expect(conflict).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 1 });
    expect(conflict).toBeInstanceOf(ServiceError);
    const other = mine.legalCommands.find((c) => JSON.stringify(c) !== JSON.stringify(command));
    if (other !== undefined)
      await rejectsWith(submit(seat, { command: other }), 'COMMAND_ID_REUSED');
    await rejectsWith(submit(idle, {}), 'COMMAND_ID_REUSED');
    expect(await submit(seat, {})).toEqual({ ...accepted, duplicate: true });
    expect((await service.play.state(gameId, spectator)).version).toBe(1);
  });

  it('shows each viewer only its redacted events during play', async () => {
    const { service } = fixture();
    const startedFrom = Date.now();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3, {
      moveTimeLimitSeconds: 3600,
    });
    const { activeSeats } = await service.play.state(gameId, spectator);
    const seat = activeSeats[0] ?? 0;
    const mine = await service.play.state(gameId, seatViewer(seat));
    await service.play.submit(gameId, seat, {
      expectedVersion: 0,
      commandId: 'x',
      command: mine.legalCommands[0],
    });

    const forSpectator = await service.play.eventsSince(gameId, spectator);
    expect(forSpectator.headVersion).toBe(1);
    expect(forSpectator.entries.map((e) => e.version)).toEqual([0, 1]);
    const setup = await service.play.eventsSince(gameId, seatViewer(seat), { limit: 1 });
    expect(setup.entries).toHaveLength(1);
    const { entries } = await service.play.eventsSince(gameId, seatViewer(seat), {
      afterVersion: 0,
    });
    expect(entries[0]).toMatchObject({ version: 1, actor: seat, commandId: 'x' });
    expect(forSpectator.entries[1]).not.toHaveProperty('command');
    for (const entry of forSpectator.entries) expect(entry).not.toHaveProperty('hash');

    // The deck order is hidden: only its size and top card are shown (RULES §1).
    const opening = forSpectator.entries[0]?.events[0];
    expect(opening).toMatchObject({ type: 'game_started', deckSize: bigCheeseDeckSize });
    expect(opening).not.toHaveProperty('deck');

    const state = await service.play.state(gameId, spectator);
    expect(state.legalCommands).toEqual([]);
    // An hour after a moment of this test, however long the test took to get here.
    const deadline = Date.parse(state.turnDeadline ?? '');
    expect(deadline).toBeGreaterThanOrEqual(startedFrom + 3600_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 3600_000);
  });

  it("lists open games, and a player's games with their turn first", async () => {
    const { service } = fixture();
    const zoe = await service.lobby.registerPlayer('Zoe');
    const waiting = await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 });
    await service.lobby.join(waiting.gameId, { seat: 0, playerId: zoe.id });
    const full = await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 });
    await service.lobby.seatBot(full.gameId, 0);
    await service.lobby.seatBot(full.gameId, 1);
    const open = (await service.lobby.openGames()).map((g) => g.gameId);
    expect(open).toContain(waiting.gameId);
    expect(open).not.toContain(full.gameId);

    // Zoe's turn in one game, another player's in the other.
    const games: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const other = await service.lobby.registerPlayer(`Other ${n}`);
      const game = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
      await service.lobby.join(game.gameId, { seat: 0, playerId: zoe.id });
      await service.lobby.join(game.gameId, { seat: 1, playerId: other.id });
      await service.lobby.join(game.gameId, {
        seat: 2,
        playerId: (await service.lobby.registerPlayer('x')).id,
      });
      await service.lobby.start(game.gameId);
      games.push(game.gameId);
    }
    const mine = await service.lobby.playerGames(zoe.id);
    expect(mine.map((g) => g.gameId).sort()).toEqual([waiting.gameId, ...games].sort());
    const zoeToPlay = mine.filter((g) => g.activeSeats.includes(0));
    expect(mine.slice(0, zoeToPlay.length)).toEqual(zoeToPlay);
    expect(mine.at(-1)?.status).toBe('created');
    await rejectsWith(service.lobby.openGames(0), 'INVALID_INPUT');
  });

  it("lists a player's games to play by the nearest deadline, whatever their age", async () => {
    const { service } = fixture();
    const ann = await service.lobby.registerPlayer('Ann');
    // Ann starts each game; the one with the shorter time limit is the older one.
    const created: string[] = [];
    for (const moveTimeLimitSeconds of [3600, 7 * 86_400, undefined]) {
      const game = await service.lobby.createGame({
        engine: 'bon-appetit',
        seatCount: 2,
        options: { starting_seat: 0 },
        ...(moveTimeLimitSeconds === undefined ? {} : { moveTimeLimitSeconds }),
      });
      await service.lobby.join(game.gameId, { seat: 0, playerId: ann.id });
      await service.lobby.seatBot(game.gameId, 1);
      await service.lobby.start(game.gameId);
      created.push(game.gameId);
    }
    const mine = await service.lobby.playerGames(ann.id);
    expect(mine.map((g) => g.activeSeats)).toEqual([[0], [0], [0]]);
    // The hour first, then the week, then the game with no time limit.
    expect(mine.map((g) => g.gameId)).toEqual(created);
    expect(mine.map((g) => g.turnDeadline === null)).toEqual([false, false, true]);
  });
});
