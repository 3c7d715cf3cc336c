/** `tavolo webhook verify`, spawned as a receiver would run it: a valid and a tampered message. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from '../webhooks/verify.ts';

const launcher = fileURLToPath(new URL('../../bin/tavolo.js', import.meta.url));

function run(args: readonly string[], input: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [launcher, 'webhook', 'verify', ...args],
      { env: { PATH: process.env['PATH'], ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
    child.stdin?.end(input);
  });
}

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const body = JSON.stringify({ type: 'test', timestamp: new Date().toISOString(), data: {} });
const id = 'msg_0123456789abcdef0123456789abcdef';
const at = new Date();
const signature = new Webhook(secret).sign(id, at, body);
const headerArgs = [
  '--id',
  id,
  '--timestamp',
  String(Math.floor(at.getTime() / 1000)),
  '--signature',
  signature,
];

describe('tavolo webhook verify', () => {
  it('exits 0 for a message signed with the secret (flag or environment)', async () => {
    const byFlag = await run(['--secret', secret, ...headerArgs], body);
    expect(byFlag).toMatchObject({ code: 0 });
    expect(byFlag.stdout).toMatch(/^valid: webhook msg_/);
    const byEnv = await run(headerArgs, body, { TAVOLO_WEBHOOK_SECRET: secret });
    expect(byEnv.code).toBe(0);
  });

  it('exits 1 with the reason for a tampered body or another secret', async () => {
    const tampered = await run(['--secret', secret, ...headerArgs], body.replace('test', 'tesT'));
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/NOT valid/);
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    expect((await run(['--secret', other, ...headerArgs], body)).code).toBe(1);
  });

  it('exits 2 when the headers are missing', async () => {
    const missing = await run(['--secret', secret], body);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--id, --timestamp and --signature/);
  });

  it('verifyWebhook says why, and refuses an old timestamp', () => {
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    };
    expect(verifyWebhook(secret, headers, body)).toMatchObject({ ok: true });
    const old = new Date(at.getTime() - 10 * 60_000);
    const replayed = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, old, body),
    };
    expect(verifyWebhook(secret, replayed, body)).toMatchObject({ ok: false });
    expect(verifyWebhook('not-a-secret!', headers, body)).toMatchObject({ ok: false });
  });
});
