import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeLock(dir: string, content: object | string): void {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  writeFileSync(path.join(dir, LOCK_FILE_NAME), text);
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('data directory lock', () => {
  it('is exclusive until released, and released only by its owner', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(expect.objectContaining({ code: 'DATA_DIR_LOCKED' }));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    const again = lockDataDir(dir);
    lock.release(); // a stale handle does not remove the new owner's lock
    expect(existsSync(again.file)).toBe(true);
    again.release();
  });

  it('takes over a lock whose process is gone, or that is unreadable', () => {
    const dir = dataDir();
    const since = new Date().toISOString();
    writeLock(dir, { pid: deadPid(), hostname: os.hostname(), since, token: 't' });
    lockDataDir(dir).release();
    writeLock(dir, '{"pid":');
    lockDataDir(dir).release();
  });

  it("respects another host's lock (its pid means nothing here)", () => {
    const dir = dataDir();
    const since = new Date().toISOString();
    writeLock(dir, { pid: deadPid(), hostname: `${os.hostname()}-other`, since, token: 't' });
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });
});
