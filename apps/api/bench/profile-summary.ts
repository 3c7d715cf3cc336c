/**
 * Summarises a V8 CPU profile (`node --cpu-prof`) by package: the self time of every sampled
 * function, added up per npm package (from its node_modules path), per workspace folder, per
 * Node internal module, and V8's own buckets (GC, program, idle). Prints one line of JSON.
 *
 *   node bench/profile-summary.ts <file.cpuprofile> [top=25] [package]
 *
 * With a package (e.g. drizzle-orm), also that package's functions by self time and its entry
 * points (the outermost frame of the package on each sampled stack: which of its calls the time
 * was spent under, e.g. a query builder's `then` for queries built on every call).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly children?: readonly number[];
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

/** The bucket a function's source belongs to. */
export function packageOf(url: string, functionName: string): string {
  // V8's own buckets are named "(garbage collector)", "(idle)"…; natives get parentheses too.
  if (url === '') {
    if (functionName === '') return '(native)';
    return functionName.startsWith('(') ? functionName : `(${functionName})`;
  }
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pnpm?.[1] !== undefined) return pnpm[1];
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (plain?.[1] !== undefined) return plain[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const workspace = /\/(apps\/[^/]+\/(?:src|bench|test)|packages\/[^/]+)\//.exec(url);
  if (workspace?.[1] !== undefined) return workspace[1];
  return url;
}

export function summarise(profile: CpuProfile, top: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    if (node === undefined) return;
    const bucket = packageOf(node.callFrame.url, node.callFrame.functionName);
    selfUs.set(bucket, (selfUs.get(bucket) ?? 0) + delta);
  });
  const idle = selfUs.get('(idle)') ?? 0;
  const busy = [...selfUs.values()].reduce((sum, us) => sum + us, 0) - idle;
  const rows = [...selfUs.entries()]
    .filter(([bucket]) => bucket !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([bucket, us]) => ({
      package: bucket,
      selfMs: Math.round(us / 1000),
      percentOfBusy: Number(((100 * us) / busy).toFixed(1)),
    }));
  return {
    wallSeconds: Number(((profile.endTime - profile.startTime) / 1e6).toFixed(1)),
    busySeconds: Number((busy / 1e6).toFixed(1)),
    idleSeconds: Number((idle / 1e6).toFixed(1)),
    top: rows,
  };
}

const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${String(node.callFrame.lineNumber + 1)}`;

/** `bucket`'s functions by self time, and the outermost frame of it on each sampled stack. */
export function within(profile: CpuProfile, bucket: string, top: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inBucket = (node: ProfileNode) =>
    packageOf(node.callFrame.url, node.callFrame.functionName) === bucket;
  const selfUs = new Map<string, number>();
  const entryUs = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (node === undefined || !inBucket(node)) return;
    const delta = profile.timeDeltas[index] ?? 0;
    selfUs.set(frameName(node), (selfUs.get(frameName(node)) ?? 0) + delta);
    let outermost = node;
    for (let up = byId.get(parent.get(node.id) ?? -1); up !== undefined && inBucket(up);) {
      outermost = up;
      up = byId.get(parent.get(up.id) ?? -1);
    }
    entryUs.set(frameName(outermost), (entryUs.get(frameName(outermost)) ?? 0) + delta);
  });
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ function: name, selfMs: Math.round(us / 1000) }));
  return { package: bucket, functions: ranked(selfUs), entries: ranked(entryUs) };
}

const [file, topArgument, bucket] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const top = Number(topArgument ?? '25');
console.log(JSON.stringify(summarise(profile, top)));
if (bucket !== undefined) console.log(JSON.stringify(within(profile, bucket, top)));
