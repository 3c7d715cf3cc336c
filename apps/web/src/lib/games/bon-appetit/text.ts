/**
 * What the table says about a position, derived from the view alone: the hunt in progress, each
 * seat's part in it, whose turn it is, and a one-paragraph summary for screen readers. Nothing
 * here decides what may be played; that is the server's list of legal commands.
 */
import type { Translate, Viewer } from '../contract.ts';
import { pawsOf } from './model.ts';
import type { BonAppetitView, Card } from './model.ts';
import { cardLabel, joinNames, seatName } from './words.ts';

export interface HuntInfo {
  readonly hunter: number;
  readonly mouseOwner: number;
  readonly paws: number;
  readonly revealsLeft: number;
  /** The mouse being hunted, when the common pile shows it where the hunt says it lies. */
  readonly mouse: Card | null;
  /** The cards this hunter has turned over so far, oldest first. */
  readonly turned: readonly Card[];
}

/**
 * The hunt in progress. The hunter's reveals so far all sit on top of the common pile (a hunt
 * still pending has seen only cheese from its hunter), so they are its top `paws − revealsLeft`
 * cards, and the hunted mouse lies right under them.
 */
export function huntInfo(view: BonAppetitView): HuntInfo | null {
  const { phase, common } = view;
  if (phase.kind !== 'hunt') return null;
  const done = Math.max(0, Math.min(phase.paws - phase.revealsLeft, common.length));
  const under = common[common.length - done - 1];
  return {
    hunter: phase.hunter,
    mouseOwner: phase.mouseOwner,
    paws: phase.paws,
    revealsLeft: phase.revealsLeft,
    mouse: under !== undefined && pawsOf(under) === phase.paws ? under : null,
    turned: common.slice(common.length - done),
  };
}

export type SeatRole = 'you' | 'auto' | 'turn' | 'hunter' | 'mouseOwner' | 'winner';

/** The labels a seat carries on the table, in display order. */
export function seatRoles(view: BonAppetitView, seat: number, viewer: Viewer): SeatRole[] {
  const roles: SeatRole[] = [];
  if (viewer.kind === 'seat' && viewer.seat === seat) roles.push('you');
  if (view.options.auto_reveal.includes(seat)) roles.push('auto');
  const { phase } = view;
  if (phase.kind === 'turn' && phase.seat === seat) roles.push('turn');
  if (phase.kind === 'hunt' && phase.hunter === seat) roles.push('hunter');
  if (phase.kind === 'hunt' && phase.mouseOwner === seat) roles.push('mouseOwner');
  if (phase.kind === 'over' && phase.outcome.winners.includes(seat)) roles.push('winner');
  return roles;
}

const isViewer = (viewer: Viewer, seat: number): boolean =>
  viewer.kind === 'seat' && viewer.seat === seat;

/** Who won and why, once the game is over. */
export function resultLine(view: BonAppetitView, names: readonly string[], t: Translate): string {
  const { phase } = view;
  if (phase.kind !== 'over') return '';
  const { winners, reason, tieBreak } = phase.outcome;
  const who = joinNames(
    winners.map((seat) => seatName(names, seat, t)),
    t,
  );
  const cards = view.players[winners[0] ?? 0]?.cards ?? 0;
  const how =
    tieBreak === 'SHARED' ? 'shared' : tieBreak === 'MOST_TOKENS' ? 'tokens' : 'most_cards';
  return t(`bon-appetit.result.${how}`, {
    reason: t(`bon-appetit.end.${reasonKey(reason)}`),
    who,
    cards,
  });
}

export function reasonKey(
  reason: string,
): 'last_token' | 'no_cards' | 'repeated' | 'limit' | 'other' {
  switch (reason) {
    case 'LAST_TOKEN':
      return 'last_token';
    case 'NO_CARDS_LEFT':
      return 'no_cards';
    case 'STATE_REPEATED':
      return 'repeated';
    case 'REVEAL_LIMIT':
      return 'limit';
    default:
      return 'other';
  }
}

/**
 * Whose turn it is, in words. "Your turn" only when the viewer may send the reveal now: while a
 * move is on its way, or when the server acts for the seat, it is said in the third person.
 */
export function statusLine(
  view: BonAppetitView,
  viewer: Viewer,
  names: readonly string[],
  t: Translate,
  canAct: boolean,
): string {
  const { phase } = view;
  const name = (seat: number): string => seatName(names, seat, t);
  const mine = (seat: number): boolean => canAct && isViewer(viewer, seat);
  switch (phase.kind) {
    case 'setup':
      return t('bon-appetit.status.setup');
    case 'over':
      return resultLine(view, names, t);
    case 'turn':
      return mine(phase.seat)
        ? t('bon-appetit.status.your_turn')
        : t('bon-appetit.status.turn', { name: name(phase.seat) });
    case 'hunt': {
      const values = {
        hunter: name(phase.hunter),
        owner: name(phase.mouseOwner),
        paws: phase.paws,
        left: phase.revealsLeft,
      };
      return mine(phase.hunter)
        ? t('bon-appetit.status.your_hunt', values)
        : t('bon-appetit.status.hunt', values);
    }
  }
}

/** The whole position in a few sentences: the SVG's accessible name. */
export function positionSummary(
  view: BonAppetitView,
  viewer: Viewer,
  names: readonly string[],
  t: Translate,
  canAct: boolean,
): string {
  const seats = view.players.map((player, seat) =>
    t('bon-appetit.summary.seat', {
      name: seatName(names, seat, t),
      cards: player.cards,
      tokens: player.tokens,
    }),
  );
  const top = view.common.at(-1);
  const common =
    top === undefined
      ? t('bon-appetit.summary.common_empty')
      : t('bon-appetit.summary.common', { count: view.common.length, top: cardLabel(top, t) });
  return [
    statusLine(view, viewer, names, t, canAct),
    common,
    `${seats.join('; ')}.`,
    t('bon-appetit.summary.supply', { count: view.supply }),
  ].join(' ');
}
