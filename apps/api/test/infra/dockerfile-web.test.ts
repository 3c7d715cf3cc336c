/**
 * infra/Dockerfile's web stage: it installs what apps/web needs to build (manifests first), copies
 * the sources the build reads, runs the build, and the final image takes only the build — which
 * runs without node_modules because apps/web bundles every package it uses
 * (`pnpm --filter @tavolo/web check:standalone` proves that on a real build) — and names it in
 * TAVOLO_WEB_BUILD, which parseConfig reads.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import {
  before,
  copiesOf,
  dockerfile,
  dockerfileEnv,
  finalStage,
  finalWorkdir,
  inStage,
  installOf,
  origin,
  workdirs,
} from './dockerfile.ts';
import type { Instruction } from './dockerfile.ts';
import {
  patchFiles,
  readManifest,
  readRepoFile,
  WEB_DIR,
  workspaceDependencies,
} from './repository.ts';

const webInstall = installOf('@tavolo/web');
const webStage = inStage(webInstall?.stage ?? '');
const webWorkdir = (instruction: Instruction | undefined) =>
  workdirs(webStage).at(webStage.findIndex((i) => i === instruction)) ?? '/';
const build = webStage.find(
  (i) => i.op === 'RUN' && /\bpnpm --filter @tavolo\/web build\b/.test(i.args),
);
/** The directory the build writes (adapter-node's `out` in apps/web/vite.config.ts). */
const buildOut = /adapter\(\{\s*out:\s*'([^']+)'/.exec(
  readRepoFile(`${WEB_DIR}/vite.config.ts`),
)?.[1];
/** apps/web's own dependencies and devDependencies: all of them are needed to build it. */
const buildDependencies = [...workspaceDependencies(WEB_DIR, ['dependencies', 'devDependencies'])];

describe('infra/Dockerfile, web stage', () => {
  it('installs apps/web with its build tools from the lockfile, manifests only copied before', () => {
    expect(webInstall).toBeDefined();
    expect(webInstall?.stage).not.toBe(finalStage);
    const command = webInstall?.args ?? '';
    expect(command).toMatch(/--frozen-lockfile\b/);
    expect(command).not.toMatch(/--prod\b/); // the build needs the devDependencies
    const copies = copiesOf(before(webInstall));
    for (const copy of copies) {
      expect(path.posix.basename(copy.source), `COPY ${copy.source}`).toMatch(
        /^(package\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|\.npmrc|patches)$/,
      );
    }
    expect(buildDependencies).toEqual(expect.arrayContaining(['packages/sdk']));
    const workdir = webWorkdir(webInstall);
    const manifests = [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      ...patchFiles(),
    ].concat([WEB_DIR, ...buildDependencies].map((dir) => `${dir}/package.json`));
    for (const manifest of manifests) {
      expect(origin(copies, path.posix.join(workdir, manifest))?.path, manifest).toBe(manifest);
    }
  });

  it('copies what the build reads, then builds apps/web into the directory vite.config.ts names', () => {
    expect(build).toBeDefined();
    expect(buildOut).toBe('build');
    const copies = copiesOf(before(build));
    const workdir = webWorkdir(build);
    const extended = ['tsconfig.base.json']; // apps/web/tsconfig.json extends it
    expect(readRepoFile(`${WEB_DIR}/tsconfig.json`)).toContain('../../tsconfig.base.json');
    const sources = [...extended, ...buildDependencies.map((dir) => `${dir}/src`)].concat(
      ['src', 'static', 'vite.config.ts', 'tsconfig.json'].map((file) => `${WEB_DIR}/${file}`),
    );
    for (const file of sources) {
      expect(origin(copies, path.posix.join(workdir, file)), file).toEqual({
        from: undefined,
        path: file,
      });
    }
  });

  it('puts only the build in the final image, where TAVOLO_WEB_BUILD points', () => {
    const builtAt = path.posix.join(webWorkdir(build), WEB_DIR, buildOut ?? '');
    const configured = dockerfileEnv['TAVOLO_WEB_BUILD'] ?? '';
    const inImage = path.posix.resolve(finalWorkdir, configured);
    expect(origin(copiesOf(inStage(finalStage)), inImage)).toEqual({
      from: webInstall?.stage,
      path: builtAt,
    });
    // No node_modules of apps/web in the image: nothing is left for the build to import.
    const finalCopies = copiesOf(inStage(finalStage));
    expect(origin(finalCopies, path.posix.join(finalWorkdir, WEB_DIR, 'node_modules'))).toBe(
      undefined,
    );
    expect(readManifest(WEB_DIR).dependencies ?? {}).toEqual({});
    const config = parseConfig({ ...dockerfileEnv, DATABASE_URL: 'postgres://db/tavolo' });
    expect(config.web?.buildDir).toBe(path.resolve(configured));
  });

  it('is the only stage that builds the client, and the image serves it', () => {
    const builds = dockerfile.filter((i) => i.op === 'RUN' && /@tavolo\/web build\b/.test(i.args));
    expect(builds).toEqual([build]);
    expect(dockerfileEnv['TAVOLO_WEB_BUILD']).toBeDefined();
  });
});
