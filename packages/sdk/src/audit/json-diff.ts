/** Where two JSON values first differ, so an audit can point inside an event, not just at it. */
import { isRecord } from '@tavolo/engine';
import type { JsonPath } from './problem.ts';
import { preview } from './problem.ts';

/**
 * The path (relative to the values) of the first difference in document order — array positions
 * in order, object keys sorted — or undefined when the values are equal as JSON.
 */
export function firstDifference(expected: unknown, found: unknown): JsonPath | undefined {
  if (Array.isArray(expected) && Array.isArray(found)) return firstArrayDifference(expected, found);
  if (isRecord(expected) && isRecord(found)) return firstRecordDifference(expected, found);
  return expected === found ? undefined : [];
}

function firstArrayDifference(
  expected: readonly unknown[],
  found: readonly unknown[],
): JsonPath | undefined {
  const length = Math.max(expected.length, found.length);
  for (let i = 0; i < length; i += 1) {
    if (i >= expected.length || i >= found.length) return [i];
    const inner = firstDifference(expected[i], found[i]);
    if (inner !== undefined) return [i, ...inner];
  }
  return undefined;
}

function firstRecordDifference(
  expected: Readonly<Record<string, unknown>>,
  found: Readonly<Record<string, unknown>>,
): JsonPath | undefined {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  for (const key of keys) {
    if (!Object.hasOwn(expected, key) || !Object.hasOwn(found, key)) return [key];
    const inner = firstDifference(expected[key], found[key]);
    if (inner !== undefined) return [key, ...inner];
  }
  return undefined;
}

/** The value at `path` inside `value`, shortened for a message, or `nothing` when absent. */
export function previewAt(value: unknown, path: JsonPath): string {
  let current: unknown = value;
  for (const step of path) {
    if (typeof step === 'number' && Array.isArray(current) && step < current.length) {
      current = current[step];
    } else if (typeof step === 'string' && isRecord(current) && Object.hasOwn(current, step)) {
      current = current[step];
    } else {
      return 'nothing';
    }
  }
  return preview(current);
}

/** JSON as it would travel: drops undefined properties so engine output compares like file data. */
export function asTransmitted(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * The first place (in document order) nested deeper than `maxDepth`, found without recursion, so
 * that a hostile file cannot exhaust the stack of the checks that do recurse.
 */
export function firstTooDeep(value: unknown, maxDepth: number): JsonPath | undefined {
  const stack: { readonly value: unknown; readonly path: JsonPath }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.path.length > maxDepth) return next.path;
    const children: [string | number, unknown][] = Array.isArray(next.value)
      ? next.value.map((item: unknown, i) => [i, item])
      : isRecord(next.value)
        ? Object.entries(next.value)
        : [];
    for (const [step, child] of children.reverse()) {
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, path: [...next.path, step] });
    }
  }
  return undefined;
}
