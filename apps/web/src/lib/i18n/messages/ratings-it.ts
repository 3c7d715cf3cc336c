/** Parole italiane di punteggi e classifiche (lib/ratings/, routes/leaderboard/; ADR 0037). */
export const ratingsIt = {
  'nav.leaderboards': 'Classifiche',
  'ratings.leaderboards': 'Classifiche',
  'ratings.title': 'Punteggi',
  'ratings.leaderboardOf': 'Classifica di {game}',
  'ratings.about':
    'I punteggi vengono solo dalle partite valide per la classifica tra persone (OpenSkill). Chiunque può ricalcolarli dalle esportazioni delle partite con tavolo ratings.',
  'ratings.filters':
    'Giocatori con almeno {games} partite valide che ne hanno giocata una negli ultimi {days} giorni.',
  'ratings.empty': 'Ancora nessuno in questa classifica.',
  'ratings.rank': 'Posizione',
  'ratings.player': 'Giocatore',
  'ratings.rating': 'Punteggio',
  'ratings.gamesColumn': 'Partite',
  'ratings.games': '{count, plural, one {# partita valida} other {# partite valide}}',
  'ratings.provisional': 'provvisorio',
  'ratings.none': 'Ancora nessuna partita valida.',
  'ratings.history.title': 'Andamento del punteggio a {title}',
  'ratings.history.description':
    '{games, plural, one {Dopo # partita} other {Dopo # partite}}: da {first} a {last}.',
  'ratings.create.rated': 'Partita valida per la classifica',
  'ratings.create.ratedHint':
    'Una partita valida tra persone cambia i loro punteggi; una amichevole no. Le partite con bot mai.',
};
