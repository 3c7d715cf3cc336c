/**
 * Words for the table and the log: names, colours, money, cubes and whose turn it is. Shared by
 * describeEvent, the SVG's accessible summary and the HTML panels, so the map and the text always
 * say the same thing.
 */
import type { Translate } from '../contract.ts';
import { COLOURS, pursesOf } from './model.ts';
import type { BigShotView, Colour, CubeCounts, Holder, Lot, PurseView } from './model.ts';

export const P = 'big-shot.';

export function seatName(t: Translate, seatNames: readonly string[], seat: number): string {
  return seatNames[seat] ?? t(`${P}seat`, { n: seat + 1 });
}

export function holderName(t: Translate, seatNames: readonly string[], holder: Holder): string {
  return holder === 'dummy' ? t(`${P}dummy`) : seatName(t, seatNames, holder);
}

export function colourName(t: Translate, colour: Colour): string {
  return t(`${P}colour.${colour}`);
}

/** The one-letter mark drawn on a cube, so colours are never told apart by colour alone. */
export function colourMark(t: Translate, colour: Colour): string {
  return t(`${P}colourMark.${colour}`);
}

export function money(t: Translate, amount: number): string {
  return t(`${P}money`, { amount });
}

export function cash(t: Translate, purse: PurseView): string {
  return purse.cash === 'hidden' ? t(`${P}hiddenCash`) : money(t, purse.cash);
}

/** Spaces are numbered 1… for people; the engine counts from 0. */
export function spaceLabel(t: Translate, index: number): string {
  return t(`${P}space`, { n: index + 1 });
}

export function lotLabel(t: Translate, lot: string): string {
  return t(`${P}lotName`, { lot });
}

/** A lot as the map writes it: "H4 · 12 M", or "P1 · park". */
export function lotMapLabel(t: Translate, view: BigShotView, lotId: string): string {
  const data = view.board.lots.find((l) => l.id === lotId);
  return data?.kind === 'park'
    ? `${lotId} · ${t(`${P}map.park`)}`
    : `${lotId} · ${money(t, data?.value ?? 0)}`;
}

/** "red 2, yellow 1" — the colours present, in board order. */
export function cubesText(t: Translate, cubes: CubeCounts): string {
  const parts = COLOURS.filter((c) => cubes[c] > 0).map((c) =>
    t(`${P}cubeCount`, { colour: colourName(t, c), count: cubes[c] }),
  );
  return parts.length === 0 ? t(`${P}noCubes`) : parts.join(', ');
}

/** Who plays a colour, from the purses (the dummy in the 3-player game). */
export function colourHolder(view: BigShotView, colour: Colour): Holder | null {
  return view.purses.find((p) => p.colour === colour)?.holder ?? null;
}

/** "Ada (red)" or, in the 2-player game, "Ada (red, black)". */
export function seatWithColours(
  t: Translate,
  view: BigShotView,
  seatNames: readonly string[],
  seat: number,
): string {
  const colours = pursesOf(view, seat).map((p) => colourName(t, p.colour));
  return t(`${P}seatColours`, { name: seatName(t, seatNames, seat), colours: colours.join(', ') });
}

export function lotStateText(t: Translate, lot: Lot): string {
  switch (lot.status) {
    case 'open':
      return cubesText(t, lot.cubes);
    case 'owned':
      return t(`${P}ownedBy`, { colour: colourName(t, lot.owner) });
    case 'unowned':
      return t(`${P}unowned`);
  }
}

/** A lot's state with, once sold, who holds the owning colour: "sold to red (Ada)". */
export function lotStateFull(
  t: Translate,
  view: BigShotView,
  seatNames: readonly string[],
  lot: Lot,
): string {
  if (lot.status !== 'owned') return lotStateText(t, lot);
  return t(`${P}ownedByHolder`, {
    colour: colourName(t, lot.owner),
    holder: ownerHolderName(t, view, seatNames, lot.owner),
  });
}

/** Who holds a colour, by name ("the dummy" for the dummy's). */
function ownerHolderName(
  t: Translate,
  view: BigShotView,
  seatNames: readonly string[],
  colour: Colour,
): string {
  const holder = colourHolder(view, colour);
  return holder === null ? colourName(t, colour) : holderName(t, seatNames, holder);
}

/** What the active seat is doing, as a phrase for "Ada is …" and the status line. */
export function waitingFor(t: Translate, view: BigShotView, seatNames: readonly string[]): string {
  const { phase } = view;
  const name = (seat: number): string => seatName(t, seatNames, seat);
  switch (phase.kind) {
    case 'setup':
      return t(`${P}status.setup`);
    case 'roll':
      return t(`${P}status.roll`, { name: name(view.roller) });
    case 'loans':
      return t(`${P}status.loans`, { name: name(phase.declarer) });
    case 'auction':
      return t(`${P}status.auction`, { name: name(phase.auction.turn) });
    case 'paying':
      return t(`${P}status.paying`, { name: name(phase.winner) });
    case 'placement':
      return t(`${P}status.placement`, { name: name(phase.placer) });
    case 'over':
      return t(`${P}status.over`);
  }
}

/** The SVG's accessible name: the position in one paragraph (the panels give the details). */
export function positionSummary(
  t: Translate,
  view: BigShotView,
  seatNames: readonly string[],
): string {
  const purses = view.purses
    .filter((p) => p.holder !== 'dummy')
    .map((p) =>
      t(`${P}summary.purse`, {
        name: holderName(t, seatNames, p.holder),
        colour: colourName(t, p.colour),
        cash: cash(t, p),
        certificates: p.certificates,
      }),
    );
  const owned = view.lots.flatMap((l) =>
    l.status === 'owned'
      ? [
          t(`${P}summary.owned`, {
            lot: l.id,
            colour: colourName(t, l.owner),
            holder: ownerHolderName(t, view, seatNames, l.owner),
          }),
        ]
      : [],
  );
  return [
    t(`${P}summary.turn`, {
      turn: view.turn,
      turns: view.turns,
      space: view.broker + 1,
    }),
    // The list is joined here, so it ends with a full stop here too (the same in en, it, fr).
    `${purses.join('; ')}.`,
    owned.length > 0
      ? t(`${P}summary.sold`, { list: owned.join(', ') })
      : t(`${P}summary.noneOwned`),
    waitingFor(t, view, seatNames),
  ].join(' ');
}
