/**
 * Complete games played the way the server plays them — `handle` with the Rng of each log version
 * from the server seed, the game id and the players' seeds — then assembled into an export. For
 * tests of the auditor, the CLI and (later) the server's export route.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createRng, handle, startGame } from '@tavolo/engine';
import type { AnyGameModule, JsonValue, Outcome, Rng } from '@tavolo/engine';
import { assembleExport, chainHeaderFor } from '../audit/assemble.ts';
import type { ExportInput, ExportSeat, StoredLogEntry } from '../audit/assemble.ts';
import { playerSeedCommitment } from '../audit/chain.ts';
import type { GameExport } from '../audit/export-format.ts';
import { playerSeedsDigestOf, rngForVersion } from '../audit/randomness.ts';
import type { GameRandomness } from '../audit/randomness.ts';

export interface SampleGameSpec {
  readonly game: AnyGameModule;
  readonly seatCount: number;
  /** Options as a client would send them; the engine normalises them. */
  readonly options: unknown;
  /** Makes the server seed, the player seeds and the choices; same number, same game. */
  readonly seed: number;
  readonly maxCommands?: number;
}

export interface SampleGame {
  readonly input: ExportInput;
  readonly export: GameExport;
}

const START = Date.UTC(2026, 0, 1, 12);
const MINUTE = 60_000;
const DEFAULT_MAX_COMMANDS = 20_000;

const hexOf = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
const clock = (minutes: number): string => new Date(START + minutes * MINUTE).toISOString();
const asJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;

/** Every other seat brings a seed of its own, so both kinds of seat are always exercised. */
function sampleSeats(seatCount: number, seed: number): ExportSeat[] {
  return Array.from({ length: seatCount }, (_, seat) => {
    const own = (seat + seed) % 2 === 0 ? `player ${seat} of game ${seed}` : null;
    return {
      name: `Player ${seat + 1}`,
      kind: seat === seatCount - 1 ? 'bot' : 'human',
      seedCommitment: own === null ? null : playerSeedCommitment(own),
      seed: own,
    };
  });
}

export function playSampleGame(spec: SampleGameSpec): SampleGame {
  const { game, seatCount, seed } = spec;
  const options = game.parseOptions(spec.options, seatCount);
  if (!options.ok) throw new Error(`${game.id}: options refused: ${options.error.message}`);
  const gameId = `sample-${game.id}-${seatCount}p-${seed}`;
  const serverSeed = hexOf(`server seed of ${gameId}`);
  const seats = sampleSeats(seatCount, seed);
  const header = chainHeaderFor({ game, gameId, seatCount, options: options.value, serverSeed });
  const randomness = { gameId, serverSeed, playerSeedsDigest: playerSeedsDigestOf(seats) };
  const config = { seatCount, options: options.value };
  const { log, outcome } = playToTheEnd(game, config, randomness, spec.maxCommands);
  const input: ExportInput = {
    header,
    seats,
    serverSeed,
    createdAt: clock(-5),
    finishedAt: clock(log.length),
    log,
    outcome,
  };
  const assembled = assembleExport(input);
  if (!assembled.ok) throw new Error(`${gameId}: ${assembled.error.message}`);
  return { input, export: assembled.value };
}

function playToTheEnd(
  game: AnyGameModule,
  config: { readonly seatCount: number; readonly options: unknown },
  randomness: GameRandomness,
  maxCommands = DEFAULT_MAX_COMMANDS,
): { log: StoredLogEntry[]; outcome: Outcome } {
  const start = startGame(game, config, rngForVersion(randomness, 0));
  const log: StoredLogEntry[] = [setupEntry(start.events)];
  const chooser = choiceRng(randomness);
  let state = start.state;
  while (game.outcome(state) === null) {
    const version = log.length;
    if (version > maxCommands) throw new Error(`${randomness.gameId} did not end`);
    const { actor, command } = chooseMove(game, state, chooser);
    const handled = handle(game, state, actor, command, rngForVersion(randomness, version));
    if (!handled.ok) throw new Error(`legal command refused: ${handled.error.message}`);
    log.push({
      version,
      actor,
      commandId: `cmd-${version}`,
      command: asJson(command),
      events: asJson(handled.value.events) as JsonValue[],
      at: clock(version),
    });
    state = handled.value.state;
  }
  const outcome = game.outcome(state);
  if (outcome === null) throw new Error('unreachable: the loop ends only when the game is over');
  return { log, outcome };
}

function setupEntry(events: readonly unknown[]): StoredLogEntry {
  const json = asJson(events) as JsonValue[];
  return { version: 0, actor: null, commandId: null, command: null, events: json, at: clock(0) };
}

/** The players' choices come from a stream of their own, apart from the game's draws. */
function choiceRng(randomness: GameRandomness): Rng {
  return createRng({ ...randomness, gameId: `${randomness.gameId}/choices`, commandSeq: 0 });
}

function chooseMove(
  game: AnyGameModule,
  state: unknown,
  rng: Rng,
): { actor: number; command: unknown } {
  const active = game.activeSeats(state);
  if (active.length === 0) throw new Error('the game is not over but no seat may act');
  const actor = active[rng.int(active.length)] ?? 0;
  const legal = game.legalCommands(state, actor);
  if (legal.length === 0) throw new Error(`seat ${actor} may act but has no legal command`);
  const command: unknown = legal[rng.int(legal.length)];
  return { actor, command };
}
