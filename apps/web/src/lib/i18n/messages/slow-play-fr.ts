/** French words of the slow-play pages (the keys of slow-play-en.ts). */
import type { slowPlayEn } from './slow-play-en.ts';

export const slowPlayFr: Record<keyof typeof slowPlayEn, string> = {
  'timeControl.none': 'Sans limite de temps',
  'timeControl.perMove': '{time} par coup',
  'timeControl.bank': 'Réserve de {initial}, {increment} de plus à chaque coup, jusqu’à {cap}',
  'timeControl.legend': 'Contrôle du temps',
  'timeControl.kind.none': 'Sans limite de temps',
  'timeControl.kind.per_move': 'Un temps fixe pour chaque coup',
  'timeControl.kind.bank': 'Une réserve de temps avec un incrément par coup',
  'timeControl.moveTime': 'Temps pour chaque coup',
  'timeControl.initial': 'Réserve de départ',
  'timeControl.increment': 'Ajouté après chaque coup',
  'timeControl.cap': 'Réserve au plus',
  'timeControl.unitOf': 'Unité de {field}',
  'timeControl.unit.minutes': 'minutes',
  'timeControl.unit.hours': 'heures',
  'timeControl.unit.days': 'jours',
  'timeControl.hint': 'De 1 minute à 30 jours par coup ; une réserve compte au plus 60 jours.',
  'timeControl.label': 'Contrôle du temps : {control}',

  'clock.title': 'Pendules',
  'clock.running': '{name} : reste {time}, en marche',
  'clock.stopped': '{name} : reste {time}',

  'moveTimes.title': 'Temps de jeu',
  'moveTimes.player': 'Joueur',
  'moveTimes.moves': 'Coups',
  'moveTimes.average': 'Temps moyen par coup',
  'moveTimes.timeouts': 'Temps dépassés',
  'moveTimes.none': '–',
  'log.timedOut': 'Temps écoulé : le serveur a joué pour cette place.',
  'log.new': 'nouveau',

  'away.title': 'Pendant votre absence',
  'away.intro':
    '{count, plural, one {# coup a été joué} other {# coups ont été joués}} depuis votre dernière visite. Ils sont marqués « nouveau » dans le journal.',
  'away.entry': '{name} : {text}',
  'away.more': '{count, plural, one {et # autre entrée} other {et # autres entrées}}',
  'away.dismiss': 'Fermer',

  'calendar.title': 'Agenda',
  'calendar.intro':
    'Abonnez-vous à cette adresse dans votre application d’agenda : elle montre chaque partie où c’est à vous de jouer, au moment où votre temps s’écoule. Quiconque a l’adresse voit vos échéances : gardez-la pour vous.',
  'calendar.none': 'Vous n’avez pas encore d’adresse d’agenda.',
  'calendar.current': 'Votre adresse d’agenda a été créée le {time} ; elle commence par {prefix}.',
  'calendar.make': 'Créer une adresse d’agenda',
  'calendar.remake': 'Créer une nouvelle adresse (l’ancienne cesse de fonctionner)',
  'calendar.created': 'Copiez cette adresse maintenant : elle ne sera plus affichée.',
  'calendar.url': 'Adresse de l’agenda',
  'calendar.copy': 'Copier l’adresse',
  'calendar.copied': 'Adresse copiée.',

  'error.TIME_CONTROL_OUT_OF_RANGE':
    'Ce contrôle du temps est hors limites : de 1 minute à 30 jours par coup, une réserve d’au plus 60 jours.',
  'error.CALENDAR_FEED_NOT_FOUND': 'Cette adresse d’agenda n’existe plus.',
  'error.SEEN_VERSION_AHEAD': 'La partie n’en est pas encore là.',
};
