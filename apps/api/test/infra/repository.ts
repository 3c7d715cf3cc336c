/** The repository as infra/ sees it: its files, and the workspace packages and their manifests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const infraDir = path.join(repoRoot, 'infra');
export const readRepoFile = (relative: string) =>
  readFileSync(path.join(repoRoot, relative), 'utf8');
export const existsInRepo = (relative: string) => existsSync(path.join(repoRoot, relative));
export const API_DIR = 'apps/api';
export const WEB_DIR = 'apps/web';

const manifestSchema = z.looseObject({
  name: z.string().optional(),
  packageManager: z.string().optional(),
  engines: z.record(z.string(), z.string()).optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});
export const readManifest = (dir: string) =>
  manifestSchema.parse(JSON.parse(readRepoFile(path.posix.join(dir, 'package.json'))));
export const rootManifest = readManifest('.');

/** Workspace package name → its directory, from pnpm-workspace.yaml's globs. */
export function workspacePackages(): Map<string, string> {
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

/** Which of a manifest's dependency lists count: at run time, or to build as well. */
export type DependencyLists = readonly ('dependencies' | 'devDependencies')[];

/**
 * Directories of the workspace packages `dir` depends on through `lists` (its own; theirs at run
 * time), recursively.
 */
export function workspaceDependencies(
  dir: string,
  lists: DependencyLists = ['dependencies'],
  byName = workspacePackages(),
): Set<string> {
  const found = new Set<string>();
  const visit = (current: string, own: DependencyLists) => {
    const manifest = readManifest(current);
    const specs = own.flatMap((list) => Object.entries(manifest[list] ?? {}));
    for (const [name, spec] of specs) {
      if (!spec.startsWith('workspace:')) continue;
      const target = byName.get(name) ?? `(${name} is not in the workspace)`;
      if (!found.has(target)) {
        found.add(target);
        visit(target, ['dependencies']);
      }
    }
  };
  visit(dir, lists);
  return found;
}

/** The patch files of pnpm-workspace.yaml's patchedDependencies: inputs of every install. */
export function patchFiles(): string[] {
  const { patchedDependencies } = z
    .looseObject({ patchedDependencies: z.record(z.string(), z.string()).optional() })
    .parse(parse(readRepoFile('pnpm-workspace.yaml')));
  return Object.values(patchedDependencies ?? {});
}
