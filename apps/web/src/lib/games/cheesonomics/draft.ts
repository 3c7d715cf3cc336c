/**
 * Assembling one command from the legal list, a choice at a time. The table never decides what is
 * legal: every option offered is a value some listed command has, given the choices made so far,
 * and the result is always one of the listed command objects itself.
 */
import { sameJson } from '../json.ts';
import type { Command, CommandType, WedgeCode } from './model.ts';

export type FieldValue = string | number;

/** One choice of the player, in order: Undo drops the last one, Reset drops them all. */
export type DraftStep =
  | { readonly kind: 'type'; readonly type: CommandType }
  | { readonly kind: 'field'; readonly field: string; readonly value: FieldValue }
  | { readonly kind: 'wedge'; readonly code: WedgeCode };

export type SaleType = 'sell' | 'final_sell';

export type DraftState =
  | { readonly stage: 'type'; readonly options: readonly CommandType[] }
  | {
      readonly stage: 'field';
      readonly type: CommandType;
      readonly field: string;
      readonly options: readonly FieldValue[];
    }
  | {
      readonly stage: 'sale';
      readonly type: SaleType;
      readonly chosen: readonly WedgeCode[];
      /** Wedges that some listed sale still has room for, beside the chosen ones. */
      readonly additions: readonly WedgeCode[];
      /** The listed sale of exactly the chosen wedges, if there is one. */
      readonly command: Command | null;
    }
  | { readonly stage: 'complete'; readonly type: CommandType; readonly command: Command }
  /** The steps no longer fit the list (it changed under them): the panel starts again. */
  | { readonly stage: 'invalid' };

const isSaleType = (type: CommandType): type is SaleType =>
  type === 'sell' || type === 'final_sell';

function fieldOf(command: Command, field: string): unknown {
  return (command as unknown as Readonly<Record<string, unknown>>)[field];
}

const isFieldValue = (value: unknown): value is FieldValue =>
  typeof value === 'string' || typeof value === 'number';

function distinct<T>(values: readonly T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) === i);
}

export function commandTypes(legal: readonly Command[]): CommandType[] {
  return distinct(legal.map((c) => c.type));
}

/** How many copies of each code a list holds: sales are multisets of interchangeable wedges. */
function counts(codes: readonly WedgeCode[]): Map<WedgeCode, number> {
  const map = new Map<WedgeCode, number>();
  for (const code of codes) map.set(code, (map.get(code) ?? 0) + 1);
  return map;
}

function containsAll(whole: readonly WedgeCode[], part: readonly WedgeCode[]): boolean {
  const have = counts(whole);
  return [...counts(part)].every(([code, n]) => (have.get(code) ?? 0) >= n);
}

function saleWedges(command: Command): readonly WedgeCode[] {
  return command.type === 'sell' || command.type === 'final_sell' ? command.wedges : [];
}

function resolveSale(
  sales: readonly Command[],
  type: SaleType,
  steps: readonly DraftStep[],
): DraftState {
  const chosen = steps.flatMap((s) => (s.kind === 'wedge' ? [s.code] : []));
  if (chosen.length !== steps.length) return { stage: 'invalid' };
  const room = sales.filter((c) => containsAll(saleWedges(c), chosen));
  if (room.length === 0) return { stage: 'invalid' };
  const additions = distinct(room.flatMap(saleWedges)).filter((code) =>
    room.some((c) => containsAll(saleWedges(c), [...chosen, code])),
  );
  const command = room.find((c) => saleWedges(c).length === chosen.length) ?? null;
  return { stage: 'sale', type, chosen, additions, command };
}

function resolveFields(
  commands: readonly Command[],
  type: CommandType,
  steps: readonly DraftStep[],
): DraftState {
  let left = commands;
  for (const step of steps) {
    if (step.kind !== 'field') return { stage: 'invalid' };
    left = left.filter((c) => sameJson(fieldOf(c, step.field), step.value));
  }
  const [first] = left;
  if (first === undefined) return { stage: 'invalid' };
  if (left.length === 1) return { stage: 'complete', type, command: first };
  // The engine lists commands with their fields in a natural order (slot, wedge, side): ask in
  // that order, skipping any field on which every remaining command agrees.
  for (const field of Object.keys(first)) {
    const options = distinct(left.map((c) => fieldOf(c, field)).filter(isFieldValue));
    if (field !== 'type' && options.length > 1) return { stage: 'field', type, field, options };
  }
  return { stage: 'complete', type, command: first };
}

/** Where the player's choices stand against the legal list. */
export function resolveDraft(legal: readonly Command[], steps: readonly DraftStep[]): DraftState {
  const types = commandTypes(legal);
  const [head, ...rest] = steps;
  let type: CommandType;
  let remaining = steps;
  if (head?.kind === 'type') {
    if (!types.includes(head.type)) return { stage: 'invalid' };
    type = head.type;
    remaining = rest;
  } else if (types.length === 1 && types[0] !== undefined) {
    type = types[0];
  } else {
    return head === undefined ? { stage: 'type', options: types } : { stage: 'invalid' };
  }
  const commands = legal.filter((c) => c.type === type);
  return isSaleType(type)
    ? resolveSale(commands, type, remaining)
    : resolveFields(commands, type, remaining);
}

/** The steps made so far for one field, for labelling later options (the side of which wedge). */
export function chosenField(steps: readonly DraftStep[], field: string): FieldValue | null {
  const step = steps.find((s) => s.kind === 'field' && s.field === field);
  return step?.kind === 'field' ? step.value : null;
}
