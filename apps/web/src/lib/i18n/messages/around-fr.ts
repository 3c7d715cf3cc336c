export const aroundFr = {
  'account.usage': 'Utilisez-le depuis un terminal sur votre ordinateur :',
  'account.usageEnv':
    'Gardez le jeton dans une variable d’environnement (le bot le lit à cet endroit) :',
  'account.usageCurl': 'Appelez l’API avec lui, par exemple vos parties :',
  'account.usageBot': 'Ou laissez un bot jouer vos places (la commande tavolo de @tavolo/sdk) :',
  'replay.automaticSteps':
    'Chaque place de cette partie jouait automatiquement : elle s’est donc terminée dès sa mise en place. Parcourez ce qui s’est passé pendant la mise en place, un événement à la fois.',
  'lobby.tabs': 'Parties du salon',
  'lobby.inPlay.title': 'Parties en cours',
  'lobby.inPlay.empty': 'Aucune partie publique n’est jouée en ce moment.',
  'lobby.inPlay.watch': 'Regarder {game} : {players}',
  'lobby.inPlay.move': 'coup {n}',
  'lobby.open.by': 'créée par {name}',
  'lobby.open.free': '{n, plural, one {# place libre} other {# places libres}}',
  'lobby.open.standard': 'règles standard',
  'game.rulesLink': 'Règles de {game}',
} as const;
