/**
 * One command through the engine: the kernel's checks and the game's decision, with the draws of
 * commandSeq = the new entry's version (DESIGN §3), and what the submitting seat gets back.
 */
import { createRng, handle, seatViewer } from '@tavolo/engine';
import type { Seat } from '@tavolo/engine';
import { canonicalJson } from '@tavolo/sdk/audit';
import { RuleRefusedError, ServiceError } from '../errors.ts';
import type { Decision, StoredEntry } from '../store/types.ts';
import type { ValidSubmit } from './inputs.ts';
import { asJson } from './live-game.ts';
import type { GameMeta, LiveGame } from './live-game.ts';
import type { SubmitResult } from './views.ts';

/** Decides `seat`'s command against `current`; a refusal throws RuleRefusedError. */
export function decideCommand(
  current: LiveGame,
  seat: Seat,
  input: ValidSubmit,
  at: Date,
): Decision<unknown> {
  const { meta } = current;
  const rng = createRng({
    serverSeed: meta.serverSeed,
    playerSeedsDigest: meta.playerSeedsDigest,
    gameId: meta.id,
    commandSeq: current.version + 1,
  });
  const handled = handle(meta.module, current.state, seat, input.command, rng);
  if (!handled.ok) throw new RuleRefusedError(handled.error);
  const { state, command, events } = handled.value;
  return {
    entry: {
      actor: seat,
      commandId: input.commandId,
      command: asJson(command),
      events: events.map(asJson),
      at,
    },
    progress: {
      activeSeats: meta.module.activeSeats(state),
      outcome: asJson(meta.module.outcome(state)),
    },
    payload: state,
  };
}

/** The accepted entry as its own seat may see it. */
export function submitResult(
  meta: GameMeta,
  seat: Seat,
  entry: StoredEntry,
  commandId: string,
): Omit<SubmitResult, 'duplicate'> {
  const viewer = seatViewer(seat);
  return {
    gameId: meta.id,
    version: entry.version,
    commandId,
    events: entry.events.map((event) => meta.module.redactEvent(event, viewer)),
  };
}

/** A retried commandId: the original result, if it really is the same command by the same seat. */
export function duplicateResult(
  meta: GameMeta,
  seat: Seat,
  input: ValidSubmit,
  original: StoredEntry,
): SubmitResult {
  const parsed = meta.module.parseCommand(input.command);
  const same =
    original.actor === seat &&
    parsed.ok &&
    canonicalJson(asJson(parsed.value)) === canonicalJson(original.command);
  if (!same) {
    throw new ServiceError(
      'COMMAND_ID_REUSED',
      `commandId "${input.commandId}" was already used for another command in this game.`,
    );
  }
  return { ...submitResult(meta, seat, original, input.commandId), duplicate: true };
}
