/**
 * The Big Cheese as the web client receives it: the engine's view and commands, restated as plain
 * types because the client talks to the public API and never imports the engine at run time.
 * `model.test.ts` checks at type level that the engine's own types still fit these.
 */

export type Card = number | 'veto' | 'big_cheese';

export interface Player {
  readonly available: number;
  readonly reserve: number;
  readonly hires: number;
  readonly score: number;
  readonly scoredProjects: number;
  readonly vetoes: number;
  readonly bigCheeses: number;
}

export interface Project {
  readonly id: number;
  readonly card: Card;
  readonly owner: number;
  /** Workers still on the card; 0 means mature. */
  readonly workers: number;
}

export interface Auction {
  readonly opener: number;
  readonly turn: number;
  readonly high: { readonly seat: number; readonly amount: number } | null;
  readonly passed: readonly number[];
  readonly bidders: readonly number[];
}

export interface PendingRoll {
  readonly projectId: number;
  readonly dice: readonly number[];
  readonly rerolls: number;
}

export interface Outcome {
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly reason: string;
  readonly tieBreak: string | null;
}

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'auction'; readonly auction: Auction }
  | { readonly kind: 'resolution'; readonly winner: number; readonly roll: PendingRoll | null }
  | { readonly kind: 'between'; readonly opener: number }
  | { readonly kind: 'over'; readonly outcome: Outcome };

export interface Options {
  readonly scoring: string;
  readonly target: number;
  readonly exact30: boolean;
  readonly specials: boolean;
  readonly direction: string;
}

export interface BcView {
  readonly seatCount: number;
  readonly options: Options;
  readonly deck: {
    readonly size: number;
    readonly top: Card | null;
    readonly order: readonly Card[] | null;
  };
  readonly discard: readonly Card[];
  readonly players: readonly Player[];
  readonly projects: readonly Project[];
  readonly hiresTotal: number;
  readonly auctionsWon: number;
  readonly phase: Phase;
  readonly activeSeats: readonly number[];
}

export type BcCommand =
  | { readonly type: 'bid'; readonly amount: number }
  | { readonly type: 'pass' }
  | { readonly type: 'veto' }
  | { readonly type: 'keep' }
  | { readonly type: 'use_big_cheese'; readonly reroll: readonly number[] }
  | { readonly type: 'resolve'; readonly project: number };

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumberArray(value: unknown): value is readonly number[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'number');
}

const PHASES = new Set(['setup', 'auction', 'resolution', 'between', 'over']);

/**
 * A shape check, not a validation: the server sends this game's view, but a table must fail
 * visibly ("cannot display") rather than throw deep inside the markup if it ever gets another.
 */
export function asView(value: unknown): BcView | null {
  if (!isRecord(value)) return null;
  const { players, projects, phase, deck, discard, options, activeSeats } = value;
  if (!Array.isArray(players) || !players.every(isRecord)) return null;
  if (!Array.isArray(projects) || !projects.every(isRecord)) return null;
  if (!isRecord(phase) || typeof phase['kind'] !== 'string' || !PHASES.has(phase['kind'])) {
    return null;
  }
  if (!isRecord(deck) || typeof deck['size'] !== 'number' || !Array.isArray(discard)) return null;
  if (!isRecord(options) || !isNumberArray(activeSeats)) return null;
  return value as unknown as BcView;
}

/** Reads one command of the legal list; anything else (another game's command) is null. */
export function asCommand(value: unknown): BcCommand | null {
  if (!isRecord(value)) return null;
  switch (value['type']) {
    case 'pass':
    case 'veto':
    case 'keep':
      return { type: value['type'] };
    case 'bid':
      return typeof value['amount'] === 'number' ? { type: 'bid', amount: value['amount'] } : null;
    case 'resolve':
      return typeof value['project'] === 'number'
        ? { type: 'resolve', project: value['project'] }
        : null;
    case 'use_big_cheese':
      return isNumberArray(value['reroll'])
        ? { type: 'use_big_cheese', reroll: value['reroll'] }
        : null;
    default:
      return null;
  }
}

/** Structural equality of JSON values: how a built command is matched against the legal list. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]))
    );
  }
  return false;
}

export function isNumberCard(card: Card): card is number {
  return typeof card === 'number';
}
