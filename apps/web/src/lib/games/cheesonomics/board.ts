/**
 * What the SVG table draws and where: only lists the view carries (a hand is drawn only when the
 * view holds it), stacked under the market, the prices and the tray.
 */
import { fitName } from '../../drawing/svg-text.ts';
import type { Translate } from '../contract.ts';
import { msg, seatName } from './labels.ts';
import {
  FONT,
  GAP,
  LABEL_W,
  MARKET_H,
  PANEL_HEAD_H,
  PRICES_H,
  TRAY_H,
  listHeight,
  listsHeight,
  panelOrder,
  stack,
} from './layout.ts';
import type { ChipList, Placed } from './layout.ts';
import type { CheesonomicsView, PlayerView, WedgeCode } from './model.ts';

export interface PanelPlan {
  readonly player: PlayerView;
  readonly lists: readonly ChipList[];
  readonly selected: readonly (readonly boolean[])[];
}

export interface BoardPlan {
  readonly height: number;
  readonly trayTop: number;
  readonly extras: readonly Placed<ChipList>[];
  readonly panels: readonly Placed<PanelPlan>[];
}

/** Flags the first copies of each chosen code: wedges with the same print are interchangeable. */
export function markChosen(items: readonly WedgeCode[], chosen: readonly WedgeCode[]): boolean[] {
  const left = [...chosen];
  return items.map((code) => {
    const at = left.indexOf(code);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

function playerLists(v: CheesonomicsView, t: Translate, p: PlayerView): ChipList[] {
  const own = v.viewer === p.seat;
  const lists: ChipList[] = [
    { kind: 'cheese', label: msg(t, 'cheesonomics.board.wheel_list'), items: p.wheel },
  ];
  if (p.hand !== null) {
    const label = msg(t, own ? 'cheesonomics.board.your_hand' : 'cheesonomics.board.hand_list');
    lists.push({ kind: 'cheese', label, items: p.hand });
  }
  if (p.fulfilment !== null) {
    lists.push({
      kind: 'cheese',
      label: msg(t, 'cheesonomics.board.sold_list'),
      items: p.fulfilment,
    });
  }
  if (p.supply !== null && v.options.flavour === 'sharp') {
    lists.push({
      kind: 'market',
      label: msg(t, 'cheesonomics.board.supply_list'),
      items: p.supply,
    });
  }
  return lists;
}

/** A label naming a seat, shortened (the name only) to fit the drawing's width. */
function seatLabel(
  t: Translate,
  names: readonly string[],
  seat: number,
  key: 'cheesonomics.board.shown_hand' | 'cheesonomics.board.shown_supply',
): { label: string; full?: string } {
  const line = fitName(seatName(t, names, seat), LABEL_W, { size: FONT, bold: true }, (name) =>
    msg(t, key, { seat: name }),
  );
  return line.clipped ? { label: line.text, full: line.full } : { label: line.text };
}

/** Things shown to this viewer for the current decision only. */
function extraLists(v: CheesonomicsView, t: Translate, names: readonly string[]): ChipList[] {
  const extras: ChipList[] = [];
  if (v.shownHand !== null) {
    const label = seatLabel(t, names, v.shownHand.seat, 'cheesonomics.board.shown_hand');
    extras.push({ kind: 'cheese', ...label, items: v.shownHand.items });
  }
  if (v.shownSupply !== null) {
    const label = seatLabel(t, names, v.shownSupply.seat, 'cheesonomics.board.shown_supply');
    extras.push({ kind: 'market', ...label, items: v.shownSupply.items });
  }
  if (v.discard !== null && v.outcome === null) {
    extras.push({
      kind: 'market',
      label: msg(t, 'cheesonomics.board.discard_list'),
      items: v.discard,
    });
  }
  return extras;
}

export function planBoard(
  v: CheesonomicsView,
  t: Translate,
  names: readonly string[],
  chosenSale: readonly WedgeCode[],
): BoardPlan {
  const trayTop = MARKET_H + PRICES_H + GAP;
  const extras = stack(trayTop + TRAY_H + GAP, extraLists(v, t, names), (l) =>
    listHeight(l.items.length),
  );
  const last = extras.at(-1);
  const panelsTop = last === undefined ? trayTop + TRAY_H + GAP : last.y + last.height + GAP * 2;
  const plans = panelOrder(v).flatMap((seat): PanelPlan[] => {
    const player = v.players[seat];
    if (player === undefined) return [];
    const lists = playerLists(v, t, player);
    const wheelMarks = v.viewer === seat ? markChosen(player.wheel, chosenSale) : [];
    return [{ player, lists, selected: [wheelMarks] }];
  });
  const panels = stack(panelsTop, plans, (p) => PANEL_HEAD_H + listsHeight(p.lists) + GAP);
  const end = panels.at(-1);
  return {
    height: end === undefined ? panelsTop : end.y + end.height + GAP,
    trayTop,
    extras,
    panels,
  };
}
