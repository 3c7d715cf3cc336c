/** The typed client against a fake fetch: headers sent, data unwrapped, refusals thrown. */
import { describe, expect, it } from 'vitest';
import { createTavoloClient, TavoloApiError, unwrap } from './index.ts';

function fakeServer(reply: (request: Request) => Response) {
  const seen: Request[] = [];
  const fetch = (request: Request) => {
    seen.push(request);
    return Promise.resolve(reply(request));
  };
  return { seen, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createTavoloClient', () => {
  it('sends the token as a bearer and returns the typed data', async () => {
    const server = fakeServer(() => json(200, { games: [] }));
    const api = createTavoloClient({ baseUrl: 'http://tavolo.test/', token: 'tvl_x', ...server });
    const list = await unwrap(api.GET('/api/v1/me/games', { params: { query: { limit: 5 } } }));
    expect(list.games).toEqual([]);
    const [request] = server.seen;
    expect(request?.url).toBe('http://tavolo.test/api/v1/me/games?limit=5');
    expect(request?.headers.get('authorization')).toBe('Bearer tvl_x');
  });

  it('sends no authorization without a token', async () => {
    const server = fakeServer(() => json(200, { engines: [] }));
    const api = createTavoloClient({ baseUrl: 'http://tavolo.test', ...server });
    await unwrap(api.GET('/api/v1/engines'));
    expect(server.seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws the error table code, status and current version', async () => {
    const server = fakeServer(() =>
      json(409, { code: 'VERSION_CONFLICT', message: 'moved on', currentVersion: 12 }),
    );
    const api = createTavoloClient({ baseUrl: 'http://tavolo.test', ...server });
    const sent = unwrap(
      api.POST('/api/v1/games/{gameId}/commands', {
        params: { path: { gameId: 'g-1' } },
        body: { expectedVersion: 11, commandId: 'c-1', command: { type: 'pass' } },
      }),
    );
    await expect(sent).rejects.toMatchObject({
      name: 'TavoloApiError',
      code: 'VERSION_CONFLICT',
      status: 409,
      currentVersion: 12,
      message: 'moved on',
    });
    await expect(sent).rejects.toBeInstanceOf(TavoloApiError);
  });

  it('turns a body that is not the error shape into HTTP_<status>', async () => {
    const server = fakeServer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const api = createTavoloClient({ baseUrl: 'http://tavolo.test', ...server });
    await expect(unwrap(api.GET('/api/v1/engines'))).rejects.toMatchObject({
      code: 'HTTP_502',
      status: 502,
      message: '502 <h1>Bad gateway</h1>',
    });
  });
});
