/**
 * boardgame.io's side of the comparison: a game about as simple as Bon Appétit (each move turns
 * over one random card of the mover's pile, the turn passes after every move, the game ends after
 * a set number of moves) and a client that plays a match through boardgame.io's own protocol —
 * the lobby REST API to create and join, then socket.io: `sync` for the state, `update` to send a
 * move, and the `update` broadcast every seat receives when a move has been applied.
 */
import type { Game } from 'boardgame.io';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';

export const GAME_NAME = 'reveal';
const CARDS = 24;

interface RevealState {
  readonly piles: number[][];
  readonly table: number[];
  readonly length: number;
}

interface RevealSetup {
  readonly length: number;
}

export const revealGame: Game<RevealState, Record<string, unknown>, RevealSetup> = {
  name: GAME_NAME,
  minPlayers: 2,
  maxPlayers: 6,
  setup: ({ ctx, random }, setupData) => ({
    piles: Array.from({ length: ctx.numPlayers }, () =>
      random.Shuffle(Array.from({ length: CARDS }, (_, card) => card)),
    ),
    table: [],
    length: setupData?.length ?? 100,
  }),
  moves: {
    reveal: ({ G, playerID, random }) => {
      const pile = G.piles[Number(playerID)];
      if (pile === undefined) return;
      // A random card, put back under the pile, so the game never runs out of cards.
      const [card] = pile.splice(random.Die(pile.length) - 1, 1);
      if (card === undefined) return;
      G.table.push(card);
      pile.push(card);
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => (G.table.length >= G.length ? { draw: true } : undefined),
};

/** The part of boardgame.io's State the client reads. */
interface MatchState {
  readonly _stateID: number;
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
}

export interface MatchPlay {
  readonly moves: number;
  /** From emitting `update` to the mover's socket receiving the new state, per move. */
  readonly moveMs: readonly number[];
}

async function lobby(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/games/${GAME_NAME}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`boardgame.io ${path}: HTTP ${response.status}`);
  return response.json();
}

export interface BgioMatch {
  readonly matchID: string;
  /** The credentials of each seat (playerID = seat index). */
  readonly credentials: readonly string[];
}

/** Creates a match and joins every seat, as the lobby API does for a client. */
export async function setUpMatch(baseUrl: string, seats: number, length: number) {
  const { matchID } = (await lobby(baseUrl, '/create', {
    numPlayers: seats,
    setupData: { length },
  })) as { matchID: string };
  const credentials: string[] = [];
  for (let seat = 0; seat < seats; seat += 1) {
    const joined = (await lobby(baseUrl, `/${matchID}/join`, {
      playerID: String(seat),
      playerName: `p${seat}`,
    })) as { playerCredentials: string };
    credentials.push(joined.playerCredentials);
  }
  return { matchID, credentials } satisfies BgioMatch;
}

/** One socket for one seat, holding the newest state it was sent. */
export class SeatSocket {
  private readonly socket: Socket;
  private latest: MatchState | undefined;
  /** The match this seat plays now: a broadcast of the previous one may still arrive. */
  private matchID = '';
  private waiting: { after: number; resolve: (state: MatchState) => void } | undefined;

  constructor(baseUrl: string) {
    this.socket = io(`${baseUrl}/${GAME_NAME}`, { transports: ['websocket'], forceNew: true });
    const receive = (matchID: string, state: MatchState) => {
      if (matchID !== this.matchID) return;
      if (this.latest !== undefined && state._stateID <= this.latest._stateID) return;
      this.latest = state;
      if (this.waiting !== undefined && state._stateID > this.waiting.after) {
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve(state);
      }
    };
    this.socket.on('sync', (matchID: string, info: { state: MatchState }) => {
      receive(matchID, info.state);
    });
    this.socket.on('update', (matchID: string, state: MatchState) => {
      receive(matchID, state);
    });
  }

  /** The first state of `matchID` this seat is sent after asking for it. */
  sync(matchID: string, seat: number, credentials: string, seats: number): Promise<MatchState> {
    this.matchID = matchID;
    this.latest = undefined;
    const synced = this.next(-1);
    this.socket.emit('sync', matchID, String(seat), credentials, seats);
    return synced;
  }

  /** Sends the move and waits for the state that applied it. */
  reveal(state: MatchState, matchID: string, seat: number, credentials: string) {
    const applied = this.next(state._stateID);
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'reveal', args: [], playerID: String(seat), credentials },
    };
    this.socket.emit('update', action, state._stateID, matchID, String(seat));
    return applied;
  }

  private next(after: number): Promise<MatchState> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error(`no state after ${after} within 10 s`));
      }, 10_000);
      this.waiting = {
        after,
        resolve: (state) => {
          clearTimeout(timer);
          resolve(state);
        },
      };
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Plays a joined match to its end, each seat on its own socket. */
export async function playMatch(match: BgioMatch, sockets: readonly SeatSocket[]) {
  const seats = match.credentials.length;
  const states = await Promise.all(
    sockets.map((socket, seat) =>
      socket.sync(match.matchID, seat, match.credentials[seat] ?? '', seats),
    ),
  );
  let state = states[0];
  const moveMs: number[] = [];
  while (state !== undefined && state.ctx.gameover === undefined) {
    const seat = Number(state.ctx.currentPlayer);
    const socket = sockets[seat];
    if (socket === undefined) throw new Error(`no socket for seat ${seat}`);
    const sent = performance.now();
    state = await socket.reveal(state, match.matchID, seat, match.credentials[seat] ?? '');
    moveMs.push(performance.now() - sent);
  }
  return { moves: moveMs.length, moveMs } satisfies MatchPlay;
}
