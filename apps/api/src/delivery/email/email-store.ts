/** The e-mail channel's rows (db/tables/email.ts): addresses, sent messages, outbox, keys. */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailAddresses, emailKeys, emailOutbox, emailSent } from '../../db/schema.ts';
import type { EmailAddressRow, EmailOutboxRow } from '../../db/schema.ts';

/** A message kept in the local outbox, as nodemailer built it. */
export interface OutboxEntry {
  readonly recipient: string;
  readonly subject: string;
  readonly messageId: string;
  readonly headers: Record<string, string>;
  readonly textBody: string;
  readonly htmlBody: string;
  readonly raw: string;
}

export class EmailStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async address(playerId: string): Promise<EmailAddressRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(emailAddresses)
      .where(eq(emailAddresses.playerId, playerId));
    return row;
  }

  /** Sets the account's address, unverified, as of `at`. */
  async setAddress(playerId: string, address: string, at: Date): Promise<void> {
    const row = { address, verifiedAt: null, verificationSentAt: null, updatedAt: at };
    await this.#db
      .insert(emailAddresses)
      .values({ playerId, ...row })
      .onConflictDoUpdate({ target: emailAddresses.playerId, set: row });
  }

  async markVerificationSent(playerId: string, at: Date): Promise<void> {
    await this.#db
      .update(emailAddresses)
      .set({ verificationSentAt: at })
      .where(eq(emailAddresses.playerId, playerId));
  }

  /** Marks `address` verified if it is still the account's address (false: it is not). */
  async markVerified(playerId: string, address: string, at: Date): Promise<boolean> {
    const rows = await this.#db
      .update(emailAddresses)
      .set({ verifiedAt: at })
      .where(and(eq(emailAddresses.playerId, playerId), eq(emailAddresses.address, address)))
      .returning({ playerId: emailAddresses.playerId });
    return rows.length > 0;
  }

  async wasSent(address: string, messageKey: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ key: emailSent.messageKey })
      .from(emailSent)
      .where(and(eq(emailSent.address, address), eq(emailSent.messageKey, messageKey)));
    return row !== undefined;
  }

  async recordSent(address: string, messageKey: string, messageId: string, at: Date) {
    await this.#db
      .insert(emailSent)
      .values({ address, messageKey, messageId, sentAt: at })
      .onConflictDoNothing();
  }

  async keep(entry: OutboxEntry, at: Date): Promise<void> {
    await this.#db.insert(emailOutbox).values({ id: randomUUID(), ...entry, createdAt: at });
  }

  /** The outbox, newest first; `before` pages on (a `seq` from the previous page). */
  async outbox(limit: number, before?: number): Promise<EmailOutboxRow[]> {
    return this.#db
      .select()
      .from(emailOutbox)
      .where(before === undefined ? undefined : lt(emailOutbox.seq, before))
      .orderBy(desc(emailOutbox.seq))
      .limit(limit);
  }

  async outboxMessage(id: string): Promise<EmailOutboxRow | undefined> {
    const [row] = await this.#db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    return row;
  }

  /**
   * The signing key named `name`, made on first use: every process reads the same one (the
   * first insert wins, the others' do nothing), so links signed by one verify on all.
   */
  async signingKey(name: string, at: Date): Promise<Buffer> {
    await this.#db
      .insert(emailKeys)
      .values({ name, secret: randomBytes(32).toString('base64url'), createdAt: at })
      .onConflictDoNothing();
    const [row] = await this.#db.select().from(emailKeys).where(eq(emailKeys.name, name));
    if (row === undefined) throw new Error(`the e-mail key ${name} was not stored`);
    return Buffer.from(row.secret, 'base64url');
  }
}
