/** English words of ratings and leaderboards (lib/ratings/, routes/leaderboard/; ADR 0037). */
export const ratingsEn = {
  'nav.leaderboards': 'Leaderboards',
  'ratings.leaderboards': 'Leaderboards',
  'ratings.title': 'Ratings',
  'ratings.leaderboardOf': 'Leaderboard of {game}',
  'ratings.about':
    'Ratings come from rated games between people only (OpenSkill). Anyone can recompute them from the games’ exports with tavolo ratings.',
  'ratings.filters':
    'Players with at least {games} rated games who played one in the last {days} days.',
  'ratings.empty': 'Nobody is on this leaderboard yet.',
  'ratings.rank': 'Rank',
  'ratings.player': 'Player',
  'ratings.rating': 'Rating',
  'ratings.gamesColumn': 'Games',
  'ratings.games': '{count, plural, one {# rated game} other {# rated games}}',
  'ratings.provisional': 'provisional',
  'ratings.none': 'No rated games yet.',
  'ratings.history.title': 'Rating history in {title}',
  'ratings.history.description':
    '{games, plural, one {After # game} other {After # games}}: from {first} to {last}.',
  'ratings.create.rated': 'Rated game',
  'ratings.create.ratedHint':
    'A rated game between people changes their ratings; a casual one does not. Games with bots never do.',
};
