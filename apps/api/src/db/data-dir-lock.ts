/**
 * PGlite is single-process: two processes writing one data directory would corrupt it. A lock file
 * holding the owner's pid is created exclusively (O_EXCL); a second opener refuses with
 * DATA_DIR_LOCKED while that process lives, and takes over a lock left by a process that died.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ServiceError } from '../errors.ts';

export const LOCK_FILE_NAME = 'tavolo.lock';

const lockContentSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  since: z.string(),
  token: z.string(),
});
type LockContent = z.infer<typeof lockContentSchema>;

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed = lockContentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Unreadable or half-written: the writer died between create and write.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose owner is a live process on this host; another host's lock is always respected. */
function isHeld(owner: LockContent | undefined): owner is LockContent {
  if (owner === undefined) return false;
  return owner.hostname !== os.hostname() || isAlive(owner.pid);
}

function tryCreate(file: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(content));
  } finally {
    closeSync(fd);
  }
  return true;
}

function lockedError(dataDir: string, owner: LockContent): ServiceError {
  return new ServiceError(
    'DATA_DIR_LOCKED',
    `The data directory ${dataDir} is in use by process ${owner.pid} on ${owner.hostname} ` +
      `(since ${owner.since}). Stop that server first, or set TAVOLO_DATA_DIR to another ` +
      `directory, or DATABASE_URL to share a Postgres database between processes.`,
  );
}

/** Takes the lock of `dataDir` (which must exist) or throws DATA_DIR_LOCKED. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    since: new Date().toISOString(),
    token: crypto.randomUUID(),
  };
  if (!tryCreate(file, mine)) {
    const owner = readLock(file);
    if (isHeld(owner)) throw lockedError(dataDir, owner);
    // A stale lock (its process is gone): remove it and race for a fresh one.
    rmSync(file, { force: true });
    if (!tryCreate(file, mine)) {
      const winner = readLock(file);
      throw lockedError(dataDir, winner ?? mine);
    }
  }
  return {
    file,
    release() {
      if (readLock(file)?.token === mine.token) rmSync(file, { force: true });
    },
  };
}
