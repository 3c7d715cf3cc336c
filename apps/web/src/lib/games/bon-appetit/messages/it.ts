/**
 * Italian messages, in the words of the Italian rulebook (AMIGO, seeds/002): il mazzo (one's own
 * face-down pile), il mazzo comune, scoprire una carta, la carta-topo con le impronte di zampe,
 * acchiappare il topo, i gettoni «faccia da topo».
 */
import type { MessageKey } from './en.ts';

export const it: Readonly<Record<MessageKey, string>> = {
  'bon-appetit.title': 'Bon Appétit!',
  'bon-appetit.rules.summary': `Bon Appétit! è un gioco di pura fortuna per 2–6 giocatori, di Haim Shafir: i gatti cercano d’acchiappare i topi, e i topi rincorrono il formaggio. Non ci sono decisioni da prendere: il bello è veder girare le carte.

Tutte le carte vengono distribuite coperte, un mazzo per giocatore (in 2 o 3 si gioca solo con le carte dal tergo rosso). L’ultima carta va scoperta al centro del tavolo e dà inizio al mazzo comune. Nessuno può guardare le carte del proprio mazzo, e il tavolo non le mostra mai.

Al tuo turno scopri la prima carta del tuo mazzo e mettila sul mazzo comune. Un formaggio non fa niente, e nemmeno un gatto. Una carta-topo ha da una a tre impronte di zampe: il giocatore successivo dà la caccia al topo e può scoprire altrettante carte, una dopo l’altra.

Se chi caccia scopre un gatto, acchiappa il topo: mette tutto il mazzo comune sotto il proprio mazzo e riceve un gettone «faccia da topo». Se scopre solo formaggi, il mazzo comune va a chi ha giocato il topo, senza gettone. Se scopre un altro topo, si ferma subito e il giocatore successivo dà la caccia al nuovo topo.

Chi vince il mazzo comune ne inizia subito uno nuovo scoprendo la prima carta del proprio mazzo; poi si continua con il giocatore successivo.

La partita finisce non appena viene preso l’ultimo gettone (il nono, o il quinto in 2 o 3 giocatori), oppure quando un giocatore resta senza carte. Vince chi ha più carte nel proprio mazzo; a parità, chi ha più gettoni.`,

  'bon-appetit.seat.fallback': 'Giocatore {n}',
  'bon-appetit.seat.unknown': 'qualcuno',
  'bon-appetit.list.and': '{first} e {last}',

  'bon-appetit.card.cheese': 'Formaggio',
  'bon-appetit.card.cat': 'Gatto',
  'bon-appetit.card.mouse': 'Topo',
  'bon-appetit.card.mouse_paws': 'Topo con {paws, plural, one {# impronta} other {# impronte}}',
  'bon-appetit.card.paws': '{paws, plural, one {# zampa} other {# zampe}}',
  'bon-appetit.card.a.cheese': 'un formaggio',
  'bon-appetit.card.a.cat': 'un gatto',
  'bon-appetit.card.a.mouse_1': 'un topo con 1 impronta',
  'bon-appetit.card.a.mouse_2': 'un topo con 2 impronte',
  'bon-appetit.card.a.mouse_3': 'un topo con 3 impronte',
  'bon-appetit.count.cheese': '{count, plural, one {# formaggio} other {# formaggi}}',
  'bon-appetit.count.cat': '{count, plural, one {# gatto} other {# gatti}}',
  'bon-appetit.count.mouse_1': '{count, plural, one {# topo} other {# topi}} con 1 impronta',
  'bon-appetit.count.mouse_2': '{count, plural, one {# topo} other {# topi}} con 2 impronte',
  'bon-appetit.count.mouse_3': '{count, plural, one {# topo} other {# topi}} con 3 impronte',
  'bon-appetit.pile.empty': 'nessuna carta',

  'bon-appetit.end.last_token': 'è stato preso l’ultimo gettone',
  'bon-appetit.end.no_cards': 'un giocatore è rimasto senza carte',
  'bon-appetit.end.repeated': 'la stessa situazione si è ripresentata',
  'bon-appetit.end.limit': 'è stato raggiunto il limite di sicurezza di carte scoperte',
  'bon-appetit.end.other': 'la partita è terminata',
  'bon-appetit.result.most_cards':
    'Fine della partita ({reason}): vince {who} con {cards, plural, one {# carta} other {# carte}}.',
  'bon-appetit.result.tokens':
    'Fine della partita ({reason}): vince {who} grazie ai gettoni, con {cards, plural, one {# carta} other {# carte}}.',
  'bon-appetit.result.shared':
    'Fine della partita ({reason}): {who} si dividono la vittoria, con {cards, plural, one {# carta} other {# carte}} ciascuno.',

  'bon-appetit.status.setup': 'Si distribuiscono le carte.',
  'bon-appetit.status.your_turn': 'Tocca a te: scopri la prima carta del tuo mazzo.',
  'bon-appetit.status.turn': 'Ora {name} deve scoprire una carta.',
  'bon-appetit.status.your_hunt':
    'Dai la caccia al topo di {owner}: puoi scoprire ancora {left, plural, one {# carta} other {# carte}}.',
  'bon-appetit.status.hunt':
    '{hunter} dà la caccia al topo di {owner}: può scoprire ancora {left, plural, one {# carta} other {# carte}}.',

  'bon-appetit.summary.seat':
    '{name}: {cards, plural, one {# carta} other {# carte}}, {tokens, plural, one {# gettone} other {# gettoni}}',
  'bon-appetit.summary.common':
    'Mazzo comune: {count, plural, one {# carta} other {# carte}}, in cima {top}.',
  'bon-appetit.summary.common_empty': 'Il mazzo comune è vuoto.',
  'bon-appetit.summary.supply':
    '{count, plural, one {Resta # gettone} other {Restano # gettoni}} da distribuire.',

  'bon-appetit.choice.reveal': 'Scopri la prima carta del tuo mazzo',
  'bon-appetit.choice.open': 'Scopri la prima carta e inizia un nuovo mazzo comune',
  'bon-appetit.choice.hunt': 'Scopri la carta {nth} di {paws} per acchiappare il topo',
  'bon-appetit.choice.other': 'Invia «{type}»',
  'bon-appetit.controls.label': 'La tua mossa',
  'bon-appetit.controls.none': 'Per ora non devi fare niente.',
  'bon-appetit.view.invalid': 'Impossibile disegnare questo tavolo.',

  'bon-appetit.label.common': 'Mazzo comune',
  'bon-appetit.label.last': 'Ultime carte scoperte',
  'bon-appetit.label.deal': 'Centro',
  'bon-appetit.label.empty': 'vuoto',
  'bon-appetit.label.more': '+{count}',
  'bon-appetit.label.cards': '{count, plural, one {# carta} other {# carte}}',
  'bon-appetit.label.tokens': '{count, plural, one {# gettone} other {# gettoni}}',
  'bon-appetit.label.supply': 'Riserva: {count} su {total} gettoni',
  'bon-appetit.role.you': 'tu',
  'bon-appetit.role.auto': 'automatico',
  'bon-appetit.role.turn': 'di turno',
  'bon-appetit.role.hunter': 'a caccia',
  'bon-appetit.role.mouseOwner': 'ha giocato il topo',
  'bon-appetit.role.winner': 'vincitore',

  'bon-appetit.hunt.title': 'Caccia in corso',
  'bon-appetit.hunt.mouse_of': 'Topo di {owner}',
  'bon-appetit.hunt.hunter': 'Caccia: {hunter}',
  'bon-appetit.hunt.progress': 'Scoperte: {done} di {paws}',
  'bon-appetit.hunt.next': 'Ora scopre: {name}',

  'bon-appetit.text.caption': 'Giocatori',
  'bon-appetit.text.player': 'Giocatore',
  'bon-appetit.text.cards': 'Carte',
  'bon-appetit.text.tokens': 'Gettoni',
  'bon-appetit.text.status': 'Stato',
  'bon-appetit.text.played': '{name}: {card}',
  'bon-appetit.text.last': 'Ultime carte scoperte: {cards}.',
  'bon-appetit.text.lastLatest':
    'Ultime carte scoperte, le {shown} più recenti su {total} (il registro della partita le elenca tutte): {cards}.',
  'bon-appetit.text.nothing': 'ancora nessuna',
  'bon-appetit.text.hunt':
    '{hunter} dà la caccia al topo di {owner}, che ha {paws, plural, one {# impronta} other {# impronte}}: {done, plural, one {# carta scoperta} other {# carte scoperte}}, {left, plural, one {ne resta #} other {ne restano #}}; la prossima carta viene dal mazzo di {hunter}.',
  'bon-appetit.text.pile': 'Mazzo di {name}: {contents}.',

  'bon-appetit.event.cards_dealt':
    'Si distribuiscono le carte ({size} a testa) e {centre} va scoperto al centro; inizia {name}.',
  'bon-appetit.event.revealed_cheese': '{name} scopre un formaggio.',
  'bon-appetit.event.revealed_cat': '{name} scopre un gatto.',
  'bon-appetit.event.revealed_mouse':
    '{name} scopre un topo con {paws, plural, one {# impronta} other {# impronte}} di zampe.',
  'bon-appetit.event.hunt_started':
    '{hunter} dà la caccia al topo di {owner}, con al massimo {paws, plural, one {# carta} other {# carte}}.',
  'bon-appetit.event.mouse_caught':
    '{name} acchiappa il topo e vince il mazzo comune ({cards, plural, one {# carta} other {# carte}}) e un gettone.',
  'bon-appetit.event.hunt_failed':
    'Nessun gatto: {name} prende il mazzo comune ({cards, plural, one {# carta} other {# carte}}), senza gettone.',
  'bon-appetit.event.turn_started': 'Ora gioca {name}.',
  'bon-appetit.event.game_ended.most_cards':
    'Fine della partita ({reason}): vince {who}, con più carte di tutti.',
  'bon-appetit.event.game_ended.tokens':
    'Fine della partita ({reason}): a parità di carte vince {who}, con più gettoni.',
  'bon-appetit.event.game_ended.shared':
    'Fine della partita ({reason}): {who} si dividono la vittoria.',
  'bon-appetit.event.unknown': 'Al tavolo è successo qualcosa.',
};
