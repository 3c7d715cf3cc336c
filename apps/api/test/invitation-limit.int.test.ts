/**
 * The invitation rate limit (ADR 0035) with a fake clock: an account sends at most
 * INVITATIONS_PER_WINDOW invitations per hour; the next is 429 TOO_MANY_INVITATIONS and writes
 * nothing; refusals do not count; an hour later it may invite again.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, notifications } from '../src/db/schema.ts';
import {
  INVITATION_WINDOW_MS,
  INVITATIONS_PER_WINDOW,
  InvitationService,
} from '../src/service/invitations.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { FakeClock } from './fake-clock.ts';

describeOnDatabases('the invitation rate limit', (driver) => {
  const fixture = useService(driver);

  it('refuses the invitation past the hourly limit, and allows it an hour later', async () => {
    const { service, database } = fixture();
    const clock = new FakeClock();
    const invitations = new InvitationService(database.db, clock);
    /** An account named `username` (no password is ever checked here). */
    const account = async (username: string) => {
      const player = await service.lobby.registerPlayer(username);
      await database.db.insert(accounts).values({
        playerId: player.id,
        username,
        usernameKey: username.toLowerCase(),
        passwordHash: 'unused',
        createdAt: clock.now(),
      });
      return player.id;
    };
    const host = await account('limit_host');
    const { gameId } = await service.lobby.createGame({
      engine: 'bon-appetit',
      seatCount: 2,
      createdBy: host,
    });
    for (let index = 0; index < INVITATIONS_PER_WINDOW; index += 1) {
      // A refusal is not counted.
      await expect(invitations.invite(gameId, host, 'limit_nobody')).rejects.toMatchObject({
        code: 'USERNAME_NOT_FOUND',
      });
      await account(`limit_guest${index}`);
      await invitations.invite(gameId, host, `limit_guest${index}`);
    }
    const late = await account('limit_late');
    await expect(invitations.invite(gameId, host, 'limit_late')).rejects.toMatchObject({
      code: 'TOO_MANY_INVITATIONS',
    });
    const written = () =>
      database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.playerId, late), eq(notifications.kind, 'invited')));
    expect(await written()).toEqual([]);

    clock.advance(INVITATION_WINDOW_MS);
    await invitations.invite(gameId, host, 'limit_late');
    expect(await written()).toHaveLength(1);
  });
});
