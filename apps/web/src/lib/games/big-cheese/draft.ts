/**
 * Building one command step by step (choose an action, then the amount / the dice / the project),
 * with Undo and Reset, before a single Send. Everything here is derived from the legal list the
 * server sent: no rule of the game is restated, and `commandOf` only ever returns one of its items.
 */
import { sameJson } from '../json.ts';
import { asCommand } from './model.ts';

export type Action = 'bid' | 'pass' | 'veto' | 'keep' | 'reroll' | 'resolve';

/** The legal list, sorted by kind so the controls can offer each part of a decision. */
export interface Choices {
  readonly legal: readonly unknown[];
  /** Legal bid amounts, ascending. */
  readonly bids: readonly number[];
  readonly pass: boolean;
  readonly veto: boolean;
  readonly keep: boolean;
  /** Legal re-roll choices: the die values to re-roll, each sorted ascending. */
  readonly rerolls: readonly (readonly number[])[];
  /** Mature projects that may be paid out next. */
  readonly projects: readonly number[];
}

export function choicesOf(legal: readonly unknown[]): Choices {
  const commands = legal.map(asCommand);
  const bids: number[] = [];
  const rerolls: (readonly number[])[] = [];
  const projects: number[] = [];
  for (const c of commands) {
    if (c?.type === 'bid') bids.push(c.amount);
    if (c?.type === 'use_big_cheese') rerolls.push([...c.reroll].sort((a, b) => a - b));
    if (c?.type === 'resolve') projects.push(c.project);
  }
  const has = (type: string): boolean => commands.some((c) => c?.type === type);
  return {
    legal,
    bids: bids.sort((a, b) => a - b),
    pass: has('pass'),
    veto: has('veto'),
    keep: has('keep'),
    rerolls,
    projects,
  };
}

export function actionsOf(c: Choices): Action[] {
  const out: Action[] = [];
  if (c.bids.length > 0) out.push('bid');
  if (c.pass) out.push('pass');
  if (c.veto) out.push('veto');
  if (c.keep) out.push('keep');
  if (c.rerolls.length > 0) out.push('reroll');
  if (c.projects.length > 0) out.push('resolve');
  return out;
}

export interface Draft {
  readonly action: Action | null;
  readonly amount: number | null;
  /** Indexes of the pending roll's dice chosen for a re-roll. */
  readonly dice: readonly number[];
  readonly project: number | null;
}

export const EMPTY_DRAFT: Draft = { action: null, amount: null, dice: [], project: null };

type Step = 'action' | 'amount' | 'die' | 'project';

/** Every draft the player has built so far, newest last: Undo drops one. */
export interface Builder {
  readonly history: readonly { readonly draft: Draft; readonly step: Step }[];
}

export const EMPTY_BUILDER: Builder = { history: [] };

export function current(b: Builder): Draft {
  return b.history.at(-1)?.draft ?? EMPTY_DRAFT;
}

function push(b: Builder, draft: Draft, step: Step): Builder {
  // Nudging the amount up and down is one step for Undo, not one per click.
  const top = b.history.at(-1);
  const keep = step === 'amount' && top?.step === 'amount' ? b.history.slice(0, -1) : b.history;
  return { history: [...keep, { draft, step }] };
}

export function undo(b: Builder): Builder {
  return { history: b.history.slice(0, -1) };
}

function values(indexes: readonly number[], dice: readonly number[]): number[] {
  return indexes.map((i) => dice[i] ?? 0).sort((a, b) => a - b);
}

/** Dice indexes showing exactly `wanted` (a multiset of values), or null if the roll lacks them. */
function indexesFor(wanted: readonly number[], dice: readonly number[]): number[] | null {
  const used: number[] = [];
  for (const v of wanted) {
    const at = dice.findIndex((d, i) => d === v && !used.includes(i));
    if (at === -1) return null;
    used.push(at);
  }
  return used;
}

