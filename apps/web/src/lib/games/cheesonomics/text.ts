/**
 * The table in words, for screen readers and anyone who prefers text: the same facts the SVG
 * draws, taken from the view only.
 */
import type { Translate } from '../contract.ts';
import {
  categoryName,
  colourName,
  curds,
  knifeName,
  marketWedgeName,
  msg,
  seatName,
  sideName,
  slotNumber,
  wedgeList,
} from './labels.ts';
import { COLOURS, sideUp } from './model.ts';
import type { CheesonomicsView, MarketSlotView, MarketWedge, PlayerView } from './model.ts';

type Names = readonly string[];

export function pricesText(v: CheesonomicsView, t: Translate): string {
  const list = COLOURS.map((c) =>
    msg(t, 'cheesonomics.words.price', { colour: colourName(t, c), n: v.prices[c] }),
  ).join(', ');
  return msg(t, 'cheesonomics.words.prices', { list });
}

function slotText(t: Translate, s: MarketSlotView): string {
  const side = sideName(t, s.up);
  const hidden =
    s.revealed === null ? null : sideUp(s.revealed.wedge, s.revealed.up === 'a' ? 'b' : 'a');
  return hidden === null
    ? msg(t, 'cheesonomics.words.slot', { n: slotNumber(s.slot), side })
    : msg(t, 'cheesonomics.words.slot_revealed', {
        n: slotNumber(s.slot),
        side,
        other: sideName(t, hidden),
      });
}

export function marketText(v: CheesonomicsView, t: Translate): string {
  return msg(t, 'cheesonomics.words.market', {
    list: v.market.map((s) => slotText(t, s)).join(msg(t, 'cheesonomics.sep')),
  });
}

function trayText(v: CheesonomicsView, t: Translate, names: Names): string {
  const knives = v.players.flatMap((p) =>
    p.knife !== null && p.knifeOn !== null
      ? [
          msg(t, 'cheesonomics.words.knife_on', {
            knife: knifeName(t, p.knife),
            category: categoryName(t, p.knifeOn),
            seat: seatName(t, names, p.seat),
          }),
        ]
      : [],
  );
  return knives.length === 0
    ? msg(t, 'cheesonomics.words.tray_empty')
    : msg(t, 'cheesonomics.words.tray', { list: knives.join(msg(t, 'cheesonomics.sep')) });
}

const marketWedges = (t: Translate, list: readonly MarketWedge[]): string =>
  list.length === 0
    ? msg(t, 'cheesonomics.none')
    : list.map((w) => marketWedgeName(t, w)).join(msg(t, 'cheesonomics.sep'));

/** One paragraph per seat: public counts, then whatever of theirs this view shows. */
export function playerText(v: CheesonomicsView, t: Translate, names: Names, p: PlayerView): string {
  const seat = seatName(t, names, p.seat);
  const parts = [
    msg(t, 'cheesonomics.words.player', {
      seat,
      curds: curds(t, p.curds),
      knife: p.knife === null ? msg(t, 'cheesonomics.none') : knifeName(t, p.knife),
      hand: p.handSize,
      sold: p.fulfilmentSize,
    }),
    msg(t, 'cheesonomics.words.wheel', { wedges: wedgeList(t, p.wheel) }),
  ];
  if (v.options.flavour === 'sharp') {
    parts.push(msg(t, 'cheesonomics.words.supply_size', { n: p.supplySize }));
  }
  if (p.hand !== null)
    parts.push(msg(t, 'cheesonomics.words.hand', { wedges: wedgeList(t, p.hand) }));
  if (p.fulfilment !== null) {
    parts.push(msg(t, 'cheesonomics.words.sold', { wedges: wedgeList(t, p.fulfilment) }));
  }
  if (p.supply !== null && v.options.flavour === 'sharp') {
    parts.push(msg(t, 'cheesonomics.words.supply', { wedges: marketWedges(t, p.supply) }));
  }
  return parts.join(' ');
}

function shownText(v: CheesonomicsView, t: Translate, names: Names): string[] {
  const lines: string[] = [];
  if (v.shownHand !== null) {
    const seat = seatName(t, names, v.shownHand.seat);
    lines.push(
      msg(t, 'cheesonomics.words.shown_hand', { seat, wedges: wedgeList(t, v.shownHand.items) }),
    );
  }
  if (v.shownSupply !== null) {
    const seat = seatName(t, names, v.shownSupply.seat);
    const wedges = marketWedges(t, v.shownSupply.items);
    lines.push(msg(t, 'cheesonomics.words.shown_supply', { seat, wedges }));
  }
  if (v.discard !== null) {
    lines.push(msg(t, 'cheesonomics.words.discard', { wedges: marketWedges(t, v.discard) }));
  }
  return lines;
}

/** Everything the view shows, as lines of text. */
export function tableInWords(v: CheesonomicsView, t: Translate, names: Names): string[] {
  const flavour = msg(t, `cheesonomics.flavour.${v.options.flavour}`);
  return [
    msg(t, 'cheesonomics.words.game', { flavour, n: v.seatCount, pile: v.drawPileSize }),
    pricesText(v, t),
    marketText(v, t),
    trayText(v, t, names),
    ...shownText(v, t, names),
    ...v.players.map((p) => playerText(v, t, names, p)),
  ];
}

/** The short label of the SVG image: game, status, prices, and the viewer's own hand. */
export function positionSummary(
  v: CheesonomicsView,
  t: Translate,
  names: Names,
  status: string,
): string {
  const flavour = msg(t, `cheesonomics.flavour.${v.options.flavour}`);
  const own = v.viewer === null ? null : v.players[v.viewer];
  const hand =
    own?.hand == null
      ? ''
      : ` ${msg(t, 'cheesonomics.words.hand', { wedges: wedgeList(t, own.hand) })}`;
  const title = msg(t, 'cheesonomics.title');
  return `${title} (${flavour}). ${status} ${pricesText(v, t)}${hand}`;
}
