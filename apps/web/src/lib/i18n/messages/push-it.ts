/** Italian words of the push notification settings (the keys of push-en.ts). */
export const pushIt = {
  'push.title': 'Notifiche su questo dispositivo',
  'push.intro':
    'Ricevi una notifica su questo dispositivo quando tocca a te, anche con Tavolo chiuso.',
  'push.unsupported': 'Questo browser non può ricevere notifiche push.',
  'push.needsInstall':
    'Su iPhone e iPad, aggiungi Tavolo alla schermata Home (Condividi, poi Aggiungi alla schermata Home) e aprilo da lì per attivare le notifiche.',
  'push.denied':
    'Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del browser, poi riprova.',
  'push.on': 'Questo dispositivo riceve le tue notifiche.',
  'push.off': 'Questo dispositivo non riceve le tue notifiche.',
  'push.subscribe': 'Avvisami su questo dispositivo',
  'push.unsubscribe': 'Interrompi le notifiche su questo dispositivo',
  'push.subscribed': 'Fatto: questo dispositivo riceverà le notifiche.',
  'push.unsubscribed': 'Fatto: questo dispositivo non riceverà più notifiche.',
  'push.failed': 'Questo browser non è riuscito a iscriversi: {reason}',
};
