/**
 * Delivery preferences over GraphQL (issue 18 item 2): the same `Operations.delivery` calls as
 * REST, with the per-kind record as a list (GraphQL has no maps).
 */
import type { MercuriusContext } from 'mercurius';
import type { DeliveryPreferences, PreferencesUpdate } from '../../delivery/preferences.ts';
import { NOTIFICATION_KINDS } from '../../db/schema.ts';
import { ANONYMOUS } from '../caller.ts';
import type { Caller } from '../caller.ts';
import type { Operations } from '../operations.ts';
import type {
  DeliveryPreferencesInput,
  MutationResolvers,
  QueryResolvers,
} from './generated/resolver-types.ts';
import type { DeliveryPreferences as DeliveryPreferencesModel } from './models.ts';

const callerOf = (context: MercuriusContext): Caller => context.caller ?? ANONYMOUS;

const present = <Value>(value: Value | null | undefined): value is Value =>
  value !== null && value !== undefined;

/** The GraphQL input as the REST body (absent and null fields left out; zod checks the rest). */
function updateOf(input: DeliveryPreferencesInput): Record<string, unknown> {
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

/** The per-kind record as a list, in the kinds' order (the record's own). */
function listed(preferences: DeliveryPreferences): DeliveryPreferencesModel {
  return {
    ...preferences,
    kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, ...preferences.kinds[kind] })),
  };
}

export function deliveryQueries(ops: Operations) {
  return {
    deliveryPreferences: async (_, __, context) =>
      listed(await ops.delivery.preferences(callerOf(context))),
  } satisfies QueryResolvers;
}

export function deliveryMutations(ops: Operations) {
  return {
    updateDeliveryPreferences: async (_, { input }, context) =>
      listed(await ops.delivery.setPreferences(callerOf(context), updateOf(input))),
  } satisfies MutationResolvers;
}
