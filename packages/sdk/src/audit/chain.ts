/**
 * The hash chain of a game's log (DESIGN §4). Link n commits to link n−1 and to entry n:
 *
 *   genesis  = sha256(utf8("tavolo-chain/v1") ‖ 0x00 ‖ utf8(JCS(header)))
 *   hash_n   = sha256(bytes(hash_{n−1}) ‖ utf8(JCS(entry_n)))        with hash_{−1} = genesis
 *
 * JCS is RFC 8785 canonical JSON; hashes are lower-case hex. The header binds the game's identity,
 * engine, rules version, options and the server-seed commitment into the very first link.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { JsonValue } from '@tavolo/engine';
import { canonicalJson } from './canonical.ts';

export const CHAIN_TAG = 'tavolo-chain/v1';

/** What a game is, fixed when it is created. */
export interface ChainHeader {
  readonly gameId: string;
  /** The engine's game id, e.g. "big-cheese". */
  readonly engine: string;
  readonly rulesVersion: string;
  readonly rngAlgorithm: string;
  readonly seatCount: number;
  /** Options as normalised by the engine. */
  readonly options: JsonValue;
  /** sha256(serverSeed), published at creation. */
  readonly serverSeedCommitment: string;
}

/**
 * One accepted command and the events it produced. Version 0 is the start of the game: no actor,
 * no command, the setup events. Version n draws its randomness with commandSeq n.
 */
export interface LogEntry {
  readonly version: number;
  readonly actor: number | null;
  readonly commandId: string | null;
  readonly command: JsonValue | null;
  readonly events: readonly JsonValue[];
  /** When the server accepted it (ISO 8601, UTC). */
  readonly at: string;
}

/**
 * Exactly the header fields the chain commits to. A caller may hold a wider object (a database
 * row); hashing only these fields keeps its extra properties from silently changing the hash.
 */
export function toChainHeader(header: ChainHeader): ChainHeader {
  const { gameId, engine, rulesVersion, rngAlgorithm, seatCount, options, serverSeedCommitment } =
    header;
  return { gameId, engine, rulesVersion, rngAlgorithm, seatCount, options, serverSeedCommitment };
}

/** Exactly the entry fields a link commits to (not, for instance, a stored `hash`). */
export function toLogEntry(entry: LogEntry): LogEntry {
  const { version, actor, commandId, command, events, at } = entry;
  return { version, actor, commandId, command, events, at };
}

export function genesisHash(header: ChainHeader): string {
  const bytes = concatBytes(
    utf8ToBytes(CHAIN_TAG),
    new Uint8Array([0]),
    utf8ToBytes(canonicalJson(toChainHeader(header))),
  );
  return bytesToHex(sha256(bytes));
}

export function linkHash(previousHash: string, entry: LogEntry): string {
  return bytesToHex(
    sha256(concatBytes(hexToBytes(previousHash), utf8ToBytes(canonicalJson(toLogEntry(entry))))),
  );
}

/** sha256 of a player's seed (utf8), committed when the player joins. */
export function playerSeedCommitment(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}
