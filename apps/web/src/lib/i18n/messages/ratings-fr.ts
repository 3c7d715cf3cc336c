/** Mots français des classements (lib/ratings/, routes/leaderboard/ ; ADR 0037). */
export const ratingsFr = {
  'nav.leaderboards': 'Classements',
  'ratings.leaderboards': 'Classements',
  'ratings.title': 'Classements',
  'ratings.leaderboardOf': 'Classement de {game}',
  'ratings.about':
    'Les cotes viennent uniquement des parties classées entre personnes (OpenSkill). Chacun peut les recalculer à partir des exports des parties avec tavolo ratings.',
  'ratings.filters':
    'Joueurs ayant au moins {games} parties classées, dont une dans les {days} derniers jours.',
  'ratings.empty': 'Personne n’est encore dans ce classement.',
  'ratings.rank': 'Rang',
  'ratings.player': 'Joueur',
  'ratings.rating': 'Cote',
  'ratings.gamesColumn': 'Parties',
  'ratings.games': '{count, plural, one {# partie classée} other {# parties classées}}',
  'ratings.provisional': 'provisoire',
  'ratings.none': 'Aucune partie classée pour l’instant.',
  'ratings.history.title': 'Évolution de la cote à {title}',
  'ratings.history.description':
    '{games, plural, one {Après # partie} other {Après # parties}} : de {first} à {last}.',
  'ratings.create.rated': 'Partie classée',
  'ratings.create.ratedHint':
    'Une partie classée entre personnes change leurs cotes ; une partie amicale non. Les parties avec des bots jamais.',
};
