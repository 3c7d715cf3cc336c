/**
 * The replay: every random draw recomputed from the revealed seeds, every command sent through the
 * engine again, and the events the engine produces compared with the events the log records. The
 * log's own events are never folded into a state, so a tampered event cannot mislead the replay.
 * The server's seat entries (forfeits, reclaims) are checked against the seats' standing instead:
 * a forfeit must be of a seat that is to move and still in, the seat's later moves must be the
 * server's stand-in moves, and a game that forfeits ended must end there with the forfeit outcome.
 */
import { KernelCode, err, handle, ok, startGame } from '@tavolo/engine';
import type { Outcome, Result, RuleViolation, Seat } from '@tavolo/engine';
import type { GameExport } from './export-format.ts';
import { asTransmitted, firstDifference, previewAt } from './json-diff.ts';
import { AuditCode, formatPath, preview, problemAt, problemWith } from './problem.ts';
import type { AuditProblem, JsonPath } from './problem.ts';
import { playerSeedsDigestOf, rngForVersion } from './randomness.ts';
import type { GameRandomness } from './randomness.ts';
import {
  forfeitOutcome,
  lastSeatStanding,
  recordedOutcome,
  serverEntryOf,
} from './server-entries.ts';
import type { CheckedLog, CommandEntry, SeatEntry } from './verify-chain.ts';
import type { EngineUnderAudit } from './verify-header.ts';

export interface Replayed {
  readonly outcome: Outcome;
  readonly events: number;
  /** 32-bit words drawn from the HMAC generator over the whole game. */
  readonly draws: number;
}

interface ReplayState {
  state: unknown;
  events: number;
  draws: number;
  /** Seats out of the game, in the order they forfeited. */
  forfeits: Seat[];
  /** Seats a bot holds after a takeover, until a reclaim. */
  heldByBot: Set<Seat>;
  /** Set when a forfeit left one seat: nothing may follow. */
  endedBy: Outcome | undefined;
}

export function checkReplay(
  document: GameExport,
  log: CheckedLog,
  engine: EngineUnderAudit,
): Result<Replayed, AuditProblem> {
  const randomness: GameRandomness = {
    gameId: document.header.gameId,
    serverSeed: document.serverSeed,
    playerSeedsDigest: playerSeedsDigestOf(document.seats),
  };
  const progress = replaySetup(randomness, log, engine);
  if (!progress.ok) return progress;
  for (const entry of log.steps) {
    const problem =
      progress.value.endedBy !== undefined
        ? afterTheEnd(entry)
        : entry.kind === 'command'
          ? replayCommand(randomness, entry, engine, progress.value)
          : replaySeatEntry(entry, engine, progress.value);
    if (problem !== undefined) return err(problem);
  }
  const { game } = engine;
  const { forfeits, endedBy, state } = progress.value;
  const engineOutcome = game.outcome(state);
  const outcome = checkEnd(
    document,
    endedBy ?? (engineOutcome === null ? null : recordedOutcome(engineOutcome, forfeits)),
    () => game.activeSeats(state),
  );
  if (!outcome.ok) return outcome;
  return ok({ outcome: outcome.value, events: progress.value.events, draws: progress.value.draws });
}

function replaySetup(
  randomness: GameRandomness,
  log: CheckedLog,
  { game, config }: EngineUnderAudit,
): Result<ReplayState, AuditProblem> {
  const rng = rngForVersion(randomness, 0);
  const setup = guarded(['log', 0], () => startGame(game, config, rng));
  if (!setup.ok) return setup;
  const problem = compareEvents(setup.value.events, log.setupEvents, {
    code: AuditCode.SetupMismatch,
    at: ['log', 0],
    what: 'the setup the engine dealt from the revealed seeds',
  });
  if (problem !== undefined) return err(problem);
  return ok({
    state: setup.value.state,
    events: log.setupEvents.length,
    draws: rng.wordsDrawn(),
    forfeits: [],
    heldByBot: new Set(),
    endedBy: undefined,
  });
}

/** Replays one command onto `progress` (updated in place); a problem when it does not hold. */
function replayCommand(
  randomness: GameRandomness,
  entry: CommandEntry,
  { game }: EngineUnderAudit,
  progress: ReplayState,
): AuditProblem | undefined {
  const standIn = checkStandIn(entry, progress);
  if (standIn !== undefined) return standIn;
  const rng = rngForVersion(randomness, entry.version);
  const handled = guarded(['log', entry.version], () =>
    handle(game, progress.state, entry.actor, entry.command, rng),
  );
  if (!handled.ok) return handled.error;
  if (!handled.value.ok) return refusal(entry, handled.value.error);
  const problem = compareEvents(handled.value.value.events, entry.events, {
    code: AuditCode.EventsMismatch,
    at: ['log', entry.version],
    what: `what the engine produced for ${describeCommand(entry)}`,
  });
  if (problem !== undefined) return problem;
  progress.state = handled.value.value.state;
  progress.events += entry.events.length;
  progress.draws += rng.wordsDrawn();
  return undefined;
}

