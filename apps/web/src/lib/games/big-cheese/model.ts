/**
 * The Big Cheese as the web client receives it: the engine's view and commands (the game's
 * contract, types only through @tavolo/sdk/games — no engine code reaches the bundle), with names
 * for the parts the table draws, and shape checks for what arrives over the wire.
 */
import type { BigCheeseCard, BigCheeseCommand, BigCheeseView } from '@tavolo/sdk/games';
import { isRecord } from '../json.ts';

export type Card = BigCheeseCard;
/** A card as read from a log event, where a number is not checked against the deck's values. */
export type LoggedCard = number | Exclude<Card, number>;
export type BcView = BigCheeseView;
export type BcCommand = BigCheeseCommand;
export type Player = BcView['players'][number];
export type Project = BcView['projects'][number];
export type Phase = BcView['phase'];
export type Options = BcView['options'];
export type Auction = Extract<Phase, { kind: 'auction' }>['auction'];
export type PendingRoll = NonNullable<Extract<Phase, { kind: 'resolution' }>['roll']>;
export type Outcome = Extract<Phase, { kind: 'over' }>['outcome'];

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

export function isNumberCard(card: LoggedCard): card is number {
  return typeof card === 'number';
}
