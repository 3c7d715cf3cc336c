import { Emitter as FoldingEmitter } from '../../kernel/index.ts';
import { evolve } from './evolve.ts';
import type { CheesonomicsEvent, CheesonomicsState } from './types.ts';

/** The kernel's emit-and-fold collector, bound to this game's `evolve`. */
export class Emitter extends FoldingEmitter<CheesonomicsState, CheesonomicsEvent> {
  constructor(state: CheesonomicsState) {
    super(state, evolve);
  }
}
