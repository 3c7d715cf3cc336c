/**
 * infra/Dockerfile's API side checked against the repository: base image, pnpm version, COPY
 * sources, manifests before the install, files in the final image, and its HEALTHCHECK run as a
 * process. The web client's stage is checked in dockerfile-web.test.ts.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations.ts';
import {
  apiInstall,
  before,
  copiesOf,
  dockerfile,
  dockerfileEnv,
  finalStage,
  finalWorkdir,
  inStage,
  ofOp,
  origin,
  workdirs,
} from './dockerfile.ts';
import {
  API_DIR,
  patchFiles,
  existsInRepo,
  infraDir,
  readRepoFile,
  repoRoot,
  rootManifest,
  workspaceDependencies,
} from './repository.ts';

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
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install[1]).toBe(wanted);
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
    expect(apiInstall).toBeDefined();
    const copies = copiesOf(before(apiInstall));
    for (const copy of copies) {
      expect(path.posix.basename(copy.source), `COPY ${copy.source} before the install`).toMatch(
        /^(package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|\.npmrc|patches)$/,
      );
    }
    const dependencies = [...workspaceDependencies(API_DIR)];
    expect(dependencies).toContain('packages/engine');
    const workdir = workdirs(before(apiInstall)).at(-1) ?? '/';
    const needed = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      ...patchFiles(),
    ].concat([API_DIR, ...dependencies].map((dir) => `${dir}/package.json`));
    for (const manifest of needed) {
      expect(origin(copies, path.posix.join(workdir, manifest))?.path, manifest).toBe(manifest);
    }
    const command = apiInstall?.args ?? '';
    expect(command).toMatch(/--frozen-lockfile\b/);
    expect(command).toMatch(/--prod\b/);
    expect(command).toMatch(/--filter[= ]@tavolo\/api\.\.\.(\s|$)/);
  });

  it("puts the api's and its workspace dependencies' sources and node_modules in the final image", () => {
    const copies = copiesOf(inStage(finalStage));
    const installWorkdir = workdirs(inStage(apiInstall?.stage ?? '')).at(-1) ?? '/';
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
      expect(modules?.from, `${dir}/node_modules`).toBe(apiInstall?.stage);
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