export function chooseAction(
  b: Builder,
  action: Action,
  c: Choices,
  dice: readonly number[],
): Builder {
  if (!actionsOf(c).includes(action)) return b;
  const only = c.rerolls.length === 1 ? c.rerolls[0] : undefined;
  const draft: Draft = {
    action,
    // A bid starts at the smallest legal amount; the player raises it from there.
    amount: action === 'bid' ? (c.bids[0] ?? null) : null,
    // With a single legal re-roll there is nothing to pick: select those dice at once.
    dice: action === 'reroll' && only !== undefined ? (indexesFor(only, dice) ?? []) : [],
    project: null,
  };
  return push(b, draft, 'action');
}

export function setAmount(b: Builder, amount: number, c: Choices): Builder {
  const d = current(b);
  if (d.action !== 'bid' || !c.bids.includes(amount) || d.amount === amount) return b;
  return push(b, { ...d, amount }, 'amount');
}

/** The next legal amount above (step 1) or below (step -1) the draft's, or null at the end. */
export function stepAmount(d: Draft, c: Choices, step: 1 | -1): number | null {
  const at = d.amount === null ? -1 : c.bids.indexOf(d.amount);
  return c.bids[at + step] ?? null;
}

/** A die may be added only if some legal re-roll still contains the selection with it. */
export function canToggleDie(
  d: Draft,
  index: number,
  c: Choices,
  dice: readonly number[],
): boolean {
  if (d.action !== 'reroll' || index < 0 || index >= dice.length) return false;
  if (d.dice.includes(index)) return true;
  const wanted = values([...d.dice, index], dice);
  return c.rerolls.some((r) => isSubMultiset(wanted, r));
}

export function toggleDie(b: Builder, index: number, c: Choices, dice: readonly number[]): Builder {
  const d = current(b);
  if (!canToggleDie(d, index, c, dice)) return b;
  const next = d.dice.includes(index) ? d.dice.filter((i) => i !== index) : [...d.dice, index];
  return push(b, { ...d, dice: next }, 'die');
}

export function chooseProject(b: Builder, project: number, c: Choices): Builder {
  const d = current(b);
  if (!c.projects.includes(project) || (d.action === 'resolve' && d.project === project)) return b;
  return push(b, { ...EMPTY_DRAFT, action: 'resolve', project }, 'project');
}

function isSubMultiset(part: readonly number[], whole: readonly number[]): boolean {
  const pool = [...whole];
  return part.every((v) => {
    const at = pool.indexOf(v);
    if (at !== -1) pool.splice(at, 1);
    return at !== -1;
  });
}

/** The command the draft describes, in the form the server expects, or null while incomplete. */
function candidate(d: Draft, dice: readonly number[]): unknown {
  switch (d.action) {
    case 'bid':
      return d.amount === null ? null : { type: 'bid', amount: d.amount };
    case 'pass':
    case 'veto':
    case 'keep':
      return { type: d.action };
    case 'reroll':
      return d.dice.length === 0 ? null : { type: 'use_big_cheese', reroll: values(d.dice, dice) };
    case 'resolve':
      return d.project === null ? null : { type: 'resolve', project: d.project };
    case null:
      return null;
  }
}

/**
 * The legal command the draft completes: the very item of the server's list, so whatever is
 * sent was listed as legal. Null while the draft is incomplete or matches nothing listed.
 */
export function commandOf(d: Draft, c: Choices, dice: readonly number[]): unknown {
  const wanted = candidate(d, dice);
  if (wanted === null) return null;
  return c.legal.find((l) => sameJson(l, wanted)) ?? null;
}

/**
 * What names the position a draft is built for, so that a new position starts a fresh one: the
 * whole view and the legal list. The phase and the legal list alone do not tell positions apart:
 * two auctions in a row can have the same opener, turn, high bid and legal bids with another
 * card on offer, and a page that receives only the newest state never sees the positions between
 * them — the draft already sent (a Pass, say) would come back as the next auction's draft. A
 * state received again (a re-read, a reconnect) gives the same key and keeps the draft.
 */
export function positionKey(view: unknown, legal: readonly unknown[]): string {
  return JSON.stringify([view, legal]);
}
