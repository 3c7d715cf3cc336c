/** Italian words of the slow-play pages (the keys of slow-play-en.ts). */
import type { slowPlayEn } from './slow-play-en.ts';

export const slowPlayIt: Record<keyof typeof slowPlayEn, string> = {
  'timeControl.none': 'Nessun limite di tempo',
  'timeControl.perMove': '{time} per mossa',
  'timeControl.bank': 'Riserva di {initial}, {increment} in più a ogni mossa, fino a {cap}',
  'timeControl.legend': 'Controllo del tempo',
  'timeControl.kind.none': 'Nessun limite di tempo',
  'timeControl.kind.per_move': 'Un tempo fisso per ogni mossa',
  'timeControl.kind.bank': 'Una riserva di tempo con un incremento per mossa',
  'timeControl.moveTime': 'Tempo per ogni mossa',
  'timeControl.initial': 'Riserva iniziale',
  'timeControl.increment': 'Aggiunto dopo ogni mossa',
  'timeControl.cap': 'Riserva massima',
  'timeControl.unitOf': 'Unità di {field}',
  'timeControl.unit.minutes': 'minuti',
  'timeControl.unit.hours': 'ore',
  'timeControl.unit.days': 'giorni',
  'timeControl.hint':
    'Da 1 minuto a 30 giorni per mossa; una riserva arriva al massimo a 60 giorni.',
  'timeControl.label': 'Controllo del tempo: {control}',

  'clock.title': 'Orologi',
  'clock.running': '{name}: restano {time}, in corso',
  'clock.stopped': '{name}: restano {time}',

  'moveTimes.title': 'Tempi delle mosse',
  'moveTimes.player': 'Giocatore',
  'moveTimes.moves': 'Mosse',
  'moveTimes.average': 'Tempo medio per mossa',
  'moveTimes.timeouts': 'Tempo scaduto',
  'moveTimes.none': '–',
  'log.timedOut': 'Tempo scaduto: il server ha mosso per questo posto.',
  'log.new': 'nuovo',

  'away.title': 'Mentre eri via',
  'away.intro':
    '{count, plural, one {# mossa è stata giocata} other {# mosse sono state giocate}} dalla tua ultima visita. Nel registro sono segnate come “nuovo”.',
  'away.entry': '{name}: {text}',
  'away.more': '{count, plural, one {e # altra voce} other {e altre # voci}}',
  'away.dismiss': 'Chiudi',

  'calendar.title': 'Calendario',
  'calendar.intro':
    'Iscriviti a questo indirizzo nella tua applicazione di calendario: mostra ogni partita in cui tocca a te, nel momento in cui il tuo tempo scade. Chi ha l’indirizzo vede le tue scadenze: tienilo per te.',
  'calendar.none': 'Non hai ancora un indirizzo di calendario.',
  'calendar.current':
    'Il tuo indirizzo di calendario è stato creato il {time}; inizia con {prefix}.',
  'calendar.make': 'Crea un indirizzo di calendario',
  'calendar.remake': 'Crea un nuovo indirizzo (il vecchio smette di funzionare)',
  'calendar.created': 'Copia subito questo indirizzo: non verrà mostrato di nuovo.',
  'calendar.url': 'Indirizzo del calendario',
  'calendar.copy': 'Copia l’indirizzo',
  'calendar.copied': 'Indirizzo copiato.',

  'error.TIME_CONTROL_OUT_OF_RANGE':
    'Questo controllo del tempo è fuori dai limiti: da 1 minuto a 30 giorni per mossa, una riserva di al massimo 60 giorni.',
  'error.CALENDAR_FEED_NOT_FOUND': 'Questo indirizzo di calendario non esiste più.',
  'error.SEEN_VERSION_AHEAD': 'La partita non è ancora arrivata a quel punto.',
};
