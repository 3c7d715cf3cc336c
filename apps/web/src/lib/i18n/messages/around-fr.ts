export const aroundFr = {
  'account.usage': 'Utilisez-le depuis un terminal sur votre ordinateur :',
  'account.usageEnv':
    'Gardez le jeton dans une variable d’environnement (le bot le lit à cet endroit) :',
  'account.usageCurl': 'Appelez l’API avec lui, par exemple vos parties :',
  'account.usageBot': 'Ou laissez un bot jouer vos places (la commande tavolo de @tavolo/sdk) :',
} as const;
