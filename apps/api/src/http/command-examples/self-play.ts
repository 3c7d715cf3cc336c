/**
 * One example command per command type of each game, taken from the engine's own legal commands
 * in games it plays against itself at random (fixed seeds: the same examples every time).
 * `pnpm api:generate` writes them to examples.generated.ts, which the API docs show (submitCommand);
 * `api:check` fails when an engine change makes them stale, and command-examples.test.ts checks
 * that each committed example is accepted in the state the self-play reached.
 */
import { createRng, digestPlayerSeeds, handle, startGame } from '@tavolo/engine';
import type { AnyGameModule, JsonValue, Rng } from '@tavolo/engine';

export interface CommandExample {
  /** The command's `type`. */
  readonly type: string;
  readonly command: JsonValue;
  /** The options (beyond the defaults) of the game where it was met. */
  readonly options: Readonly<Record<string, JsonValue>>;
}

/** An example with the state it was legal in and the seat it was legal for. */
export interface FoundExample extends CommandExample {
  readonly state: unknown;
  readonly actor: number;
}

/** Self-play games per option variant. */
const GAMES_PER_VARIANT = 3;
/** A bound on each self-play game, far above the longest game of the four. */
const MAX_STEPS = 5_000;

const NO_PLAYER_SEEDS = digestPlayerSeeds([]);

function seedHex(n: number): string {
  return n.toString(16).padStart(64, '0');
}

function rngOf(gameNumber: number, commandSeq: number, gameId: string): Rng {
  return createRng({
    serverSeed: seedHex(gameNumber + 1),
    playerSeedsDigest: NO_PLAYER_SEEDS,
    gameId,
    commandSeq,
  });
}

function typeOf(command: unknown): string | undefined {
  if (typeof command !== 'object' || command === null || !('type' in command)) return undefined;
  return typeof command.type === 'string' ? command.type : undefined;
}

function isObject(value: JsonValue | undefined): value is Readonly<Record<string, JsonValue>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isList(value: JsonValue | undefined): value is readonly JsonValue[] {
  return Array.isArray(value);
}

/**
 * The option sets to play, from the engine's published options schema: the defaults, then each
 * boolean option flipped and each other value of an enumerated option, one at a time.
 */
export function optionVariants(schema: JsonValue): Record<string, JsonValue>[] {
  const variants: Record<string, JsonValue>[] = [{}];
  const properties = isObject(schema) ? schema['properties'] : undefined;
  if (!isObject(properties)) return variants;
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const fallback = property['default'];
    const listed = property['enum'];
    const values = property['type'] === 'boolean' ? [true, false] : isList(listed) ? listed : [];
    for (const value of values) if (value !== fallback) variants.push({ [name]: value });
  }
  return variants;
}

interface SelfPlay {
  readonly game: AnyGameModule;
  readonly options: Readonly<Record<string, JsonValue>>;
  readonly gameNumber: number;
  readonly found: Map<string, FoundExample>;
}

/**
 * One self-play game at random (a bias towards new types plays fewer of the rare situations, such
 * as Cheesonomics' draws from the discard pile); the seat count cycles with the game number.
 */
function playOne({ game, options, gameNumber, found }: SelfPlay): void {
  const { min, max } = game.seatLimits;
  const seatCount = min + (gameNumber % (max - min + 1));
  const parsed = game.parseOptions(options, seatCount);
  // An option that needs another (Exact 30 needs its target) is left out of the examples.
  if (!parsed.ok) return;
  const config = { seatCount, options: parsed.value };
  const gameId = `${game.id}-examples`;
  const choices = rngOf(gameNumber, 0, `${gameId}-choices`);
  let { state } = startGame(game, config, rngOf(gameNumber, 0, gameId));
  for (let step = 1; step <= MAX_STEPS && game.outcome(state) === null; step += 1) {
    const active = game.activeSeats(state);
    const actor = active[choices.int(active.length)];
    if (actor === undefined) return;
    const legal = game.legalCommands(state, actor);
    const command = legal[choices.int(legal.length)];
    const type = typeOf(command);
    if (type !== undefined && !found.has(type)) {
      found.set(type, { type, command: command as JsonValue, options, state, actor });
    }
    const handled = handle(game, state, actor, command, rngOf(gameNumber, step, gameId));
    if (!handled.ok) throw new Error(`${game.id}: legal ${type} refused: ${handled.error.message}`);
    state = handled.value.state;
  }
}

/**
 * Plays `game` against itself (the defaults, then each option variant, a few games each) and keeps
 * the first legal command of each type it meets, in the order met.
 */
export function findCommandExamples(game: AnyGameModule): FoundExample[] {
  const found = new Map<string, FoundExample>();
  for (const options of optionVariants(game.optionsSchema)) {
    for (let gameNumber = 0; gameNumber < GAMES_PER_VARIANT; gameNumber += 1) {
      playOne({ game, options, gameNumber, found });
    }
  }
  return [...found.values()];
}
