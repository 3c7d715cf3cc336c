import { given } from '../../testing/index.ts';
import type { Scenario } from '../../testing/index.ts';
import { COLOURS, KNIVES } from './components.ts';
import type { Colour, Knife, MarketWedge, SideName, WedgeCode } from './components.ts';
import { cheesonomics, cheesonomicsVersions } from './index.ts';
import type { CheesonomicsGame } from './index.ts';
import type { CheesonomicsOptions, Flavour } from './options.ts';
import type {
  CheesonomicsCommand,
  CheesonomicsEvent,
  CheesonomicsState,
  MarketSlot,
} from './types.ts';
import type { RulesVersion } from './versions.ts';

export type CheesonomicsScenario = Scenario<
  CheesonomicsState,
  CheesonomicsCommand,
  CheesonomicsEvent,
  CheesonomicsOptions
>;

/** A market wedge from a short notation: `mw(3, 'blue+', 'red')` has a ribbon on its blue side. */
export function mw(id: number, a: Colour | `${Colour}+`, b: Colour | `${Colour}+`): MarketWedge {
  const side = (s: string) => ({ colour: s.replace('+', '') as Colour, ribbon: s.endsWith('+') });
  return { id, a: side(a), b: side(b) };
}

export function up(wedge: MarketWedge, side: SideName = 'a'): MarketSlot {
  return { wedge, up: side };
}

/** 15 plain slots, three face up per colour; every hidden side shows another colour. */
export function plainMarket(firstId = 101): MarketSlot[] {
  return COLOURS.flatMap((colour, ci) =>
    [0, 1, 2].map((k) => {
      const other = COLOURS[(ci + 1 + k) % COLOURS.length] ?? 'red';
      return up(mw(firstId + ci * 3 + k, colour, other));
    }),
  );
}

export interface TableInput {
  readonly seatCount?: number;
  readonly flavour?: Flavour;
  readonly hands: readonly (readonly WedgeCode[])[];
  readonly drawPile: readonly WedgeCode[];
  readonly market?: readonly MarketSlot[];
  readonly supplies?: readonly (readonly MarketWedge[])[];
  readonly discard?: readonly MarketWedge[];
  /** Knives by seat; by default seat 0 holds cheddar and starts. */
  readonly knives?: readonly Knife[];
  /** The rules version played; by default the newest, the one golden fixtures are stored under. */
  readonly rulesVersion?: RulesVersion;
}

/** The engine published under `version`. */
export function engineOf(version: RulesVersion): CheesonomicsGame {
  const game = cheesonomicsVersions.find((g) => g.rulesVersion === version);
  if (game === undefined) throw new Error(`no Cheesonomics engine ${version}`);
  return game;
}

/** A table dealt exactly as described (setup events written by hand). */
export function table(input: TableInput): CheesonomicsScenario {
  const seatCount = input.seatCount ?? input.hands.length;
  const knives = input.knives ?? KNIVES.slice(0, seatCount);
  const first = KNIVES.find((k) => knives.includes(k));
  const startingSeat = Math.max(
    0,
    knives.findIndex((k) => k === first),
  );
  const game = input.rulesVersion === undefined ? cheesonomics : engineOf(input.rulesVersion);
  return given(game, {
    seatCount,
    options: { flavour: input.flavour ?? 'mild' },
    events: [
      { type: 'cheese_dealt', removed: [], hands: input.hands, drawPile: input.drawPile },
      {
        type: 'market_laid_out',
        slots: input.market ?? plainMarket(),
        removed: [],
        supplies: input.supplies ?? [],
        discard: input.discard ?? [],
      },
      { type: 'knives_dealt', knives, startingSeat },
      { type: 'turn_started', seat: startingSeat },
    ],
  });
}

export { expectGolden } from '../../testing/index.ts';

export function eventsOf<T extends CheesonomicsEvent['type']>(
  events: readonly CheesonomicsEvent[],
  type: T,
): Extract<CheesonomicsEvent, { type: T }>[] {
  return events.filter((e): e is Extract<CheesonomicsEvent, { type: T }> => e.type === type);
}

export const produce = (category: string) => ({ type: 'produce', category });
export const sell = (...wedges: string[]) => ({ type: 'sell', wedges });
export const flip = (slot: number) => ({ type: 'flip', slot });
export const churn = (category: string) => ({ type: 'churn', category });
export const give = (wedge: string) => ({ type: 'give', wedge });
export const pick = (wedge: string) => ({ type: 'pick', wedge });
export const giveBack = (to: number, wedge: string) => ({ type: 'return_wedge', to, wedge });

/** n copies of a wedge, for building hands and piles. */
export function copies(code: WedgeCode, n: number): WedgeCode[] {
  return Array.from({ length: n }, () => code);
}
