/** Il regolamento di Cheesonomics in italiano (RULES.md §4, revisione 2), con i termini del tavolo. */
import { h3, list, p } from '../../../rules/text.ts';
import type { CheesonomicsRulesText } from './text.ts';

export const it: CheesonomicsRulesText = {
  contents: 'Indice',
  example: 'Esempio',
  sections: {
    overview: {
      heading: 'Il gioco in breve',
      blocks: [
        p(
          'Cheesonomics (Dale Tolley, Eagle-Gryphon Games 2014) è un gioco di commercio di formaggi per 2–5 giocatori. Si zangolano spicchi di formaggio dalle mani degli avversari, li si produce sulla propria forma e li si vende quando il mercato paga bene — e ogni vendita cambia il mercato. Alla fine vince chi ha più cagliate (il denaro del gioco).',
        ),
        p(
          'Si può giocare in due gusti: Dolce, il gioco base, e Piccante, in cui i giocatori hanno anche spicchi del mercato e modellano il mercato da sé.',
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
          '100 spicchi di formaggio. Ognuno mostra un animale — mucca, pecora, capra, yak o renna — e un colore — rosso, arancione, giallo, verde o blu: 4 spicchi per ogni coppia di animale e colore. Metà portano anche un simbolo di mercato (campana, cesoie, montagne, aratro o secchio), che conta solo in Piccante; il tavolo li segna con ✦.',
          '25 spicchi del mercato a due facce: ogni faccia mostra un colore, e alcune portano un nastro “+1”. Le due facce di uno spicchio hanno colori diversi.',
          'Cagliate, il denaro (la banca non si esaurisce mai).',
          '5 coltelli da formaggio — cheddar, edam, feta, gouda e parmigiano — e il vassoio, con una casella per ciascuna delle 10 categorie: i 5 colori e i 5 animali.',
        ),
        p(
          'Una categoria è un colore o un animale. La tua forma è l’esposizione pubblica degli spicchi che hai prodotto; gli spicchi venduti vanno coperti nella tua pila delle consegne («Venduti» al tavolo).',
        ),
        p(
          'Che cosa sia stampato su ogni faccia degli spicchi del mercato non è stato trovato in alcuna fonte: il server usa dati provvisori, tenuti in un unico file per poterli correggere.',
        ),
      ],
    },
    setup: {
      heading: 'Preparazione (Dolce)',
      blocks: [
        list(
          'Gli spicchi di formaggio si mescolano in un mazzo coperto. Dalla cima se ne tolgono, senza guardarli: 60 in 2 giocatori, 40 in 3, 20 in 4, nessuno in 5.',
          '15 spicchi del mercato si dispongono come vengono, in 3 ruote da 5: la faccia visibile è casuale. Gli altri 10 escono dal gioco (in Piccante si distribuiscono, vedi Piccante).',
          'Ogni giocatore riceve 5 spicchi di formaggio come mano, e un coltello a caso.',
          'Comincia chi ha il coltello che viene prima in ordine alfabetico (cheddar, edam, feta, gouda, parmigiano); si gioca in senso orario.',
        ),
        h3('Prezzi'),
        p(
          'Il mercato fissa il prezzo di ogni colore: 1 cagliata per ogni spicchio del mercato la cui faccia visibile mostra quel colore, 2 se quella faccia ha il nastro “+1”. Un colore senza facce visibili non ha prezzo e non si può vendere.',
        ),
      ],
    },
    turn: {
      heading: 'Il tuo turno',
      blocks: [
        p(
          'All’inizio del turno riprendi il tuo coltello, se è sul vassoio. Poi fai esattamente una di tre azioni: Zangolare, Produrre o Vendere.',
        ),
      ],
    },
    churn: {
      heading: 'Zangolare: prendere spicchi e proteggere una categoria',
      blocks: [
        p(
          'Nomina una categoria — un colore o un animale — che non sia coperta dal coltello di un altro giocatore. In ordine di turno, ogni avversario:',
        ),
        list(
          'ti dà uno spicchio di quella categoria, se ne ha (sceglie lui quale, se ne ha più d’uno); oppure',
          'se non ne ha, mostra tutta la sua mano a te solo, e tu ne prendi uno spicchio a scelta.',
        ),
        p(
          'Tieni gli spicchi che vuoi, poi restituisci esattamente uno spicchio a ogni avversario — uno appena ricevuto o uno che avevi già — così ogni mano torna alla sua grandezza. Fra una restituzione e l’altra non si rivela nulla.',
        ),
        p(
          'Infine metti il coltello sulla casella di quella categoria nel vassoio: fino all’inizio del tuo prossimo turno nessun altro può zangolarla. La protezione è stretta: copre la categoria nominata, non gli spicchi di quella categoria.',
        ),
      ],
    },
    produce: {
      heading: 'Produrre: mettere spicchi sulla forma',
      blocks: [
        p(
          'Scegli una categoria e sposta sulla tua forma, scoperti, tutti gli spicchi di quella categoria che hai in mano (almeno uno). Le forme sono del tutto pubbliche.',
        ),
        p(
          'Poi pesca dal mazzo fino ad avere di nuovo 5 spicchi in mano, o finché il mazzo finisce. È l’unica pesca del gioco. Se il mazzo è vuoto durante o dopo la tua pesca, si innesca la fine della partita (vedi Fine della partita).',
        ),
      ],
    },
    sell: {
      heading: 'Vendere: incassare e muuuovere il mercato',
      blocks: [
        p(
          'Si possono vendere solo spicchi già sulla tua forma, quindi mai al primo turno. Scegli da 1 a 3 spicchi della tua forma della stessa categoria — un colore, oppure un animale di qualsiasi colore.',
        ),
        list(
          'Il colore di ogni spicchio deve essere visibile da qualche parte nel mercato; un colore assente dal mercato non si può vendere (conta comunque alla fine).',
          'Ogni spicchio rende il prezzo attuale del suo colore, calcolato prima che il mercato cambi.',
          'Gli spicchi venduti vanno coperti nella tua pila delle consegne.',
        ),
        h3('Muuuovere il mercato'),
        p(
          'Poi gira esattamente uno spicchio del mercato la cui faccia visibile mostra un colore appena venduto, così che si veda l’altra faccia. Di solito girare abbassa il prezzo di ciò che hai venduto e alza un altro colore. Dopo aver venduto mucche non c’è uno spicchio «mucca» nel mercato: giri uno spicchio del colore di una delle mucche vendute. In Dolce nessuno spicchio nuovo entra mai nel mercato: cambia solo girando.',
        ),
      ],
    },
    sharp: {
      heading: 'Piccante',
      blocks: [
        p('Vale tutto ciò che vale in Dolce, con questi cambiamenti.'),
        list(
          'Preparazione: i 10 spicchi del mercato avanzati si distribuiscono ai giocatori come riserva — 2 a testa in 4 o 5, 3 a testa in 3, 5 a testa in 2. Quelli che restano formano la pila degli scarti del mercato.',
          'Dopo una vendita devi prima sostituire uno spicchio del mercato che mostra un colore venduto con uno della tua riserva, con la faccia visibile che preferisci. Scegliendo non puoi guardare la faccia nascosta degli spicchi del mercato.',
          'Poi, se gli scarti contengono spicchi, ne prendi uno (puoi esaminare entrambe le facce di tutti), e solo dopo lo spicchio che hai tolto va negli scarti. Se gli scarti sono vuoti, tieni lo spicchio tolto. La tua riserva non cambia mai di numero.',
          'Poi giri uno spicchio del mercato di un colore venduto, come in Dolce — saltando questo passo se dopo la sostituzione non ne resta nessuno.',
          '«Simbolo di mercato» non è una categoria che si possa zangolare.',
        ),
        h3('La muuuossa facoltativa'),
        p(
          'Se almeno uno spicchio venduto porta un simbolo di mercato, puoi, una volta, a fine turno:',
        ),
        list(
          'scartare uno spicchio della tua riserva e ripescarne un altro dagli scarti: scegli fra quelli che c’erano prima del tuo (puoi esaminarli), poi il tuo va negli scarti; oppure',
          'dare uno spicchio della tua riserva a un avversario e prenderne uno dei suoi: quell’avversario ti mostra la sua riserva per farti scegliere.',
        ),
      ],
    },
    end: {
      heading: 'Fine della partita e punteggio',
      blocks: [
        p(
          'La fine si innesca quando una produzione esaurisce il mazzo. I giocatori dopo chi l’ha innescata, fino a quello prima del primo di turno, possono fare ciascuno un’ultima vendita ai prezzi attuali, senza cambiare il mercato (niente girata, sostituzione o muuuossa). Nessun’altra azione è ammessa. Se la fine la innesca il giocatore alla destra del primo di turno, la partita finisce subito.',
        ),
        list(
          'Liquidazione: ogni giocatore riceve 1 cagliata per ogni spicchio rimasto sulla sua forma. Gli spicchi in mano non valgono nulla.',
          'Premi per animale: per ogni animale, chi ne ha venduti di più (di tutti i colori) riceve altrettante cagliate. A pari merito, ognuno riceve il premio intero.',
          'Vince chi ha più cagliate. In caso di parità vince chi ha venduto più colori diversi; se la parità resta, la vittoria è condivisa.',
        ),
        p(
          'Per esempio, se Dale ha venduto 5 mucche, 3 pecore e 4 capre, e Alana 5 mucche, 5 pecore e 2 capre, Dale riceve 4 (capre) e Alana 5 (pecore), ed entrambi 5 per le mucche: Dale +9, Alana +10.',
        ),
      ],
    },
    secrets: {
      heading: 'Che cosa è nascosto e a chi',
      blocks: [
        list(
          'La tua mano la vedi solo tu — e chi zangola, se gliela mostri. Uno spicchio dato o restituito è noto ai due giocatori coinvolti.',
          'L’ordine del mazzo e gli spicchi tolti in preparazione non li vede nessuno.',
          'Le forme, le facce visibili del mercato, i coltelli e le cagliate di tutti sono pubblici.',
          'La tua pila delle consegne la vedi tu; gli altri ne vedono solo il numero (ogni vendita si mostra quando avviene).',
          'La faccia nascosta di uno spicchio nel mercato non la vede nessuno finché non viene girato — anche in Dolce.',
          'Piccante: la tua riserva la vedi solo tu (la mostri a un avversario che scambia con te); gli scarti li vede solo chi vi pesca, in un ordine fisso che non rivela che cosa è stato scartato per ultimo.',
        ),
        p('A fine partita si rivela tutto.'),
      ],
    },
  },
  examples: {
    knife: {
      title: 'Il coltello protegge una categoria, non gli spicchi',
      caption:
        'Il giocatore del cheddar zangola il blu e mette il coltello cheddar sul blu. Fino al suo prossimo turno nessun altro può zangolare il blu. Il giocatore dell’edam può però zangolare la capra, e prende la capra blu del giocatore del cheddar. All’inizio del suo turno successivo il giocatore del cheddar riprende il coltello e può di nuovo zangolare il blu.',
    },
    price: {
      title: 'Prezzi, una vendita e la girata',
      caption:
        'Tre spicchi del mercato mostrano il blu, due con il nastro “+1”: il blu vale 1 + 2 + 2 = 5 cagliate. Dale vende i suoi 3 spicchi blu per 15 cagliate. Deve poi girare uno dei tre spicchi blu del mercato: girandone uno con il nastro il blu scende a 3, girando quello senza nastro a 4, e il colore sull’altra faccia sale.',
    },
    limits: {
      title: 'Si vendono solo i colori presenti nel mercato',
      caption:
        'La forma ha 2 mucche verdi e 1 mucca rossa, e nessuno spicchio del mercato mostra il verde. Vendendo «mucche» si può includere solo la mucca rossa, per 4 cagliate. Dopo, va girato uno dei quattro spicchi rossi del mercato.',
    },
  },
};
