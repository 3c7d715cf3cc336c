/**
 * The kinds an account turned e-mail off for with an unsubscribe link, in `email_opt_outs`: a
 * real {@link EmailUnsubscribePort} for as long as the delivery engine's preferences do not
 * implement it (they replace this in server.ts), and what the engine may read meanwhile.
 */
import { asc, eq } from 'drizzle-orm';
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { emailOptOuts } from '../../db/schema.ts';
import type { NotificationKind } from '../../db/schema.ts';
import type { EmailUnsubscribePort } from './email-channel.ts';

export class EmailOptOuts implements EmailUnsubscribePort {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
  }

  async unsubscribe(playerId: string, kind: NotificationKind): Promise<void> {
    await this.#db
      .insert(emailOptOuts)
      .values({ playerId, kind, createdAt: this.#clock.now() })
      .onConflictDoNothing();
  }

  /** The kinds `playerId` receives no e-mail for. */
  async optedOut(playerId: string): Promise<NotificationKind[]> {
    const rows = await this.#db
      .select({ kind: emailOptOuts.kind })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.playerId, playerId))
      .orderBy(asc(emailOptOuts.kind));
    return rows.map((row) => row.kind);
  }
}
