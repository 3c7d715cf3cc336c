export const aroundIt = {
  'account.usage': 'Usalo da una shell sul tuo computer:',
  'account.usageEnv': 'Tieni il token in una variabile d’ambiente (il bot lo legge da lì):',
  'account.usageCurl': 'Chiama l’API con il token, per esempio le tue partite:',
  'account.usageBot':
    'Oppure lascia giocare un bot ai tuoi posti (il comando tavolo di @tavolo/sdk):',
  'replay.automaticSteps':
    'In questa partita ogni posto giocava in automatico, quindi è finita appena preparata: ripercorri ciò che è successo durante la preparazione, un evento alla volta.',
  'lobby.tabs': 'Partite nella sala',
  'lobby.inPlay.title': 'Partite in corso',
  'lobby.inPlay.empty': 'In questo momento non si gioca nessuna partita pubblica.',
  'lobby.inPlay.watch': 'Guarda {game}: {players}',
  'lobby.inPlay.move': 'mossa {n}',
  'lobby.open.by': 'creata da {name}',
  'lobby.open.free': '{n, plural, one {# posto libero} other {# posti liberi}}',
  'lobby.open.standard': 'regole standard',
  'game.rulesLink': 'Regole di {game}',
} as const;
