/**
 * The serialised body of a state, made once per state object (issue 19): a move's shared read
 * (Operations.stateAfterChange) hands one object to every long-poll with that viewer, and each
 * of them sends the same bytes instead of encoding the state again. Encoded exactly as the
 * route's response serialiser would (the zod schema, then JSON).
 */
import type { ViewerState } from './operations.ts';
import { gameStateSchema } from './routes/play-schemas.ts';

const frames = new WeakMap<ViewerState, string>();

/** `state` as the JSON body of a 200 (the same string for the same object). */
export function stateFrame(state: ViewerState): string {
  let frame = frames.get(state);
  if (frame === undefined) {
    frame = JSON.stringify(gameStateSchema.encode(state));
    frames.set(state, frame);
  }
  return frame;
}
