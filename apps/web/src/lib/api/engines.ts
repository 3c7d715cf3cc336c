/** The games the server plays (GET /api/v1/engines), read once per page load. */
import type { components } from '@tavolo/sdk/client';
import type { Translate } from '../games/contract.ts';
import { hasMessage } from '../i18n/index.ts';
import { api, unwrap } from './client.ts';

export type Engine = components['schemas']['Engine'];

let engines: Promise<Engine[]> | undefined;

export function loadEngines(): Promise<Engine[]> {
  engines ??= unwrap(api().GET('/api/v1/engines')).then(
    (body) => body.engines,
    (error: unknown) => {
      engines = undefined; // try again next time
      throw error;
    },
  );
  return engines;
}

/** A game's name: the game's own message "<engine>.title" when it has one, else the server's. */
export function engineTitle(engineId: string, fallback: string | undefined, t: Translate): string {
  const key = `${engineId}.title`;
  return hasMessage(key) ? t(key) : (fallback ?? engineId);
}

/** The server's names of its games by engine id, for pages that name games without their tables. */
export function titlesOf(list: readonly Engine[]): Readonly<Record<string, string>> {
  return Object.fromEntries(list.map((engine) => [engine.id, engine.title]));
}
