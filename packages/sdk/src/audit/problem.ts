/**
 * What an audit reports when an export does not hold: a stable code, the place in the document
 * (as a path and as text such as `log[17].events[2]`) and a message a person can act on.
 */
import { canonicalJson } from './canonical.ts';

export const AuditCode = {
  NotJson: 'NOT_JSON',
  SchemaInvalid: 'SCHEMA_INVALID',
  UnknownEngine: 'UNKNOWN_ENGINE',
  RulesVersionMismatch: 'RULES_VERSION_MISMATCH',
  OptionsInvalid: 'OPTIONS_INVALID',
  RngAlgorithmMismatch: 'RNG_ALGORITHM_MISMATCH',
  CommitmentNotExpected: 'COMMITMENT_NOT_EXPECTED',
  ServerSeedInvalid: 'SERVER_SEED_INVALID',
  ServerSeedMismatch: 'SERVER_SEED_MISMATCH',
  SeatCountMismatch: 'SEAT_COUNT_MISMATCH',
  SeatNumberMismatch: 'SEAT_NUMBER_MISMATCH',
  PlayerSeedUncommitted: 'PLAYER_SEED_UNCOMMITTED',
  PlayerSeedMissing: 'PLAYER_SEED_MISSING',
  PlayerSeedMismatch: 'PLAYER_SEED_MISMATCH',
  GenesisMismatch: 'GENESIS_MISMATCH',
  VersionMismatch: 'VERSION_MISMATCH',
  SetupEntryInvalid: 'SETUP_ENTRY_INVALID',
  CommandEntryInvalid: 'COMMAND_ENTRY_INVALID',
  HashMismatch: 'HASH_MISMATCH',
  AnchorNotFound: 'ANCHOR_NOT_FOUND',
  AnchorMismatch: 'ANCHOR_MISMATCH',
  SetupMismatch: 'SETUP_MISMATCH',
  CommandRefused: 'COMMAND_REFUSED',
  EventsMismatch: 'EVENTS_MISMATCH',
  SeatEntryRefused: 'SEAT_ENTRY_REFUSED',
  EngineFailure: 'ENGINE_FAILURE',
  GameNotOver: 'GAME_NOT_OVER',
  OutcomeMismatch: 'OUTCOME_MISMATCH',
} as const;

export type AuditCode = (typeof AuditCode)[keyof typeof AuditCode];

/** A place in a JSON document: object keys and array indices from the root. */
export type JsonPath = readonly (string | number)[];

export interface AuditProblem {
  readonly code: AuditCode;
  readonly path: JsonPath;
  /** The path as text, e.g. `log[17].events[2]`; `(document)` for the whole document. */
  readonly location: string;
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function formatPath(path: JsonPath): string {
  if (path.length === 0) return '(document)';
  return path
    .map((step, i) => {
      if (typeof step === 'number') return `[${step}]`;
      if (!IDENTIFIER.test(step)) return `[${JSON.stringify(step)}]`;
      return i === 0 ? step : `.${step}`;
    })
    .join('');
}

/** A problem whose message starts with its location, the usual form. */
export function problemAt(code: AuditCode, path: JsonPath, rest: string): AuditProblem {
  const location = formatPath(path);
  return { code, path, location, message: `${location} ${rest}` };
}

/** A problem with a message of its own wording. */
export function problemWith(code: AuditCode, path: JsonPath, message: string): AuditProblem {
  return { code, path, location: formatPath(path), message };
}

const PREVIEW_LIMIT = 160;

/** Canonical JSON of a value, shortened for a message. */
export function preview(value: unknown): string {
  const text = canonicalJson(value);
  return text.length <= PREVIEW_LIMIT ? text : `${text.slice(0, PREVIEW_LIMIT - 1)}…`;
}

/** A short hash for messages: enough to tell two apart at a glance. */
export function shortHash(hash: string): string {
  return `${hash.slice(0, 12)}…`;
}
