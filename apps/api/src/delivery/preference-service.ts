/**
 * Reading and changing an account's delivery preferences (issue 18 item 2). Unsubscribing a kind
 * from e-mail (the one-click link of every message) goes through here too.
 */
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { NOTIFICATION_KINDS } from '../db/schema.ts';
import type { NotificationKind } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import { parseInput } from '../service/inputs.ts';
import { DeliveryStore } from '../store/delivery-store.ts';
import type { StoredPreferences } from '../store/delivery-store.ts';
import {
  DEFAULT_PREFERENCES,
  minuteOfDay,
  preferencesUpdateSchema,
  timeOfDay,
  usesDigest,
} from './preferences.ts';
import type { DeliveryPreferences, KindPreference } from './preferences.ts';
import { nextLocalHour } from './quiet-hours.ts';

const DEFAULT_DIGEST_HOUR = 8;

function preferencesOf(stored: StoredPreferences): DeliveryPreferences {
  const kinds = { ...DEFAULT_PREFERENCES };
  for (const row of stored.rows) {
    kinds[row.kind] = { email: row.email, push: row.push, webhook: row.webhook };
  }
  const settings = stored.settings;
  const quiet =
    settings === undefined || settings.quietStartMinute === settings.quietEndMinute
      ? null
      : { start: timeOfDay(settings.quietStartMinute), end: timeOfDay(settings.quietEndMinute) };
  return {
    kinds,
    quietHours: quiet,
    digestHour: settings?.digestHour ?? DEFAULT_DIGEST_HOUR,
    locale: stored.account?.locale ?? 'en',
    timeZone: stored.account?.timeZone ?? 'UTC',
  };
}

export class PreferenceService {
  readonly #store: DeliveryStore;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#store = new DeliveryStore(db);
    this.#clock = clock;
  }

  async preferences(playerId: string): Promise<DeliveryPreferences> {
    const stored = await this.#store.preferences(playerId);
    if (stored.account === undefined) {
      throw new ServiceError('PLAYER_NOT_FOUND', 'Only an account has delivery preferences.');
    }
    return preferencesOf(stored);
  }

  /** Applies `input` (a PreferencesUpdate; bad input changes nothing) and answers the result. */
  async update(playerId: string, input: unknown): Promise<DeliveryPreferences> {
    const change = parseInput(preferencesUpdateSchema, input, 'delivery preferences');
    const current = await this.preferences(playerId);
    const kinds = { ...current.kinds };
    for (const kind of NOTIFICATION_KINDS) {
      const patch = change.kinds?.[kind];
      if (patch !== undefined) kinds[kind] = { ...kinds[kind], ...definedOf(patch) };
    }
    const quietHours = change.quietHours === undefined ? current.quietHours : change.quietHours;
    const digestHour = change.digestHour ?? current.digestHour;
    const now = this.#clock.now();
    const next = usesDigest(kinds)
      ? new Date(nextLocalHour(digestHour, current.timeZone, now.getTime()))
      : null;
    await this.#store.savePreferences(
      playerId,
      NOTIFICATION_KINDS.map((kind) => ({ kind, ...kinds[kind] })),
      {
        quietStartMinute: quietHours === null ? 0 : minuteOfDay(quietHours.start),
        quietEndMinute: quietHours === null ? 0 : minuteOfDay(quietHours.end),
        digestHour,
        nextDigestAt: next,
      },
      change.locale ?? current.locale,
      now,
    );
    return this.preferences(playerId);
  }

  /** E-mail no longer carries `kind` for the account (the other channels stay as they were). */
  async unsubscribe(playerId: string, kind: NotificationKind): Promise<void> {
    const current = await this.preferences(playerId);
    await this.#store.setEmailMode({ playerId, kind, ...current.kinds[kind], email: 'never' });
  }
}

/** A partial preference without its absent fields (zod's partial leaves them undefined). */
function definedOf(patch: {
  [Key in keyof KindPreference]?: KindPreference[Key] | undefined;
}): Partial<KindPreference> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}
