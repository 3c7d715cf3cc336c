/** Il regolamento di Big Shot in italiano (RULES.md §2, revisione 2), con i termini del tavolo. */
import { h3, list, p } from '../../../rules/text.ts';
import type { BigShotRulesText } from './text.ts';

export const it: BigShotRulesText = {
  contents: 'Indice',
  example: 'Esempio',
  sections: {
    overview: {
      heading: 'Il gioco in breve',
      blocks: [
        p(
          'Big Shot (Alex Randolph, Ravensburger 2001) è un gioco di contrattazioni tattiche per 2–4 giocatori, in una città degli anni ’20 in pieno boom edilizio. Si fanno offerte per cubetti di quattro colori e li si distribuisce nei lotti della città. Quando un lotto è pieno va a un colore — ma i colori con lo stesso numero di cubetti si annullano a vicenda, quindi i cubetti che metti per gli avversari contano quanto i tuoi.',
        ),
        p(
          'Dopo 18 aste, il patrimonio è il valore delle proprietà più il denaro, meno i debiti. Vince il più ricco fra chi possiede almeno 2 proprietà.',
        ),
        p(
          'Questa pagina spiega le regole nella versione 2.0.0 (la revisione del 25 novembre 2026). Una partita creata prima conserva la versione delle regole con cui è stata creata, e il suo tavolo lo dice.',
        ),
      ],
    },
    components: {
      heading: 'Materiale',
      blocks: [
        list(
          'La città: 13 lotti. Su 11 è stampato un valore in milioni di dollari (mln): sei lotti poveri da 9, 10 e 11 mln (A9–A11 e B9–B11) e cinque lotti ricchi H1–H5 (16, 17, 18, 20 e 21 mln). Gli altri 2 lotti sono parchi (P1 e P2), che da soli non valgono nulla.',
          'Ogni parco confina con tre lotti poveri: P1 con A9, A10 e A11; P2 con B9, B10 e B11.',
          'Un anello di 18 caselle d’asta intorno alla città, numerate da 1 a 18 in senso orario, e il Broker, una pedina che vi si muove.',
          '72 cubetti, 18 per ciascuno dei quattro colori: rosso, giallo, nero e bianco.',
          'Titoli di proprietà (uno per ogni lotto venduto), certificati di debito da 10 mln, denaro, una carta d’affari per colore e un dado.',
        ),
        p(
          'I valori esatti del tavoliere stampato non sono stati trovati in alcuna fonte: il server usa quelli qui sopra, tenuti in un unico file di dati per poterli correggere.',
        ),
      ],
    },
    setup: {
      heading: 'Preparazione',
      blocks: [
        list(
          'I 72 cubetti vengono mescolati e distribuiti sulle 18 caselle, 4 per casella. Nessuna casella può avere 4 cubetti dello stesso colore: ognuna mostra almeno 2 colori.',
          'Il Broker parte da una casella a caso.',
          'Ogni giocatore pesca una carta d’affari, che gli assegna il colore, e riceve 10 mln. Il denaro è scoperto: tutti vedono il denaro di tutti.',
          'Tutti tirano il dado; comincia il tiro più alto (in caso di parità si ritira).',
        ),
      ],
    },
    broker: {
      heading: 'Il turno, fase 1: il Broker si muove',
      blocks: [
        p(
          'La partita dura esattamente 18 turni, con un’asta ciascuno. Il giocatore di turno — chi tira — tira il dado e muove il Broker in senso orario di altrettante caselle, contando solo quelle che hanno ancora cubetti. Le caselle vuote si saltano come se non ci fossero.',
        ),
        p(
          'I 4 cubetti della casella in cui si ferma il Broker vanno all’asta. Dopo il turno il dado passa a sinistra. Al 18° turno resta una sola casella piena, e il Broker la raggiunge qualunque sia il tiro.',
        ),
      ],
    },
    auction: {
      heading: 'Il turno, fase 2: l’asta',
      blocks: [
        p(
          'Le offerte partono dal giocatore alla sinistra di chi ha tirato e proseguono in senso orario; anche chi ha tirato partecipa, ultimo nel primo giro. Quando tocca a te:',
        ),
        list(
          'offri un numero intero di milioni, più alto dell’offerta migliore e non oltre il tuo denaro (la prima offerta è di almeno 1 mln); oppure',
          'passi, e sei fuori da quest’asta.',
        ),
        p(
          'Puoi offrire anche per cubetti che non hanno il tuo colore. Se ti manca il denaro puoi chiedere un prestito prima di offrire (vedi Prestiti). Quando resta solo chi ha l’offerta migliore, paga l’offerta alla banca e prende i 4 cubetti.',
        ),
        p('Se nessuno offre, chi ha tirato prende i 4 cubetti gratis.'),
      ],
    },
    placement: {
      heading: 'Il turno, fase 3: distribuire i cubetti',
      blocks: [
        p(
          'Chi ha preso i cubetti li distribuisce tutti e 4, uno alla volta, nei lotti non ancora venduti: del proprio colore, degli avversari e del morto, sparsi o più d’uno nello stesso lotto. Un lotto contiene al massimo 7 cubetti.',
        ),
        p(
          'Quando un lotto riceve il 7° cubetto viene venduto subito, con la regola di proprietà qui sotto. Il colore proprietario mette un Titolo sotto uno dei suoi cubetti; gli altri 6 cubetti escono dal gioco e il lotto è chiuso. I cubetti rimasti in mano vanno poi altrove. Il posto non manca mai: almeno 3 lotti restano aperti per tutta la partita.',
        ),
      ],
    },
    ownership: {
      heading: 'A chi va un lotto',
      blocks: [
        p(
          'Conta i cubetti di ogni colore nel lotto. Tutti i colori con lo stesso numero si annullano a vicenda — a ogni livello, non solo fra i primi. Dei colori rimasti, il più numeroso ottiene il lotto. Se non resta nessun colore, il lotto non ha proprietario.',
        ),
        list(
          '3 / 3 / 1: i due tre si annullano; il lotto va al colore con 1 cubetto.',
          '2 / 2 / 2 / 1: i due si annullano; va al colore con 1.',
          '3 / 2 / 2: i due si annullano; va al colore con 3.',
          'A fine partita, 2 / 1 / 1 va al 2; un cubetto da solo (1 / 0) ottiene il lotto; 2 / 2 / 1 va all’1.',
          'A fine partita, 3 / 3 o 2 / 2 / 1 / 1 lascia il lotto senza proprietario.',
        ),
        p(
          'Un lotto pieno di 7 cubetti ha sempre un proprietario; solo i lotti assegnati a fine partita possono restare senza.',
        ),
      ],
    },
    loans: {
      heading: 'Prestiti',
      blocks: [
        p(
          'Quando tocca a te offrire, prima dell’offerta, puoi chiedere un prestito — al massimo uno per turno (uno per asta). Ricevi un certificato di debito da 10 mln, ma la banca ti dà ogni volta meno: 9 mln il primo prestito, 8 il secondo, poi 7, 6 e così via. Quindi al massimo 9 prestiti rendono qualcosa.',
        ),
        p(
          'I certificati sono pubblici. A fine partita ciascuno ti costa 10 mln. Tre prestiti in tre turni rendono 9 + 8 + 7 = 24 mln e costano 30 mln alla fine.',
        ),
        p('Un secondo prestito nello stesso turno viene rifiutato.'),
      ],
    },
    end: {
      heading: 'Fine della partita e punteggio',
      blocks: [
        p(
          'Dopo la distribuzione del 18° turno tutte le caselle sono vuote. Ogni lotto non venduto che contiene cubetti viene ora assegnato con la regola di proprietà, anche un cubetto da solo. I lotti senza cubetti, o in cui tutti i colori si annullano, restano senza proprietario.',
        ),
        h3('Patrimonio'),
        list(
          'Ogni proprietà vale il valore stampato — il doppio se lo stesso colore possiede anche un parco confinante. Un parco da solo non vale nulla, e un lotto non vale mai più del doppio.',
          'Patrimonio = valore delle proprietà + denaro − 10 mln per ogni certificato di debito.',
        ),
        h3('Chi vince'),
        p(
          'Può vincere solo chi possiede almeno 2 proprietà (i parchi contano). Fra questi vince il patrimonio più alto — anche se negativo. Una parità esatta è una vittoria condivisa. Se nessuno ha 2 proprietà, nessuno vince (salvo che il tavolo abbia scelto l’opzione «vince il patrimonio più alto»).',
        ),
        p(
          'Così chi ha 60 mln e una sola proprietà perde contro chi ha 2 proprietà e un patrimonio di −4 mln.',
        ),
      ],
    },
    three: {
      heading: 'In tre: il morto',
      blocks: [
        p(
          'Il quarto colore è del morto. Non ha denaro, non offre e non tira mai; il dado passa solo fra i tre giocatori. I suoi cubetti vanno all’asta e si distribuiscono come gli altri, e si può perfino far ottenere un lotto al morto — togliendolo agli avversari. Il morto non vince mai.',
        ),
      ],
    },
    two: {
      heading: 'In due: due colori a testa',
      blocks: [
        p(
          'Ogni giocatore ha due colori, ciascuno con il suo capitale di 10 mln. I capitali non si sommano mai.',
        ),
        list(
          'I prestiti si chiedono prima di ogni asta, per uno dei colori o per entrambi, al massimo uno per colore per turno; il conto 9, 8, 7… è tenuto per colore.',
          'Si offre come persone. Chi vince sceglie poi quale dei suoi colori paga l’intero prezzo, quindi un’offerta non può superare il denaro del colore più ricco. Con 6 e 7 mln puoi offrire 7, pagati tutti dal colore con 7 mln, ma non 8.',
          'Le proprietà sono dei colori: i tuoi due colori possono annullarsi in un lotto, e un parco raddoppia solo i lotti del suo stesso colore.',
          'Per vincere, ciascuno dei tuoi colori deve avere almeno 2 proprietà. Il tuo patrimonio è la somma dei due colori.',
        ),
      ],
    },
    hidden: {
      heading: 'Variante: denaro nascosto',
      blocks: [
        p(
          'Ognuno tiene nascosto il proprio denaro. I prestiti si chiedono all’inizio di ogni turno, prima del tiro — quando nessuno sa ancora quali cubetti andranno all’asta — una decisione a testa, a partire dal vicino di sinistra di chi tira.',
        ),
        p(
          'Le offerte non sono limitate dal denaro (ma un’offerta oltre 55 mln, più di quanto chiunque possa mai avere, è rifiutata). Se chi vince non può pagare, è scoperto: da quel momento deve tenere il denaro scoperto per il resto della partita, e l’asta si ripete con gli stessi cubetti e lo stesso giocatore di turno, senza nuovi prestiti. Nella ripetizione le sue offerte sono limitate dal denaro scoperto.',
        ),
        p(
          'Con l’opzione «controlla ogni offerente», alla chiusura di un’asta è scoperto chiunque vi abbia offerto più del denaro che aveva in quel momento, non solo chi vince.',
        ),
      ],
    },
    options: {
      heading: 'Opzioni del tavolo',
      blocks: [
        list(
          'Denaro nascosto: la variante qui sopra (disattivata per default).',
          'Certificati di debito: illimitati (default), 30 come nella scatola originale, o 25 come nella riedizione del 2018.',
          'Se nessuno ha 2 proprietà: nessuno vince (default), oppure vince il patrimonio più alto.',
          'Chi è scoperto a offrire troppo (solo denaro nascosto): chi vince (default), oppure ogni offerente.',
        ),
      ],
    },
    secrets: {
      heading: 'Che cosa è nascosto e a chi',
      blocks: [
        p(
          'Nel gioco base non c’è nulla di nascosto: denaro, cubetti, offerte, prestiti e titoli sono visibili a tutti. Con il denaro nascosto ognuno vede solo il proprio denaro — quello di un giocatore scoperto a offrire troppo, e quello di tutti a fine partita. Certificati, offerte e prezzi restano pubblici.',
        ),
      ],
    },
  },
  examples: {
    broker: {
      title: 'Il Broker salta le caselle vuote',
      caption:
        'Il Broker è sulla casella 6, e le caselle 7 e 8 sono già vuote. Chi tira fa 3: il Broker conta le caselle 9, 10 e 11 e si ferma sulla 11, i cui 4 cubetti vanno all’asta.',
    },
    ownership: {
      title: 'I colori in parità si annullano',
      caption:
        'Il lotto H5 ha 2 gialli, 1 rosso e 1 bianco. Il bianco ha vinto 2 rossi, 1 giallo e 1 nero per 4 mln e mette i 2 rossi e il giallo in H5 (tratteggiati). H5 ha ora 7 cubetti: rosso 3, giallo 3, bianco 1. Rosso e giallo si annullano, quindi H5 va al bianco; gli altri 6 cubetti escono dal gioco e il nero va in un altro lotto. Se il rosso avesse aggiunto 2 rossi e 1 nero (rosso 3, giallo 2), H5 sarebbe andato al rosso.',
    },
    park: {
      title: 'Un parco raddoppia i lotti vicini del suo proprietario',
      caption:
        'A fine partita il rosso possiede il parco P1 e i lotti A9 e A10 che lo toccano; il bianco possiede A11, anch’esso vicino a P1. Le proprietà del rosso valgono 9 × 2 + 10 × 2 = 38 mln, il parco 0. A11 del bianco vale solo 11 mln, perché il bianco non possiede il parco.',
    },
  },
};
