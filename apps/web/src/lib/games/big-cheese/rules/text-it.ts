/** The Big Cheese's rulebook in Italian (structure in text.ts; terms as the table uses them). */
import { p } from '../../../rules/text.ts';
import type { RulesText } from './text.ts';

export const it: RulesText = {
  example: 'Esempio',
  contents: 'Indice',
  version:
    'Questa pagina spiega le regole più recenti (revisione 2 delle regole di Tavolo); una partita creata prima conserva la versione delle regole con cui è stata creata.',
  sections: {
    overview: {
      heading: 'Il gioco in breve',
      blocks: [
        p(
          'Siete ratti, vicepresidenti della Rat Financial Enterprise, in lotta per il Big Cheese del Presidente che va in pensione. Si vince facendo punti con i progetti: ogni progetto si compra in un’asta aperta, pagando con i propri tirapiedi, e rende solo quando tutti i tirapiedi messi sopra sono tornati a disposizione.',
        ),
        p(
          'The Big Cheese è per 3–6 giocatori. Non ci sono carte in mano da nascondere né segreti: tutto è sotto gli occhi di tutti, tranne l’ordine del mazzo.',
        ),
      ],
    },
    components: {
      heading: 'Materiale',
      blocks: [
        p(
          'Un mazzo di 36 carte: quattro copie di ciascuna carta con un numero, 2, 4, 6, 8, 10, 12 e 20 (28 carte con un numero), più 4 carte Veto e 4 carte Big Cheese. Le carte sono stampate su un solo lato.',
        ),
        p(
          'Tirapiedi: 10 per giocatore (14 nella variante “senza fortuna”, di cui 4 di riserva). I tirapiedi che non stanno su un progetto sono i tuoi tirapiedi a disposizione.',
        ),
        p(
          'Dadi: di norma un dado per ogni carta con un numero, i poliedrici d4, d6, d8, d10, d12 e d20; nella partita con un solo d6, un dado a sei facce. Il tavolo tira ogni dado e mostra ogni tiro a tutti.',
        ),
      ],
    },
    setup: {
      heading: 'Preparazione',
      blocks: [
        p(
          'Si mescola il mazzo e lo si mette a faccia in su: se ne vede solo la prima carta. Ogni giocatore comincia con 10 tirapiedi a disposizione, nessun progetto, nessuna carta in mano e 0 punti.',
        ),
        p('Il primo di mano, cioè chi offre per primo, è estratto a sorte.'),
      ],
    },
    auction: {
      heading: 'L’asta',
      blocks: [
        p(
          'La partita è una serie di aste. In ognuna, la prima carta del mazzo, a faccia in su, è il progetto all’asta, e i giocatori offrono tirapiedi per averlo.',
        ),
      ],
    },
    bidding: {
      heading: 'Le offerte',
      blocks: [
        p(
          'Il primo di mano agisce per primo. Poi si procede nel verso del tavolo (antiorario, salvo che la partita sia stata creata in senso orario), saltando chi ha passato.',
        ),
        p(
          'Al tuo turno fai una sola cosa. Offri: più tirapiedi dell’offerta più alta, ma mai più dei tuoi tirapiedi a disposizione; la prima offerta di un’asta è almeno 1. Passa: sei fuori da questa asta per sempre. Oppure gioca un Veto, se ne hai uno (vedi Carte speciali).',
        ),
        p(
          'Chi non ha tirapiedi a disposizione può solo passare o giocare un Veto. Anche il primo di mano può passare senza offrire.',
        ),
      ],
    },
    winning: {
      heading: 'Vincere un’asta, e i tirapiedi che tornano',
      blocks: [
        p(
          'L’asta finisce quando resta in gioco un solo giocatore e ha l’offerta più alta. Quel giocatore vince la carta a quel prezzo: mette sulla carta i tirapiedi offerti, e la carta diventa un suo progetto.',
        ),
        p(
          'Nello stesso momento, ogni altro progetto sul tavolo, di tutti i giocatori, compresi i progetti più vecchi del vincitore, perde un tirapiedi, che torna a disposizione del suo proprietario. La carta appena vinta non ne perde.',
        ),
        p(
          'Così un progetto comprato con 3 tirapiedi matura dopo altre tre aste vinte da qualcuno, per quanto tempo prima sia stato comprato. Un progetto rimasto senza tirapiedi è maturo: rende subito (vedi sotto).',
        ),
        p('Chi vince un’asta è il primo di mano della successiva.'),
      ],
    },
    'no-bid': {
      heading: 'Quando passano tutti',
      blocks: [
        p(
          'Se tutti passano senza che nessuno offra, la carta va negli scarti. Nessun tirapiedi si muove e nessun progetto avanza; si scopre la carta successiva e lo stesso giocatore è di nuovo primo di mano.',
        ),
        p(
          'Se un giro intero del mazzo e degli scarti passasse senza che nessuno vinca un’asta, la partita finisce e vince il punteggio più alto (pareggi come a fine partita).',
        ),
      ],
    },
    payout: {
      heading: 'I progetti maturi rendono',
      blocks: [
        p(
          'Dopo che un’asta è stata vinta e i tirapiedi sono tornati, ogni progetto maturo rende. Un Veto o un Big Cheese maturo non fa punti: va in mano al suo proprietario, che lo userà più avanti. Questo avviene per primo, così un Big Cheese che matura ora si può già usare su una carta con un numero che matura ora.',
        ),
      ],
    },
    dice: {
      heading: 'Quanto fa una carta con un numero',
      blocks: [
        p(
          'Con i dadi poliedrici (la norma), si tira il dado con tante facce quanto il numero della carta, il d4 per il 4 fino al d20 per il 20, e si fanno i punti del tiro. Per il 2 si tira un dado qualsiasi: un risultato dispari vale 1, uno pari vale 2.',
        ),
        p(
          'Con un solo d6, lo si tira e si moltiplica per il numero della carta: un 12 che tira 4 fa 48.',
        ),
        p(
          'Dopo aver reso, la carta con un numero va negli scarti. In una partita si usa un solo modo di fare punti.',
        ),
      ],
    },
    'payout-order': {
      heading: 'In che ordine rendono i progetti',
      blocks: [
        p(
          'I progetti con un numero rendono un proprietario alla volta, cominciando dal vincitore dell’asta e proseguendo nel verso delle offerte. L’ordine conta solo se hai un Big Cheese o si gioca a Esattamente 30: con Esattamente 30, chi ha più progetti maturi sceglie quale rende per primo.',
        ),
      ],
    },
    specials: {
      heading: 'Carte speciali',
      blocks: [
        p(
          'Le carte Veto e Big Cheese si comprano all’asta come ogni progetto e maturano allo stesso modo. Una carta speciale matura resta in mano al proprietario finché non la usa, poi va negli scarti. Tutti sanno chi ha quali carte speciali, perché sono state vinte in aste aperte.',
        ),
      ],
    },
    veto: {
      heading: 'Veto',
      blocks: [
        p(
          'Si gioca un Veto al proprio turno in un’asta, al posto di offrire o passare, anche se non si potrebbe rilanciare, purché non si sia passato in questa asta. (Una partita può essere creata con la lettura francese: solo finché non si è ancora offerto in questa asta.)',
        ),
        p(
          'Il Veto e la carta all’asta vanno entrambi negli scarti. Tutte le offerte fatte finora si annullano, nessun tirapiedi si muove e nessun progetto avanza. Si scopre la carta successiva e lo stesso primo di mano riapre l’asta. Più Veto possono seguirsi uno dopo l’altro.',
        ),
      ],
    },
    'big-cheese': {
      heading: 'Big Cheese',
      blocks: [
        p(
          'Dopo il tiro del dado per uno dei tuoi progetti con un numero, puoi scartare un Big Cheese per ritirarlo. Il nuovo tiro va tenuto, anche se è peggiore. Nella partita con un solo d6, il nuovo tiro si moltiplica di nuovo per il numero della carta.',
        ),
        p(
          'Sul nuovo tiro puoi giocare un altro Big Cheese (salvo che la partita sia stata creata senza). Ogni volta che hai un Big Cheese dopo un tiro per un tuo progetto, il tavolo ti chiede se tenere il tiro o giocare un Big Cheese prima di contare i punti.',
        ),
      ],
    },
    deck: {
      heading: 'Quando il mazzo finisce',
      blocks: [
        p(
          'Quando bisogna scoprire una carta e il mazzo è vuoto, gli scarti si mescolano in un nuovo mazzo a faccia in su. Questo avviene dopo le rendite dell’ultima asta, così vengono mescolate anche le carte appena scartate.',
        ),
        p(
          'Negli scarti finiscono le carte con un numero che hanno reso, le carte colpite da un Veto, le carte speciali usate e le carte su cui nessuno ha offerto. Se il mazzo e gli scarti sono entrambi vuoti, ogni carta è su un progetto o in mano: la partita finisce e vince il punteggio più alto.',
        ),
      ],
    },
    end: {
      heading: 'Fine della partita e pareggi',
      blocks: [
        p(
          'Il traguardo è 40 punti con i dadi poliedrici, 200 con un solo d6 o con le varianti francesi dei dadi, e 60 nella variante “senza fortuna”; chi crea la partita può fissare un traguardo più alto.',
        ),
        p(
          'Il controllo si fa dopo tutte le rendite di un’asta. Se almeno un giocatore ha raggiunto il traguardo, la partita finisce e vince il punteggio più alto.',
        ),
        p(
          'In caso di parità per il punteggio più alto, vince chi ha più progetti che hanno fatto punti; se sono ancora pari, la vittoria è condivisa. Una partita può invece essere creata per risolvere le parità estraendo a sorte uno dei giocatori in parità.',
        ),
      ],
    },
    variants: {
      heading: 'Varianti e opzioni del tavolo',
      blocks: [
        p(
          'Chi crea la partita sceglie la variante e le opzioni creando il tavolo; sono mostrate con la partita.',
        ),
      ],
    },
    'exact-30': {
      heading: 'Esattamente 30',
      blocks: [
        p(
          'Solo con i dadi poliedrici. Una rendita che porterebbe il tuo punteggio oltre 30 è ignorata: la carta va negli scarti, non fa punti e non conta come progetto che ha fatto punti. Su un tiro che sfora puoi comunque giocare un Big Cheese.',
        ),
        p(
          'Vince il primo che arriva esattamente a 30. Se più giocatori arrivano a 30 nelle stesse rendite, vince chi ha più progetti che hanno fatto punti.',
        ),
      ],
    },
    'french-dice': {
      heading: 'Le varianti francesi dei dadi',
      blocks: [
        p(
          'Due dadi: si tirano due dadi a sei facce, si tiene il più alto e lo si moltiplica per il numero della carta. Un Big Cheese ritira uno dei due dadi, scelto da te, e si tiene di nuovo il più alto. Traguardo 200.',
        ),
        p(
          'Molti dadi: si tirano tanti dadi a sei facce quanto il numero della carta (2 per il 2, fino a 20 per il 20), se ne tiene la metà più alta e si fa il doppio della loro somma. Un Big Cheese ritira i dadi che scegli tu. Traguardo 200.',
        ),
      ],
    },
    'no-luck': {
      heading: 'Senza fortuna (variante francese)',
      blocks: [
        p(
          'Ogni giocatore ha 14 tirapiedi: 10 a disposizione e 4 di riserva. Un progetto con un numero maturo fa subito tanti punti quanto il suo numero, senza dadi. Vince il primo che arriva a 60.',
        ),
        p(
          'Quando matura un tuo Big Cheese, lo scambi subito con 2 tirapiedi della tua riserva, che passano a disposizione, e la carta va negli scarti. Ogni giocatore può assumere al massimo 4 tirapiedi (due Big Cheese), e tutto il tavolo al massimo il doppio del numero di giocatori. Raggiunto un limite, un Big Cheese matura comunque ma non assume nessuno: puoi comprarlo anche solo per toglierlo a un altro. Il Veto funziona come sempre.',
        ),
      ],
    },
    'table-options': {
      heading: 'Altre opzioni del tavolo',
      blocks: [
        p(
          'Senza carte speciali: le 8 carte Veto e Big Cheese restano fuori e il mazzo ha 28 carte con un numero. Verso: le offerte girano in senso antiorario (la norma) o orario. Chi può giocare un Veto: chi non ha passato (la norma) o chi non ha ancora offerto. Big Cheese su un nuovo tiro: ammesso (la norma) o no. Pareggi: più progetti che hanno fatto punti, poi vittoria condivisa (la norma), o a sorte. Traguardo: qualsiasi punteggio non inferiore a quello della variante.',
        ),
      ],
    },
    hidden: {
      heading: 'Che cosa è nascosto',
      blocks: [
        p(
          'È nascosto soltanto l’ordine del mazzo sotto la prima carta scoperta, a tutti, e dopo un rimescolamento anche il nuovo ordine. Tutto il resto è pubblico: tirapiedi a disposizione, progetti e loro tirapiedi, carte speciali in mano, punteggi, ogni tiro di dado e gli scarti.',
        ),
      ],
    },
  },
  examples: {
    'worker-timing': {
      title: 'Esempio: quando maturano i progetti',
      caption:
        'Tre giocatori, G1, G2 e G3, offrono in senso orario. Passo 1: G1 vince l’8 con 3 tirapiedi. Passo 2: G2 vince il 6 con 2, e l’8 restituisce un tirapiedi (da 3 a 2). Passo 3: G1 vince il 4 con 1 solo; l’8 e il 6 ne restituiscono uno ciascuno (1 a testa). Passo 4: G3 vince il 10 con 1, e l’8, il 6 e il 4 arrivano tutti a 0 e maturano insieme, anche se il 4 era stato vinto solo un’asta prima. Rendono a partire dal vincitore: l’8 di G1 tira 5 e il 4 di G1 tira 2 (7 punti), poi il 6 di G2 tira 3. G3, il vincitore, apre l’asta successiva, sul 12.',
    },
    veto: {
      title: 'Esempio: un Veto',
      caption:
        'Passo 1: G2 vince un Veto con 1 tirapiedi. Passo 2: G1 vince il 2 con 1; il Veto matura e va in mano a G2. Passo 3: è all’asta il 20 e G1, primo di mano, offre 4. G2, che non ha passato, gioca il Veto invece di offrire: il 20 e il Veto vanno negli scarti, l’offerta di G1 è annullata, nessun tirapiedi si muove e il 2 di G1 tiene il suo tirapiedi. Si scopre il 4 e G1 è di nuovo primo di mano.',
    },
    'big-cheese': {
      title: 'Esempio: un Big Cheese usato subito',
      caption:
        'Passo 1: G1 vince un Big Cheese con 2 tirapiedi. Passo 2: G1 vince l’8 con 1, e il Big Cheese restituisce un tirapiedi. Passo 3: G2 vince il 2; il Big Cheese e l’8 di G1 maturano nelle stesse rendite. Il Big Cheese va prima in mano a G1, così quando il d8 dell’8 fa 1 G1 può usarlo subito. Passo 4: G1 gioca il Big Cheese e ritira: 7, che va tenuto. L’8 fa 7 punti, e l’8 e il Big Cheese vanno negli scarti.',
    },
    'exact-30': {
      title: 'Esempio: Esattamente 30',
      caption:
        'Con Esattamente 30, G1 arriva a 26 punti: il 20 tira 20 (passo 2) e l’8 tira 6 (passo 3). Passo 4: G2 vince il 2, e il 10 di G1 matura e tira 7. 26 + 7 supererebbe 30, quindi la rendita è ignorata: il 10 va negli scarti, non fa punti e G1 resta a 26. Con un 4 avrebbe fatto esattamente 30 e vinto la partita.',
    },
  },
  figure: {
    player: 'G{n}',
    step: 'Passo {n}',
    score: 'Punti: {n}',
    dice: 'Dadi: {n}',
    discard: 'Scartate: {n}',
    opener: 'Apre: {name}',
    offer: 'All’asta',
  },
};
