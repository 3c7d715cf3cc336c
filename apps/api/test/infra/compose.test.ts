/** infra/compose.yaml and the Caddyfile checked against the repository and parseConfig. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import {
  caddyfile,
  compose,
  dynamicUpstreams,
  environmentOf,
  readByParseConfig,
  service,
} from './compose.ts';
import { dockerfileEnv, finalStage, inStage, ofOp } from './dockerfile.ts';
import { infraDir, repoRoot } from './repository.ts';

describe('infra/compose.yaml', () => {
  it('runs postgres, api and proxy, the api replicated behind the proxy', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'api', 'proxy']),
    );
    expect(service('postgres').image).toMatch(/^postgres:15\b/);
    expect(service('proxy').image).toMatch(/^caddy:2\b/);
    const api = service('api');
    expect(api.deploy?.replicas ?? 1).toBeGreaterThanOrEqual(2);
    // A published port or a fixed container name would stop a second replica from starting.
    expect(api.ports ?? []).toEqual([]);
    expect(api.container_name).toBeUndefined();
    expect(api.depends_on?.['postgres']?.condition).toBe('service_healthy');
    // Built from infra/Dockerfile with the repository as context.
    const build = service('api').build;
    expect(path.resolve(infraDir, build?.context ?? '')).toBe(path.resolve(repoRoot));
    expect(path.resolve(infraDir, build?.context ?? '', build?.dockerfile ?? '')).toBe(
      path.join(infraDir, 'Dockerfile'),
    );
  });

  it('keeps the Postgres data in a declared volume and health-checks it with pg_isready', () => {
    const postgres = service('postgres');
    const dataVolume = (postgres.volumes ?? []).find((v) =>
      v.endsWith(':/var/lib/postgresql/data'),
    );
    expect(dataVolume).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(dataVolume?.split(':')[0]);
    const test = postgres.healthcheck?.test ?? [];
    expect(test.join(' ')).toMatch(/\bpg_isready\b/);
    const env = environmentOf('postgres');
    if (test[0] === 'CMD') expect(test).toEqual(expect.arrayContaining([env['POSTGRES_USER']]));
  });

  it("points DATABASE_URL at the postgres service with that service's credentials", () => {
    const url = new URL(environmentOf('api')['DATABASE_URL'] ?? '');
    const postgres = environmentOf('postgres');
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('postgres');
    expect(compose.services).toHaveProperty(url.hostname);
    expect(url.port || '5432').toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(postgres['POSTGRES_USER'] ?? 'postgres');
    expect(decodeURIComponent(url.password)).toBe(postgres['POSTGRES_PASSWORD']);
    expect(url.pathname.slice(1)).toBe(postgres['POSTGRES_DB'] ?? postgres['POSTGRES_USER']);
  });

  it('hands the api only variables parseConfig reads, with values it accepts', () => {
    expect(readByParseConfig('TAVOLO_NOT_A_SETTING')).toBe(false); // the probe can say no
    const environment = { ...dockerfileEnv, ...environmentOf('api') };
    for (const name of Object.keys(environment)) {
      expect(readByParseConfig(name), `${name} is not read by parseConfig`).toBe(true);
    }
    const config = parseConfig(environment);
    expect(config.database.driver).toBe('postgres');
    expect(config.http.trustProxy).toBe(true); // behind Caddy
    expect(['127.0.0.1', 'localhost', '::1']).not.toContain(config.http.host);
  });

  it('agrees on the api port across compose, the Caddyfile and the Dockerfile', () => {
    const port = parseConfig({ ...dockerfileEnv, ...environmentOf('api') }).http.port;
    const upstreams = dynamicUpstreams();
    expect(upstreams.name).toBe('api');
    expect(upstreams.port).toBe(port);
    expect(ofOp(inStage(finalStage), 'EXPOSE').map((i) => Number(i.args.split('/')[0]))).toEqual([
      port,
    ]);
    expect(Number(dockerfileEnv['PORT'])).toBe(port);
    for (const exposed of service('api').expose ?? []) expect(Number(exposed)).toBe(port);
  });

  it('publishes the port the Caddyfile listens on and mounts that Caddyfile', () => {
    const proxy = service('proxy');
    const listen = /^\s*(?:[\w.-]*):(\d+)\s*\{/m.exec(caddyfile)?.[1];
    expect(listen).toBeDefined();
    expect((proxy.ports ?? []).map((p) => p.split(':').at(-1))).toContain(listen);
    const mount = (proxy.volumes ?? []).find((v) => v.split(':')[1] === '/etc/caddy/Caddyfile');
    expect(mount).toBeDefined();
    expect(path.resolve(infraDir, mount?.split(':')[0] ?? '')).toBe(
      path.join(infraDir, 'Caddyfile'),
    );
  });
});
