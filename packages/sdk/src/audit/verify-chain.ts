/**
 * The log's shape and its hash chain: versions run 0, 1, 2, … with no gap or repeat, entry 0 is the
 * setup (no actor, command or command id), every later entry is a command or one of the server's
 * seat entries (a forfeit or a reclaim: an actor, a commandId that names it and that seat, no
 * command and no events; server-entries.ts), and each link hash commits to the previous one and to
 * its own entry. Each entry is checked in document order, so
 * the first altered entry is the one reported.
 */
import { err, ok } from '@tavolo/engine';
import type { Result } from '@tavolo/engine';
import { linkHash, toLogEntry } from './chain.ts';
import type { ExportedEntry, GameExport } from './export-format.ts';
import { AuditCode, problemAt, shortHash } from './problem.ts';
import type { AuditProblem } from './problem.ts';
import { seatEntryOf } from './server-entries.ts';
import type { SeatEntryKind } from './server-entries.ts';

/** A link hash the auditor obtained elsewhere (e.g. from the API during play). */
export interface ChainAnchor {
  readonly version: number;
  readonly hash: string;
}

/** An accepted command of the log, its shape checked. */
export interface CommandEntry {
  readonly kind: 'command';
  readonly version: number;
  readonly actor: number;
  readonly commandId: string;
  readonly command: unknown;
  readonly events: readonly unknown[];
}

/** A forfeit or a reclaim the server recorded for a seat: nothing for the engine to replay. */
export interface SeatEntry {
  readonly kind: SeatEntryKind;
  readonly version: number;
  readonly actor: number;
}

/** The log once its shape and chain hold: the setup events, then the later entries in order. */
export interface CheckedLog {
  readonly setupEvents: readonly unknown[];
  readonly commands: readonly CommandEntry[];
  /** Commands and seat entries, in log order. */
  readonly steps: readonly (CommandEntry | SeatEntry)[];
  readonly headHash: string;
}

export function checkChain(document: GameExport): Result<CheckedLog, AuditProblem> {
  let previous = document.genesisHash;
  const steps: (CommandEntry | SeatEntry)[] = [];
  for (const [index, entry] of document.log.entries()) {
    const shaped = checkVersion(entry, index) ?? checkEntryKind(entry, index);
    if (shaped !== undefined) return err(shaped);
    const link = checkLink(entry, index, previous);
    if (link !== undefined) return err(link);
    const step = index === 0 ? undefined : (asCommandEntry(entry) ?? asSeatEntry(entry));
    if (step !== undefined) steps.push(step);
    previous = entry.hash;
  }
  const commands = steps.filter((step): step is CommandEntry => step.kind === 'command');
  return ok({ setupEvents: document.log[0]?.events ?? [], commands, steps, headHash: previous });
}

function checkVersion(entry: ExportedEntry, index: number): AuditProblem | undefined {
  if (entry.version === index) return undefined;
  const why =
    entry.version > index
      ? 'an entry is missing before it'
      : 'an entry is repeated or out of order';
  return problemAt(
    AuditCode.VersionMismatch,
    ['log', index, 'version'],
    `is ${entry.version}, expected ${index}: ${why}`,
  );
}

function checkEntryKind(entry: ExportedEntry, index: number): AuditProblem | undefined {
  if (index === 0) {
    const field = entry.actor !== null ? 'actor' : entry.command !== null ? 'command' : 'commandId';
    if (entry.actor === null && entry.command === null && entry.commandId === null)
      return undefined;
    return problemAt(
      AuditCode.SetupEntryInvalid,
      ['log', 0, field],
      'must be null: log[0] is the setup of the game, not a command',
    );
  }
  if (asCommandEntry(entry) !== undefined || asSeatEntry(entry) !== undefined) return undefined;
  const field = entry.actor === null ? 'actor' : entry.command === null ? 'command' : 'commandId';
  return problemAt(
    AuditCode.CommandEntryInvalid,
    ['log', index, field],
    `is null, but log[${index}] is an accepted command and must have an actor, a command and a command id`,
  );
}

/** The entry as a command, when it has an actor, a command and a command id. */
function asCommandEntry(entry: ExportedEntry): CommandEntry | undefined {
  const { version, actor, command, commandId, events } = entry;
  if (actor === null || command === null || commandId === null) return undefined;
  return { kind: 'command', version, actor, commandId, command, events };
}

/** The entry as a seat entry: its commandId names it, its seat and its own version. */
function asSeatEntry(entry: ExportedEntry): SeatEntry | undefined {
  const { version, actor, command, events } = entry;
  const seatEntry = seatEntryOf(entry);
  if (seatEntry === undefined || actor === null || command !== null || events.length > 0) {
    return undefined;
  }
  if (seatEntry.version !== version) return undefined;
  return { kind: seatEntry.kind, version, actor };
}

function checkLink(
  entry: ExportedEntry,
  index: number,
  previous: string,
): AuditProblem | undefined {
  const expected = linkHash(previous, toLogEntry(entry));
  if (expected === entry.hash) return undefined;
  const over = index === 0 ? 'genesisHash' : `log[${index - 1}].hash`;
  return problemAt(
    AuditCode.HashMismatch,
    ['log', index, 'hash'],
    `does not chain: expected ${expected} (sha256 of ${over} and log[${index}]), found ${shortHash(entry.hash)} — log[${index}] or its hash was altered`,
  );
}

export function checkAnchors(
  document: GameExport,
  anchors: readonly ChainAnchor[],
): AuditProblem | undefined {
  for (const anchor of anchors) {
    const entry = document.log[anchor.version];
    if (entry === undefined) {
      return problemAt(
        AuditCode.AnchorNotFound,
        ['log', anchor.version],
        `does not exist (the log ends at version ${document.log.length - 1}), yet you hold a hash for it`,
      );
    }
    if (entry.hash !== anchor.hash) {
      return problemAt(
        AuditCode.AnchorMismatch,
        ['log', anchor.version, 'hash'],
        `is ${entry.hash}, not the hash ${anchor.hash} you recorded for version ${anchor.version}: this log is not the one you saw`,
      );
    }
  }
  return undefined;
}
