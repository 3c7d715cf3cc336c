/** Helpers that set up and drive games through the service in tests. */
import { genesisHash, linkHash } from '@tavolo/sdk/audit';
import type { GameExport } from '@tavolo/sdk/audit';
import { VersionConflictError } from '../src/index.ts';
import type { CreateGameInput, GameService, GameSummary, StoredEntry } from '../src/index.ts';

/** A game whose every seat is a server bot, started (the bots then play it on their own). */
export async function startBotGame(
  service: GameService,
  engine: string,
  seatCount: number,
  options: unknown = {},
): Promise<GameSummary> {
  const game = await service.lobby.createGame({ engine, seatCount, options });
  for (let seat = 0; seat < seatCount; seat += 1) await service.lobby.seatBot(game.gameId, seat);
  return service.lobby.start(game.gameId);
}

export interface HumanGame {
  readonly gameId: string;
  readonly playerIds: readonly string[];
}

/** A game of people only (no bot moves by itself), started. */
export async function startHumanGame(
  service: GameService,
  engine: string,
  seatCount: number,
  settings: Omit<CreateGameInput, 'engine' | 'seatCount'> = {},
): Promise<HumanGame> {
  const game = await service.lobby.createGame({ ...settings, engine, seatCount });
  const playerIds: string[] = [];
  for (let seat = 0; seat < seatCount; seat += 1) {
    const player = await service.lobby.registerPlayer(`Player ${seat}`);
    await service.lobby.join(game.gameId, { seat, playerId: player.id });
    playerIds.push(player.id);
  }
  await service.lobby.start(game.gameId);
  return { gameId: game.gameId, playerIds };
}

/** A game with people at seats 0 to `people` − 1 and server bots at the others, started. */
export async function startMixedGame(
  service: GameService,
  input: CreateGameInput & { readonly seatCount: number },
  people: number,
): Promise<GameSummary> {
  const game = await service.lobby.createGame(input);
  for (let seat = 0; seat < input.seatCount; seat += 1) {
    if (seat >= people) {
      await service.lobby.seatBot(game.gameId, seat);
      continue;
    }
    const player = await service.lobby.registerPlayer(`Player ${seat}`);
    await service.lobby.join(game.gameId, { seat, playerId: player.id });
  }
  return service.lobby.start(game.gameId);
}

/**
 * Plays the people's seats (0 to `people` − 1) of a started game through the service until the
 * game is over: each step waits for the server bots, then one person who may act (chosen at
 * random) sends a random legal command. Returns how many moves the people made.
 */
export async function playPeopleToEnd(
  service: GameService,
  gameId: string,
  people: number,
  random: (bound: number) => number,
): Promise<number> {
  let moves = 0;
  for (let step = 0; step < 20_000; step += 1) {
    await service.botsIdle();
    const { status, activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
    if (status === 'finished') return moves;
    const movers = activeSeats.filter((seat) => seat < people);
    const seat = movers[random(movers.length)];
    if (seat === undefined) continue; // only bots may act: they are on it
    const { version, legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
    const command = legalCommands[random(legalCommands.length)];
    try {
      await service.play.submit(gameId, seat, {
        expectedVersion: version,
        commandId: `m${step}`,
        command,
      });
      moves += 1;
    } catch (error) {
      // A bot of a simultaneous phase moved in between: read again.
      if (!(error instanceof VersionConflictError)) throw error;
    }
  }
  throw new Error(`game ${gameId} did not finish`);
}

/** Where a chain of entries breaks, from a genesis hash (empty when it is intact). */
export function linkBreaks(genesis: string, entries: readonly StoredEntry[]): string[] {
  const breaks: string[] = [];
  let previous = genesis;
  entries.forEach((entry, index) => {
    const { hash, ...linked } = entry;
    if (entry.version !== index) breaks.push(`version ${entry.version} at position ${index}`);
    if (linkHash(previous, linked) !== hash) breaks.push(`hash of version ${entry.version}`);
    previous = hash;
  });
  return breaks;
}

/** Where a game's export breaks its hash chain (empty when it is intact). */
export function chainBreaks(document: GameExport): string[] {
  const genesis = genesisHash(document.header) === document.genesisHash ? [] : ['genesis'];
  return [...genesis, ...linkBreaks(document.genesisHash, document.log)];
}

/** A small deterministic PRNG for tests (mulberry32). */
export function testRandom(seed: number): (bound: number) => number {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}
