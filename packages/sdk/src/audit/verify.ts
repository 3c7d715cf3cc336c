/**
 * The offline audit of a finished game's export (DESIGN §3–§4). Checks run in a fixed order and
 * the report names the first problem only, so the same file always gets the same verdict:
 *
 *   schema → engine and rules version (and options) → randomness algorithm → server seed against
 *   its commitment → player seeds against theirs → genesis hash → each log entry's version, kind
 *   and link hash → anchors the auditor holds → replay of setup and every command → game over →
 *   outcome.
 */
import type { Outcome } from '@tavolo/engine';
import type { SeatKind } from './assemble.ts';
import { AuditCode, problemWith } from './problem.ts';
import type { AuditProblem } from './problem.ts';
import { checkAnchors, checkChain } from './verify-chain.ts';
import type { ChainAnchor } from './verify-chain.ts';
import {
  checkEngine,
  checkGenesis,
  checkRngAlgorithm,
  checkSchema,
  checkSeats,
  checkServerSeed,
} from './verify-header.ts';
import { checkReplay } from './verify-replay.ts';

export type { ChainAnchor } from './verify-chain.ts';

/** What the auditor knows from elsewhere and wants the export to agree with. */
export interface VerifyExpectations {
  /** The server-seed commitment published when the game was created. */
  readonly serverSeedCommitment?: string;
  /** Link hashes seen during play (e.g. from the API), which the log must contain. */
  readonly anchors?: readonly ChainAnchor[];
}

export interface AuditSummary {
  readonly gameId: string;
  readonly engine: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly seatCount: number;
  /** Accepted commands (log entries after the setup). */
  readonly commands: number;
  readonly events: number;
  /** 32-bit words recomputed from the HMAC generator. */
  readonly draws: number;
  /** The last link hash: the fingerprint of the whole game. */
  readonly headHash: string;
  readonly outcome: Outcome;
  readonly seats: readonly { readonly name: string; readonly kind: SeatKind }[];
}

export type VerifyReport =
  | { readonly ok: true; readonly summary: AuditSummary }
  | { readonly ok: false; readonly problem: AuditProblem };

type Check = () => AuditProblem | undefined;

export function verifyExport(
  document: unknown,
  expectations: VerifyExpectations = {},
): VerifyReport {
  const parsed = checkSchema(document);
  if (!parsed.ok) return failed(parsed.error);
  const exported = parsed.value;
  const engine = checkEngine(exported.header);
  if (!engine.ok) return failed(engine.error);
  const before: readonly Check[] = [
    () => checkRngAlgorithm(exported.header),
    () => checkServerSeed(exported, expectations.serverSeedCommitment),
    () => checkSeats(exported),
    () => checkGenesis(exported),
  ];
  const problem = firstProblem(before);
  if (problem !== undefined) return failed(problem);
  const log = checkChain(exported);
  if (!log.ok) return failed(log.error);
  const anchorProblem = checkAnchors(exported, expectations.anchors ?? []);
  if (anchorProblem !== undefined) return failed(anchorProblem);
  const replayed = checkReplay(exported, log.value, engine.value);
  if (!replayed.ok) return failed(replayed.error);
  return {
    ok: true,
    summary: {
      gameId: exported.header.gameId,
      engine: engine.value.game.id,
      title: engine.value.game.title,
      rulesVersion: exported.header.rulesVersion,
      seatCount: exported.header.seatCount,
      commands: log.value.commands.length,
      events: replayed.value.events,
      draws: replayed.value.draws,
      headHash: log.value.headHash,
      outcome: replayed.value.outcome,
      seats: exported.seats.map(({ name, kind }) => ({ name, kind })),
    },
  };
}

/** Verifies the text of an export file: JSON that does not parse is the first possible problem. */
export function verifyExportJson(
  text: string,
  expectations: VerifyExpectations = {},
): VerifyReport {
  let document: unknown;
  try {
    document = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failed(problemWith(AuditCode.NotJson, [], `the file is not JSON: ${reason}`));
  }
  return verifyExport(document, expectations);
}

function firstProblem(checks: readonly Check[]): AuditProblem | undefined {
  for (const check of checks) {
    const problem = check();
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function failed(problem: AuditProblem): VerifyReport {
  return { ok: false, problem };
}
