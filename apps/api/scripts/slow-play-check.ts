/**
 * The slow-play real-time check (issue 17): against a running server (`pnpm start`), two new
 * accounts start a 2-player Big Shot game with a 1-minute time per move; nobody moves. Once the
 * minute has passed the server's deadline sweeper plays the absent seat's move, and this script
 * shows it where a player would see it: in the game's log (a timed-out entry), in the absent
 * player's inbox (seat_timed_out) and in the calendar feed of the player now to move (an event at
 * the new deadline). Real time, about 70 seconds: `node apps/api/scripts/slow-play-check.ts
 * [server URL]` (default http://127.0.0.1:3000). Exits 1 if anything is missing.
 */
import { randomUUID } from 'node:crypto';

const server = process.argv[2] ?? 'http://127.0.0.1:3000';
const POLL_MS = 5_000;
const GIVE_UP_MS = 150_000;

/** One signed-in account: its session cookie and CSRF token. */
class Account {
  readonly name: string;
  #cookie = '';
  #csrf = '';

  constructor(name: string) {
    this.name = name;
  }

  async signUp(): Promise<void> {
    const response = await fetch(`${server}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.name, password: 'a long enough password' }),
    });
    if (!response.ok) throw new Error(`sign-up ${this.name}: ${await response.text()}`);
    this.#cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = (await this.call('GET', '/api/v1/auth/session')) as { csrfToken: string };
    this.#csrf = session.csrfToken;
  }

  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${server}${path}`, {
      method,
      headers: {
        cookie: this.#cookie,
        ...(this.#csrf === '' ? {} : { 'x-csrf-token': this.#csrf }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return path.endsWith('.ics') ? text : (JSON.parse(text) as unknown);
  }
}

interface LogEntry {
  readonly version: number;
  readonly actor: number | null;
  readonly at: string;
  readonly timedOut?: boolean;
}

const suffix = randomUUID().slice(0, 8);
const ada = new Account(`ada_${suffix}`);
const bob = new Account(`bob_${suffix}`);
await ada.signUp();
await bob.signUp();
const feeds = new Map<Account, string>();
for (const account of [ada, bob]) {
  const created = (await account.call('POST', '/api/v1/calendar/regenerate')) as { path: string };
  feeds.set(account, created.path);
}

const game = (await ada.call('POST', '/api/v1/games', {
  engine: 'big-shot',
  seatCount: 2,
  visibility: 'private',
  timeControl: { kind: 'per_move', moveSeconds: 60 },
})) as { gameId: string; inviteCode: string };
await ada.call('PUT', `/api/v1/games/${game.gameId}/seats/0`, {});
await bob.call('PUT', `/api/v1/games/${game.gameId}/seats/1`, { inviteCode: game.inviteCode });
const started = (await ada.call('POST', `/api/v1/games/${game.gameId}/start`, {})) as {
  activeSeats: number[];
  turnDeadline: string | null;
};
const absentSeat = started.activeSeats[0] ?? 0;
const [absent, other] = absentSeat === 0 ? [ada, bob] : [bob, ada];
console.log(
  `game ${game.gameId}: ${absent.name} (seat ${absentSeat}) is to move by ${started.turnDeadline ?? '?'}; nobody moves`,
);

const calendar = (account: Account) =>
  account.call('GET', feeds.get(account) ?? '') as Promise<string>;
const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;
console.log(`${absent.name}'s calendar feed: ${events(await calendar(absent))} event(s)`);

const since = Date.now();
let timedOut: LogEntry | undefined;
while (timedOut === undefined && Date.now() - since < GIVE_UP_MS) {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  const page = (await other.call('GET', `/api/v1/games/${game.gameId}/events`)) as {
    entries: LogEntry[];
  };
  timedOut = page.entries.find((entry) => entry.timedOut === true);
  process.stdout.write('.');
}
console.log('');
if (timedOut === undefined) {
  console.error('no timed-out move in the log after 150 s');
  process.exit(1);
}
console.log(
  `log: version ${timedOut.version} at ${timedOut.at}, seat ${timedOut.actor ?? '?'}, timed out`,
);

const inbox = (await absent.call('GET', '/api/v1/me/notifications')) as {
  notifications: { kind: string; text: string }[];
};
const notice = inbox.notifications.find((n) => n.kind === 'seat_timed_out');
console.log(`${absent.name}'s inbox: ${notice?.text ?? 'no seat_timed_out notification'}`);
const otherEvents = events(await calendar(other));
console.log(`${other.name}'s calendar feed: ${otherEvents} event(s)`);
if (notice === undefined || otherEvents === 0) process.exit(1);
console.log('slow-play check: ok');
