/**
 * Rematches (issue 21 item 8, ADR 0040): a person of a finished game offers one; the other people
 * accept or decline; when the last one accepts, the new game is created, seated and started
 * through the lobby (so every usual fact fires: lobby, inbox, bots, webhooks). Same engine,
 * options, time control, timeout policy, visibility, rated or casual and seat count, the newest rules version;
 * the same people and bots, with the seats rotated by one (whoever sat at seat 1 now sits at 0).
 */
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { RuleRefusedError } from '../../errors.ts';
import { RematchStore } from '../../store/rematch-store.ts';
import type { RematchDecision, StoredRematch } from '../../store/rematch-store.ts';
import { botOf, DEFAULT_BOT } from '../bots.ts';
import { gameIdSchema, parseInput, playerIdSchema } from '../inputs.ts';
import { engineOf } from '../live-game.ts';
import type { LobbyService } from '../lobby-service.ts';
import type { GameSummary } from '../views.ts';
import type { Rematch } from './rematch-schema.ts';

/** The seat a seat of the finished game takes in its rematch: one to the left. */
export const rotatedSeat = (seat: number, seatCount: number): number =>
  (seat + seatCount - 1) % seatCount;

export class RematchService {
  readonly #store: RematchStore;
  readonly #lobby: LobbyService;
  readonly #clock: Clock;

  constructor(db: Db, lobby: LobbyService, clock: Clock) {
    this.#store = new RematchStore(db);
    this.#lobby = lobby;
    this.#clock = clock;
  }

  /** The rematch offer of a game, null when nobody offered one. */
  async rematch(gameId: string): Promise<Rematch | null> {
    const stored = await this.#store.read(parseInput(gameIdSchema, gameId, 'game id'));
    return stored === undefined ? null : rematchView(stored);
  }

  /** `playerId` offers a rematch of the finished `gameId` (and accepts it). */
  async offer(gameId: string, playerId: string): Promise<Rematch> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const player = parseInput(playerIdSchema, playerId, 'player id');
    // Refused now rather than after everybody accepted: the newest rules must take the game.
    creatable(await this.#lobby.getGame(id));
    return this.#afterAnswer(await this.#store.offer(id, player, this.#clock.now()));
  }

  async accept(gameId: string, playerId: string): Promise<Rematch> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const player = parseInput(playerIdSchema, playerId, 'player id');
    return this.#afterAnswer(await this.#store.accept(id, player, this.#clock.now()));
  }

  async decline(gameId: string, playerId: string): Promise<Rematch> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const player = parseInput(playerIdSchema, playerId, 'player id');
    return rematchView(await this.#store.decline(id, player, this.#clock.now()));
  }

  async #afterAnswer(decision: RematchDecision): Promise<Rematch> {
    if (!decision.claimed) return rematchView(decision);
    const { gameId } = decision.offer;
    try {
      const started = await this.#startRematch(gameId, decision.offer.offeredBy);
      await this.#store.started(gameId, started.gameId, this.#clock.now());
    } catch (error) {
      await this.#store.reopen(gameId, this.#clock.now());
      throw error;
    }
    const stored = await this.#store.read(gameId);
    return rematchView(stored ?? decision);
  }

  /** Creates, seats and starts the rematch of `gameId` through the lobby. */
  async #startRematch(gameId: string, offeredBy: string): Promise<GameSummary> {
    const old = await this.#lobby.getGame(gameId);
    const created = await this.#lobby.createGame({
      engine: old.engine,
      options: old.options,
      seatCount: old.seatCount,
      timeControl: old.timeControl,
      timeoutPolicy: old.timeoutPolicy,
      visibility: old.visibility,
      rated: old.rated,
      weekendPause: old.weekendPause,
      vacation: old.vacation,
      createdBy: offeredBy,
    });
    const inviteCode = await this.#lobby.inviteCode(created.gameId);
    for (const seat of old.seats) {
      const at = rotatedSeat(seat.seat, old.seatCount);
      if (seat.kind === 'bot') {
        await this.#lobby.seatBot(created.gameId, at, seat.botName ?? DEFAULT_BOT);
      } else if (seat.playerId !== null) {
        await this.#lobby.join(created.gameId, { seat: at, playerId: seat.playerId, inviteCode });
      }
    }
    return this.#lobby.start(created.gameId);
  }
}

/** Throws the engine's refusal when the newest rules cannot take the game's options or bots. */
function creatable(game: GameSummary): void {
  const module = engineOf(game.engine);
  const options = module.parseOptions(game.options, game.seatCount);
  if (!options.ok) throw new RuleRefusedError(options.error);
  for (const seat of game.seats) {
    if (seat.kind === 'bot') botOf(module, seat.botName ?? DEFAULT_BOT);
  }
}

function rematchView({ offer, people }: StoredRematch): Rematch {
  return {
    gameId: offer.gameId,
    status: offer.status,
    offeredBy: offer.offeredBy,
    offeredAt: offer.offeredAt.toISOString(),
    players: people.map((person) => ({
      ...person,
      answer: offer.acceptedBy.includes(person.playerId)
        ? 'accepted'
        : offer.declinedBy === person.playerId
          ? 'declined'
          : 'waiting',
    })),
    newGameId: offer.newGameId,
  };
}
