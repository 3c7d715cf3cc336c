/**
 * Forgeries for testing the auditor: one small change anywhere in an export, optionally with every
 * hash recomputed afterwards, as a forger who controls the whole file would do.
 */
import { isRecord } from '@tavolo/engine';
import type { JsonValue } from '@tavolo/engine';
import { genesisHash, linkHash, toLogEntry } from '../audit/chain.ts';
import type { GameExport } from '../audit/export-format.ts';
import type { JsonPath } from '../audit/problem.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';

/** The paths of every leaf (a primitive, or an empty array or object) of a JSON value. */
export function leafPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value) && value.length > 0) {
    return value.flatMap((item: unknown, i) => leafPaths(item, [...prefix, i]));
  }
  if (isRecord(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A different value for a leaf; `salt` picks which character of a string changes, and to what. */
export function changedLeaf(leaf: unknown, salt: number): JsonValue {
  if (typeof leaf === 'string') return changedString(leaf, salt, ALPHABET);
  if (typeof leaf === 'number') return salt % 2 === 0 ? leaf + 1 : leaf - 1;
  if (typeof leaf === 'boolean') return !leaf;
  if (Array.isArray(leaf)) return [0];
  if (isRecord(leaf)) return { tampered: true };
  return 0;
}

/** One character changed to another of `alphabet` (a hash stays hex when given the hex digits). */
export function changedString(text: string, salt: number, alphabet = HEX): string {
  if (text.length === 0) return alphabet.charAt(salt % alphabet.length);
  const at = salt % text.length;
  const old = text.charAt(at);
  const pool = Array.from(alphabet).filter((c) => c !== old);
  const replacement = pool[Math.floor(salt / text.length) % pool.length] ?? 'x';
  return `${text.slice(0, at)}${replacement}${text.slice(at + 1)}`;
}

/** A deep copy of `root` with the value at `path` replaced. */
export function withValueAt(root: unknown, path: JsonPath, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(root) && typeof step === 'number') {
    return root.map((item: unknown, i) => (i === step ? withValueAt(item, rest, value) : item));
  }
  if (isRecord(root) && typeof step === 'string') {
    return { ...root, [step]: withValueAt(root[step], rest, value) };
  }
  throw new RangeError(`no ${String(step)} in ${JSON.stringify(root)}`);
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isRecord(current) && typeof step === 'string') current = current[step];
    else throw new RangeError(`no ${String(step)} in the document`);
  }
  return current;
}

/** The export with its genesis and every link hash recomputed over whatever it now holds. */
export function rechain(document: GameExport): GameExport {
  const genesis = genesisHash(document.header);
  let previous = genesis;
  const log = document.log.map((entry) => {
    previous = linkHash(previous, toLogEntry(entry));
    return { ...entry, hash: previous };
  });
  return { ...document, genesisHash: genesis, log };
}
