/** Nomi, valori e spiegazioni italiani delle opzioni di ogni gioco (chiavi: vedi ../labels.ts). */
export const it: Readonly<Record<string, string>> = {
  'big-cheese.options.scoring.label': 'Dadi per i punti',
  'big-cheese.options.scoring.hint': 'Come fa punti un progetto con un numero arrivato al termine.',
  'big-cheese.options.scoring.values.d6': 'Un dado da 6 × il valore della carta',
  'big-cheese.options.scoring.values.poly': 'Il dado della carta (da d4 a d20)',
  'big-cheese.options.scoring.values.fr_two_dice':
    'Variante francese 1: il migliore di due d6 × il valore',
  'big-cheese.options.scoring.values.fr_many_dice':
    'Variante francese 2: tanti d6 quanto il valore, si tiene la metà migliore',
  'big-cheese.options.scoring.values.no_luck': 'Senza fortuna: il valore stampato sulla carta',
  'big-cheese.options.target.label': 'Punti per vincere',
  'big-cheese.options.target.hint':
    'Lascia vuoto per l’obiettivo consueto: 200 con il dado da 6, 40 con il dado della carta, 60 senza fortuna. Un obiettivo più alto allunga la partita.',
  'big-cheese.options.exact30.label': 'Esattamente 30',
  'big-cheese.options.exact30.hint':
    'Solo con il dado della carta: vince chi arriva per primo a 30 esatti; un tiro che supera 30 non fa punti.',
  'big-cheese.options.specials.label': 'Carte Veto e Big Cheese',
  'big-cheese.options.specials.hint': 'Senza di esse il mazzo ha solo le 28 carte con un numero.',
  'big-cheese.options.direction.label': 'Le offerte girano',
  'big-cheese.options.direction.values.ccw': 'verso destra (in senso antiorario)',
  'big-cheese.options.direction.values.cw': 'verso sinistra (in senso orario)',
  'big-cheese.options.veto_eligibility.label': 'Un Veto si può giocare',
  'big-cheese.options.veto_eligibility.values.not_passed': 'finché chi lo tiene non è passato',
  'big-cheese.options.veto_eligibility.values.not_yet_bid':
    'solo prima che chi lo tiene abbia offerto (regole francesi)',
  'big-cheese.options.big_cheese_chain.label': 'Big Cheese su un nuovo tiro',
  'big-cheese.options.big_cheese_chain.hint':
    'Se un secondo Big Cheese può far ritirare un dado appena ritirato con un Big Cheese.',
  'big-cheese.options.no_bid_policy.label': 'Quando passano tutti',
  'big-cheese.options.no_bid_policy.values.discard_same_opener':
    'la carta va negli scarti e riapre lo stesso giocatore',
  'big-cheese.options.tie_break.label': 'Un pareggio al primo posto va a',
  'big-cheese.options.tie_break.values.most_projects':
    'chi ha più progetti andati a punti, altrimenti vittoria condivisa',
  'big-cheese.options.tie_break.values.chance': 'uno dei giocatori in parità, estratto a sorte',

  'big-shot.options.hidden_money.label': 'Denaro nascosto',
  'big-shot.options.hidden_money.hint':
    'Il denaro resta nascosto finché un giocatore non viene colto a offrire più di quanto può pagare.',
  'big-shot.options.certificate_supply.label': 'Certificati di debito in banca',
  'big-shot.options.certificate_supply.values.unlimited': 'quanti ne servono',
  'big-shot.options.certificate_supply.values.original_30': '30, come nella scatola originale',
  'big-shot.options.certificate_supply.values.re_edition_25': '25, come nella riedizione',
  'big-shot.options.nobody_eligible.label': 'Se nessuno ha abbastanza proprietà',
  'big-shot.options.nobody_eligible.values.no_winner': 'non vince nessuno',
  'big-shot.options.nobody_eligible.values.highest_fortune': 'vince il patrimonio più grande',
  'big-shot.options.overbid_check.label':
    'Con il denaro nascosto, chi viene colto a offrire troppo',
  'big-shot.options.overbid_check.hint':
    'Il vincitore viene scoperto quando paga, come a un tavolo vero; oppure, come può fare solo un server, chiunque abbia offerto più del denaro che ha.',
  'big-shot.options.overbid_check.values.winner': 'il vincitore, quando paga',
  'big-shot.options.overbid_check.values.any_bidder': 'ogni offerente, alla chiusura dell’asta',

  'bon-appetit.options.auto_reveal.label': 'Carte girate dal server per',
  'bon-appetit.options.auto_reveal.hint':
    'Per chi preferisce non cliccare a ogni turno: il server gira subito le sue carte.',
  'bon-appetit.options.starting_seat.label': 'Chi comincia',
  'bon-appetit.options.starting_seat.values.random': 'estratto a sorte',
  'bon-appetit.options.initial_card.label': 'La prima carta al centro',
  'bon-appetit.options.initial_card.values.hunted':
    'un topo lì viene cacciato da chi comincia, come se l’avesse giocato il suo vicino di destra',
  'bon-appetit.options.initial_card.values.inert': 'non apre nessuna caccia',

  'cheesonomics.options.flavour.label': 'Sapore',
  'cheesonomics.options.flavour.hint':
    'Piccante dà a ogni giocatore una riserva di spicchi del mercato: ogni vendita sostituisce uno spicchio del mercato e i simboli del mercato permettono uno scambio.',
  'cheesonomics.options.flavour.values.mild': 'Dolce',
  'cheesonomics.options.flavour.values.sharp': 'Piccante',
};
