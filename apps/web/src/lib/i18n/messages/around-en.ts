/** Around the table (issue 20 items 7–9): token usage, replay charts, the lobby's lists, rules links. */
export const aroundEn = {
  'account.usage': 'Use it from a shell on your computer:',
  'account.usageEnv': 'Keep the token in an environment variable (the bot reads it from there):',
  'account.usageCurl': 'Call the API with it, for example your games:',
  'account.usageBot': 'Or let a bot play your seats (the tavolo command of @tavolo/sdk):',
  'replay.automaticSteps':
    'Every seat of this game played automatically, so it was over as soon as it was set up: step through what happened during the setup, one event at a time.',
  'lobby.tabs': 'Games in the lobby',
  'lobby.inPlay.title': 'Games in play',
  'lobby.inPlay.empty': 'No public game is being played right now.',
  'lobby.inPlay.watch': 'Watch {game}: {players}',
  'lobby.inPlay.move': 'move {n}',
  'lobby.open.by': 'created by {name}',
  'lobby.open.free': '{n, plural, one {# free seat} other {# free seats}}',
  'lobby.open.standard': 'standard rules',
  'game.rulesLink': 'Rules of {game}',
} as const;
