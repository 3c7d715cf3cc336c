import { asView } from './model.ts';

/**
 * Each seat's fortune as the engine states it in the view (`fortunes`: lots + cash −
 * certificates, both colours summed in the 2-player game). With hidden money another player's
 * fortune is 'hidden' while their cash is: then there is no point to chart at this step.
 */
export function scores(view: unknown): readonly number[] | null {
  const v = asView(view);
  if (v === null) return null;
  const known = v.fortunes.filter((fortune) => typeof fortune === 'number');
  return known.length === v.fortunes.length ? known : null;
}
