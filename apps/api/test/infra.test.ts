/**
 * infra/ checked against the repository, without Docker and without a database: the compose file's
 * topology (Postgres, API replicas, Caddy), the environment it hands the API (through the real
 * parseConfig), the ports the Caddyfile, compose and the Dockerfile agree on, and the Dockerfile's
 * base image, pnpm version, COPY sources, manifests before the install, files in the final image,
 * and its HEALTHCHECK run as a process.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseConfig } from '../src/config.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrations.ts';
import { isServiceError } from '../src/errors.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const infraDir = path.join(repoRoot, 'infra');
const readRepoFile = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
const existsInRepo = (relative: string) => existsSync(path.join(repoRoot, relative));
const API_DIR = 'apps/api';

// ---------------------------------------------------------------- the workspace

const manifestSchema = z.looseObject({
  name: z.string().optional(),
  packageManager: z.string().optional(),
  engines: z.record(z.string(), z.string()).optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
});
const readManifest = (dir: string) =>
  manifestSchema.parse(JSON.parse(readRepoFile(path.posix.join(dir, 'package.json'))));
const rootManifest = readManifest('.');

/** Workspace package name → its directory, from pnpm-workspace.yaml's globs. */
function workspacePackages(): Map<string, string> {
  const { packages } = z
    .looseObject({ packages: z.array(z.string()) })
    .parse(parse(readRepoFile('pnpm-workspace.yaml')));
  const dirs = packages.flatMap((glob) => {
    const parent = glob.slice(0, -2);
    if (!glob.endsWith('/*')) return [glob];
    return existsInRepo(parent)
      ? readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`)
      : [];
  });
  const named = dirs.filter((dir) => existsInRepo(`${dir}/package.json`));
  return new Map(named.map((dir) => [readManifest(dir).name ?? dir, dir]));
}

/** Directories of the workspace packages `dir` depends on at run time, recursively. */
function workspaceDependencies(dir: string, byName = workspacePackages()): Set<string> {
  const found = new Set<string>();
  const visit = (current: string) => {
    for (const [name, spec] of Object.entries(readManifest(current).dependencies ?? {})) {
      if (!spec.startsWith('workspace:')) continue;
      const target = byName.get(name) ?? `(${name} is not in the workspace)`;
      if (!found.has(target)) {
        found.add(target);
        visit(target);
      }
    }
  };
  visit(dir);
  return found;
}

// ---------------------------------------------------------------- the Dockerfile

interface Instruction {
  readonly op: string;
  readonly args: string;
  /** The build stage (FROM … AS name) the instruction belongs to. */
  readonly stage: string;
}

function parseDockerfile(text: string): Instruction[] {
  const logical = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const instructions: Instruction[] = [];
  let stage = '';
  for (const line of logical.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s+(.*\S)\s*$/.exec(line);
    if (match?.[1] === undefined || match[2] === undefined) continue;
    const op = match[1].toUpperCase();
    const args = match[2];
    if (op === 'FROM') stage = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(instructions.length);
    instructions.push({ op, args, stage });
  }
  return instructions;
}

function parseCopy(args: string): { from?: string | undefined; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const rest = words.filter((word) => !word.startsWith('--'));
  const paths = rest[0]?.startsWith('[')
    ? z.array(z.string()).parse(JSON.parse(rest.join(' ')))
    : rest;
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** ENV KEY=value … (unquoted values; the legacy `ENV KEY value` form is not used). */
const parseEnv = (args: string) =>
  args.split(/\s+/).map((pair): [string, string] => {
    const [key = '', ...value] = pair.split('=');
    return [key, value.join('=')];
  });

const dockerfileText = readFileSync(path.join(infraDir, 'Dockerfile'), 'utf8');
const dockerfile = parseDockerfile(dockerfileText);
const finalStage = dockerfile.at(-1)?.stage ?? '';
const inStage = (stage: string) => dockerfile.filter((i) => i.stage === stage);
const ofOp = (list: readonly Instruction[], op: string) => list.filter((i) => i.op === op);

/** The WORKDIR in force at each instruction of `list` (absolute in the image). */
function workdirs(list: readonly Instruction[]): string[] {
  let workdir = '/';
  return list.map((instruction) => {
    if (instruction.op === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
    return workdir;
  });
}

/** Each COPY of `list` with its destination made absolute; a file copied into a dir/ gets its name. */
function copiesOf(list: readonly Instruction[]) {
  const dirs = workdirs(list);
  return list.flatMap((instruction, index) => {
    if (instruction.op !== 'COPY') return [];
    const copy = parseCopy(instruction.args);
    const destDir = path.posix.resolve(dirs[index] ?? '/', copy.dest);
    return copy.sources.map((source) => ({
      from: copy.from,
      source,
      dest:
        copy.dest.endsWith('/') || copy.sources.length > 1
          ? path.posix.join(destDir, path.posix.basename(source))
          : destDir,
    }));
  });
}

/** Where `imagePath` comes from: the copied path (repo-relative, or in stage `from`), if copied. */
function origin(copies: ReturnType<typeof copiesOf>, imagePath: string) {
  for (const copy of copies.toReversed()) {
    if (imagePath === copy.dest || imagePath.startsWith(`${copy.dest}/`)) {
      return {
        from: copy.from,
        path: path.posix.join(copy.source, imagePath.slice(copy.dest.length)),
      };
    }
  }
  return undefined;
}

const installStage = dockerfile.find((i) => i.op === 'RUN' && /\bpnpm install\b/.test(i.args));
const finalWorkdir = workdirs(inStage(finalStage)).at(-1) ?? '/';
const dockerfileEnv = Object.fromEntries(
  ofOp(inStage(finalStage), 'ENV').flatMap((i) => parseEnv(i.args)),
);

// ---------------------------------------------------------------- compose and the Caddyfile

/** The map form only (KEY: value), which compose.yaml uses. */
const environmentSchema = z.record(z.string(), z.union([z.string(), z.number()])).optional();
const serviceSchema = z.looseObject({
  image: z.string().optional(),
  build: z.looseObject({ context: z.string(), dockerfile: z.string() }).optional(),
  environment: environmentSchema,
  depends_on: z.record(z.string(), z.looseObject({ condition: z.string() })).optional(),
  deploy: z.looseObject({ replicas: z.number().int().optional() }).optional(),
  ports: z.array(z.string()).optional(),
  expose: z.array(z.union([z.string(), z.number()])).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.looseObject({ test: z.array(z.string()) }).optional(),
  container_name: z.string().optional(),
});
const composeText = readFileSync(path.join(infraDir, 'compose.yaml'), 'utf8');
const compose = z
  .looseObject({
    services: z.record(z.string(), serviceSchema),
    volumes: z.record(z.string(), z.unknown()).optional(),
  })
  .parse(parse(composeText));

/** Compose interpolation with the variables unset: every ${VAR} needs a :-default. */
function interpolate(value: string): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?-)([^}]*))?\}|\$(\w+)/g,
    (match, _name, operator: string | undefined, fallback: string | undefined) => {
      if (match === '$$') return '$';
      if (operator === undefined) throw new Error(`${match} has no default in compose.yaml`);
      return fallback ?? '';
    },
  );
}

function environmentOf(name: string): Record<string, string> {
  const environment = Object.entries(compose.services[name]?.environment ?? {});
  return Object.fromEntries(environment.map(([key, value]) => [key, interpolate(String(value))]));
}

const service = (name: string) => compose.services[name] ?? serviceSchema.parse({});

const caddyfile = readFileSync(path.join(infraDir, 'Caddyfile'), 'utf8').replace(
  /(^|\s)#.*$/gm,
  '$1',
);

/** The `dynamic a` upstreams: short form `dynamic a name port` or a block with name/port lines. */
function dynamicUpstreams(): { name: string; port: number } {
  const match = /\bdynamic\s+a\b([^{\n]*)(\{[^}]*\})?/.exec(caddyfile);
  if (match === null) throw new Error('the Caddyfile has no `dynamic a` upstreams');
  const inline = (match[1] ?? '').trim().split(/\s+/);
  const block = match[2] ?? '';
  const name = /\bname\s+(\S+)/.exec(block)?.[1] ?? inline[0];
  const port = /\bport\s+(\d+)/.exec(block)?.[1] ?? inline[1];
  return { name: name ?? '', port: Number(port) };
}

/** Is `name` a variable parseConfig reads? A marker value either changes its result or is refused naming it. */
function readByParseConfig(name: string): boolean {
  const unset = JSON.stringify(parseConfig({}));
  try {
    return JSON.stringify(parseConfig({ [name]: 'infra-test-marker' })) !== unset;
  } catch (error) {
    return isServiceError(error, 'INVALID_CONFIG') && error.message.includes(name);
  }
}

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
    expect(composeText).toMatch(/^\s*#\s*web:/m); // the placeholder for issue 7
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

describe('infra/Dockerfile', () => {
  it('builds on Node 24 slim, the major of the root engines and .nvmrc', () => {
    const engineMajor = /(\d+)/.exec(rootManifest.engines?.['node'] ?? '')?.[1];
    expect(engineMajor).toBe('24');
    expect(readRepoFile('.nvmrc').trim()).toBe(engineMajor);
    const bases = ofOp(dockerfile, 'FROM').map((i) => i.args.split(/\s+/)[0] ?? '');
    expect(bases.length).toBeGreaterThanOrEqual(2); // multi-stage
    for (const base of bases)
      expect(base).toMatch(new RegExp(`^node:${engineMajor}-bookworm-slim$`));
  });

  it("installs the root packageManager's pnpm with npm, not corepack", () => {
    const wanted = /^pnpm@(.+)$/.exec(rootManifest.packageManager ?? '')?.[1];
    expect(wanted).toBeDefined();
    const installs = ofOp(dockerfile, 'RUN').flatMap((i) => [...i.args.matchAll(/\bpnpm@(\S+)/g)]);
    expect(installs.map((m) => m[1])).toEqual([wanted]);
    for (const run of ofOp(dockerfile, 'RUN')) expect(run.args).not.toMatch(/\bcorepack\b/);
  });

  it('copies only existing paths, none of them excluded by its .dockerignore', () => {
    const ignore = readFileSync(path.join(infraDir, 'Dockerfile.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const stages = new Set(ofOp(dockerfile, 'FROM').map((i) => i.stage));
    for (const copy of copiesOf(dockerfile)) {
      if (copy.from !== undefined) {
        expect(stages, `COPY --from=${copy.from}`).toContain(copy.from);
        continue;
      }
      expect(existsInRepo(copy.source), `COPY ${copy.source}`).toBe(true);
      const parts = path.posix.normalize(copy.source).split('/');
      const excluded = parts.some((_, index) => {
        const prefix = parts.slice(0, index + 1).join('/');
        const last = ignore.findLast((pattern) =>
          path.matchesGlob(prefix, pattern.replace(/^!/, '')),
        );
        return last !== undefined && !last.startsWith('!');
      });
      expect(excluded, `COPY ${copy.source} is excluded by Dockerfile.dockerignore`).toBe(false);
    }
  });

  it("copies every manifest the api's install needs, and only manifests, before installing", () => {
    expect(installStage).toBeDefined();
    const stage = inStage(installStage?.stage ?? '');
    const before = stage.slice(
      0,
      stage.findIndex((instruction) => instruction === installStage),
    );
    const copies = copiesOf(before);
    for (const copy of copies) {
      expect(path.posix.basename(copy.source), `COPY ${copy.source} before the install`).toMatch(
        /^(package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|\.npmrc)$/,
      );
    }
    const dependencies = [...workspaceDependencies(API_DIR)];
    expect(dependencies).toContain('packages/engine');
    const workdir = workdirs(before).at(-1) ?? '/';
    const needed = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'].concat(
      [API_DIR, ...dependencies].map((dir) => `${dir}/package.json`),
    );
    for (const manifest of needed) {
      expect(origin(copies, path.posix.join(workdir, manifest))?.path, manifest).toBe(manifest);
    }
    const command = installStage?.args ?? '';
    expect(command).toMatch(/--frozen-lockfile\b/);
    expect(command).toMatch(/--prod\b/);
    expect(command).toMatch(/--filter[= ]@tavolo\/api\.\.\.(\s|$)/);
  });

  it("puts the api's and its workspace dependencies' sources and node_modules in the final image", () => {
    const copies = copiesOf(inStage(finalStage));
    const installWorkdir = workdirs(inStage(installStage?.stage ?? '')).at(-1) ?? '/';
    const migrations = path.relative(repoRoot, MIGRATIONS_FOLDER).split(path.sep).join('/');
    for (const dir of [API_DIR, ...workspaceDependencies(API_DIR)]) {
      const files = [`${dir}/package.json`, `${dir}/src`];
      if (dir === API_DIR) files.push(migrations);
      for (const file of files) {
        expect(origin(copies, path.posix.join(finalWorkdir, file)), file).toEqual({
          from: undefined,
          path: file,
        });
      }
      const modules = origin(copies, path.posix.join(finalWorkdir, dir, 'node_modules'));
      expect(modules?.from, `${dir}/node_modules`).toBe(installStage?.stage);
      expect(modules?.path).toBe(path.posix.join(installWorkdir, dir, 'node_modules'));
    }
    const rootModules = origin(copies, path.posix.join(finalWorkdir, 'node_modules'));
    expect(rootModules?.path).toBe(path.posix.join(installWorkdir, 'node_modules'));
  });

  it('runs apps/api/src/main.ts as the node user on 0.0.0.0', () => {
    const final = inStage(finalStage);
    const cmd = ofOp(final, 'CMD').at(-1);
    const argv = z.array(z.string()).parse(JSON.parse(cmd?.args ?? 'null'));
    expect(argv).toEqual(['node', `${API_DIR}/src/main.ts`]);
    const script = argv[1] ?? '';
    expect(existsInRepo(script) && statSync(path.join(repoRoot, script)).isFile()).toBe(true);
    const copied = origin(copiesOf(final), path.posix.join(finalWorkdir, script));
    expect(copied).toEqual({ from: undefined, path: script });
    expect(ofOp(final, 'USER').at(-1)?.args).toBe('node');
    expect(dockerfileEnv['HOST']).toBe('0.0.0.0');
  });

  it('has a HEALTHCHECK that exits 0 only when GET /health on $PORT answers 2xx', async () => {
    const healthcheck = ofOp(inStage(finalStage), 'HEALTHCHECK').at(-1)?.args ?? '';
    const exec = /\bCMD\s+(\[.*\])$/.exec(healthcheck)?.[1];
    const argv = z
      .array(z.string())
      .min(1)
      .parse(JSON.parse(exec ?? 'null'));
    expect(argv[0]).toBe('node');
    const run = (port: number) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, argv.slice(1), {
          env: { PATH: process.env['PATH'], PORT: String(port) },
          stdio: 'ignore',
        });
        child.once('exit', resolve);
      });
    let status = 200;
    const server = http.createServer((request, response) => {
      response.writeHead(request.url === '/health' ? status : 404).end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await run(port)).toBe(0);
      status = 503;
      expect(await run(port)).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await run(port)).toBe(1); // nothing listening
  });
});
