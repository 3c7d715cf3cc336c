/**
 * A LISTEN on Postgres that comes back quickly after an outage. postgres.js' own `sql.listen`
 * re-LISTENs after a dropped connection, but with its pool backoff (growing to 20 s) and without
 * telling anyone the connection was gone — the issue measured live updates 12.9 s late after
 * Postgres returned, and nothing could say the feed was down. So the LISTEN has a client of its
 * own (one connection, never idle-closed), and this module notices the close, reports it, and
 * tries again with a short capped backoff until the LISTEN is back.
 */
import postgres from 'postgres';
import type { PostgresTimeouts } from '../config.ts';
import { checkChannelName } from './database.ts';
import type { ListenOptions, StopListening } from './database.ts';

/** First pause before LISTENing again, doubled after each failure up to the configured cap. */
const FIRST_RETRY_MS = 50;

export async function postgresListen(
  url: string,
  timeouts: PostgresTimeouts,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<StopListening> {
  checkChannelName(channel);
  const state = { stopped: false, listening: false, retrying: false };
  const clientOptions = {
    max: 1,
    connect_timeout: timeouts.connectTimeoutMs / 1000,
    // Our retry loop paces the attempts; postgres.js must not add its own wait to each.
    backoff: () => 0,
    idle_timeout: 0,
    max_lifetime: 0,
    fetch_types: false,
    onnotice: () => undefined,
    // postgres.js' own sql.listen is built on this option (not in its typings, but supported).
    onnotify: (from: string, payload: string) => {
      if (from === channel && !state.stopped) onPayload(payload);
    },
    onclose: () => {
      if (state.stopped || !state.listening) return;
      state.listening = false;
      options.onDisconnect?.();
      void listenAgain();
    },
  };
  const sql = postgres(url, clientOptions);
  const listen = () => sql.unsafe(`listen ${channel}`);

  async function listenAgain(): Promise<void> {
    if (state.retrying) return;
    state.retrying = true;
    let delayMs = FIRST_RETRY_MS;
    // Read through a function: stop() may have run during the pause.
    const stopped = () => state.stopped;
    while (!stopped()) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (stopped()) break;
      try {
        await listen();
        state.listening = true;
        break;
      } catch {
        delayMs = Math.min(delayMs * 2, timeouts.reconnectMaxDelayMs);
      }
    }
    state.retrying = false;
    if (state.listening && !state.stopped) options.onReconnect?.();
  }

  try {
    await listen();
    state.listening = true;
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw error;
  }
  return async () => {
    state.stopped = true;
    await sql.end({ timeout: 1 });
  };
}
