/**
 * The buttons the table offers: one per command the server lists as legal, in its order, each
 * carrying that very command object. Bon Appétit! has no decisions (RULES §3.6): the only command
 * is "reveal", and a hunt is several of them, one per card. The label only explains what the
 * reveal means now; it never filters, adds or rewrites a command.
 */
import type { Translate } from '../contract.ts';
import { isRecord } from '../json.ts';
import type { BonAppetitView } from './model.ts';

export interface Choice {
  /** An element of legalCommands, passed on unchanged. */
  readonly command: unknown;
  readonly label: string;
}

function revealLabel(view: BonAppetitView | null, t: Translate): string {
  const phase = view?.phase;
  if (phase?.kind === 'hunt') {
    // The number of this reveal within the hunt: 1 for the first card, up to the paws.
    const nth = phase.paws - phase.revealsLeft + 1;
    return t('bon-appetit.choice.hunt', { nth, paws: phase.paws });
  }
  // After taking the common pile, the taker's reveal starts a new one (RULES §3.4.3).
  if (view !== null && view.common.length === 0) return t('bon-appetit.choice.open');
  return t('bon-appetit.choice.reveal');
}

export function choicesFor(
  view: BonAppetitView | null,
  legalCommands: readonly unknown[],
  t: Translate,
): Choice[] {
  return legalCommands.map((command) => {
    const type = isRecord(command) ? command['type'] : undefined;
    const label =
      type === 'reveal'
        ? revealLabel(view, t)
        : // A command this table does not know (a newer engine): still offered, named by its type.
          t('bon-appetit.choice.other', { type: typeof type === 'string' ? type : '?' });
    return { command, label };
  });
}
