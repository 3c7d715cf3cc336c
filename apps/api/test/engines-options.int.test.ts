/**
 * The engines' options as JSON Schema (GET /engines, GraphQL engines.optionsSchema): what a client
 * builds its create-game form from, while the engine still judges every options object.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

interface EngineBody {
  readonly id: string;
  readonly optionsSchema: { readonly type: string; readonly properties: Record<string, unknown> };
}

describeOnDatabases('engine options schemas', (driver) => {
  const fixture = useServer(driver);

  it('lists each engine with the JSON Schema of its options, over REST and GraphQL', async () => {
    const anyone = new RestClient(fixture().url);
    const reply = await anyone.get<{ engines: EngineBody[] }>('/engines');
    expect(reply.status).toBe(200);
    const byId = new Map(reply.body.engines.map((engine) => [engine.id, engine.optionsSchema]));
    expect([...byId.keys()].sort()).toEqual([
      'big-cheese',
      'big-shot',
      'bon-appetit',
      'cheesonomics',
    ]);
    for (const schema of byId.values()) expect(schema.type).toBe('object');
    expect(byId.get('cheesonomics')?.properties['flavour']).toEqual({
      default: 'mild',
      type: 'string',
      enum: ['mild', 'sharp'],
    });
    expect(Object.keys(byId.get('big-cheese')?.properties ?? {})).toContain('target');

    const data = await new GraphqlClient(fixture().url).ok<{
      engines: { id: string; optionsSchema: unknown }[];
    }>('{ engines { id optionsSchema } }');
    for (const engine of data.engines) expect(engine.optionsSchema).toEqual(byId.get(engine.id));
  });

  it('creates games with options from the schema, and refuses what the engine refuses', async () => {
    const ann = await new RestClient(fixture().url).signUp();
    const sharp = await ann.post<{ options: unknown }>('/games', {
      engine: 'cheesonomics',
      seatCount: 3,
      options: { flavour: 'sharp' },
    });
    expect(sharp.status).toBe(201);
    expect(sharp.body.options).toEqual({ flavour: 'sharp' });
    // Within the schema's bounds, but below the minimum target of d6 scoring.
    const low = await ann.post('/games', {
      engine: 'big-cheese',
      seatCount: 3,
      options: { scoring: 'd6', target: 50 },
    });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});
