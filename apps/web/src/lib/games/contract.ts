/**
 * What every game brings to the web client (one folder per game under src/lib/games/<engine id>/).
 * The client never re-implements a rule: a table draws the engine's view for its viewer and offers
 * exactly the commands the server lists as legal; it only decides how to present and assemble them.
 */
import type { Component, Snippet } from 'svelte';
import type { Locale } from '../i18n/locales.ts';

/** Translates a message key (with values) into the current locale. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export type Viewer =
  { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'spectator' };

export interface TableProps {
  /** The engine's view for this viewer (everything once the game is over). */
  readonly view: unknown;
  /** The commands this viewer may send now, as the server lists them (empty when not to act). */
  readonly legalCommands: readonly unknown[];
  readonly viewer: Viewer;
  /** Display names by seat (people's names, or the bot's name). */
  readonly seatNames: readonly string[];
  readonly status: 'started' | 'finished';
  /** A command is on its way: controls are disabled. */
  readonly busy: boolean;
  /** Sends one complete command (one of legalCommands). */
  readonly onCommand: (command: unknown) => void;
  readonly t: Translate;
  /**
   * Where the shared table layout wants the table's parts (src/lib/table/TableLayout.svelte): the
   * table renders `layout` with its board and its controls, inside its own outer element (which
   * keeps its name, its focus keeper and its busy state around both). Without it (the replay)
   * the table shows its board and then its controls, one under the other.
   */
  readonly layout?: Snippet<[TableRegions]>;
  /**
   * The events of the entries this seat has not seen yet (after the version the server says it
   * last saw), oldest first, as this viewer received them. On arrival the board highlights what
   * they changed, rather than the last move only; absent or empty (a first visit, a spectator,
   * the replay) it highlights the last move as usual.
   */
  readonly awayEvents?: readonly unknown[];
}

/** The parts of a game's table that the shared layout places. */
export interface TableRegions {
  /** The board: the drawing, the game's own status line, the position in words. */
  readonly board: Snippet;
  /** The viewer's move: the controls built from the legal commands (empty when not to act). */
  readonly controls: Snippet;
}

/** Messages of one game: keys are prefixed with the engine id, e.g. "big-cheese.bid". */
export type GameMessages = Readonly<Record<'en' | 'it' | 'fr', Readonly<Record<string, string>>>>;

export interface GameUi {
  readonly Table: Component<TableProps>;
  /** One log line for an event as the viewer received it (redacted during play). */
  describeEvent(event: unknown, t: Translate, seatNames: readonly string[]): string;
  /**
   * Whether the game's view guard reads `view` (the server's view, as this client's drawing
   * expects it). When it does not, the table page shows the shared layout with the error in words
   * instead of the game's table (src/lib/table/UnreadableTable.svelte).
   */
  readsView(view: unknown): boolean;
  /** Each seat's score or fortune in this view (for the chart over the game), if the game has one. */
  scores(view: unknown): readonly number[] | null;
  readonly messages: GameMessages;
}

/** What a game's rules page is given: the language to explain the game in. */
export interface RulesProps {
  readonly locale: Locale;
}

/**
 * A game's full rules page (src/lib/games/<engine id>/rules/index.ts exports `rules`): the whole
 * game explained in each language, with drawn examples (RULES.md's worked examples) made of the
 * table's own drawing components. It is its own chunk, loaded only by the rules page, so the
 * table never carries the rulebook.
 */
export interface GameRules {
  readonly Rules: Component<RulesProps>;
}
