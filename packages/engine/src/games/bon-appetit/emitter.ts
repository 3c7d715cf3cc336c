import { Emitter as FoldingEmitter } from '../../kernel/index.ts';
import { evolve } from './evolve.ts';
import type { BonAppetitEvent, BonAppetitState } from './types.ts';

/** The kernel's emit-and-fold collector, bound to this game's `evolve`. */
export class Emitter extends FoldingEmitter<BonAppetitState, BonAppetitEvent> {
  constructor(state: BonAppetitState) {
    super(state, evolve);
  }
}
