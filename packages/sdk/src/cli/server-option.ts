/** `--server` / TAVOLO_SERVER, shared by the commands that talk to a Tavolo server. */
import { err, ok } from '@tavolo/engine';
import type { Result } from '@tavolo/engine';

export const DEFAULT_SERVER = 'http://127.0.0.1:3000';

export const SERVER_HELP = `  --server <url>     the Tavolo server (else TAVOLO_SERVER, else ${DEFAULT_SERVER})`;

/** The server's origin from the flag, the environment or the default; a usage error if bad. */
export function serverFrom(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Result<string, string> {
  const fromEnv = env['TAVOLO_SERVER'];
  const text = flag ?? (fromEnv === undefined || fromEnv === '' ? DEFAULT_SERVER : fromEnv);
  const source = flag === undefined ? 'TAVOLO_SERVER' : '--server';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(`${source} ${JSON.stringify(text)} is not a URL (e.g. ${DEFAULT_SERVER})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return err(`${source} must be an http:// or https:// URL, not ${JSON.stringify(text)}`);
  }
  // The client's paths carry /api/v1 themselves; a path given here would be doubled.
  return ok(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
}

/** The message of the TypeError that `parseArgs` throws for an unknown option or missing value. */
export function parseArgsMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
