/**
 * The position in words: whose turn it is, the auction, each seat. The same sentences label the
 * drawing for screen readers and appear as text beside it, so nothing is known from the SVG alone.
 */
import type { Translate, Viewer } from '../contract.ts';
import type { Draft } from './draft.ts';
import type { BcView, Project } from './model.ts';
import { P, cardLabel, cardPhrase, diceText, joinList, seatName } from './words.ts';

export interface TextContext {
  readonly view: BcView;
  readonly t: Translate;
  readonly names: readonly string[];
  readonly viewer: Viewer;
}

export function isMe(ctx: TextContext, seat: number): boolean {
  return ctx.viewer.kind === 'seat' && ctx.viewer.seat === seat;
}

/** A seat's name, marked when it is the viewer's own. */
export function who(ctx: TextContext, seat: number): string {
  const name = seatName(seat, ctx.names, ctx.t);
  return isMe(ctx, seat) ? ctx.t(`${P}ui.self`, { name }) : name;
}

export function winnersText(ctx: TextContext, winners: readonly number[]): string {
  return ctx.t(`${P}ui.winners`, {
    count: winners.length,
    winners: joinList(
      winners.map((s) => who(ctx, s)),
      ctx.t,
    ),
  });
}

export function rollOwner(view: BcView): { project: Project; dice: readonly number[] } | null {
  const { phase } = view;
  if (phase.kind !== 'resolution' || phase.roll === null) return null;
  const id = phase.roll.projectId;
  const project = view.projects.find((p) => p.id === id);
  return project === undefined ? null : { project, dice: phase.roll.dice };
}

/** Whose turn it is, said to this viewer; `canAct` is whether the server listed commands for them. */
export function statusText(ctx: TextContext, canAct: boolean): string {
  const { view, t } = ctx;
  const { phase } = view;
  const mine = canAct ? 'mine' : 'wait';
  switch (phase.kind) {
    case 'over':
      return `${t(`${P}ui.over`)} ${winnersText(ctx, phase.outcome.winners)}`;
    case 'auction':
      return t(`${P}ui.${mine}.bid`, { seat: who(ctx, phase.auction.turn) });
    case 'resolution': {
      const roll = rollOwner(view);
      if (roll !== null) return t(`${P}ui.${mine}.roll`, { seat: who(ctx, roll.project.owner) });
      const chooser = view.activeSeats[0];
      if (chooser === undefined) return t(`${P}ui.wait.server`);
      return t(`${P}ui.${mine}.order`, { seat: who(ctx, chooser) });
    }
    case 'setup':
    case 'between':
      return t(`${P}ui.wait.server`);
  }
}

/** The auction in progress, one sentence per fact; empty outside an auction. */
export function auctionLines(ctx: TextContext): string[] {
  const { view, t } = ctx;
  if (view.phase.kind !== 'auction') return [];
  const a = view.phase.auction;
  return [
    t(`${P}ui.auction`, { card: cardPhrase(view.deck.top, t), seat: who(ctx, a.opener) }),
    a.high === null
      ? t(`${P}ui.high_none`)
      : t(`${P}ui.high`, { amount: a.high.amount, seat: who(ctx, a.high.seat) }),
    a.passed.length === 0
      ? t(`${P}ui.passed_none`)
      : t(`${P}ui.passed`, {
          seats: joinList(
            a.passed.map((s) => who(ctx, s)),
            t,
          ),
        }),
  ];
}

export function rollLine(ctx: TextContext): string | null {
  const roll = rollOwner(ctx.view);
  if (roll === null) return null;
  return ctx.t(`${P}ui.roll`, {
    seat: who(ctx, roll.project.owner),
    card: cardPhrase(roll.project.card, ctx.t),
    project: roll.project.id,
    dice: diceText(roll.dice),
  });
}

export function projectText(p: Project, t: Translate): string {
  return t(`${P}ui.project`, { card: cardLabel(p.card, t), id: p.id, workers: p.workers });
}

export function heldText(vetoes: number, bigCheeses: number, t: Translate): string {
  const parts: string[] = [];
  if (vetoes > 0) parts.push(t(`${P}ui.held.veto`, { count: vetoes }));
  if (bigCheeses > 0) parts.push(t(`${P}ui.held.big_cheese`, { count: bigCheeses }));
  return parts.length === 0 ? t(`${P}ui.held.none`) : joinList(parts, t);
}

/** One seat in a sentence: score, free workers, held specials. */
export function seatLine(ctx: TextContext, seat: number): string {
  const { view, t } = ctx;
  const p = view.players[seat];
  if (p === undefined) return who(ctx, seat);
  return t(`${P}ui.seat.line`, {
    seat: who(ctx, seat),
    score: p.score,
    available: p.available,
    held: heldText(p.vetoes, p.bigCheeses, t),
  });
}

export function targetText(view: BcView, t: Translate): string {
  return view.options.exact30
    ? t(`${P}ui.target_exact30`)
    : t(`${P}ui.target`, { target: view.options.target });
}

/** The drawing's accessible name: the whole position in a few sentences. */
export function pictureLabel(ctx: TextContext, canAct: boolean): string {
  const lines = [
    statusText(ctx, canAct),
    ...auctionLines(ctx),
    rollLine(ctx),
    ...ctx.view.players.map((_, seat) => seatLine(ctx, seat)),
  ];
  return lines.filter((l): l is string => l !== null).join(' ');
}

/** What Send will do, in words, for the draft being built. */
export function draftText(ctx: TextContext, d: Draft, dice: readonly number[]): string {
  const { view, t } = ctx;
  switch (d.action) {
    case null:
      return t(`${P}ui.draft.empty`);
    case 'bid':
      return t(`${P}ui.draft.bid`, { amount: d.amount ?? 0, card: cardPhrase(view.deck.top, t) });
    case 'pass':
      return t(`${P}ui.draft.pass`);
    case 'veto':
      return t(`${P}ui.draft.veto`, { card: cardPhrase(view.deck.top, t) });
    case 'keep':
      return t(`${P}ui.draft.keep`, { dice: diceText(dice) });
    case 'reroll': {
      if (d.dice.length === 0) return t(`${P}ui.draft.reroll_pick`);
      const chosen = d.dice.map((i) => dice[i] ?? 0).sort((a, b) => a - b);
      return t(`${P}ui.draft.reroll`, { count: chosen.length, dice: diceText(chosen) });
    }
    case 'resolve': {
      const project = view.projects.find((p) => p.id === d.project);
      return t(`${P}ui.draft.resolve`, { card: cardPhrase(project?.card, t), id: d.project ?? 0 });
    }
  }
}
