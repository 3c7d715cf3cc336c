/**
 * A finished game's replay: the whole log (public once finished), the current step, whose eyes
 * to see it through, and what that seat (or a spectator) was shown at that step, read from the
 * API (GET /games/:id/state?atVersion=N&seat=S): the client folds no rules itself. The chart's
 * points are the game's scores in the spectator's view at sampled steps. A game over at its
 * setup (every seat automatic) steps through the setup's events instead (steps.ts).
 */
import type { GameDetails, GameState, LogEntry } from '@tavolo/sdk/client';
import { api, asApiError, unwrap } from '../api/client.ts';
import type { TavoloApiError } from '../api/client.ts';
import type { GameUi } from '../games/contract.ts';
import { sampleVersions } from './chart.ts';
import type { ScorePoint } from './chart.ts';
import { stepReader, steppingOf } from './steps.ts';
import type { StepReader, Stepping } from './steps.ts';

/** Chart points at most (each is one request). */
const CHART_POINTS = 60;
const CHART_CONCURRENCY = 4;

export class ReplayController {
  readonly gameId: string;
  game = $state<GameDetails | null>(null);
  entries = $state<LogEntry[]>([]);
  step = $state(0);
  /** The seat whose view is shown; null: a spectator's. */
  seat = $state<number | null>(null);
  current = $state<GameState | null>(null);
  points = $state<ScorePoint[] | null>(null);
  error = $state<TavoloApiError | null>(null);
  stepping = $state<Stepping>(steppingOf(0, []));

  readonly stateAt: StepReader;

  constructor(gameId: string) {
    this.gameId = gameId;
    this.stateAt = stepReader(gameId);
  }

  /** The last step. */
  get head(): number {
    return this.stepping.last;
  }

  /** The log up to the current step. */
  get shownEntries(): LogEntry[] {
    return this.stepping.entriesAt(this.entries, this.step);
  }

  /** Reads the game and its log, shows step 0, then draws the chart with the game's `ui`. */
  async load(loadUi: (engine: string) => Promise<GameUi | undefined>): Promise<void> {
    try {
      const path = { gameId: this.gameId };
      this.game = await unwrap(api().GET('/api/v1/games/{gameId}', { params: { path } }));
      if (this.game.status !== 'finished') return;
      // The steps by version at once; a setup-only game gets its event steps with the log below.
      this.stepping = steppingOf(this.game.version ?? 0, []);
      const ui = loadUi(this.game.engine); // its own chunk: fetched while the log is read
      this.entries = await this.#allEntries(this.game.version ?? 0);
      this.stepping = steppingOf(this.game.version ?? 0, this.entries);
      await this.show();
      void this.#loadChart(await ui);
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  go(step: number): void {
    this.step = Math.max(0, Math.min(this.head, Math.round(step)));
    void this.show();
  }

  seeAs(seat: number | null): void {
    this.seat = seat;
    void this.show();
  }

  async show(): Promise<void> {
    const { step, seat } = this;
    try {
      const state = await this.stateAt(this.stepping.pointOf(step), seat);
      if (this.step === step && this.seat === seat) this.current = state;
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async #allEntries(headVersion: number): Promise<LogEntry[]> {
    const entries: LogEntry[] = [];
    for (;;) {
      const after = entries.at(-1)?.version;
      const query = after === undefined ? { limit: 1000 } : { afterVersion: after, limit: 1000 };
      const page = await unwrap(
        api().GET('/api/v1/games/{gameId}/events', {
          params: { path: { gameId: this.gameId }, query },
        }),
      );
      entries.push(...page.entries);
      const last = entries.at(-1)?.version ?? 0;
      if (page.entries.length === 0 || last >= headVersion) return entries;
    }
  }

  async #loadChart(ui: GameUi | undefined): Promise<void> {
    if (ui === undefined) {
      this.points = [];
      return;
    }
    const steps = sampleVersions(this.head, CHART_POINTS);
    const found: ScorePoint[] = [];
    for (let i = 0; i < steps.length; i += CHART_CONCURRENCY) {
      const batch = steps.slice(i, i + CHART_CONCURRENCY);
      const states = await Promise.all(
        batch.map((step) => this.stateAt(this.stepping.pointOf(step), null)),
      );
      batch.forEach((step, index) => {
        const scores = scoresOf(ui, states[index]?.view);
        // Charted by step (a version, or an event of the setup).
        if (scores !== null) found.push({ version: step, scores });
      });
    }
    this.points = found;
  }
}

function scoresOf(ui: GameUi, view: unknown): readonly number[] | null {
  try {
    return ui.scores(view);
  } catch {
    return null;
  }
}
