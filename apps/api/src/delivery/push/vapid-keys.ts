/**
 * The server's VAPID key pair (RFC 8292), made with web-push on the first start and kept in the
 * database from then on, so every process — and every restart — signs with the key the browsers
 * subscribed with. Two processes starting at once each make a pair, but the single-row table
 * keeps the first one inserted (`on conflict do nothing`), and both read that one back.
 */
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Clock } from '../../clock.ts';
import { systemClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { pushVapidKeys } from '../../db/schema.ts';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the `applicationServerKey` browsers take. */
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The one row's id (the table's check constraint allows no other). */
const THE_ROW = 1;

async function storedKeys(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, THE_ROW));
  return row;
}

/** The stored key pair, made and stored first if there is none yet. */
export async function loadVapidKeys(db: Db, clock: Clock = systemClock): Promise<VapidKeys> {
  const existing = await storedKeys(db);
  if (existing !== undefined) return existing;
  const made = webPush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: THE_ROW, ...made, createdAt: clock.now() })
    .onConflictDoNothing();
  const kept = await storedKeys(db);
  if (kept === undefined) throw new Error('the VAPID keys were inserted but cannot be read');
  return kept;
}

/** Loads the keys once per holder; a failed load is tried again at the next call. */
export class VapidKeySource {
  readonly #db: Db;
  readonly #clock: Clock;
  #loading: Promise<VapidKeys> | undefined;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
  }

  keys(): Promise<VapidKeys> {
    this.#loading ??= loadVapidKeys(this.#db, this.#clock).catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }
}
