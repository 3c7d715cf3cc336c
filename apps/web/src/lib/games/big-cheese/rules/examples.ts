/**
 * The drawn examples of the rules page: RULES.md §1.15's test scenarios as small positions, each
 * step the engine's own commands (with the dice it rolls) and the position they lead to. The
 * figures draw these positions; examples.test.ts plays the commands through the real engine and
 * checks every drawn position, so a figure cannot show what the game would not do.
 */
import type { BcCommand, Card, Options } from '../model.ts';
import type { ExampleId } from './text.ts';

/** One command; a die with n faces showing r is scripted as the draw r − 1. */
export interface ExampleMove {
  readonly seat: number;
  readonly command: BcCommand;
  readonly draws: readonly number[];
}

/** A project as drawn; 0 workers is a project that matured in this step. */
export interface DrawnProject {
  readonly id: number;
  readonly card: Card;
  readonly owner: number;
  readonly workers: number;
}

export interface ExampleStep {
  readonly moves: readonly ExampleMove[];
  readonly projects: readonly DrawnProject[];
  /** The face-up card on top of the deck after the step. */
  readonly offer: Card;
  /** Who opens the auction on `offer`; absent while a roll waits for its owner. */
  readonly opener?: number;
  /** Every die shown in the step, in the order rolled (re-rolls included). */
  readonly dice: readonly number[];
  readonly scores: readonly number[];
  /** The cards the step put on the discard pile, in order. */
  readonly discarded: readonly Card[];
}

export interface BcExample {
  readonly id: ExampleId;
  readonly seatCount: number;
  readonly options: Partial<Options>;
  /** The deck top first; the first card is on offer, opened by seat 0. */
  readonly deck: readonly Card[];
  readonly steps: readonly ExampleStep[];
}

const pass: BcCommand = { type: 'pass' };
const bid = (amount: number): BcCommand => ({ type: 'bid', amount });
const move = (seat: number, command: BcCommand, draws: readonly number[] = []): ExampleMove => ({
  seat,
  command,
  draws,
});

/** BC-T1: a project won one auction earlier matures together with the older ones. */
const workerTiming: BcExample = {
  id: 'worker-timing',
  seatCount: 3,
  options: { direction: 'cw' },
  deck: [8, 6, 4, 10, 12, 20, 2],
  steps: [
    {
      moves: [move(0, bid(3)), move(1, pass), move(2, pass)],
      projects: [{ id: 1, card: 8, owner: 0, workers: 3 }],
      offer: 6,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, pass), move(1, bid(2)), move(2, pass)],
      projects: [
        { id: 1, card: 8, owner: 0, workers: 2 },
        { id: 2, card: 6, owner: 1, workers: 2 },
      ],
      offer: 4,
      opener: 1,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(1, pass), move(2, pass), move(0, bid(1))],
      projects: [
        { id: 1, card: 8, owner: 0, workers: 1 },
        { id: 2, card: 6, owner: 1, workers: 1 },
        { id: 3, card: 4, owner: 0, workers: 1 },
      ],
      offer: 10,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, pass), move(1, pass), move(2, bid(1), [4, 1, 2])],
      projects: [
        { id: 1, card: 8, owner: 0, workers: 0 },
        { id: 2, card: 6, owner: 1, workers: 0 },
        { id: 3, card: 4, owner: 0, workers: 0 },
        { id: 4, card: 10, owner: 2, workers: 1 },
      ],
      offer: 12,
      opener: 2,
      dice: [5, 2, 3],
      scores: [7, 3, 0],
      discarded: [8, 4, 6],
    },
  ],
};

