/**
 * The checks of an export that need no replay: format, engine, randomness algorithm, the server
 * seed and the players' seeds against their commitments, and the genesis hash.
 */
import {
  KernelCode,
  RNG_ALGORITHM,
  err,
  findGame,
  findGameVersion,
  games,
  rulesVersionsOf,
  ok,
  seedCommitment,
} from '@tavolo/engine';
import type { AnyGameModule, GameConfig, Result } from '@tavolo/engine';
import type { ChainHeader } from './chain.ts';
import { genesisHash, playerSeedCommitment } from './chain.ts';
import { gameExportSchema } from './export-format.ts';
import { firstTooDeep } from './json-diff.ts';
import type { GameExport } from './export-format.ts';
import { AuditCode, problemAt, problemWith, shortHash } from './problem.ts';
import type { AuditProblem, JsonPath } from './problem.ts';

/** Far deeper than any game's events; deeper documents are refused before anything recurses. */
export const MAX_JSON_DEPTH = 64;

export function checkSchema(document: unknown): Result<GameExport, AuditProblem> {
  const tooDeep = firstTooDeep(document, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    return err(
      problemAt(
        AuditCode.SchemaInvalid,
        tooDeep,
        `is nested more than ${MAX_JSON_DEPTH} levels deep`,
      ),
    );
  }
  const parsed = gameExportSchema.safeParse(document);
  if (parsed.success) return ok(parsed.data);
  const [issue] = parsed.error.issues;
  if (issue === undefined) return err(problemWith(AuditCode.SchemaInvalid, [], 'invalid export'));
  const path: JsonPath = issue.path.map((step) => (typeof step === 'symbol' ? String(step) : step));
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '?';
    return err(
      problemAt(AuditCode.SchemaInvalid, [...path, key], 'is not a field of the export format'),
    );
  }
  return err(problemAt(AuditCode.SchemaInvalid, path, `is not valid: ${issue.message}`));
}

/** The engine that will replay the game, with the game's options as it parsed them. */
export interface EngineUnderAudit {
  readonly game: AnyGameModule;
  readonly config: GameConfig<unknown>;
}

export function checkEngine(header: ChainHeader): Result<EngineUnderAudit, AuditProblem> {
  if (findGame(header.engine) === undefined) {
    const known = games.map((g) => g.id).join(', ');
    return err(
      problemWith(
        AuditCode.UnknownEngine,
        ['header', 'engine'],
        `unknown engine ${JSON.stringify(header.engine)}: this auditor knows ${known}`,
      ),
    );
  }
  // Engines keep every rules version they published (ADR 0024): the game is replayed by its own.
  const game = findGameVersion(header.engine, header.rulesVersion);
  if (game === undefined) {
    const known = rulesVersionsOf(header.engine).join(', ');
    return err(
      problemWith(
        AuditCode.RulesVersionMismatch,
        ['header', 'rulesVersion'],
        `engine ${header.engine} has rules ${known} but the game was played under ${header.rulesVersion}: audit it with the @tavolo/engine release that has rules ${header.rulesVersion}`,
      ),
    );
  }
  const options = game.parseOptions(header.options, header.seatCount);
  if (!options.ok) {
    const field = options.error.code === KernelCode.InvalidSeatCount ? 'seatCount' : 'options';
    return err(
      problemAt(
        AuditCode.OptionsInvalid,
        ['header', field],
        `is refused by engine ${game.id}: ${options.error.code}: ${options.error.message}`,
      ),
    );
  }
  return ok({ game, config: { seatCount: header.seatCount, options: options.value } });
}

export function checkRngAlgorithm(header: ChainHeader): AuditProblem | undefined {
  if (header.rngAlgorithm === RNG_ALGORITHM) return undefined;
  return problemWith(
    AuditCode.RngAlgorithmMismatch,
    ['header', 'rngAlgorithm'],
    `the game drew its randomness with ${JSON.stringify(header.rngAlgorithm)} but this engine draws with ${RNG_ALGORITHM}`,
  );
}

const EVEN_HEX = /^(?:[0-9a-f]{2})+$/;

export function checkServerSeed(
  document: GameExport,
  expectedCommitment: string | undefined,
): AuditProblem | undefined {
  const { serverSeedCommitment } = document.header;
  if (expectedCommitment !== undefined && expectedCommitment !== serverSeedCommitment) {
    return problemAt(
      AuditCode.CommitmentNotExpected,
      ['header', 'serverSeedCommitment'],
      `is ${serverSeedCommitment}, not the commitment ${expectedCommitment} you expected (the one published when the game was created)`,
    );
  }
  if (!EVEN_HEX.test(document.serverSeed)) {
    return problemAt(
      AuditCode.ServerSeedInvalid,
      ['serverSeed'],
      'is not whole bytes of hex (it has an odd number of digits)',
    );
  }
  const actual = seedCommitment(document.serverSeed);
  if (actual === serverSeedCommitment) return undefined;
  return problemWith(
    AuditCode.ServerSeedMismatch,
    ['serverSeed'],
    `server seed does not match its commitment: sha256(serverSeed) is ${actual} but header.serverSeedCommitment is ${serverSeedCommitment}`,
  );
}

export function checkSeats(document: GameExport): AuditProblem | undefined {
  const { seats, header } = document;
  if (seats.length !== header.seatCount) {
    return problemAt(
      AuditCode.SeatCountMismatch,
      ['seats'],
      `lists ${seats.length} seats but the game has ${header.seatCount} (header.seatCount)`,
    );
  }
  for (const [index, seat] of seats.entries()) {
    const problem = checkSeat(seat, index);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function checkSeat(seat: GameExport['seats'][number], index: number): AuditProblem | undefined {
  if (seat.seat !== index) {
    return problemAt(
      AuditCode.SeatNumberMismatch,
      ['seats', index, 'seat'],
      `is ${seat.seat}, expected ${index}: seats are listed in seat order`,
    );
  }
  const where: JsonPath = ['seats', index, 'seed'];
  if (seat.seedCommitment === null) {
    if (seat.seed === null) return undefined;
    return problemWith(
      AuditCode.PlayerSeedUncommitted,
      where,
      `seat ${index} revealed a seed but never committed to one (seats[${index}].seedCommitment is null)`,
    );
  }
  if (seat.seed === null) {
    return problemWith(
      AuditCode.PlayerSeedMissing,
      where,
      `seat ${index} committed to a seed that was never revealed (seats[${index}].seed is null)`,
    );
  }
  const actual = playerSeedCommitment(seat.seed);
  if (actual === seat.seedCommitment) return undefined;
  return problemWith(
    AuditCode.PlayerSeedMismatch,
    where,
    `seat ${index}'s seed does not match its commitment: sha256(seed) is ${actual} but seedCommitment is ${seat.seedCommitment}`,
  );
}

export function checkGenesis(document: GameExport): AuditProblem | undefined {
  const expected = genesisHash(document.header);
  if (expected === document.genesisHash) return undefined;
  return problemAt(
    AuditCode.GenesisMismatch,
    ['genesisHash'],
    `does not match the header: the header hashes to ${expected}, the export says ${shortHash(document.genesisHash)} — the header (game id, engine, rules, options, seat count, seed commitment) or the genesis hash was altered`,
  );
}
