/**
 * What became of each move submitted to this process — committed or refused — for whoever wants
 * to know after the fact (metrics today). DESIGN §3: side effects of a commit subscribe to
 * commits; the service announces, it never calls a consumer by name.
 */
import type { Seat } from '@tavolo/engine';
import { RuleRefusedError, ServiceError } from '../errors.ts';
import { Announcer } from './game-facts.ts';

export interface MoveOutcomeBase {
  readonly gameId: string;
  /** The game's engine; undefined when the game could not be read (GAME_NOT_FOUND, …). */
  readonly engine: string | undefined;
  readonly seat: Seat;
  /** Played by a server bot (its commandId carries the bot prefix). */
  readonly byServerBot: boolean;
}

export type MoveOutcome =
  /** Committed at `version` (a retried commandId is not announced twice). */
  | (MoveOutcomeBase & { readonly kind: 'accepted'; readonly version: number })
  /** Refused with `code`: a service code (VERSION_CONFLICT, …) or the engine's. */
  | (MoveOutcomeBase & { readonly kind: 'refused'; readonly code: string });

export type MoveOutcomeListener = (outcome: MoveOutcome) => void;

/** The code a refusal carries, or undefined for a failure that is not a refusal (a bug, I/O). */
export function refusalCode(error: unknown): string | undefined {
  if (error instanceof ServiceError || error instanceof RuleRefusedError) return error.code;
  return undefined;
}

/** The announcer of move outcomes (game-facts.ts). */
export class MoveOutcomes extends Announcer<MoveOutcome> {}
