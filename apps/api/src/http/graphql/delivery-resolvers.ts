/**
 * Delivery preferences over GraphQL (issue 18 item 2): the same `Operations.delivery` calls as
 * REST, with the per-kind record as a list (GraphQL has no maps).
 */
import type { MercuriusContext } from 'mercurius';
import type { DeliveryPreferences, PreferencesUpdate } from '../../delivery/preferences.ts';
import type { NotificationKind } from '../../db/schema.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

interface KindPreferenceInput {
  readonly kind: NotificationKind;
  readonly email?: string | null;
  readonly push?: boolean | null;
  readonly webhook?: boolean | null;
}

interface PreferencesInput {
  readonly kinds?: readonly KindPreferenceInput[] | null;
  readonly quietHours?: { start: string; end: string } | null;
  readonly clearQuietHours?: boolean | null;
  readonly digestHour?: number | null;
  readonly locale?: string | null;
}

const present = <Value>(value: Value | null | undefined): value is Value =>
  value !== null && value !== undefined;

/** The GraphQL input as the REST body (absent and null fields left out; zod checks the rest). */
function updateOf(input: PreferencesInput): Record<string, unknown> {
  const kinds = Object.fromEntries(
    (input.kinds ?? []).map(({ kind, email, push, webhook }) => [
      kind,
      {
        ...(present(email) ? { email } : {}),
        ...(present(push) ? { push } : {}),
        ...(present(webhook) ? { webhook } : {}),
      },
    ]),
  );
  return {
    ...(present(input.kinds) ? { kinds } : {}),
    ...(input.clearQuietHours === true ? { quietHours: null } : {}),
    ...(present(input.quietHours) ? { quietHours: input.quietHours } : {}),
    ...(present(input.digestHour) ? { digestHour: input.digestHour } : {}),
    ...(present(input.locale) ? { locale: input.locale } : {}),
  } satisfies { [Key in keyof PreferencesUpdate]?: unknown };
}

function listed(preferences: DeliveryPreferences) {
  return {
    ...preferences,
    kinds: Object.entries(preferences.kinds).map(([kind, preference]) => ({
      kind,
      ...preference,
    })),
  };
}

export function deliveryQueries(ops: Operations) {
  return {
    deliveryPreferences: async (_: unknown, __: unknown, context: MercuriusContext) =>
      listed(await ops.delivery.preferences(callerOf(context))),
  };
}

export function deliveryMutations(ops: Operations) {
  return {
    updateDeliveryPreferences: async (
      _: unknown,
      { input }: { input: PreferencesInput },
      context: MercuriusContext,
    ) => listed(await ops.delivery.setPreferences(callerOf(context), updateOf(input))),
  };
}