/** A forfeited or bot-held seat moves only through the server's stand-in bot. */
function checkStandIn(entry: CommandEntry, progress: ReplayState): AuditProblem | undefined {
  const server = serverEntryOf(entry.commandId);
  if (server?.kind === 'takeover') progress.heldByBot.add(entry.actor);
  const out = progress.forfeits.includes(entry.actor) || progress.heldByBot.has(entry.actor);
  if (!out || server?.kind === 'standin' || server?.kind === 'takeover') return undefined;
  return problemWith(
    AuditCode.SeatEntryRefused,
    ['log', entry.version, 'commandId'],
    `log[${entry.version}].commandId: seat ${entry.actor} is out of the game or held by the server's bot, so only the server's stand-in moves may follow, not ${preview(entry.commandId)}`,
  );
}

/** A forfeit or a reclaim: checked against who is to move and who is in, never replayed. */
function replaySeatEntry(
  entry: SeatEntry,
  { game, config }: EngineUnderAudit,
  progress: ReplayState,
): AuditProblem | undefined {
  const seat = entry.actor;
  const at = ['log', entry.version] as const;
  if (progress.forfeits.includes(seat)) {
    return problemWith(
      AuditCode.SeatEntryRefused,
      at,
      `log[${entry.version}]: seat ${seat} already forfeited and can neither forfeit again nor reclaim`,
    );
  }
  if (entry.kind === 'reclaim') {
    if (progress.heldByBot.delete(seat)) return undefined;
    return problemWith(
      AuditCode.SeatEntryRefused,
      at,
      `log[${entry.version}]: seat ${seat} reclaims a seat that no bot took over`,
    );
  }
  if (!game.activeSeats(progress.state).includes(seat)) {
    return problemWith(
      AuditCode.SeatEntryRefused,
      at,
      `log[${entry.version}]: seat ${seat} forfeits on time, but it was not its turn`,
    );
  }
  progress.forfeits.push(seat);
  const survivor = lastSeatStanding(config.seatCount, progress.forfeits);
  if (survivor !== undefined) {
    progress.endedBy = forfeitOutcome(survivor, progress.forfeits);
  }
  return undefined;
}

function afterTheEnd(entry: CommandEntry | SeatEntry): AuditProblem {
  return problemWith(
    AuditCode.CommandRefused,
    ['log', entry.version],
    `log[${entry.version}]: the game ended with a forfeit before this entry`,
  );
}

function describeCommand(entry: CommandEntry): string {
  return `command ${entry.version} (seat ${entry.actor}, ${preview(entry.command)})`;
}

interface Comparison {
  readonly code: typeof AuditCode.SetupMismatch | typeof AuditCode.EventsMismatch;
  readonly at: JsonPath;
  readonly what: string;
}

function compareEvents(
  produced: readonly unknown[],
  recorded: readonly unknown[],
  { code, at, what }: Comparison,
): AuditProblem | undefined {
  const expected = asTransmitted(produced);
  const difference = firstDifference(expected, recorded);
  if (difference === undefined) return undefined;
  return problemAt(
    code,
    [...at, 'events', ...difference],
    `does not match ${what}: expected ${previewAt(expected, difference)}, found ${previewAt(recorded, difference)}`,
  );
}

/** Where a refusal points: the actor for seat and turn refusals, else the command. */
function refusal(entry: CommandEntry, violation: RuleViolation): AuditProblem {
  const at: JsonPath =
    violation.code === KernelCode.NotASeat || violation.code === KernelCode.NotYourTurn
      ? ['log', entry.version, 'actor']
      : violation.code === KernelCode.GameOver
        ? ['log', entry.version]
        : ['log', entry.version, 'command'];
  return problemWith(
    AuditCode.CommandRefused,
    at,
    `${formatPath(at)}: the engine refuses ${describeCommand(entry)}: ${violation.code}: ${violation.message}`,
  );
}

function checkEnd(
  document: GameExport,
  outcome: Outcome | null,
  activeSeats: () => readonly Seat[],
): Result<Outcome, AuditProblem> {
  const last = document.log.length - 1;
  if (outcome === null) {
    return err(
      problemWith(
        AuditCode.GameNotOver,
        ['log', last + 1],
        `the log ends at log[${last}] but the game is not over (seat ${activeSeats().join(', ')} may still act): the rest of the log is missing`,
      ),
    );
  }
  const expected = asTransmitted(outcome);
  const difference = firstDifference(expected, document.outcome);
  if (difference === undefined) return ok(outcome);
  return err(
    problemAt(
      AuditCode.OutcomeMismatch,
      ['outcome', ...difference],
      `does not match the outcome of the replayed game: expected ${previewAt(expected, difference)}, found ${previewAt(document.outcome, difference)}`,
    ),
  );
}

/** Runs engine code; an exception (which a valid log never causes) becomes a problem. */
function guarded<T>(at: JsonPath, run: () => T): Result<T, AuditProblem> {
  try {
    return ok(run());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return err(
      problemWith(
        AuditCode.EngineFailure,
        at,
        `the engine failed while replaying log[${String(at[1])}]: ${reason}`,
      ),
    );
  }
}
