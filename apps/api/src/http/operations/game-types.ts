/**
 * What the game operations (operations/games.ts, operations/play.ts) take and answer, named once
 * for REST and GraphQL alike; `Operations` re-exports them, so callers import them from the door.
 */
import type { JsonValue } from '@tavolo/engine';
import type { z } from 'zod';
import type { CreateGameInput } from '../../service/inputs.ts';
import type { GameState, SubmitResult } from '../../service/views.ts';
import type { gameDetailsSchema } from '../schemas.ts';

/** A server bot a game offers: what `seatBot` takes, with how it plays. */
export interface EngineBot {
  readonly id: string;
  readonly description: string;
}

export interface EngineInfo {
  readonly id: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** JSON Schema of the options a game is created with (defaults stated). */
  readonly optionsSchema: JsonValue;
  /** The server bots the game offers (GameModule.bots), the random player first. */
  readonly bots: readonly EngineBot[];
}

/**
 * A game as its caller may see it: the invite code only for its creator and seated players. The
 * REST schema's shape (a GameSummary extended), so the two cannot drift.
 */
export type GameDetails = z.output<typeof gameDetailsSchema>;

export interface NewGameRequest extends Omit<CreateGameInput, 'createdBy'> {
  readonly visibility?: 'public' | 'private' | undefined;
}

export interface JoinRequest {
  readonly seedCommitment?: string | undefined;
  readonly inviteCode?: string | undefined;
}

export interface SubmitRequest {
  readonly expectedVersion: number;
  readonly commandId: string;
  readonly command?: unknown;
}

export type ViewerChoice = 'auto' | 'spectator';

/** A state as the API answers it: with the seat's own last seen version (null otherwise). */
export interface ViewerState extends GameState {
  readonly lastSeenVersion: number | null;
}

/**
 * A submit's answer: the entry as the seat may see it, and the seat's state after it, so that a
 * client needs one request per move (and `stateEtag` to long-poll from that state on).
 */
export interface SubmitAnswer extends SubmitResult {
  readonly state: ViewerState;
  readonly stateEtag: string;
}

/** A replay step: a version, and optionally how many events of that entry (steps inside it). */
export interface ReplayStep {
  readonly version: number;
  readonly events?: number | undefined;
}
