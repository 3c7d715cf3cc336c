import { Emitter as FoldingEmitter } from '../../kernel/index.ts';
import { evolve } from './evolve.ts';
import type { BigCheeseEvent, BigCheeseState } from './types.ts';

/** The kernel's emit-and-fold collector, bound to this game's `evolve`. */
export class Emitter extends FoldingEmitter<BigCheeseState, BigCheeseEvent> {
  constructor(state: BigCheeseState) {
    super(state, evolve);
  }
}
