/**
 * Single changes to an export, each with the place the audit must name and the codes it may give.
 * `tamper` leaves the hashes alone; `forge` makes changes meant to be re-hashed with `rechain`.
 */
import type { GameExport } from '../audit/export-format.ts';
import { formatPath } from '../audit/problem.ts';
import type { AuditCode, JsonPath } from '../audit/problem.ts';
import { playerSeedCommitment } from '../audit/chain.ts';
import { changedLeaf, changedString, leafPaths, valueAt, withValueAt } from './tamper.ts';

export interface Tampered {
  readonly description: string;
  readonly document: unknown;
  /** The audit must report a location equal to, or inside, one of these. */
  readonly places: readonly string[];
  readonly codes: readonly AuditCode[];
}

/** Where a change goes: `a` picks the entry or seat, `b` the leaf, `salt` the new value. */
export interface ChangeAt {
  readonly a: number;
  readonly b: number;
  readonly salt: number;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A change of the leaf `b` picks inside the value at `path`. */
function leafChange(
  document: GameExport,
  path: JsonPath,
  at: ChangeAt,
): Omit<Tampered, 'places' | 'codes'> & { leaf: JsonPath } {
  const value = valueAt(document, path);
  const leaves = leafPaths(value);
  const leaf = [...path, ...(leaves[at.b % leaves.length] ?? [])];
  const old = valueAt(document, leaf);
  const next = changedLeaf(old, at.salt);
  return {
    description: `${formatPath(leaf)}: ${JSON.stringify(old)} → ${JSON.stringify(next)}`,
    document: withValueAt(document, leaf, next),
    leaf,
  };
}

function stringChange(
  document: GameExport,
  path: JsonPath,
  at: ChangeAt,
  alphabet?: string,
): Omit<Tampered, 'places' | 'codes'> {
  const old = valueAt(document, path);
  const next = changedString(typeof old === 'string' ? old : '', at.salt, alphabet);
  return {
    description: `${formatPath(path)}: ${JSON.stringify(old)} → ${JSON.stringify(next)}`,
    document: withValueAt(document, path, next),
  };
}

const commandIndex = (document: GameExport, at: ChangeAt): number =>
  1 + (at.a % (document.log.length - 1));
const entryIndex = (document: GameExport, at: ChangeAt): number => at.a % document.log.length;
const link = (n: number): string => `log[${n}].hash`;

type Change = Omit<Tampered, 'places' | 'codes'>;
type Maker = (document: GameExport, at: ChangeAt) => Tampered;

const expecting =
  (places: readonly string[], codes: readonly AuditCode[]) =>
  (change: Change): Tampered => ({ ...change, places, codes });

/** A change of entry n's `field` that only its link hash can notice. */
function entryField(
  field: 'command' | 'events' | 'commandId' | 'at' | 'hash',
  pick: typeof entryIndex,
): Maker {
  return (document, at) => {
    const n = pick(document, at);
    const path = ['log', n, field];
    const change =
      field === 'command' || field === 'events'
        ? leafChange(document, path, at)
        : stringChange(document, path, at, field === 'hash' ? undefined : ALPHANUMERIC);
    return expecting([link(n)], ['HASH_MISMATCH'])(change);
  };
}

function changedActor(document: GameExport, at: ChangeAt): Tampered {
  const n = commandIndex(document, at);
  const actor = document.log[n]?.actor ?? 0;
  const next = actor + 1 + (at.salt % 4);
  return expecting(
    [link(n)],
    ['HASH_MISMATCH'],
  )({
    description: `log[${n}].actor ${actor} → ${next}`,
    document: withValueAt(document, ['log', n, 'actor'], next),
  });
}

function changedVersion(document: GameExport, at: ChangeAt): Tampered {
  const n = entryIndex(document, at);
  const version = n + 1 + (at.salt % 3);
  return expecting(
    [`log[${n}].version`],
    ['VERSION_MISMATCH'],
  )({
    description: `log[${n}].version → ${version}`,
    document: withValueAt(document, ['log', n, 'version'], version),
  });
}

function changedSeatSeed(document: GameExport, at: ChangeAt): Tampered {
  const seat = at.a % document.seats.length;
  const committed = document.seats[seat]?.seedCommitment !== null;
  return expecting(
    [`seats[${seat}].seed`],
    [committed ? 'PLAYER_SEED_MISMATCH' : 'PLAYER_SEED_UNCOMMITTED'],
  )(stringChange(document, ['seats', seat, 'seed'], at, ALPHANUMERIC));
}

function changedSeatCommitment(document: GameExport, at: ChangeAt): Tampered {
  const seat = at.a % document.seats.length;
  const revealed = document.seats[seat]?.seed !== null;
  // A null commitment becomes a one-digit string, which the format itself refuses.
  const codes: AuditCode[] = revealed
    ? ['PLAYER_SEED_MISMATCH']
    : ['PLAYER_SEED_MISSING', 'SCHEMA_INVALID'];
  return expecting(
    [`seats[${seat}]`],
    codes,
  )(stringChange(document, ['seats', seat, 'seedCommitment'], at));
}

function duplicated(document: GameExport, at: ChangeAt): Tampered {
  const n = entryIndex(document, at);
  return expecting(
    [`log[${n + 1}].version`],
    ['VERSION_MISMATCH'],
  )({
    description: `log[${n}] repeated`,
    document: { ...document, log: [...document.log.slice(0, n + 1), ...document.log.slice(n)] },
  });
}

function dropped(document: GameExport, at: ChangeAt): Tampered {
  const n = entryIndex(document, at);
  const last = document.log.length - 1;
  const change = {
    description: `log[${n}] dropped`,
    document: { ...document, log: document.log.filter((_, i) => i !== n) },
  };
  // Dropping the last command leaves a chain that holds but a game that is not over.
  return n === last
    ? expecting([`log[${last}]`], ['GAME_NOT_OVER'])(change)
    : expecting([`log[${n}].version`], ['VERSION_MISMATCH'])(change);
}

function changedOutcome(document: GameExport, at: ChangeAt): Tampered {
  const change = leafChange(document, ['outcome'], at);
  return expecting([formatPath(change.leaf)], ['OUTCOME_MISMATCH'])(change);
}

const TAMPERS = {
  command: entryField('command', commandIndex),
  event: entryField('events', entryIndex),
  actor: changedActor,
  commandId: entryField('commandId', commandIndex),
  at: entryField('at', entryIndex),
  hash: entryField('hash', entryIndex),
  version: changedVersion,
  serverSeed: (document, at) =>
    expecting(['serverSeed'], ['SERVER_SEED_MISMATCH'])(stringChange(document, ['serverSeed'], at)),
  serverSeedCommitment: (document, at) =>
    expecting(
      ['serverSeed'],
      ['SERVER_SEED_MISMATCH'],
    )(stringChange(document, ['header', 'serverSeedCommitment'], at)),
  seatSeed: changedSeatSeed,
  seatCommitment: changedSeatCommitment,
  option: (document, at) =>
    expecting(
      ['genesisHash', 'header.options', 'header.seatCount'],
      ['GENESIS_MISMATCH', 'OPTIONS_INVALID'],
    )(leafChange(document, ['header', 'options'], at)),
  gameId: (document, at) =>
    expecting(
      ['genesisHash'],
      ['GENESIS_MISMATCH'],
    )(stringChange(document, ['header', 'gameId'], at, ALPHANUMERIC)),
  genesisHash: (document, at) =>
    expecting(['genesisHash'], ['GENESIS_MISMATCH'])(stringChange(document, ['genesisHash'], at)),
  drop: dropped,
  duplicate: duplicated,
  outcome: changedOutcome,
} as const satisfies Record<string, Maker>;

export type TamperKind = keyof typeof TAMPERS;
export const TAMPER_KINDS = Object.keys(TAMPERS) as TamperKind[];

/** One change, hashes left alone: the chain (or a seed or format check) must catch it. */
export function tamper(document: GameExport, kind: TamperKind, at: ChangeAt): Tampered {
  return TAMPERS[kind](document, at);
}

export const FORGERY_KINDS = ['event', 'command', 'actor', 'drop', 'reseed'] as const;
export type ForgeryKind = (typeof FORGERY_KINDS)[number];

const REPLAY_CODES: readonly AuditCode[] = [
  'SETUP_MISMATCH',
  'EVENTS_MISMATCH',
  'COMMAND_REFUSED',
  'GAME_NOT_OVER',
];

/** A change a forger would follow by recomputing every hash; the replay must catch it. */
export function forge(document: GameExport, kind: ForgeryKind, at: ChangeAt): Tampered {
  const n = commandIndex(document, at);
  const fromHere = (from: number): string[] =>
    Array.from({ length: document.log.length - from + 1 }, (_, i) => `log[${from + i}]`);
  switch (kind) {
    case 'event': {
      const e = entryIndex(document, at);
      const change = leafChange(document, ['log', e, 'events'], at);
      return {
        ...change,
        places: [formatPath(change.leaf)],
        codes: ['SETUP_MISMATCH', 'EVENTS_MISMATCH'],
      };
    }
    case 'command':
      return {
        ...leafChange(document, ['log', n, 'command'], at),
        places: [`log[${n}]`],
        codes: REPLAY_CODES,
      };
    case 'actor': {
      const actor = document.log[n]?.actor ?? 0;
      const next = (actor + 1 + (at.salt % (document.seats.length - 1))) % document.seats.length;
      return {
        description: `log[${n}].actor ${actor} → ${next}`,
        document: withValueAt(document, ['log', n, 'actor'], next),
        places: [`log[${n}]`],
        codes: REPLAY_CODES,
      };
    }
    case 'drop': {
      const log = document.log
        .filter((_, i) => i !== n)
        .map((entry, version) => ({ ...entry, version }));
      return {
        description: `log[${n}] dropped and the rest renumbered`,
        document: { ...document, log },
        places: fromHere(n),
        codes: REPLAY_CODES,
      };
    }
    case 'reseed': {
      const seat = at.a % document.seats.length;
      const seed = `forged seed ${at.salt}`;
      const seats = document.seats.map((s, i) =>
        i === seat ? { ...s, seed, seedCommitment: playerSeedCommitment(seed) } : s,
      );
      return {
        description: `seat ${seat} reseeded`,
        document: { ...document, seats },
        places: ['log'],
        codes: REPLAY_CODES,
      };
    }
  }
}
