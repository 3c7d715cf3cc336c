/**
 * Private games and invite codes on both drivers: a private game is not listed, seats its creator
 * and holders of its code only, and is found by its code; the migration that introduced codes
 * gives games created before it one each.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrations.ts';
import { TEST_DATABASE_URL, describeOnDatabases, useService } from './databases.ts';
import type { Driver } from './databases.ts';

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ code });

describeOnDatabases('invites and private games', (driver) => {
  const fixture = useService(driver);

  it('keeps private games out of the lobby and their codes out of summaries', async () => {
    const { service } = fixture();
    const host = await service.lobby.registerPlayer('Host');
    const open = await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 });
    const secret = await service.lobby.createGame({
      engine: 'bon-appetit',
      seatCount: 2,
      visibility: 'private',
      createdBy: host.id,
    });
    expect(open.visibility).toBe('public');
    expect(secret.visibility).toBe('private');
    const listed = (await service.lobby.openGames()).map((game) => game.gameId);
    expect(listed).toContain(open.gameId);
    expect(listed).not.toContain(secret.gameId);

    const code = await service.lobby.inviteCode(secret.gameId);
    expect(code).toMatch(/^[a-km-np-z2-9]{12}$/);
    expect(await service.lobby.inviteCode(open.gameId)).not.toBe(code);
    for (const summary of [secret, await service.lobby.getGame(secret.gameId)]) {
      expect(JSON.stringify(summary)).not.toContain(code);
      expect(summary).not.toHaveProperty('inviteCode');
    }
    await rejectsWith(service.lobby.inviteCode('no-such-game'), 'GAME_NOT_FOUND');
    await rejectsWith(
      service.lobby.createGame({
        engine: 'bon-appetit',
        seatCount: 2,
        visibility: 'secret' as never,
      }),
      'INVALID_INPUT',
    );
  });

  it('seats people in a private game with its code only', async () => {
    const { service } = fixture();
    const [host, guest, stranger] = [
      await service.lobby.registerPlayer('Host'),
      await service.lobby.registerPlayer('Guest'),
      await service.lobby.registerPlayer('Stranger'),
    ];
    const { gameId } = await service.lobby.createGame({
      engine: 'big-cheese',
      seatCount: 4,
      visibility: 'private',
      createdBy: host.id,
    });
    const code = await service.lobby.inviteCode(gameId);
    const other = await service.lobby.inviteCode(
      (await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 })).gameId,
    );

    await rejectsWith(
      service.lobby.join(gameId, { seat: 1, playerId: stranger.id }),
      'INVITE_REQUIRED',
    );
    await rejectsWith(
      service.lobby.join(gameId, { seat: 1, playerId: stranger.id, inviteCode: other }),
      'INVITE_REQUIRED',
    );
    await rejectsWith(
      service.lobby.join(gameId, { seat: 1, playerId: stranger.id, inviteCode: 'no!' }),
      'INVALID_INPUT',
    );
    expect((await service.lobby.getGame(gameId)).seats).toEqual([]);

    await service.lobby.join(gameId, { seat: 0, playerId: host.id }); // the creator needs no code
    await service.lobby.join(gameId, {
      seat: 1,
      playerId: guest.id,
      inviteCode: code.toUpperCase(),
    });
    await service.lobby.seatBot(gameId, 2);
    expect(await service.lobby.seatOf(gameId, host.id)).toBe(0);
    expect(await service.lobby.seatOf(gameId, guest.id)).toBe(1);
    expect(await service.lobby.seatOf(gameId, stranger.id)).toBeUndefined();
    await rejectsWith(service.lobby.seatOf('no-such-game', host.id), 'GAME_NOT_FOUND');
    await rejectsWith(service.lobby.seatOf(gameId, ''), 'INVALID_INPUT');
  });

  it('lets anyone join a public game, with or without a code', async () => {
    const { service } = fixture();
    const [ann, ben] = [
      await service.lobby.registerPlayer('Ann'),
      await service.lobby.registerPlayer('Ben'),
    ];
    const { gameId } = await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 });
    await service.lobby.join(gameId, { seat: 0, playerId: ann.id });
    await service.lobby.join(gameId, { seat: 1, playerId: ben.id, inviteCode: 'abcdefgh' });
    expect((await service.lobby.getGame(gameId)).seats.map((seat) => seat.playerId)).toEqual([
      ann.id,
      ben.id,
    ]);
  });

  it('finds a game by its invite code', async () => {
    const { service } = fixture();
    const game = await service.lobby.createGame({
      engine: 'bon-appetit',
      seatCount: 2,
      visibility: 'private',
    });
    const code = await service.lobby.inviteCode(game.gameId);
    expect(await service.lobby.gameByInviteCode(code)).toEqual(game);
    expect((await service.lobby.gameByInviteCode(` ${code.toUpperCase()} `)).gameId).toBe(
      game.gameId,
    );
    await rejectsWith(service.lobby.gameByInviteCode('zzzzzzzzzzzz'), 'GAME_NOT_FOUND');
    await rejectsWith(service.lobby.gameByInviteCode(''), 'INVALID_INPUT');
  });

  it('gives games created before the invite-code migration a random code each', async () => {
    await upgradeFromFirstMigration(
      driver,
      async (run) => {
        await run(`insert into games (id, engine, rules_version, rng_algorithm, options, seat_count,
          server_seed, server_seed_commitment, genesis_hash, head_hash, created_at, updated_at)
        select 'old-' || n, 'big-cheese', '1', 'r', '{}', 3, 's', 'c', 'h', 'h', now(), now()
        from generate_series(1, 20) as n`);
      },
      async (run) => {
        const rows = await run(
          `select visibility, invite_code, md5(id) as id_md5 from games order by id`,
        );
        expect(rows).toHaveLength(20);
        const codes = rows.map((row) => String(row['invite_code']));
        expect(new Set(codes).size).toBe(20);
        for (const row of rows) {
          expect(row['visibility']).toBe('public');
          expect(row['invite_code']).toMatch(/^[0-9a-f]{12}$/);
          expect(String(row['id_md5'])).not.toContain(String(row['invite_code']));
        }
      },
    );
  });
});

type Run = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * Applies the first migration only, runs `before`, then applies all of them and runs `after`: what
 * an existing installation goes through on upgrade.
 */
async function upgradeFromFirstMigration(
  driver: Driver,
  before: (run: Run) => Promise<void>,
  after: (run: Run) => Promise<void>,
): Promise<void> {
  const firstOnly = mkdtempSync(path.join(os.tmpdir(), 'tavolo-migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, firstOnly, { recursive: true });
    const journalPath = path.join(firstOnly, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    if (driver === 'pglite') {
      const client = new PGlite();
      try {
        const db = drizzlePglite(client);
        const run: Run = async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
        await migratePglite(db, { migrationsFolder: firstOnly });
        await before(run);
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await after(run);
      } finally {
        await client.close();
      }
      return;
    }
    await onScratchPostgres(async (sql) => {
      const db = drizzlePostgres(sql);
      const run: Run = async (text) => [...(await sql.unsafe<Record<string, unknown>[]>(text))];
      await migratePostgres(db, { migrationsFolder: firstOnly });
      await before(run);
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await after(run);
    });
  } finally {
    rmSync(firstOnly, { recursive: true, force: true });
  }
}

async function onScratchPostgres(use: (sql: postgres.Sql) => Promise<void>): Promise<void> {
  if (TEST_DATABASE_URL === undefined) throw new Error('TAVOLO_TEST_DATABASE_URL is not set');
  const name = `tavolo_api_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    try {
      await use(sql);
    } finally {
      await sql.end();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
