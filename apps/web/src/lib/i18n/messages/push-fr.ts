/** French words of the push notification settings (the keys of push-en.ts). */
export const pushFr = {
  'push.title': 'Notifications sur cet appareil',
  'push.intro':
    'Recevez une notification sur cet appareil quand c’est votre tour, même avec Tavolo fermé.',
  'push.unsupported': 'Ce navigateur ne peut pas recevoir de notifications push.',
  'push.needsInstall':
    'Sur iPhone et iPad, ajoutez Tavolo à l’écran d’accueil (Partager, puis Sur l’écran d’accueil) et ouvrez-le de là pour activer les notifications.',
  'push.denied':
    'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis réessayez.',
  'push.on': 'Cet appareil reçoit vos notifications.',
  'push.off': 'Cet appareil ne reçoit pas vos notifications.',
  'push.subscribe': 'M’avertir sur cet appareil',
  'push.unsubscribe': 'Arrêter les notifications sur cet appareil',
  'push.subscribed': 'C’est fait : cet appareil sera averti.',
  'push.unsubscribed': 'C’est fait : cet appareil ne sera plus averti.',
  'push.failed': 'Ce navigateur n’a pas pu s’abonner : {reason}',
};
