/**
 * One command through the engine: the kernel's checks and the game's decision, with the draws of
 * commandSeq = the new entry's version (DESIGN §3), and what the submitting seat gets back.
 */
import { KernelCode, createRng, handle, seatViewer } from '@tavolo/engine';
import type { JsonValue, Seat } from '@tavolo/engine';
import { canonicalJson, recordedOutcome, serverEntryOf } from '@tavolo/sdk/audit';
import {
  advanceStandings,
  forfeitWinner,
  forfeitedSeats,
  standingOf,
} from '../policies/standings.ts';
import type { SeatStandings } from '../policies/standings.ts';
import { RuleRefusedError, ServiceError } from '../errors.ts';
import type { Decision, StoredEntry } from '../store/types.ts';
import type { ValidSubmit } from './inputs.ts';
import { asJson } from './live-game.ts';
import type { GameMeta, LiveGame } from './live-game.ts';
import type { SubmitResult } from './views.ts';

/** What a commit hands back: the game's state and standings after the entry. */
export interface Committed {
  readonly state: unknown;
  readonly standings: SeatStandings;
  /** The outcome recorded once the game is over (forfeits included), else null. */
  readonly outcome: JsonValue | null;
}

/**
 * A player's own command while the server plays their seat (taken over: reclaim first; or
 * forfeited), or after forfeits ended the game, is refused; the server's own moves are not.
 */
function checkSeatPlays(current: LiveGame, seat: Seat, commandId: string): void {
  if (forfeitWinner(current.standings) !== undefined) {
    throw new RuleRefusedError({
      code: KernelCode.GameOver,
      message: 'The game is over (forfeit); no more moves are accepted.',
    });
  }
  if (serverEntryOf(commandId) !== undefined) return;
  const { standing } = standingOf(current.standings, seat);
  if (standing === 'taken_over') {
    throw new ServiceError(
      'SEAT_TAKEN_OVER',
      `A bot plays seat ${seat} since its time ran out: take the seat back first (reclaim).`,
    );
  }
  if (standing === 'forfeited') {
    throw new ServiceError('SEAT_FORFEITED', `Seat ${seat} forfeited on time.`);
  }
}

/** Decides `seat`'s command against `current`; a refusal throws RuleRefusedError. */
export function decideCommand(
  current: LiveGame,
  seat: Seat,
  input: ValidSubmit,
  at: Date,
): Decision<Committed> {
  const { meta } = current;
  checkSeatPlays(current, seat, input.commandId);
  const rng = createRng({
    serverSeed: meta.serverSeed,
    playerSeedsDigest: meta.playerSeedsDigest,
    gameId: meta.id,
    commandSeq: current.version + 1,
  });
  const handled = handle(meta.module, current.state, seat, input.command, rng);
  if (!handled.ok) throw new RuleRefusedError(handled.error);
  const { state, command, events } = handled.value;
  const standings = advanceStandings(current.standings, {
    actor: seat,
    commandId: input.commandId,
  });
  const engineOutcome = meta.module.outcome(state);
  const outcome =
    engineOutcome === null
      ? null
      : asJson(recordedOutcome(engineOutcome, forfeitedSeats(standings)));
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
      outcome,
    },
    payload: { state, standings, outcome },
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
