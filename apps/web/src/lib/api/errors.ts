/** A refusal in the reader's language: our own words for the codes we know, else the server's. */
import type { TavoloApiError } from '@tavolo/sdk/client';
import type { Translate } from '../games/contract.ts';
import { hasMessage } from '../i18n/index.ts';

export function describeError(error: TavoloApiError, t: Translate, engine?: string): string {
  const values = { message: error.message };
  // A game's own refusal codes may have words in its messages: "<engine>.error.<CODE>".
  const gameKey = engine === undefined ? undefined : `${engine}.error.${error.code}`;
  if (gameKey !== undefined && hasMessage(gameKey)) return t(gameKey, values);
  const key = `error.${error.code}`;
  if (hasMessage(key)) return t(key, values);
  return t('error.generic', values);
}
