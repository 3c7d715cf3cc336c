/** A game's timeout policy in words, for the lobby and the waiting room (issue 17 item 5). */
import type { GameSummary } from '@tavolo/sdk/client';
import type { Translate } from './contract.ts';

/** What happens when a player runs out of time; nothing without a time control. */
export function timeoutPolicyText(
  game: Pick<GameSummary, 'timeControl' | 'timeoutPolicy'>,
  t: Translate,
): string | undefined {
  if (game.timeControl.kind === 'none') return undefined;
  const policy = game.timeoutPolicy;
  return policy.kind === 'bot_takes_seat'
    ? t('timeout.policy.summary.bot_takes_seat', { count: policy.afterTimeouts })
    : t(`timeout.policy.summary.${policy.kind}`);
}
