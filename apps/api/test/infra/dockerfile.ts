/** infra/Dockerfile read into instructions by stage, with the paths each COPY puts in the image. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { infraDir } from './repository.ts';

export interface Instruction {
  readonly op: string;
  readonly args: string;
  /** The build stage (FROM … AS name) the instruction belongs to. */
  readonly stage: string;
}

export function parseDockerfile(text: string): Instruction[] {
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

export function parseCopy(args: string): {
  from?: string | undefined;
  sources: string[];
  dest: string;
} {
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
export const parseEnv = (args: string) =>
  args.split(/\s+/).map((pair): [string, string] => {
    const [key = '', ...value] = pair.split('=');
    return [key, value.join('=')];
  });

export const dockerfileText = readFileSync(path.join(infraDir, 'Dockerfile'), 'utf8');
export const dockerfile = parseDockerfile(dockerfileText);
export const finalStage = dockerfile.at(-1)?.stage ?? '';
export const inStage = (stage: string) => dockerfile.filter((i) => i.stage === stage);
export const ofOp = (list: readonly Instruction[], op: string) => list.filter((i) => i.op === op);

/** The WORKDIR in force at each instruction of `list` (absolute in the image). */
export function workdirs(list: readonly Instruction[]): string[] {
  let workdir = '/';
  return list.map((instruction) => {
    if (instruction.op === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
    return workdir;
  });
}

/** Each COPY of `list` with its destination made absolute; a file copied into a dir/ gets its name. */
export function copiesOf(list: readonly Instruction[]) {
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
export function origin(copies: ReturnType<typeof copiesOf>, imagePath: string) {
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

/** The `pnpm install` that installs `pkg` and its workspace dependencies (`--filter <pkg>...`). */
export function installOf(pkg: string): Instruction | undefined {
  const filter = new RegExp(`--filter[= ]${pkg.replace('/', '\\/')}\\.\\.\\.(\\s|$)`);
  return dockerfile.find(
    (i) => i.op === 'RUN' && /\bpnpm install\b/.test(i.args) && filter.test(i.args),
  );
}

/** The instructions of `instruction`'s stage before it. */
export function before(instruction: Instruction | undefined): Instruction[] {
  const stage = inStage(instruction?.stage ?? '');
  return stage.slice(
    0,
    Math.max(
      0,
      stage.findIndex((i) => i === instruction),
    ),
  );
}

export const apiInstall = installOf('@tavolo/api');
export const finalWorkdir = workdirs(inStage(finalStage)).at(-1) ?? '/';
export const dockerfileEnv = Object.fromEntries(
  ofOp(inStage(finalStage), 'ENV').flatMap((i) => parseEnv(i.args)),
);
