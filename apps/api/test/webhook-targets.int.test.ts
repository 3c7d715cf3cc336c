/**
 * Webhook targets and who may manage webhooks (issue 18 items 7, 8, 10), on both databases:
 * every inner address class is refused at registration with a stable 400 and nothing stored;
 * plain http only for allowlisted hosts; a DNS answer that turns private between registration
 * and delivery is refused at delivery, and the connection goes to the address that was checked;
 * Discord and Slack stand-ins get a message; another account cannot see, change or test my
 * webhook; only seated players manage a game's table channels, whose payloads are public only.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PermanentDeliveryError } from '../src/delivery/contract.ts';
import type {
  DeliveryView,
  WebhookView,
  WebhookWithSecret,
} from '../src/delivery/webhooks/views.ts';
import type { GameState } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { RestClient } from './http.ts';
import { useWebhookServer } from './webhook-fixture.ts';
import { verifyWith } from './webhook-receiver.ts';

/** 127.0.0.1 itself is on the test allowlist: 127.0.0.2 stands for loopback as a literal. */
const REFUSED: readonly (readonly [string, string])[] = [
  ['loopback', '127.0.0.2'],
  ['10/8', '10.1.2.3'],
  ['172.16/12', '172.20.0.5'],
  ['192.168/16', '192.168.1.1'],
  ['metadata', '169.254.169.254'],
  ['IPv6 loopback', '::1'],
  ['ULA', 'fc00::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['CGNAT', '100.64.0.1'],
  ['unspecified', '0.0.0.0'],
];

const list = async (client: RestClient) =>
  (await client.get<{ webhooks: WebhookView[] }>('/me/webhooks')).body.webhooks;

describeOnDatabases('webhook targets and authorisation', (driver) => {
  const fixture = useWebhookServer(driver);

  it('refuses each inner address class at registration, by name and as a literal', async () => {
    const f = fixture();
    const owner = await f.signUp();
    for (const [label, address] of REFUSED) {
      const host = `${label.replace(/[^a-z0-9]/gi, '-').toLowerCase()}.example`;
      f.resolver.answers.set(host, ['93.184.216.34', address]);
      const byName = await owner.post('/me/webhooks', {
        url: `https://${host}/hook`,
        eventTypes: ['test'],
      });
      expect(byName.status, label).toBe(400);
      expect(byName.body, label).toMatchObject({ code: 'WEBHOOK_TARGET_FORBIDDEN' });
      const literal = address.includes(':') ? `[${address}]` : address;
      const byAddress = await owner.post('/me/webhooks', {
        url: `https://${literal}/hook`,
        eventTypes: ['test'],
      });
      expect(byAddress.body, label).toMatchObject({ code: 'WEBHOOK_TARGET_FORBIDDEN' });
    }
    expect(await list(owner)).toEqual([]);
  });

  it('refuses http outside the allowlist, unknown event types and bad URLs, storing nothing', async () => {
    const f = fixture();
    const owner = await f.signUp();
    f.resolver.answers.set('public.example', ['93.184.216.34']);
    const cases = [
      [{ url: 'http://public.example/hook', eventTypes: ['test'] }, 'WEBHOOK_URL_NOT_HTTPS'],
      [{ url: 'https://public.example/hook', eventTypes: ['move.made'] }, 'WEBHOOK_EVENT_UNKNOWN'],
      [{ url: 'ftp://public.example/hook', eventTypes: ['test'] }, 'WEBHOOK_URL_INVALID'],
      [{ url: 'https://u:p@public.example/', eventTypes: ['test'] }, 'WEBHOOK_URL_INVALID'],
      [{ url: 'https://nowhere.example/', eventTypes: ['test'] }, 'WEBHOOK_TARGET_UNRESOLVED'],
      [{ url: 'https://public.example/', eventTypes: [] }, 'INVALID_INPUT'],
    ] as const;
    for (const [body, code] of cases) {
      const reply = await owner.post('/me/webhooks', body);
      expect(reply.status, code).toBe(400);
      expect(reply.body, code).toMatchObject({ code });
    }
    expect(await list(owner)).toEqual([]);
    const ok = await owner.post('/me/webhooks', {
      url: 'https://public.example/hook',
      eventTypes: ['test', 'turn.changed'],
    });
    expect(ok.status).toBe(201);
  });

  it('a DNS answer that turns private after registration is refused at delivery', async () => {
    const f = fixture();
    const owner = await f.signUp();
    f.resolver.answers.set('rebind.example', ['93.184.216.34']);
    const created = await owner.post<WebhookWithSecret>('/me/webhooks', {
      url: 'https://rebind.example/hook',
      eventTypes: ['test'],
    });
    expect(created.status).toBe(201);
    f.resolver.answers.set('rebind.example', ['10.0.0.7']);
    const before = f.receiver.received.length;
    const sent = await owner.post<DeliveryView>(`/webhooks/${created.body.webhook.id}/test`);
    expect(f.outcomes.get(sent.body.id)).toBeInstanceOf(PermanentDeliveryError);
    expect(sent.body).toMatchObject({ status: 'failed', lastResponseCode: null });
    expect(sent.body.lastError).toMatch(/Refused at delivery.*private/);
    expect(f.receiver.received.length).toBe(before);
  });

  it('connects to the checked address, whatever the system resolver says of the name', async () => {
    const f = fixture();
    const owner = await f.signUp();
    // receiver.test exists only in the scripted resolver (and on the allowlist).
    f.resolver.answers.set('receiver.test', ['127.0.0.1']);
    const created = await owner.post<WebhookWithSecret>('/me/webhooks', {
      url: f.receiver.url('/pinned', 'receiver.test'),
      eventTypes: ['test'],
    });
    const sent = await owner.post<DeliveryView>(`/webhooks/${created.body.webhook.id}/test`);
    expect(sent.body.status).toBe('succeeded');
    expect(f.receiver.last().headers['host']).toBe(`receiver.test:${f.receiver.port}`);
    expect(verifyWith(created.body.secret, f.receiver.last())).toMatchObject({ type: 'test' });
  });

  it('Discord and Slack stand-ins on the allowlist get a message, still signed', async () => {
    const f = fixture();
    const owner = await f.signUp();
    for (const [path, field] of [
      ['/api/webhooks/123/abc', 'content'],
      ['/services/T000/B000/xyz', 'text'],
    ] as const) {
      const created = await owner.post<WebhookWithSecret>('/me/webhooks', {
        url: f.receiver.url(path),
        eventTypes: ['test'],
      });
      await owner.post(`/webhooks/${created.body.webhook.id}/test`);
      const request = f.receiver.last();
      expect(request.path).toBe(path);
      const message = verifyWith(created.body.secret, request) as Record<string, unknown>;
      expect(message[field]).toMatch(/^Test delivery from Tavolo/);
      expect(message).not.toHaveProperty('type');
    }
  });

  it('another account can neither see, change, test, rotate nor redeliver my webhook', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const other = await f.signUp();
    const created = await owner.post<WebhookWithSecret>('/me/webhooks', {
      url: f.receiver.url('/mine'),
      eventTypes: ['test'],
    });
    const id = created.body.webhook.id;
    const sent = await owner.post<DeliveryView>(`/webhooks/${id}/test`);
    const before = f.receiver.received.length;
    const attempts = [
      other.get(`/webhooks/${id}`),
      other.request('PATCH', `/webhooks/${id}`, { body: { url: f.receiver.url('/theirs') } }),
      other.post(`/webhooks/${id}/test`),
      other.post(`/webhooks/${id}/rotate`),
      other.get(`/webhooks/${id}/deliveries`),
      other.delete(`/webhooks/${id}`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
    }
    const redeliver = await other.post(`/webhook-deliveries/${sent.body.id}/redeliver`);
    expect(redeliver.body).toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    const missing = await owner.get(`/webhooks/${randomUUID()}`);
    expect(missing.body).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
    expect(await list(other)).toEqual([]);
    expect(f.receiver.received.length).toBe(before);
    const mine = await owner.get<WebhookView>(`/webhooks/${id}`);
    expect(mine.body.url).toBe(f.receiver.url('/mine'));
  });

  it('table channels: seated players only; events carry the spectator’s facts, no purse', async () => {
    const f = fixture();
    const people = [await f.signUp(), await f.signUp(), await f.signUp()];
    const [first, second] = people;
    const outsider = await f.signUp();
    if (first === undefined || second === undefined) throw new Error('no players');
    const gameId = await f.startGame(people, 'big-shot', { hidden_money: true });
    const body = { url: f.receiver.url('/table'), eventTypes: ['turn.changed', 'game.started'] };
    const refused = await outsider.post(`/games/${gameId}/webhooks`, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_SEATED' });
    expect((await outsider.get(`/games/${gameId}/webhooks`)).status).toBe(403);

    const channel = await first.post<WebhookWithSecret>(`/games/${gameId}/webhooks`, body);
    expect(channel.status).toBe(201);
    const seen = await second.get<{ webhooks: WebhookView[] }>(`/games/${gameId}/webhooks`);
    expect(seen.body.webhooks.map((hook) => hook.id)).toEqual([channel.body.webhook.id]);
    expect((await outsider.get(`/webhooks/${channel.body.webhook.id}`)).status).toBe(404);

    const spectator = await outsider.get<GameState>(`/games/${gameId}/state`);
    const before = f.receiver.received.length;
    const sent = await f.server.webhooks.service.tableEvent({
      type: 'turn.changed',
      gameId,
      version: spectator.body.version,
    });
    expect(sent).toHaveLength(1);
    expect(f.receiver.received.length).toBe(before + 1);
    const payload = verifyWith(channel.body.secret, f.receiver.last()) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'turn.changed',
      data: {
        gameId,
        engine: 'big-shot',
        version: spectator.body.version,
        links: { table: `https://tavolo.example/games/${gameId}` },
      },
    });
    const toAct = (payload.data['toAct'] as { seat: number }[]).map((entry) => entry.seat);
    expect(toAct).toEqual(spectator.body.activeSeats);
    const seatView = await first.get<GameState & { view: Record<string, unknown> }>(
      `/games/${gameId}/state`,
    );
    expect(JSON.stringify(seatView.body.view)).toContain('"cash"');
    const text = f.receiver.last().body;
    for (const hidden of ['"cash"', '"purses"', '"view"', '"legalCommands"', '"seed"']) {
      expect(text).not.toContain(hidden);
    }
    // The same turn again is not a change: no second delivery.
    const again = await f.server.webhooks.service.tableEvent({
      type: 'turn.changed',
      gameId,
      version: spectator.body.version + 1,
    });
    expect(again).toEqual([]);
  });

  it('GraphQL: the same operations, the same refusals', async () => {
    const f = fixture();
    const owner = await new GraphqlClient(f.server.url).signUp();
    const other = await new GraphqlClient(f.server.url).signUp();
    const created = await owner.ok<{ createWebhook: WebhookWithSecret }>(
      `mutation($url: String!) { createWebhook(url: $url, eventTypes: ["test"]) {
        secret webhook { id url eventTypes enabled } } }`,
      { url: f.receiver.url('/graphql') },
    );
    const { id } = created.createWebhook.webhook;
    const sent = await owner.ok<{ sendWebhookTest: DeliveryView }>(
      `mutation($id: ID!) { sendWebhookTest(id: $id) { id status attempts lastResponseCode } }`,
      { id },
    );
    expect(sent.sendWebhookTest).toMatchObject({ status: 'succeeded', lastResponseCode: 200 });
    expect(verifyWith(created.createWebhook.secret, f.receiver.last())).toMatchObject({
      type: 'test',
    });
    const log = await owner.ok<{ webhookDeliveries: DeliveryView[] }>(
      `query($id: ID!) { webhookDeliveries(webhookId: $id) { id status } }`,
      { id },
    );
    expect(log.webhookDeliveries.map((delivery) => delivery.id)).toEqual([sent.sendWebhookTest.id]);
    const theirs = await other.send(`query($id: ID!) { webhook(id: $id) { id } }`, { id });
    expect(theirs.errors?.[0]?.extensions.code).toBe('WEBHOOK_NOT_FOUND');
    const ssrf = await owner.send(
      `mutation { createWebhook(url: "https://169.254.169.254/latest", eventTypes: ["test"]) { secret } }`,
    );
    expect(ssrf.errors?.[0]?.extensions.code).toBe('WEBHOOK_TARGET_FORBIDDEN');
    const unknown = await owner.send(
      `mutation { createWebhook(url: "https://93.184.216.34/", eventTypes: ["nope"]) { secret } }`,
    );
    expect(unknown.errors?.[0]?.extensions.code).toBe('WEBHOOK_EVENT_UNKNOWN');
  });
});
