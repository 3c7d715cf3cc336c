import { advanceChurn } from './churn.ts';
import type { Emitter } from './emitter.ts';
import { finalSellers, finishGame } from './end.ts';
import { slotsShowing } from './market.ts';
import { canSell } from './sales.ts';

/** The end of an action: the next turn (lifting its knife), or the final sales once triggered. */
function endTurn(em: Emitter): void {
  const { state } = em;
  if (state.endTrigger !== null) {
    const seats = finalSellers(state, state.endTrigger);
    if (seats.length === 0) finishGame(em);
    else em.emit({ type: 'final_sales_started', seats });
    return;
  }
  const seat = (state.turn + 1) % state.seatCount;
  em.emit({ type: 'turn_started', seat });
  const knifeOn = state.players[seat]?.knifeOn ?? null;
  if (knifeOn !== null) em.emit({ type: 'knife_lifted', seat });
}

/** Runs one automatic step; returns false when a player must decide (or the game is over). */
function step(em: Emitter): boolean {
  const { state } = em;
  const { phase } = state;
  switch (phase.kind) {
    case 'churn':
      return advanceChurn(em);
    case 'replenish':
    case 'moove_draw': {
      // A-CH-12: with only one wedge in the pile there is nothing to choose.
      const [only, ...others] = state.discard;
      if (only === undefined || others.length > 0) return false;
      em.emit({ type: 'discard_drawn', seat: state.turn, wedge: only });
      return true;
    }
    case 'flip':
      if (slotsShowing(state.market, phase.sale.colours).length > 0) return false;
      em.emit({ type: 'flip_skipped', seat: state.turn });
      return true;
    case 'turn_end':
      endTurn(em);
      return true;
    case 'final_sales': {
      const seat = phase.queue[0];
      if (seat === undefined) {
        finishGame(em);
        return false;
      }
      if (canSell(state.players[seat]?.wheel ?? [], state.market)) return false;
      em.emit({ type: 'final_sale_passed', seat, reason: 'no_sale_possible' });
      return true;
    }
    default:
      return false;
  }
}

/** Runs the game forward from `em.state` until someone must decide. */
export function continueGame(em: Emitter): void {
  while (step(em));
}