/** BC-T2: a Veto throws away the card on offer and the Veto; nothing moves; the opener opens again. */
const veto: BcExample = {
  id: 'veto',
  seatCount: 3,
  options: { direction: 'cw' },
  deck: ['veto', 2, 20, 4, 6, 8],
  steps: [
    {
      moves: [move(0, pass), move(1, bid(1)), move(2, pass)],
      projects: [{ id: 1, card: 'veto', owner: 1, workers: 1 }],
      offer: 2,
      opener: 1,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(1, pass), move(2, pass), move(0, bid(1))],
      projects: [
        { id: 1, card: 'veto', owner: 1, workers: 0 },
        { id: 2, card: 2, owner: 0, workers: 1 },
      ],
      offer: 20,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, bid(4)), move(1, { type: 'veto' })],
      projects: [{ id: 2, card: 2, owner: 0, workers: 1 }],
      offer: 4,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [20, 'veto'],
    },
  ],
};

/** BC-T5: a Big Cheese that matures with an "8" re-rolls its 1; the new roll is kept. */
const bigCheese: BcExample = {
  id: 'big-cheese',
  seatCount: 3,
  options: { direction: 'cw' },
  deck: ['big_cheese', 8, 2, 4, 6],
  steps: [
    {
      moves: [move(0, bid(2)), move(1, pass), move(2, pass)],
      projects: [{ id: 1, card: 'big_cheese', owner: 0, workers: 2 }],
      offer: 8,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, bid(1)), move(1, pass), move(2, pass)],
      projects: [
        { id: 1, card: 'big_cheese', owner: 0, workers: 1 },
        { id: 2, card: 8, owner: 0, workers: 1 },
      ],
      offer: 2,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, pass), move(1, bid(1)), move(2, pass, [0])],
      projects: [
        { id: 1, card: 'big_cheese', owner: 0, workers: 0 },
        { id: 2, card: 8, owner: 0, workers: 0 },
        { id: 3, card: 2, owner: 1, workers: 1 },
      ],
      offer: 4,
      dice: [1],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, { type: 'use_big_cheese', reroll: [1] }, [6])],
      projects: [{ id: 3, card: 2, owner: 1, workers: 1 }],
      offer: 4,
      opener: 1,
      dice: [7],
      scores: [7, 0, 0],
      discarded: ['big_cheese', 8],
    },
  ],
};

/** BC-T6: on 26 with exact 30, a "10" rolling 7 would pass 30, so it scores nothing. */
const exact30: BcExample = {
  id: 'exact-30',
  seatCount: 3,
  options: { direction: 'cw', exact30: true },
  deck: [20, 8, 10, 2, 4, 6, 12],
  steps: [
    {
      moves: [move(0, bid(1)), move(1, pass), move(2, pass)],
      projects: [{ id: 1, card: 20, owner: 0, workers: 1 }],
      offer: 8,
      opener: 0,
      dice: [],
      scores: [0, 0, 0],
      discarded: [],
    },
    {
      moves: [move(0, bid(1)), move(1, pass), move(2, pass, [19])],
      projects: [
        { id: 1, card: 20, owner: 0, workers: 0 },
        { id: 2, card: 8, owner: 0, workers: 1 },
      ],
      offer: 10,
      opener: 0,
      dice: [20],
      scores: [20, 0, 0],
      discarded: [20],
    },
    {
      moves: [move(0, bid(1)), move(1, pass), move(2, pass, [5])],
      projects: [
        { id: 2, card: 8, owner: 0, workers: 0 },
        { id: 3, card: 10, owner: 0, workers: 1 },
      ],
      offer: 2,
      opener: 0,
      dice: [6],
      scores: [26, 0, 0],
      discarded: [8],
    },
    {
      moves: [move(0, pass), move(1, bid(1)), move(2, pass, [6])],
      projects: [
        { id: 3, card: 10, owner: 0, workers: 0 },
        { id: 4, card: 2, owner: 1, workers: 1 },
      ],
      offer: 4,
      opener: 1,
      dice: [7],
      scores: [26, 0, 0],
      discarded: [10],
    },
  ],
};

export const EXAMPLES: Readonly<Record<ExampleId, BcExample>> = {
  'worker-timing': workerTiming,
  veto,
  'big-cheese': bigCheese,
  'exact-30': exact30,
};
