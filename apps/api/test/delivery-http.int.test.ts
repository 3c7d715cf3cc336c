/**
 * Delivery preferences over REST and GraphQL (issue 18 item 2): an account reads the defaults,
 * changes one kind, quiet hours and its language, sees the same through the other API; a bad
 * value is a 400 with a stable code and changes nothing; nobody reads or changes another's; a
 * read-only token reads but does not change them.
 */
import { expect, it } from 'vitest';
import type { DeliveryPreferences } from '../src/delivery/preferences.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

const FIELDS = 'kinds { kind email push webhook } quietHours { start end } digestHour locale';

describeOnDatabases('delivery preferences over HTTP', (driver) => {
  const fixture = useServer(driver);

  /** One account, reached through GraphQL (its session) and REST (a play token of it). */
  async function account() {
    const graphql = await new GraphqlClient(fixture().url).signUp();
    const person = new RestClient(fixture().url).withToken(await graphql.createToken(['play']));
    return { graphql, person };
  }

  it('reads the defaults, changes what a PATCH names, and shows it over GraphQL', async () => {
    const { graphql, person } = await account();
    const defaults = await person.get<DeliveryPreferences>('/me/delivery');
    expect(defaults.status).toBe(200);
    expect(defaults.body.kinds.your_turn).toEqual({
      email: 'immediate',
      push: true,
      webhook: true,
    });
    expect(defaults.body).toMatchObject({ quietHours: null, digestHour: 8, locale: 'en' });

    const changed = await person.request<DeliveryPreferences>('PATCH', '/me/delivery', {
      body: {
        kinds: { your_turn: { email: 'digest' }, reminder: { push: false } },
        quietHours: { start: '22:30', end: '07:00' },
        locale: 'fr',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.kinds.your_turn).toEqual({ email: 'digest', push: true, webhook: true });
    expect(changed.body.kinds.reminder).toEqual({ email: 'immediate', push: false, webhook: true });
    expect(changed.body).toMatchObject({
      quietHours: { start: '22:30', end: '07:00' },
      locale: 'fr',
    });

    const read = await graphql.send<{ deliveryPreferences: { locale: string; kinds: unknown[] } }>(
      `{ deliveryPreferences { ${FIELDS} } }`,
    );
    expect(read.data?.deliveryPreferences.locale).toBe('fr');
    expect(read.data?.deliveryPreferences.kinds).toContainEqual({
      kind: 'your_turn',
      email: 'digest',
      push: true,
      webhook: true,
    });
    const cleared = await graphql.send<{ updateDeliveryPreferences: { quietHours: unknown } }>(
      `mutation ($input: DeliveryPreferencesInput!) { updateDeliveryPreferences(input: $input) { ${FIELDS} } }`,
      { input: { clearQuietHours: true, kinds: [{ kind: 'reminder', push: true }] } },
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data?.updateDeliveryPreferences.quietHours).toBeNull();
    const after = await person.get<DeliveryPreferences>('/me/delivery');
    expect(after.body.quietHours).toBeNull();
    expect(after.body.kinds.reminder.push).toBe(true);
  });

  it('refuses bad values with 400 INVALID_INPUT and changes nothing', async () => {
    const { graphql, person } = await account();
    const before = (await person.get<DeliveryPreferences>('/me/delivery')).body;
    for (const body of [
      { kinds: { your_turn: { email: 'hourly' } } },
      { kinds: { not_a_kind: { push: true } } },
      { quietHours: { start: '24:00', end: '07:00' } },
      { digestHour: 24 },
      { locale: 'de' },
      { kinds: { your_turn: { push: false } }, surprise: true },
    ]) {
      const refused = await person.request<{ code: string }>('PATCH', '/me/delivery', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toMatch(/^(INVALID_INPUT|VALIDATION_FAILED)$/);
    }
    expect((await person.get<DeliveryPreferences>('/me/delivery')).body).toEqual(before);
    const refused = await graphql.send(
      `mutation { updateDeliveryPreferences(input: { quietHours: { start: "7am", end: "9am" } }) { locale } }`,
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
    expect((await person.get<DeliveryPreferences>('/me/delivery')).body).toEqual(before);
  });

  it('needs an account, and a read token only reads', async () => {
    const anonymous = await new RestClient(fixture().url).get<{ code: string }>('/me/delivery');
    expect(anonymous.status).toBe(401);
    const { graphql, person } = await account();
    const reader = new RestClient(fixture().url).withToken(await graphql.createToken(['read']));
    expect((await reader.get('/me/delivery')).status).toBe(200);
    const refused = await reader.request<{ code: string }>('PATCH', '/me/delivery', {
      body: { locale: 'it' },
    });
    expect(refused.status).toBe(403);
    expect((await person.get<DeliveryPreferences>('/me/delivery')).body.locale).toBe('en');
  });
});
