/**
 * GENERATED, DO NOT EDIT: the types of the Tavolo REST API, made by openapi-typescript from
 * apps/api/generated/openapi.json. Regenerate with `pnpm --filter @tavolo/sdk client:generate`.
 */

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process runs (never reads the database) */
    get: operations['health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers and the live feed listens (503 if not) */
    get: operations['ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign in (sets the session cookie) */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in (sets the session cookie)
     * @description An unknown username and a wrong password are the same 401 INVALID_CREDENTIALS. After repeated failures for a username or from an address, every attempt (even with the right password) is 429 SIGN_IN_THROTTLED with Retry-After, until the lock ends.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the current session (clears the cookie) */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account and a CSRF token for the session */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your API tokens (never their secrets) */
    get: operations['listTokens'];
    put?: never;
    /** Create an API token; its secret is in this response only */
    post: operations['createToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tokens/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API token */
    delete: operations['revokeToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/away': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your time zone, vacation bank and running vacation */
    get: operations['getAwayStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/time-zone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set your time zone (its weekends pause your clocks in games started later) */
    put: operations['setTimeZone'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/vacation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a vacation: your clocks stop in every game that allows vacations
     * @description Ends at `until` or when the bank runs out, whichever is first. Refused: VACATION_TOO_LONG, VACATION_BANK_EMPTY, ALREADY_ON_VACATION.
     */
    post: operations['startVacation'];
    /** End your vacation now (NOT_ON_VACATION if none runs) */
    delete: operations['endVacation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/engines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The games this server plays */
    get: operations['listEngines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public games waiting for players, newest first (ETag; long-poll with ?wait=N)
     * @description Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as the list changes for you, in any API process (304 after N s).
     */
    get: operations['listOpenGames'];
    put?: never;
    /** Create a game (options are checked by the game engine) */
    post: operations['createGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/in-play': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public games in play, that anyone may watch: the most recently moved first (ETag; long-poll with ?wait=N)
     * @description Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as the list changes for you, in any API process (304 after N s).
     */
    get: operations['listGamesInPlay'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your games: those waiting for your move first, the nearest deadline first, then the rest */
    get: operations['listMyGames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A game: metadata, seats, progress (the invite code for insiders) */
    get: operations['getGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/invites/{inviteCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The game an invite code opens */
    get: operations['getGameByInvite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/seats/{seat}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Take a seat (private games need the invite code) */
    put: operations['joinGame'];
    post?: never;
    /** Leave your seat, or (creator) remove a server bot, before the start */
    delete: operations['leaveSeat'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/seats/{seat}/bot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Seat a server bot (the game's creator) */
    put: operations['seatBot'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a full game (the game's creator); committed seeds are revealed here */
    post: operations['startGame'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your view of the game, your legal commands, the version and whose turn it is
     * @description As your seat when you hold one, else as a spectator. Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as the game moves (304 after N s). Once the game is finished, ?atVersion=N (with &seat=S) gives what that seat, or a spectator, saw at version N: a replay step (GAME_NOT_FINISHED before the end).
     */
    get: operations['getGameState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The log after a version, as you may see it (everything once finished) */
    get: operations['getGameEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/commands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a command for your seat
     * @description expectedVersion must be the version you chose at (else 409 VERSION_CONFLICT with currentVersion); a retry with the same commandId returns the original result. `command` is one of your legal commands (`legalCommands` of your state), as JSON. An example of each command type of each game, taken from the engines:
     *
     *     **The Big Cheese** (`big-cheese`):
     *
     *     - `bid`: `{"type":"bid","amount":8}`
     *     - `pass`: `{"type":"pass"}`
     *     - `use_big_cheese`: `{"type":"use_big_cheese","reroll":[1]}`
     *     - `keep`: `{"type":"keep"}`
     *     - `veto`: `{"type":"veto"}`
     *     - `resolve`: `{"type":"resolve","project":7}` (met in a game with options `{"exact30":true}`)
     *
     *     **Big Shot** (`big-shot`):
     *
     *     - `roll`: `{"type":"roll"}`
     *     - `take_loan`: `{"type":"take_loan","colour":"white"}`
     *     - `bid`: `{"type":"bid","amount":4}`
     *     - `pass`: `{"type":"pass"}`
     *     - `choose_paying_colour`: `{"type":"choose_paying_colour","colour":"black"}`
     *     - `place_cube`: `{"type":"place_cube","colour":"white","lot":"P2"}`
     *     - `end_loans`: `{"type":"end_loans"}`
     *
     *     **Bon Appétit!** (`bon-appetit`):
     *
     *     - `reveal`: `{"type":"reveal"}`
     *
     *     **Cheesonomics** (`cheesonomics`):
     *
     *     - `produce`: `{"type":"produce","category":"yellow"}`
     *     - `churn`: `{"type":"churn","category":"blue"}`
     *     - `give`: `{"type":"give","wedge":"blue-sheep-bell"}`
     *     - `return_wedge`: `{"type":"return_wedge","to":0,"wedge":"blue-sheep"}`
     *     - `pick`: `{"type":"pick","wedge":"yellow-reindeer"}`
     *     - `sell`: `{"type":"sell","wedges":["blue-cow-bell"]}`
     *     - `flip`: `{"type":"flip","slot":8}`
     *     - `final_sell`: `{"type":"final_sell","wedges":["orange-goat","orange-yak-bell"]}`
     *     - `replace`: `{"type":"replace","slot":8,"wedge":18,"side_up":"a"}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `moove_steal`: `{"type":"moove_steal","from":1}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `swap_supply`: `{"type":"swap_supply","give":8,"take":24}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `decline_moove`: `{"type":"decline_moove"}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `moove_discard`: `{"type":"moove_discard","wedge":16}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `decline_final_sell`: `{"type":"decline_final_sell"}` (met in a game with options `{"flavour":"sharp"}`)
     *     - `take_from_discard`: `{"type":"take_from_discard","wedge":10}` (met in a game with options `{"flavour":"sharp"}`)
     */
    post: operations['submitCommand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/seat/reclaim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take your seat back from the bot that took it over
     * @description Under the bot_takes_seat timeout policy, a bot plays your seat after your timeouts until you reclaim it. 403 SEAT_NOT_YOURS without a seat in the game, 409 SEAT_NOT_TAKEN_OVER when no bot holds it, 409 SEAT_FORFEITED after a forfeit.
     */
    post: operations['reclaimSeat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A finished game as one verifiable JSON document (tavolo verify) */
    get: operations['exportGame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your calendar feed (never its secret); feed is null until you make one */
    get: operations['getCalendarFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/calendar/regenerate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a new secret URL for your calendar feed; the old URL stops working
     * @description The feed (iCalendar) has one event per game where it is your move, at your deadline. Its secret is in this response only.
     */
    post: operations['regenerateCalendarFeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark the game seen up to a version, for your seat
     * @description Sets lastSeenVersion (in your state) to the larger of the old and this one. A version beyond the game’s is 409 SEEN_VERSION_AHEAD; without a seat, 403 NOT_SEATED.
     */
    post: operations['markSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite an account by username to a game that has not started
     * @description For the game’s creator and seated players. The invitee gets an `invited` notification and may then join the game, private or not, without its invite code. Refusals: 404 USERNAME_NOT_FOUND, 400 SELF_INVITATION, 409 ALREADY_SEATED, 409 GAME_ALREADY_STARTED, 409 GAME_FULL, 403 INVITER_NOT_IN_GAME, 409 ALREADY_INVITED (no second notification), 429 TOO_MANY_INVITATIONS.
     */
    post: operations['invitePlayer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/rematch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished game's rematch offer: who accepted, and the new game once started
     * @description 404 REMATCH_NOT_OFFERED while nobody has offered one.
     */
    get: operations['getRematch'];
    put?: never;
    /**
     * Offer a rematch of a finished game you played in
     * @description Same engine, options, time control, timeout policy, visibility and seat count, under the newest rules; the same people and bots, the seats rotated by one. The offerer accepts at once; the other people get a `rematch_offered` notification. With nobody else to ask, the new game starts at once. Refusals: 403 NOT_A_PLAYER, 409 GAME_NOT_FINISHED, 409 REMATCH_ALREADY_OFFERED (one offer per game).
     */
    post: operations['offerRematch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/rematch/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the rematch of a game you played in
     * @description The last accept creates, seats and starts the new game (newGameId); accepting twice changes nothing. Refusals: 403 NOT_A_PLAYER, 404 REMATCH_NOT_OFFERED, 409 REMATCH_CLOSED (declined).
     */
    post: operations['acceptRematch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/rematch/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline the rematch of a game you played in
     * @description Closes the offer for good; its offerer gets a `rematch_declined` notification. Refusals: 403 NOT_A_PLAYER, 404 REMATCH_NOT_OFFERED, 409 REMATCH_CLOSED (already started).
     */
    post: operations['declineRematch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/delivery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where your notifications go besides the inbox, and when */
    get: operations['getDeliveryPreferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change your delivery preferences (only what the body names) */
    patch: operations['updateDeliveryPreferences'];
    trace?: never;
  };
  '/api/v1/me/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your e-mail address and whether it is verified */
    get: operations['getEmailStatus'];
    /**
     * Set or change your e-mail address; a verification link is mailed to it
     * @description The address is unverified until the link is opened; nothing but that mail is sent to it meanwhile. EMAIL_INVALID (400) for a malformed address, changing nothing.
     */
    put: operations['setEmailAddress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/email/verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail the verification link again (at most once a minute) */
    post: operations['resendEmailVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify an address with the token of its link (no sign-in needed)
     * @description EMAIL_TOKEN_INVALID (400) or EMAIL_TOKEN_EXPIRED (410, after 24 h).
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/email/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A person opening the unsubscribe URL: redirects to the page that confirms it */
    get: operations['unsubscribeEmailPage'];
    put?: never;
    /**
     * One-click unsubscribe (RFC 8058): turn e-mail off for the kinds of the link
     * @description The target of List-Unsubscribe; mail clients POST List-Unsubscribe=One-Click as a form. The token is the credential: no sign-in.
     */
    post: operations['unsubscribeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The local outbox, newest first (administrators only: TAVOLO_ADMINS) */
    get: operations['listOutbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/mail/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One message of the local outbox: headers, text, HTML, raw (administrators only) */
    get: operations['getOutboxMessage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/push/vapid-public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The server's VAPID public key, to subscribe a browser with (no sign-in needed) */
    get: operations['getVapidPublicKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/push-subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your browsers' push subscriptions (the push service's origin, never the keys) */
    get: operations['listPushSubscriptions'];
    put?: never;
    /**
     * Subscribe a browser to your notifications (its PushSubscription's JSON)
     * @description The same endpoint again replaces its keys (and moves it to you if another account had it). PUSH_SUBSCRIPTION_INVALID for a malformed subscription, PUSH_ENDPOINT_NOT_ALLOWED for an endpoint that is not an https URL of a public host.
     */
    post: operations['subscribePush'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/push-subscriptions/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unsubscribe a browser by its endpoint (not an error if it was not subscribed) */
    post: operations['unsubscribePush'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/push-subscriptions/{subscriptionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one of your push subscriptions (PUSH_SUBSCRIPTION_NOT_FOUND if not yours) */
    delete: operations['removePushSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your account webhooks (all your games); never their secrets */
    get: operations['listWebhooks'];
    put?: never;
    /** Add an account webhook; its secret is in this response only */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A game's table channels (seated players only) */
    get: operations['listTableChannels'];
    put?: never;
    /** Add a table channel to a game you are seated in (e.g. your group’s Discord) */
    post: operations['createTableChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhookId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One webhook you may manage */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /** Delete a webhook and its delivery log */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change URL, event types, description; enabled: true turns it on again */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/v1/webhooks/{webhookId}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new secret (in this response only); the old one signs beside it for a while */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhookId}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a test event; the delivery as the log shows it */
    post: operations['sendWebhookTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/{webhookId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delivery log of a webhook, newest first */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhook-deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again: the same message and webhook-id, a new round of attempts */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/leaderboards/{engine}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A game title's leaderboard: active players by rating
     * @description Players with at least minGames rated games of the title (default 5: no provisional ratings) and one in the last activeDays days (default 90), best first. Refusals: 400 UNKNOWN_ENGINE.
     */
    get: operations['getLeaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{username}/ratings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A person's rating in each title, with its history
     * @description Refusals: 404 USERNAME_NOT_FOUND.
     */
    get: operations['getPlayerRatings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A player's public profile: figures per title, recent games, games in play */
    get: operations['getPlayerProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your bio, country and time zone */
    get: operations['getMyProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit your bio, country and time zone (absent fields stay as they are) */
    patch: operations['editMyProfile'];
    trace?: never;
  };
  '/api/v1/me/following/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Follow a player; answers whom you follow */
    put: operations['followPlayer'];
    post?: never;
    /** Stop following a player; answers whom you follow */
    delete: operations['unfollowPlayer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whom you follow, the newest first */
    get: operations['listFollowing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who follows you, the newest first */
    get: operations['listFollowers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/following/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Friends' games in play: public games in play of the players you follow */
    get: operations['listFollowingGames'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/blocks/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Block a player; answers whom you block
     * @description Both ways, neither may join a game the other created or sits in, nor invite the other (PLAYER_BLOCKED); the lobby hides their open games from each other.
     */
    put: operations['blockPlayer'];
    post?: never;
    /** Unblock a player; answers whom you block */
    delete: operations['unblockPlayer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whom you block, the newest first */
    get: operations['listBlocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/players/{username}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a player to the administrators */
    post: operations['reportPlayer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reports of players, the newest first (administrators only) */
    get: operations['listPlayerReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your notifications, newest first (page with `before`; `unread=true` filters) */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your unread count and newest notification (ETag; long-poll with ?wait=N)
     * @description Send If-None-Match with the ETag you hold and ?wait=N to be answered as soon as your inbox changes, in any API process (304 after N s).
     */
    get: operations['getInboxStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications/{notificationId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one of your notifications read (NOTIFICATION_NOT_FOUND if not yours) */
    post: operations['markNotificationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all your notifications read */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your reminder ladder (default: 24 h, 4 h and 1 h before a deadline) */
    get: operations['getReminderSettings'];
    /** Set your reminder ladder ([] turns reminders off) */
    put: operations['setReminderSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/chat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The table’s chat as you may read it (ETag; long-poll with ?wait=N)
     * @description Seated players read the players’ channel, other signed-in accounts the spectators’; once the game is over everyone reads both. Send If-None-Match with the ETag you hold, `after` your last seq and ?wait=N to be answered at the next message (304 after N s). A message never changes the game’s version.
     */
    get: operations['getChat'];
    put?: never;
    /**
     * Write in the table’s chat (plain text, 1–500 characters)
     * @description 403 CHAT_FORBIDDEN for a channel that is not yours, 409 CHAT_CLOSED for the spectators’ chat of a finished game, 429 CHAT_RATE_LIMITED past 5 messages in 10 s or 100 in an hour per game.
     */
    post: operations['postChatMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/chat/mute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mute (or unmute) this table’s “new message” notifications (seated players) */
    put: operations['muteChat'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/games/{gameId}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your private notes on a game, by version (nobody else ever reads them) */
    get: operations['getNotes'];
    /**
     * Write your private note at a version of the game (empty text removes it)
     * @description A version beyond the game’s is 409 NOTE_VERSION_AHEAD.
     */
    put: operations['writeNote'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ReadinessCheckInput: {
      /** @enum {string} */
      status: 'ok' | 'fail';
      /** @description Why the check failed */
      message?: string;
    };
    ReadinessInput: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      checks: {
        /** @description select 1 within the ready timeout */
        database: components['schemas']['ReadinessCheckInput'];
        /** @description the live feed LISTENs on its connection */
        feed: components['schemas']['ReadinessCheckInput'];
      };
    };
    /** @description per_move: moveSeconds (60 s to 30 days); bank: initialSeconds (60 s to 30 days), incrementSeconds (0 to 30 days) added after each move, up to maxSeconds (initialSeconds to 60 days). Out of range: TIME_CONTROL_OUT_OF_RANGE */
    TimeControlInput:
      | {
          /** @constant */
          kind: 'none';
        }
      | {
          /** @constant */
          kind: 'per_move';
          moveSeconds: number;
        }
      | {
          /** @constant */
          kind: 'bank';
          initialSeconds: number;
          incrementSeconds: number;
          maxSeconds: number;
        };
    /** @description What happens when a seat runs out of time: bot_moves (the default: the server bot plays that move), bot_takes_seat (after afterTimeouts, 1 to 10, timeouts in a row the bot plays the seat until its player reclaims it), forfeit (the seat is out; the last seat left wins). Other than bot_moves without a time control: TIMEOUT_POLICY_NEEDS_CLOCK */
    TimeoutPolicyInput:
      | {
          /** @constant */
          kind: 'bot_moves';
        }
      | {
          /** @constant */
          kind: 'bot_takes_seat';
          afterTimeouts: number;
        }
      | {
          /** @constant */
          kind: 'forfeit';
        };
    GameCreatorInput: {
      playerId: string;
      displayName: string;
      /** @description The creator's username: their profile's address */
      username: string | null;
    };
    SeatSummaryInput: {
      seat: number;
      /** @enum {string} */
      kind: 'human' | 'bot';
      playerId: string | null;
      displayName: string | null;
      /** @description The person's username: their profile's address */
      username: string | null;
      botName: string | null;
      seedCommitment: string | null;
      seed: string | null;
      /** @description The seat's IANA time zone, fixed at the start */
      timeZone: string | null;
      /** @description On vacation until then at the latest (its clock stands still); else null */
      vacationUntil: string | null;
    };
    ClocksInput: {
      /**
       * Format: date-time
       * @description The server time of the last entry, when remainingMs were taken
       */
      asOf: string;
      readonly seats: {
        seat: number;
        /** @description What the seat had left at asOf */
        remainingMs: number;
        /** @description When its time runs out, if it is to move */
        deadline: string | null;
      }[];
    };
    GameSummaryInput: {
      gameId: string;
      engine: string;
      rulesVersion: string;
      rngAlgorithm: string;
      /** @description JSON value defined by the game engine */
      options: unknown;
      seatCount: number;
      /** @enum {string} */
      visibility: 'public' | 'private';
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      version: number | null;
      readonly activeSeats: number[];
      /** @description Deprecated: the per-move limit of a per_move time control */
      moveTimeLimitSeconds: number | null;
      timeControl: components['schemas']['TimeControlInput'];
      /** @description Clocks stop on Saturday and Sunday in each seat's zone */
      weekendPause: boolean;
      /**
       * @description none: clocks run while a player is on vacation
       * @enum {string}
       */
      vacation: 'allowed' | 'none';
      /** @description Rated games between people change ratings; casual ones do not */
      rated: boolean;
      timeoutPolicy: components['schemas']['TimeoutPolicyInput'];
      /** @description When the first running clock runs out */
      turnDeadline: string | null;
      clocks: components['schemas']['ClocksInput'] | null;
      serverSeedCommitment: string;
      genesisHash: string;
      playerSeedsDigest: string | null;
      createdBy: string | null;
      /** @description Who created the game (null for a game made without a player, e.g. by a script) */
      creator: components['schemas']['GameCreatorInput'] | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      outcome: unknown | null;
      readonly seats: components['schemas']['SeatSummaryInput'][];
    };
    AccountInput: {
      playerId: string;
      username: string;
      displayName: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
    };
    SessionInput: {
      account: components['schemas']['AccountInput'];
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      expiresAt: string;
      /** @description Send as the x-csrf-token header on unsafe requests */
      csrfToken: string;
    };
    ApiTokenInput: {
      id: string;
      name: string;
      readonly scopes: ('read' | 'play' | 'bot')[];
      /** @description The first characters of the token, to recognise it */
      prefix: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      lastUsedAt: string | null;
    };
    CreatedApiTokenInput: {
      /** @description The secret: shown once, store it now */
      token: string;
      info: components['schemas']['ApiTokenInput'];
    };
    ErrorInput: {
      /** @description Stable SCREAMING_SNAKE error code (see the error table) */
      code: string;
      /** @description What went wrong, for people */
      message: string;
      /** @description VERSION_CONFLICT: the current version */
      currentVersion?: number;
      /** @description SIGN_IN_THROTTLED: seconds to wait (as the Retry-After header) */
      retryAfterSeconds?: number;
    };
    EngineBotInput: {
      /** @description What seatBot's `bot` takes, e.g. random */
      id: string;
      /** @description How the bot plays, in English */
      description: string;
    };
    EngineInput: {
      id: string;
      title: string;
      rulesVersion: string;
      minSeats: number;
      maxSeats: number;
      /** @description JSON Schema (draft 2020-12) of the options input: build a form from it; the engine validates on create (INVALID_OPTIONS) */
      optionsSchema: unknown;
      /** @description The server bots this game offers, the random one first */
      readonly bots: components['schemas']['EngineBotInput'][];
    };
    /** @enum {string} */
    TimeoutActionInput: 'bot_move' | 'bot_took_seat' | 'forfeit';
    SeatStandingInput: {
      seat: number;
      /** @description Timeouts since the seat's last own move or reclaim */
      timeoutsInARow: number;
      /**
       * @description playing; taken_over (the server bot plays it until reclaimed); forfeited
       * @enum {string}
       */
      standing: 'playing' | 'taken_over' | 'forfeited';
    };
    GameDetailsInput: {
      gameId: string;
      engine: string;
      rulesVersion: string;
      rngAlgorithm: string;
      /** @description JSON value defined by the game engine */
      options: unknown;
      seatCount: number;
      /** @enum {string} */
      visibility: 'public' | 'private';
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      version: number | null;
      readonly activeSeats: number[];
      /** @description Deprecated: the per-move limit of a per_move time control */
      moveTimeLimitSeconds: number | null;
      timeControl: components['schemas']['TimeControlInput'];
      /** @description Clocks stop on Saturday and Sunday in each seat's zone */
      weekendPause: boolean;
      /**
       * @description none: clocks run while a player is on vacation
       * @enum {string}
       */
      vacation: 'allowed' | 'none';
      /** @description Rated games between people change ratings; casual ones do not */
      rated: boolean;
      timeoutPolicy: components['schemas']['TimeoutPolicyInput'];
      /** @description When the first running clock runs out */
      turnDeadline: string | null;
      clocks: components['schemas']['ClocksInput'] | null;
      serverSeedCommitment: string;
      genesisHash: string;
      playerSeedsDigest: string | null;
      createdBy: string | null;
      /** @description Who created the game (null for a game made without a player, e.g. by a script) */
      creator: components['schemas']['GameCreatorInput'] | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      outcome: unknown | null;
      readonly seats: components['schemas']['SeatSummaryInput'][];
      /** @description Only for the creator and seated players */
      inviteCode: string | null;
    };
    GameListInput: {
      readonly games: components['schemas']['GameSummaryInput'][];
    };
    AwayStatusInput: {
      /** @description IANA time zone whose weekends pause your clocks */
      timeZone: string;
      /** @description Vacation time left in the bank now */
      bankSeconds: number;
      capSeconds: number;
      /** @description Accrued monthly, a twelfth at a time */
      perYearSeconds: number;
      /** @description The running vacation, if any */
      vacation: {
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        startedAt: string;
        until: string | null;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        endsBy: string;
      } | null;
    };
    NotificationInput:
      | {
          id: string;
          /** @constant */
          kind: 'your_turn';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            version: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'reminder';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            /** Format: date-time */
            deadline: string;
            beforeSeconds: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_started';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_finished';
          gameId: string | null;
          data: {
            engine: string;
            reason: string;
            placings: {
              seat: number;
              displayName: string;
              rank: number;
              winner: boolean;
            }[];
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'invited';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'seat_timed_out';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            displayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'vacation_ending';
          gameId: string | null;
          data: {
            /** Format: date-time */
            endsAt: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_cleaned_up';
          gameId: string | null;
          data: {
            engine: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'webhook_disabled';
          gameId: string | null;
          data: {
            webhookId: string;
            host: string;
            description: string;
            /** @enum {string} */
            reason: 'gone' | 'failures';
            failures: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'rematch_offered';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'rematch_declined';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'chat_message';
          gameId: string | null;
          data: {
            engine: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        };
    NotificationPageInput: {
      notifications: components['schemas']['NotificationInput'][];
      /** @description Send as `before` for the next, older page; null on the last page */
      nextBefore: number | null;
    };
    InboxStatusInput: {
      unreadCount: number;
      /** @description The newest notification's cursor (0: none) */
      newest: number;
    };
    ReminderSettingsInput: {
      /** @description Seconds before a deadline of each reminder, largest first; [] turns reminders off (60 s to 30 days, at most 8, no duplicates) */
      offsetsSeconds: number[];
    };
    KindPreferenceInput: {
      /** @enum {string} */
      email: 'immediate' | 'digest' | 'never';
      push: boolean;
      webhook: boolean;
    };
    QuietHoursInput: {
      start: string;
      end: string;
    };
    DeliveryPreferencesInput: {
      /** @description Per notification kind: e-mail (immediate, digest, never), push, webhooks */
      kinds: {
        [key: string]: components['schemas']['KindPreferenceInput'];
      };
      /** @description No e-mail or push in this window of local time (HH:MM–HH:MM); null: none */
      quietHours: components['schemas']['QuietHoursInput'] | null;
      /** @description The local hour the daily digest is sent at */
      digestHour: number;
      /**
       * @description The language of e-mail and push messages
       * @enum {string}
       */
      locale: 'en' | 'it' | 'fr';
      /** @description Your time zone (set with PUT /me/time-zone) */
      timeZone: string;
    };
    ViewerInput:
      | {
          /** @constant */
          kind: 'seat';
          seat: number;
        }
      | {
          /** @constant */
          kind: 'spectator';
        };
    GameStateInput: {
      gameId: string;
      /** @enum {string} */
      status: 'started' | 'finished';
      version: number;
      readonly activeSeats: number[];
      viewer: components['schemas']['ViewerInput'];
      /** @description JSON value defined by the game engine */
      view: unknown;
      readonly legalCommands: unknown[];
      outcome: unknown | null;
      turnDeadline: string | null;
      clocks: components['schemas']['ClocksInput'] | null;
      /** @description The last version your seat has marked seen (POST …/seen); null otherwise */
      lastSeenVersion: number | null;
      /** @description Each seat's timeouts and who plays it */
      readonly seats: components['schemas']['SeatStandingInput'][];
    };
    LogEntryInput: {
      version: number;
      actor: number | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      at: string;
      readonly events: unknown[];
      /** @description JSON value defined by the game engine */
      command?: unknown;
      commandId?: string | null;
      /**
       * @description Present on an entry the server appended because the seat ran out of time
       * @constant
       */
      timedOut?: true;
      /** @description Which seat ran out of time and what the server did */
      timeout?: {
        seat: number;
        action: components['schemas']['TimeoutActionInput'];
      };
      /**
       * @description Present on a move the server bot played for a taken-over or forfeited seat
       * @constant
       */
      standIn?: true;
      /**
       * @description Present on the entry where a player took their seat back from the bot
       * @constant
       */
      reclaim?: true;
      hash?: string;
    };
    EventsPageInput: {
      gameId: string;
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      headVersion: number | null;
      readonly entries: components['schemas']['LogEntryInput'][];
    };
    SubmitResultInput: {
      gameId: string;
      version: number;
      commandId: string;
      readonly events: unknown[];
      duplicate: boolean;
      /** @description Your seat’s state after this entry (the current one for a duplicate): no read needed */
      state: components['schemas']['GameStateInput'];
      /** @description The ETag of `state`: send it as If-None-Match with ?wait= to await the next move */
      stateEtag: string;
    };
    /** @description The tavolo-game-export/v1 document (see @tavolo/sdk/audit) */
    GameExportInput: {
      [key: string]: unknown;
    };
    CalendarFeedInput: {
      /** @description The first characters of the feed's secret, to recognise it */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
    };
    CreatedCalendarFeedInput: {
      /** @description The secret: shown once, store the URL now */
      token: string;
      /** @description /calendar/<token>.ics: join it to this server’s origin */
      path: string;
      info: components['schemas']['CalendarFeedInput'];
    };
    LeaderboardInput: {
      engine: string;
      /** @description Players with a rated game in the last this many days */
      activeDays: number;
      /** @description …and at least this many rated games of the title */
      minGames: number;
      readonly players: {
        rank: number;
        playerId: string;
        displayName: string;
        username: string | null;
        /** @description 1200 + 20 × (μ − 3σ), rounded (ADR 0037) */
        rating: number;
        games: number;
        /** Format: date-time */
        lastPlayedAt: string;
      }[];
    };
    TitleRatingInput: {
      engine: string;
      rating: number;
      /** @description Fewer rated games of the title than it takes */
      provisional: boolean;
      games: number;
      mu: number;
      sigma: number;
      /** Format: date-time */
      lastPlayedAt: string;
      readonly history: {
        gameId: string;
        /** Format: date-time */
        at: string;
        /** @description 1 the best; ties share it */
        place: number;
        /** @description The rating after this game */
        rating: number;
      }[];
    };
    PlayerRatingsInput: {
      playerId: string;
      username: string;
      displayName: string;
      readonly ratings: components['schemas']['TitleRatingInput'][];
    };
    SeenResultInput: {
      gameId: string;
      seat: number;
      /** @description Your seat’s last seen version: it never goes back */
      lastSeenVersion: number;
    };
    InvitationInput: {
      gameId: string;
      invitee: {
        username: string;
        displayName: string;
      };
      /** @description ISO 8601 */
      invitedAt: string;
    };
    RematchPlayerInput: {
      /** @description Their seat in the finished game */
      seat: number;
      playerId: string;
      displayName: string;
      /** @enum {string} */
      answer: 'accepted' | 'declined' | 'waiting';
    };
    RematchInput: {
      /** @description The finished game */
      gameId: string;
      /**
       * @description open: waiting for answers; declined: someone said no; starting: everybody accepted and the new game is being set up; started: newGameId is the new game
       * @enum {string}
       */
      status: 'open' | 'declined' | 'starting' | 'started';
      /** @description The offerer's player id */
      offeredBy: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      offeredAt: string;
      /** @description The people of the finished game, in seat order, with each one's answer (bots need none) */
      readonly players: components['schemas']['RematchPlayerInput'][];
      /** @description The new game once it has started */
      newGameId: string | null;
    };
    EmailStatusInput: {
      /** @description null: no address yet */
      address: string | null;
      verified: boolean;
      /** @description An unverified address whose verification mail went out and awaits its link */
      pending: boolean;
      verificationSentAt: string | null;
    };
    EmailUnsubscribedInput: {
      /** @description The kinds now turned off */
      kinds: (
        | 'your_turn'
        | 'reminder'
        | 'game_started'
        | 'game_finished'
        | 'invited'
        | 'seat_timed_out'
        | 'vacation_ending'
        | 'game_cleaned_up'
        | 'webhook_disabled'
        | 'rematch_offered'
        | 'rematch_declined'
        | 'chat_message'
      )[];
    };
    OutboxPageInput: {
      readonly messages: {
        id: string;
        seq: number;
        to: string;
        subject: string;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        createdAt: string;
      }[];
      /** @description Send as `before` for the next, older page; null on the last page */
      nextBefore: number | null;
    };
    OutboxMessageInput: {
      id: string;
      seq: number;
      to: string;
      subject: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      messageId: string;
      headers: {
        [key: string]: string;
      };
      text: string;
      /** @description Untrusted HTML: render it sandboxed (iframe srcdoc) or as text */
      html: string;
      /** @description The message as RFC 822 text */
      raw: string;
    };
    VapidPublicKeyInput: {
      /** @description The server's VAPID public key (base64url): PushManager's applicationServerKey */
      publicKey: string;
    };
    PushSubscriptionInfoInput: {
      id: string;
      /** @description The push service's origin, e.g. https://fcm.googleapis.com */
      endpointOrigin: string;
      /** Format: date-time */
      createdAt: string;
    };
    PushSubscriptionListInput: {
      subscriptions: components['schemas']['PushSubscriptionInfoInput'][];
    };
    PushSubscriptionInputInput: {
      /** @description The push service's https URL for this browser */
      endpoint?: unknown;
      /** @description Milliseconds since the epoch, or null */
      expirationTime?: unknown;
      /** @description { p256dh: base64url P-256 public key (65 bytes), auth: base64url (16 bytes) } */
      keys?: unknown;
    };
    PushUnsubscribedInput: {
      /** @description Whether you had a subscription with that endpoint */
      removed: boolean;
    };
    WebhookInput: {
      id: string;
      /** @description null: an account webhook; else a table channel */
      gameId: string | null;
      url: string;
      description: string;
      eventTypes: ('turn.changed' | 'game.started' | 'game.finished' | 'reminder' | 'test')[];
      enabled: boolean;
      /** @description gone (it answered 410) or failures (too many in a row); null otherwise */
      disabledReason: string | null;
      consecutiveFailures: number;
      /** @description After a rotation: until when the old secret still signs beside the new */
      previousSecretUntil: string | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      updatedAt: string;
    };
    WebhookWithSecretInput: {
      webhook: components['schemas']['WebhookInput'];
      /** @description whsec_…: shown once, keep it where your receiver reads it */
      secret: string;
    };
    WebhookDeliveryInput: {
      /** @description Also the webhook-id header: your idempotency key */
      id: string;
      webhookId: string;
      /** @enum {string} */
      eventType: 'turn.changed' | 'game.started' | 'game.finished' | 'reminder' | 'test';
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'retrying' | 'dead';
      attempts: number;
      nextRetryAt: string | null;
      lastResponseCode: number | null;
      lastError: string | null;
      lastAttemptAt: string | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
    };
    ChatMessageInput: {
      id: string;
      /** @description The cursor: pass it as `after` to read what follows */
      seq: number;
      /** @enum {string} */
      channel: 'players' | 'spectators';
      authorId: string;
      authorName: string;
      /** @description The author’s seat, null for a spectator */
      seat: number | null;
      /** @description Plain text: render it as text, never as HTML */
      body: string;
      createdAt: string;
    };
    ChatPageInput: {
      gameId: string;
      /** @description The channels you may read now */
      readonly readable: ('players' | 'spectators')[];
      /** @description The channel you may write to now, if any */
      writable: ('players' | 'spectators') | null;
      readonly messages: components['schemas']['ChatMessageInput'][];
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      /** @description Whether you muted this table’s chat notifications */
      muted: boolean;
    };
    ChatPostResultInput: {
      gameId: string;
      seq: number;
    };
    ChatMuteResultInput: {
      gameId: string;
      muted: boolean;
    };
    GameNotesInput: {
      gameId: string;
      readonly notes: {
        /** @description The game’s version the note was written at */
        version: number;
        body: string;
        updatedAt: string;
      }[];
    };
    PlayerCardInput: {
      username: string;
      displayName: string;
    };
    PlayerListInput: {
      readonly players: components['schemas']['PlayerCardInput'][];
    };
    TitleStatsInput: {
      engine: string;
      /** @description Finished games with a seat of the player */
      gamesPlayed: number;
      /** @description Of those, games where the seat is among the winners */
      wins: number;
      /** @description Mean time from the entry before to each move the person sent (server times of the log) */
      averageMoveSeconds: number | null;
      /** @description The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1) */
      timeoutRate: number | null;
    };
    OverallStatsInput: {
      /** @description Finished games with a seat of the player */
      gamesPlayed: number;
      /** @description Of those, games where the seat is among the winners */
      wins: number;
      /** @description Mean time from the entry before to each move the person sent (server times of the log) */
      averageMoveSeconds: number | null;
      /** @description The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1) */
      timeoutRate: number | null;
    };
    ProfileStatsInput: {
      readonly titles: components['schemas']['TitleStatsInput'][];
      overall: components['schemas']['OverallStatsInput'];
    };
    PublicProfileInput: {
      username: string;
      displayName: string;
      /** @description ISO 8601 */
      memberSince: string;
      bio: string;
      /** @description ISO 3166-1 alpha-2 */
      country: string | null;
      /** @description The country's flag emoji */
      countryFlag: string | null;
      timeZone: string;
      stats: components['schemas']['ProfileStatsInput'];
      /** @description Finished games, the most recent first */
      readonly recentGames: components['schemas']['GameSummaryInput'][];
      /** @description Public games in play */
      readonly gamesInPlay: components['schemas']['GameSummaryInput'][];
      followedByYou: boolean;
      blockedByYou: boolean;
    };
    MyProfileInput: {
      bio: string;
      country: string | null;
      countryFlag: string | null;
      timeZone: string;
    };
    PlayerReportInput: {
      id: string;
      reporter: components['schemas']['PlayerCardInput'];
      reported: components['schemas']['PlayerCardInput'];
      reason: string;
      gameId: string | null;
      /** @description The reported player's last messages at the reported game's table (null without a game or messages) */
      chatExcerpt: string | null;
      /** @description ISO 8601 */
      createdAt: string;
    };
    DeliveryPreferencesUpdateInput: {
      kinds?: {
        [key: string]: {
          /** @enum {string} */
          email?: 'immediate' | 'digest' | 'never';
          push?: boolean;
          webhook?: boolean;
        };
      };
      quietHours?: {
        start: string;
        end: string;
      } | null;
      digestHour?: number;
      /** @enum {string} */
      locale?: 'en' | 'it' | 'fr';
    };
    ReadinessCheck: {
      /** @enum {string} */
      status: 'ok' | 'fail';
      /** @description Why the check failed */
      message?: string;
    };
    Readiness: {
      /** @enum {string} */
      status: 'ok' | 'unavailable';
      checks: {
        /** @description select 1 within the ready timeout */
        database: components['schemas']['ReadinessCheck'];
        /** @description the live feed LISTENs on its connection */
        feed: components['schemas']['ReadinessCheck'];
      };
    };
    /** @description per_move: moveSeconds (60 s to 30 days); bank: initialSeconds (60 s to 30 days), incrementSeconds (0 to 30 days) added after each move, up to maxSeconds (initialSeconds to 60 days). Out of range: TIME_CONTROL_OUT_OF_RANGE */
    TimeControl:
      | {
          /** @constant */
          kind: 'none';
        }
      | {
          /** @constant */
          kind: 'per_move';
          moveSeconds: number;
        }
      | {
          /** @constant */
          kind: 'bank';
          initialSeconds: number;
          incrementSeconds: number;
          maxSeconds: number;
        };
    /** @description What happens when a seat runs out of time: bot_moves (the default: the server bot plays that move), bot_takes_seat (after afterTimeouts, 1 to 10, timeouts in a row the bot plays the seat until its player reclaims it), forfeit (the seat is out; the last seat left wins). Other than bot_moves without a time control: TIMEOUT_POLICY_NEEDS_CLOCK */
    TimeoutPolicy:
      | {
          /** @constant */
          kind: 'bot_moves';
        }
      | {
          /** @constant */
          kind: 'bot_takes_seat';
          afterTimeouts: number;
        }
      | {
          /** @constant */
          kind: 'forfeit';
        };
    GameCreator: {
      playerId: string;
      displayName: string;
      /** @description The creator's username: their profile's address */
      username: string | null;
    };
    SeatSummary: {
      seat: number;
      /** @enum {string} */
      kind: 'human' | 'bot';
      playerId: string | null;
      displayName: string | null;
      /** @description The person's username: their profile's address */
      username: string | null;
      botName: string | null;
      seedCommitment: string | null;
      seed: string | null;
      /** @description The seat's IANA time zone, fixed at the start */
      timeZone: string | null;
      /** @description On vacation until then at the latest (its clock stands still); else null */
      vacationUntil: string | null;
    };
    Clocks: {
      /**
       * Format: date-time
       * @description The server time of the last entry, when remainingMs were taken
       */
      asOf: string;
      readonly seats: {
        seat: number;
        /** @description What the seat had left at asOf */
        remainingMs: number;
        /** @description When its time runs out, if it is to move */
        deadline: string | null;
      }[];
    };
    GameSummary: {
      gameId: string;
      engine: string;
      rulesVersion: string;
      rngAlgorithm: string;
      /** @description JSON value defined by the game engine */
      options: unknown;
      seatCount: number;
      /** @enum {string} */
      visibility: 'public' | 'private';
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      version: number | null;
      readonly activeSeats: number[];
      /** @description Deprecated: the per-move limit of a per_move time control */
      moveTimeLimitSeconds: number | null;
      timeControl: components['schemas']['TimeControl'];
      /** @description Clocks stop on Saturday and Sunday in each seat's zone */
      weekendPause: boolean;
      /**
       * @description none: clocks run while a player is on vacation
       * @enum {string}
       */
      vacation: 'allowed' | 'none';
      /** @description Rated games between people change ratings; casual ones do not */
      rated: boolean;
      timeoutPolicy: components['schemas']['TimeoutPolicy'];
      /** @description When the first running clock runs out */
      turnDeadline: string | null;
      clocks: components['schemas']['Clocks'] | null;
      serverSeedCommitment: string;
      genesisHash: string;
      playerSeedsDigest: string | null;
      createdBy: string | null;
      /** @description Who created the game (null for a game made without a player, e.g. by a script) */
      creator: components['schemas']['GameCreator'] | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      outcome: unknown | null;
      readonly seats: components['schemas']['SeatSummary'][];
    };
    Account: {
      playerId: string;
      username: string;
      displayName: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
    };
    Session: {
      account: components['schemas']['Account'];
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      expiresAt: string;
      /** @description Send as the x-csrf-token header on unsafe requests */
      csrfToken: string;
    };
    ApiToken: {
      id: string;
      name: string;
      readonly scopes: ('read' | 'play' | 'bot')[];
      /** @description The first characters of the token, to recognise it */
      prefix: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      lastUsedAt: string | null;
    };
    CreatedApiToken: {
      /** @description The secret: shown once, store it now */
      token: string;
      info: components['schemas']['ApiToken'];
    };
    Error: {
      /** @description Stable SCREAMING_SNAKE error code (see the error table) */
      code: string;
      /** @description What went wrong, for people */
      message: string;
      /** @description VERSION_CONFLICT: the current version */
      currentVersion?: number;
      /** @description SIGN_IN_THROTTLED: seconds to wait (as the Retry-After header) */
      retryAfterSeconds?: number;
    };
    EngineBot: {
      /** @description What seatBot's `bot` takes, e.g. random */
      id: string;
      /** @description How the bot plays, in English */
      description: string;
    };
    Engine: {
      id: string;
      title: string;
      rulesVersion: string;
      minSeats: number;
      maxSeats: number;
      /** @description JSON Schema (draft 2020-12) of the options input: build a form from it; the engine validates on create (INVALID_OPTIONS) */
      optionsSchema: unknown;
      /** @description The server bots this game offers, the random one first */
      readonly bots: components['schemas']['EngineBot'][];
    };
    /** @enum {string} */
    TimeoutAction: 'bot_move' | 'bot_took_seat' | 'forfeit';
    SeatStanding: {
      seat: number;
      /** @description Timeouts since the seat's last own move or reclaim */
      timeoutsInARow: number;
      /**
       * @description playing; taken_over (the server bot plays it until reclaimed); forfeited
       * @enum {string}
       */
      standing: 'playing' | 'taken_over' | 'forfeited';
    };
    GameDetails: {
      gameId: string;
      engine: string;
      rulesVersion: string;
      rngAlgorithm: string;
      /** @description JSON value defined by the game engine */
      options: unknown;
      seatCount: number;
      /** @enum {string} */
      visibility: 'public' | 'private';
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      version: number | null;
      readonly activeSeats: number[];
      /** @description Deprecated: the per-move limit of a per_move time control */
      moveTimeLimitSeconds: number | null;
      timeControl: components['schemas']['TimeControl'];
      /** @description Clocks stop on Saturday and Sunday in each seat's zone */
      weekendPause: boolean;
      /**
       * @description none: clocks run while a player is on vacation
       * @enum {string}
       */
      vacation: 'allowed' | 'none';
      /** @description Rated games between people change ratings; casual ones do not */
      rated: boolean;
      timeoutPolicy: components['schemas']['TimeoutPolicy'];
      /** @description When the first running clock runs out */
      turnDeadline: string | null;
      clocks: components['schemas']['Clocks'] | null;
      serverSeedCommitment: string;
      genesisHash: string;
      playerSeedsDigest: string | null;
      createdBy: string | null;
      /** @description Who created the game (null for a game made without a player, e.g. by a script) */
      creator: components['schemas']['GameCreator'] | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
      outcome: unknown | null;
      readonly seats: components['schemas']['SeatSummary'][];
      /** @description Only for the creator and seated players */
      inviteCode: string | null;
    };
    GameList: {
      readonly games: components['schemas']['GameSummary'][];
    };
    AwayStatus: {
      /** @description IANA time zone whose weekends pause your clocks */
      timeZone: string;
      /** @description Vacation time left in the bank now */
      bankSeconds: number;
      capSeconds: number;
      /** @description Accrued monthly, a twelfth at a time */
      perYearSeconds: number;
      /** @description The running vacation, if any */
      vacation: {
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        startedAt: string;
        until: string | null;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        endsBy: string;
      } | null;
    };
    Notification:
      | {
          id: string;
          /** @constant */
          kind: 'your_turn';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            version: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'reminder';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            /** Format: date-time */
            deadline: string;
            beforeSeconds: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_started';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_finished';
          gameId: string | null;
          data: {
            engine: string;
            reason: string;
            placings: {
              seat: number;
              displayName: string;
              rank: number;
              winner: boolean;
            }[];
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'invited';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'seat_timed_out';
          gameId: string | null;
          data: {
            engine: string;
            seat: number;
            displayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'vacation_ending';
          gameId: string | null;
          data: {
            /** Format: date-time */
            endsAt: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'game_cleaned_up';
          gameId: string | null;
          data: {
            engine: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'webhook_disabled';
          gameId: string | null;
          data: {
            webhookId: string;
            host: string;
            description: string;
            /** @enum {string} */
            reason: 'gone' | 'failures';
            failures: number;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'rematch_offered';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'rematch_declined';
          gameId: string | null;
          data: {
            engine: string;
            byDisplayName: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        }
      | {
          id: string;
          /** @constant */
          kind: 'chat_message';
          gameId: string | null;
          data: {
            engine: string;
          };
          /** @description One line in English */
          text: string;
          /**
           * Format: date-time
           * @description ISO 8601 timestamp
           */
          createdAt: string;
          readAt: string | null;
        };
    NotificationPage: {
      notifications: components['schemas']['Notification'][];
      /** @description Send as `before` for the next, older page; null on the last page */
      nextBefore: number | null;
    };
    InboxStatus: {
      unreadCount: number;
      /** @description The newest notification's cursor (0: none) */
      newest: number;
    };
    ReminderSettings: {
      /** @description Seconds before a deadline of each reminder, largest first; [] turns reminders off (60 s to 30 days, at most 8, no duplicates) */
      offsetsSeconds: number[];
    };
    KindPreference: {
      /** @enum {string} */
      email: 'immediate' | 'digest' | 'never';
      push: boolean;
      webhook: boolean;
    };
    QuietHours: {
      start: string;
      end: string;
    };
    DeliveryPreferences: {
      /** @description Per notification kind: e-mail (immediate, digest, never), push, webhooks */
      kinds: {
        [key: string]: components['schemas']['KindPreference'];
      };
      /** @description No e-mail or push in this window of local time (HH:MM–HH:MM); null: none */
      quietHours: components['schemas']['QuietHours'] | null;
      /** @description The local hour the daily digest is sent at */
      digestHour: number;
      /**
       * @description The language of e-mail and push messages
       * @enum {string}
       */
      locale: 'en' | 'it' | 'fr';
      /** @description Your time zone (set with PUT /me/time-zone) */
      timeZone: string;
    };
    Viewer:
      | {
          /** @constant */
          kind: 'seat';
          seat: number;
        }
      | {
          /** @constant */
          kind: 'spectator';
        };
    GameState: {
      gameId: string;
      /** @enum {string} */
      status: 'started' | 'finished';
      version: number;
      readonly activeSeats: number[];
      viewer: components['schemas']['Viewer'];
      /** @description JSON value defined by the game engine */
      view: unknown;
      readonly legalCommands: unknown[];
      outcome: unknown | null;
      turnDeadline: string | null;
      clocks: components['schemas']['Clocks'] | null;
      /** @description The last version your seat has marked seen (POST …/seen); null otherwise */
      lastSeenVersion: number | null;
      /** @description Each seat's timeouts and who plays it */
      readonly seats: components['schemas']['SeatStanding'][];
    };
    LogEntry: {
      version: number;
      actor: number | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      at: string;
      readonly events: unknown[];
      /** @description JSON value defined by the game engine */
      command?: unknown;
      commandId?: string | null;
      /**
       * @description Present on an entry the server appended because the seat ran out of time
       * @constant
       */
      timedOut?: true;
      /** @description Which seat ran out of time and what the server did */
      timeout?: {
        seat: number;
        action: components['schemas']['TimeoutAction'];
      };
      /**
       * @description Present on a move the server bot played for a taken-over or forfeited seat
       * @constant
       */
      standIn?: true;
      /**
       * @description Present on the entry where a player took their seat back from the bot
       * @constant
       */
      reclaim?: true;
      hash?: string;
    };
    EventsPage: {
      gameId: string;
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      headVersion: number | null;
      readonly entries: components['schemas']['LogEntry'][];
    };
    SubmitResult: {
      gameId: string;
      version: number;
      commandId: string;
      readonly events: unknown[];
      duplicate: boolean;
      /** @description Your seat’s state after this entry (the current one for a duplicate): no read needed */
      state: components['schemas']['GameState'];
      /** @description The ETag of `state`: send it as If-None-Match with ?wait= to await the next move */
      stateEtag: string;
    };
    /** @description The tavolo-game-export/v1 document (see @tavolo/sdk/audit) */
    GameExport: {
      [key: string]: unknown;
    };
    CalendarFeed: {
      /** @description The first characters of the feed's secret, to recognise it */
      prefix: string;
      /** Format: date-time */
      createdAt: string;
    };
    CreatedCalendarFeed: {
      /** @description The secret: shown once, store the URL now */
      token: string;
      /** @description /calendar/<token>.ics: join it to this server’s origin */
      path: string;
      info: components['schemas']['CalendarFeed'];
    };
    Leaderboard: {
      engine: string;
      /** @description Players with a rated game in the last this many days */
      activeDays: number;
      /** @description …and at least this many rated games of the title */
      minGames: number;
      readonly players: {
        rank: number;
        playerId: string;
        displayName: string;
        username: string | null;
        /** @description 1200 + 20 × (μ − 3σ), rounded (ADR 0037) */
        rating: number;
        games: number;
        /** Format: date-time */
        lastPlayedAt: string;
      }[];
    };
    TitleRating: {
      engine: string;
      rating: number;
      /** @description Fewer rated games of the title than it takes */
      provisional: boolean;
      games: number;
      mu: number;
      sigma: number;
      /** Format: date-time */
      lastPlayedAt: string;
      readonly history: {
        gameId: string;
        /** Format: date-time */
        at: string;
        /** @description 1 the best; ties share it */
        place: number;
        /** @description The rating after this game */
        rating: number;
      }[];
    };
    PlayerRatings: {
      playerId: string;
      username: string;
      displayName: string;
      readonly ratings: components['schemas']['TitleRating'][];
    };
    SeenResult: {
      gameId: string;
      seat: number;
      /** @description Your seat’s last seen version: it never goes back */
      lastSeenVersion: number;
    };
    Invitation: {
      gameId: string;
      invitee: {
        username: string;
        displayName: string;
      };
      /** @description ISO 8601 */
      invitedAt: string;
    };
    RematchPlayer: {
      /** @description Their seat in the finished game */
      seat: number;
      playerId: string;
      displayName: string;
      /** @enum {string} */
      answer: 'accepted' | 'declined' | 'waiting';
    };
    Rematch: {
      /** @description The finished game */
      gameId: string;
      /**
       * @description open: waiting for answers; declined: someone said no; starting: everybody accepted and the new game is being set up; started: newGameId is the new game
       * @enum {string}
       */
      status: 'open' | 'declined' | 'starting' | 'started';
      /** @description The offerer's player id */
      offeredBy: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      offeredAt: string;
      /** @description The people of the finished game, in seat order, with each one's answer (bots need none) */
      readonly players: components['schemas']['RematchPlayer'][];
      /** @description The new game once it has started */
      newGameId: string | null;
    };
    EmailStatus: {
      /** @description null: no address yet */
      address: string | null;
      verified: boolean;
      /** @description An unverified address whose verification mail went out and awaits its link */
      pending: boolean;
      verificationSentAt: string | null;
    };
    EmailUnsubscribed: {
      /** @description The kinds now turned off */
      kinds: (
        | 'your_turn'
        | 'reminder'
        | 'game_started'
        | 'game_finished'
        | 'invited'
        | 'seat_timed_out'
        | 'vacation_ending'
        | 'game_cleaned_up'
        | 'webhook_disabled'
        | 'rematch_offered'
        | 'rematch_declined'
        | 'chat_message'
      )[];
    };
    OutboxPage: {
      readonly messages: {
        id: string;
        seq: number;
        to: string;
        subject: string;
        /**
         * Format: date-time
         * @description ISO 8601 timestamp
         */
        createdAt: string;
      }[];
      /** @description Send as `before` for the next, older page; null on the last page */
      nextBefore: number | null;
    };
    OutboxMessage: {
      id: string;
      seq: number;
      to: string;
      subject: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      messageId: string;
      headers: {
        [key: string]: string;
      };
      text: string;
      /** @description Untrusted HTML: render it sandboxed (iframe srcdoc) or as text */
      html: string;
      /** @description The message as RFC 822 text */
      raw: string;
    };
    VapidPublicKey: {
      /** @description The server's VAPID public key (base64url): PushManager's applicationServerKey */
      publicKey: string;
    };
    PushSubscriptionInfo: {
      id: string;
      /** @description The push service's origin, e.g. https://fcm.googleapis.com */
      endpointOrigin: string;
      /** Format: date-time */
      createdAt: string;
    };
    PushSubscriptionList: {
      subscriptions: components['schemas']['PushSubscriptionInfo'][];
    };
    PushSubscriptionInput: {
      /** @description The push service's https URL for this browser */
      endpoint?: unknown;
      /** @description Milliseconds since the epoch, or null */
      expirationTime?: unknown;
      /** @description { p256dh: base64url P-256 public key (65 bytes), auth: base64url (16 bytes) } */
      keys?: unknown;
    };
    PushUnsubscribed: {
      /** @description Whether you had a subscription with that endpoint */
      removed: boolean;
    };
    Webhook: {
      id: string;
      /** @description null: an account webhook; else a table channel */
      gameId: string | null;
      url: string;
      description: string;
      eventTypes: ('turn.changed' | 'game.started' | 'game.finished' | 'reminder' | 'test')[];
      enabled: boolean;
      /** @description gone (it answered 410) or failures (too many in a row); null otherwise */
      disabledReason: string | null;
      consecutiveFailures: number;
      /** @description After a rotation: until when the old secret still signs beside the new */
      previousSecretUntil: string | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      updatedAt: string;
    };
    WebhookWithSecret: {
      webhook: components['schemas']['Webhook'];
      /** @description whsec_…: shown once, keep it where your receiver reads it */
      secret: string;
    };
    WebhookDelivery: {
      /** @description Also the webhook-id header: your idempotency key */
      id: string;
      webhookId: string;
      /** @enum {string} */
      eventType: 'turn.changed' | 'game.started' | 'game.finished' | 'reminder' | 'test';
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'retrying' | 'dead';
      attempts: number;
      nextRetryAt: string | null;
      lastResponseCode: number | null;
      lastError: string | null;
      lastAttemptAt: string | null;
      /**
       * Format: date-time
       * @description ISO 8601 timestamp
       */
      createdAt: string;
    };
    ChatMessage: {
      id: string;
      /** @description The cursor: pass it as `after` to read what follows */
      seq: number;
      /** @enum {string} */
      channel: 'players' | 'spectators';
      authorId: string;
      authorName: string;
      /** @description The author’s seat, null for a spectator */
      seat: number | null;
      /** @description Plain text: render it as text, never as HTML */
      body: string;
      createdAt: string;
    };
    ChatPage: {
      gameId: string;
      /** @description The channels you may read now */
      readonly readable: ('players' | 'spectators')[];
      /** @description The channel you may write to now, if any */
      writable: ('players' | 'spectators') | null;
      readonly messages: components['schemas']['ChatMessage'][];
      /** @enum {string} */
      status: 'created' | 'started' | 'finished';
      /** @description Whether you muted this table’s chat notifications */
      muted: boolean;
    };
    ChatPostResult: {
      gameId: string;
      seq: number;
    };
    ChatMuteResult: {
      gameId: string;
      muted: boolean;
    };
    GameNotes: {
      gameId: string;
      readonly notes: {
        /** @description The game’s version the note was written at */
        version: number;
        body: string;
        updatedAt: string;
      }[];
    };
    PlayerCard: {
      username: string;
      displayName: string;
    };
    PlayerList: {
      readonly players: components['schemas']['PlayerCard'][];
    };
    TitleStats: {
      engine: string;
      /** @description Finished games with a seat of the player */
      gamesPlayed: number;
      /** @description Of those, games where the seat is among the winners */
      wins: number;
      /** @description Mean time from the entry before to each move the person sent (server times of the log) */
      averageMoveSeconds: number | null;
      /** @description The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1) */
      timeoutRate: number | null;
    };
    OverallStats: {
      /** @description Finished games with a seat of the player */
      gamesPlayed: number;
      /** @description Of those, games where the seat is among the winners */
      wins: number;
      /** @description Mean time from the entry before to each move the person sent (server times of the log) */
      averageMoveSeconds: number | null;
      /** @description The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1) */
      timeoutRate: number | null;
    };
    ProfileStats: {
      readonly titles: components['schemas']['TitleStats'][];
      overall: components['schemas']['OverallStats'];
    };
    PublicProfile: {
      username: string;
      displayName: string;
      /** @description ISO 8601 */
      memberSince: string;
      bio: string;
      /** @description ISO 3166-1 alpha-2 */
      country: string | null;
      /** @description The country's flag emoji */
      countryFlag: string | null;
      timeZone: string;
      stats: components['schemas']['ProfileStats'];
      /** @description Finished games, the most recent first */
      readonly recentGames: components['schemas']['GameSummary'][];
      /** @description Public games in play */
      readonly gamesInPlay: components['schemas']['GameSummary'][];
      followedByYou: boolean;
      blockedByYou: boolean;
    };
    MyProfile: {
      bio: string;
      country: string | null;
      countryFlag: string | null;
      timeZone: string;
    };
    PlayerReport: {
      id: string;
      reporter: components['schemas']['PlayerCard'];
      reported: components['schemas']['PlayerCard'];
      reason: string;
      gameId: string | null;
      /** @description The reported player's last messages at the reported game's table (null without a game or messages) */
      chatExcerpt: string | null;
      /** @description ISO 8601 */
      createdAt: string;
    };
    DeliveryPreferencesUpdate: {
      kinds?: {
        [key: string]: {
          /** @enum {string} */
          email?: 'immediate' | 'digest' | 'never';
          push?: boolean;
          webhook?: boolean;
        };
      };
      quietHours?: {
        start: string;
        end: string;
      } | null;
      digestHour?: number;
      /** @enum {string} */
      locale?: 'en' | 'it' | 'fr';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description 3–32 letters, digits, _ . -; unique regardless of case */
          username: string;
          /** @description 8–256 characters */
          password: string;
          /** @description 1–100 characters without control characters (default: the username) */
          displayName?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tokens: components['schemas']['ApiToken'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          scopes: ('read' | 'play' | 'bot')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiToken'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tokenId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAwayStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AwayStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setTimeZone: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description An IANA time zone, e.g. Europe/Rome (INVALID_INPUT otherwise) */
          timeZone: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AwayStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startVacation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description ISO 8601 end; absent: until the bank runs out. Beyond it: VACATION_TOO_LONG */
          until?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AwayStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  endVacation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AwayStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listEngines: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            engines: components['schemas']['Engine'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listOpenGames: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Long-poll: with If-None-Match, wait up to this many seconds for the list to change (a game created, joined, left, started, finished or removed), in any API process */
        wait?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameList'];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createGame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          engine: string;
          seatCount: number;
          /** @description JSON value defined by the game engine */
          options?: unknown;
          /** @description Deprecated: timeControl { kind: per_move, moveSeconds } says the same */
          moveTimeLimitSeconds?: number;
          timeControl?: components['schemas']['TimeControlInput'];
          timeoutPolicy?: components['schemas']['TimeoutPolicyInput'];
          /** @enum {string} */
          visibility?: 'public' | 'private';
          /** @description Clocks stop on Saturday and Sunday in each seat's own time zone (default false) */
          weekendPause?: boolean;
          /**
           * @description Whether vacations stop the seats' clocks (default allowed)
           * @enum {string}
           */
          vacation?: 'allowed' | 'none';
          /** @description Rated (default true) or casual: only rated games between people change ratings */
          rated?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listGamesInPlay: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Long-poll: with If-None-Match, wait up to this many seconds for the list to change (a game created, joined, left, started, finished or removed), in any API process */
        wait?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameList'];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyGames: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getGameByInvite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inviteCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  joinGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
        seat: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description sha256 (hex) of your own seed */
          seedCommitment?: string;
          /** @description Needed for private games */
          inviteCode?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  leaveSeat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
        seat: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  seatBot: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
        seat: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description One of the engine's bots (GET /engines), else UNKNOWN_BOT; random when omitted */
          bot?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          seeds?: {
            seat: number;
            seed: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameDetails'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getGameState: {
    parameters: {
      query?: {
        /** @description Read as a spectator even when seated */
        as?: 'auto' | 'spectator';
        /** @description Long-poll: with If-None-Match, wait up to this many seconds for a change */
        wait?: number;
        /** @description Finished games: the state at this version (a replay step), for `seat` or a spectator */
        atVersion?: number;
        /** @description With atVersion: the seat whose view to show (a spectator without it) */
        seat?: number;
        /** @description With atVersion: fold only this many events of that entry (the steps inside one entry, such as a setup in which every seat played automatically) */
        atEvents?: number;
      };
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameState'];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getGameEvents: {
    parameters: {
      query?: {
        afterVersion?: number;
        limit?: number;
        as?: 'auto' | 'spectator';
      };
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EventsPage'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  submitCommand: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          expectedVersion: number;
          /** @description Your idempotency key: retries apply once */
          commandId: string;
          /**
           * @description JSON value defined by the game engine
           * @example {
           *       "type": "bid",
           *       "amount": 8
           *     }
           * @example {
           *       "type": "pass"
           *     }
           * @example {
           *       "type": "use_big_cheese",
           *       "reroll": [
           *         1
           *       ]
           *     }
           * @example {
           *       "type": "keep"
           *     }
           * @example {
           *       "type": "veto"
           *     }
           * @example {
           *       "type": "resolve",
           *       "project": 7
           *     }
           * @example {
           *       "type": "roll"
           *     }
           * @example {
           *       "type": "take_loan",
           *       "colour": "white"
           *     }
           * @example {
           *       "type": "bid",
           *       "amount": 4
           *     }
           * @example {
           *       "type": "pass"
           *     }
           * @example {
           *       "type": "choose_paying_colour",
           *       "colour": "black"
           *     }
           * @example {
           *       "type": "place_cube",
           *       "colour": "white",
           *       "lot": "P2"
           *     }
           * @example {
           *       "type": "end_loans"
           *     }
           * @example {
           *       "type": "reveal"
           *     }
           * @example {
           *       "type": "produce",
           *       "category": "yellow"
           *     }
           * @example {
           *       "type": "churn",
           *       "category": "blue"
           *     }
           * @example {
           *       "type": "give",
           *       "wedge": "blue-sheep-bell"
           *     }
           * @example {
           *       "type": "return_wedge",
           *       "to": 0,
           *       "wedge": "blue-sheep"
           *     }
           * @example {
           *       "type": "pick",
           *       "wedge": "yellow-reindeer"
           *     }
           * @example {
           *       "type": "sell",
           *       "wedges": [
           *         "blue-cow-bell"
           *       ]
           *     }
           * @example {
           *       "type": "flip",
           *       "slot": 8
           *     }
           * @example {
           *       "type": "final_sell",
           *       "wedges": [
           *         "orange-goat",
           *         "orange-yak-bell"
           *       ]
           *     }
           * @example {
           *       "type": "replace",
           *       "slot": 8,
           *       "wedge": 18,
           *       "side_up": "a"
           *     }
           * @example {
           *       "type": "moove_steal",
           *       "from": 1
           *     }
           * @example {
           *       "type": "swap_supply",
           *       "give": 8,
           *       "take": 24
           *     }
           * @example {
           *       "type": "decline_moove"
           *     }
           * @example {
           *       "type": "moove_discard",
           *       "wedge": 16
           *     }
           * @example {
           *       "type": "decline_final_sell"
           *     }
           * @example {
           *       "type": "take_from_discard",
           *       "wedge": 10
           *     }
           */
          command: unknown;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmitResult'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reclaimSeat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmitResult'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportGame: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameExport'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            feed: components['schemas']['CalendarFeed'] | null;
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  regenerateCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedCalendarFeed'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markSeen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A version of the game you have seen */
          version: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SeenResult'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  invitePlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The username of the account to invite */
          username: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Invitation'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRematch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rematch'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  offerRematch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rematch'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptRematch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rematch'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  declineRematch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rematch'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getDeliveryPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryPreferences'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateDeliveryPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryPreferencesUpdateInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryPreferences'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getEmailStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setEmailAddress: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: string;
          /**
           * @description The language of the verification mail (default en)
           * @enum {string}
           */
          locale?: 'en' | 'it' | 'fr';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resendEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description The language of the verification mail (default en)
           * @enum {string}
           */
          locale?: 'en' | 'it' | 'fr';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribeEmailPage: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribeEmail: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailUnsubscribed'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listOutbox: {
    parameters: {
      query?: {
        limit?: number;
        before?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxPage'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOutboxMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        messageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboxMessage'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getVapidPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VapidPublicKey'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPushSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushSubscriptionList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  subscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PushSubscriptionInputInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushSubscriptionInfo'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unsubscribePush: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The endpoint of the browser's subscription */
          endpoint?: unknown;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PushUnsubscribed'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removePushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        subscriptionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhooks: components['schemas']['Webhook'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description https URL of your receiver (Discord and Slack URLs get a message) */
          url: string;
          /** @description Any of: turn.changed, game.started, game.finished, reminder, test */
          eventTypes: string[];
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTableChannels: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhooks: components['schemas']['Webhook'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTableChannel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description https URL of your receiver (Discord and Slack URLs get a message) */
          url: string;
          /** @description Any of: turn.changed, game.started, game.finished, reminder, test */
          eventTypes: string[];
          description?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: string;
          eventTypes?: string[];
          description?: string;
          /** @description true enables a disabled webhook again */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookWithSecret'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  sendWebhookTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: components['schemas']['WebhookDelivery'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDelivery'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLeaderboard: {
    parameters: {
      query?: {
        activeDays?: number;
        minGames?: number;
        limit?: number;
      };
      header?: never;
      path: {
        engine: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Leaderboard'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPlayerRatings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerRatings'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPlayerProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicProfile'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyProfile'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  editMyProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Plain text, at most 300 characters */
          bio?: string;
          /** @description ISO 3166-1 alpha-2; null clears it */
          country?: string | null;
          /** @description An IANA time zone (the one vacations use) */
          timeZone?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyProfile'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  followPlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unfollowPlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFollowing: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFollowers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFollowingGames: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  blockPlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  unblockPlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerList'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reportPlayer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A username (any case) */
        username: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Plain text, 1–1000 characters */
          reason: string;
          /** @description The game the report is about */
          gameId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPlayerReports: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            readonly reports: components['schemas']['PlayerReport'][];
          };
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        limit?: number;
        before?: number;
        /** @description true: unread notifications only */
        unread?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInboxStatus: {
    parameters: {
      query?: {
        /** @description Long-poll: with If-None-Match, wait up to this many seconds for a change */
        wait?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxStatus'];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        notificationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboxStatus'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReminderSettings'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setReminderSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          offsetsSeconds: unknown;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReminderSettings'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getChat: {
    parameters: {
      query?: {
        /** @description Only messages after this cursor (a message’s seq) */
        after?: number;
        /** @description Long-poll: with If-None-Match, wait up to this many seconds for a new message */
        wait?: number;
      };
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatPage'];
        };
      };
      /** @description Default Response */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postChatMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          channel: 'players' | 'spectators';
          /** @description 1–500 characters of plain text */
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatPostResult'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  muteChat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          muted: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMuteResult'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameNotes'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  writeNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        gameId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The game’s version (the move) the note is about */
          version: number;
          /** @description Up to 2000 characters; an empty text removes the note at that version */
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameNotes'];
        };
      };
      /** @description Default Response */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
