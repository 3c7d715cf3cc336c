import { Emitter as FoldingEmitter } from '../../kernel/index.ts';
import { evolve } from './evolve.ts';
import type { BigShotEvent, BigShotState } from './types.ts';

/** The kernel's emit-and-fold collector, bound to this game's `evolve`. */
export class Emitter extends FoldingEmitter<BigShotState, BigShotEvent> {
  constructor(state: BigShotState) {
    super(state, evolve);
  }
}
