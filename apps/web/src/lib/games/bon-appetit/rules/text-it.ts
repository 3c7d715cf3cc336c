/** Bon Appétit!'s rulebook in Italian (structure in text.ts; terms as the table uses them). */
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
          'Bon Appétit! è un gioco di pura fortuna per 2–6 giocatori, di Haim Shafir (AMIGO, 2004): i gatti cercano d’acchiappare i topi, e i topi rincorrono il formaggio. Vince chi finisce con più carte.',
        ),
        p(
          'Non ci sono decisioni da prendere: al tuo turno scopri soltanto una carta, e tutto il resto segue dalle regole. Il bello è veder girare le carte; il tavolo può perfino scoprirle al posto tuo.',
        ),
      ],
    },
    components: {
      heading: 'Materiale',
      blocks: [
        p(
          '90 carte: 58 formaggi, 18 topi e 14 gatti. Ogni topo ha 1, 2 o 3 impronte; il regolamento non dice quanti ce ne siano di ciascun tipo, quindi Tavolo ne usa 6 per tipo.',
        ),
        p(
          'Con 2 o 3 giocatori si usano solo le carte con il dorso rosso. Il regolamento non le elenca; Tavolo usa metà di ogni tipo: 29 formaggi, 9 topi (3 per ogni numero di impronte) e 7 gatti, 45 carte.',
        ),
        p('9 gettoni a forma di muso di topo.'),
      ],
    },
    setup: {
      heading: 'Preparazione',
      blocks: [
        p('Nella riserva si mettono 9 gettoni con 4–6 giocatori, 5 con 2 o 3 giocatori.'),
        p(
          'Si mescolano le carte in uso e si distribuiscono tutte tranne una, coperte, una alla volta, nel modo più equo possibile: qualcuno può averne una in più. L’ultima carta va scoperta al centro e comincia il mazzo comune.',
        ),
        p(
          'Ogni giocatore pareggia le sue carte in un mazzo coperto. Nessuno può guardare le proprie carte, e il tavolo non le mostra mai.',
        ),
        p(
          'Nella scatola comincia il giocatore più giovane; su Tavolo chi crea la partita sceglie chi comincia, oppure lo si estrae a sorte. Si gioca in senso orario, verso sinistra.',
        ),
      ],
    },
    turn: {
      heading: 'Il tuo turno',
      blocks: [
        p('Scopri la prima carta del tuo mazzo e mettila scoperta sul mazzo comune.'),
        p(
          'Un formaggio: non succede nulla, e tocca al giocatore successivo. Un gatto su un formaggio o su un altro gatto: neanche allora succede nulla. Un gatto messo su un topo lo acchiappa (vedi La prima carta al centro: fuori da una caccia, solo la carta al centro può essere un topo in cima).',
        ),
        p(
          'Un topo: il giocatore successivo, alla tua sinistra, gli dà la caccia e può scoprire tante carte quante sono le impronte del topo.',
        ),
      ],
    },
    hunt: {
      heading: 'La caccia al topo',
      blocks: [
        p(
          'Chi caccia scopre le carte del proprio mazzo una alla volta sul mazzo comune, al massimo tante quante le impronte del topo cacciato. Che cosa succede dipende da ogni carta.',
        ),
      ],
    },
    cat: {
      heading: 'Un gatto: il topo è acchiappato',
      blocks: [
        p(
          'Appena chi caccia scopre un gatto, il topo è acchiappato. Chi caccia mette tutto il mazzo comune sotto il proprio mazzo e prende 1 gettone dalla riserva. Un gatto dopo uno o più formaggi acchiappa lo stesso.',
        ),
      ],
    },
    'all-cheese': {
      heading: 'Solo formaggio: il topo scappa',
      blocks: [
        p(
          'Un formaggio non fa nulla e chi caccia continua, se ha ancora carte da scoprire. Se tutte le carte di chi caccia sono formaggi, la caccia fallisce: il giocatore del topo prende tutto il mazzo comune, senza gettone.',
        ),
      ],
    },
    'another-mouse': {
      heading: 'Un altro topo: la caccia passa',
      blocks: [
        p(
          'Se chi caccia scopre un topo, si ferma subito e perde le carte che poteva ancora scoprire. Il giocatore dopo di lui dà ora la caccia al nuovo topo, con tante carte quante le sue impronte, e il giocatore del primo topo esce dall’inseguimento.',
        ),
        p(
          'Può succedere un numero qualsiasi di volte. Quando una caccia fallisce, il mazzo va al giocatore del topo cacciato in quel momento.',
        ),
      ],
    },
    'out-of-cards': {
      heading: 'Chi caccia resta senza carte',
      blocks: [
        p(
          'Se chi caccia finisce le carte nel mezzo di una caccia, le carte che non ha potuto scoprire contano come formaggi: il giocatore del topo prende il mazzo. Poi si controlla la fine della partita.',
        ),
      ],
    },
    'new-pile': {
      heading: 'Dopo che qualcuno prende il mazzo comune',
      blocks: [
        p(
          'Chi prende il mazzo comune ne comincia subito uno nuovo scoprendo la prima carta del proprio mazzo. Quella carta ha il suo effetto normale: se è un topo, il giocatore successivo gli dà la caccia, e se quella caccia fallisce il mazzo va a chi l’ha aperto.',
        ),
        p(
          'Poi si continua con il giocatore dopo di lui. Così, dopo una caccia fallita, il giocatore del topo prende il mazzo e ne apre uno nuovo, e poi chi cacciava gioca di nuovo.',
        ),
      ],
    },
    'centre-card': {
      heading: 'La prima carta al centro',
      blocks: [
        p(
          'Nessuno ha messo lì la carta distribuita al centro, e una caccia comincia solo quando un giocatore mette un topo sul mazzo. Quindi un topo al centro non fa cominciare nessuna caccia: chi comincia gioca come al solito. Il topo resta in cima finché non viene coperto: un gatto messo sopra vince il mazzo e un gettone, come una caccia riuscita; un formaggio o un topo lo coprono e il gioco continua come al solito.',
        ),
      ],
    },
    'won-cards': {
      heading: 'Dove vanno le carte vinte',
      blocks: [
        p(
          'Il mazzo comune va sotto il mazzo di chi lo prende così com’è, con le figure verso l’alto, senza girarlo. Così l’ultima carta giocata è la prima di quelle carte a tornare in gioco. Nulla diventa visibile: le carte sopra ne coprono le figure e il dorso è appoggiato sul tavolo.',
        ),
        p(
          'La revisione 2 ha corretto questo punto: le partite create prima giravano il mazzo comune come un blocco unico, così tornava per prima la carta giocata per prima.',
        ),
      ],
    },
    end: {
      heading: 'Fine della partita',
      blocks: [
        p(
          'La partita finisce subito quando viene preso l’ultimo gettone della riserva (il nono, o il quinto con 2 o 3 giocatori), appena chi ha acchiappato il topo ha preso il mazzo. Conta l’ultimo gettone distribuito, non il nono gettone di un giocatore.',
        ),
        p(
          'La partita finisce anche quando un giocatore è rimasto senza carte. Lo si controlla quando non c’è una caccia in corso: dopo che un mazzo è stato preso, e dopo una carta scoperta in un turno normale che non era un topo. Chi ha scoperto come ultima carta un topo aspetta l’esito della caccia, che può dargli il mazzo.',
        ),
      ],
    },
    winner: {
      heading: 'Chi vince',
      blocks: [
        p(
          'Vince chi ha più carte nel proprio mazzo. In caso di parità vince, tra i pari, chi ha più gettoni; se sono ancora pari, la vittoria è condivisa. Le carte rimaste nel mazzo comune alla fine non sono di nessuno.',
        ),
      ],
    },
    endless: {
      heading: 'Una partita che non finirebbe mai',
      blocks: [
        p(
          'Senza decisioni e senza caso dopo la distribuzione, una partita è una sequenza fissa, e le regole non promettono che finisca: un mazzo piccolo potrebbe girare in tondo. Il tavolo chiude la partita la prima volta che una situazione intera si ripresenta (ogni mazzo in ordine, il mazzo comune, i gettoni, di chi è il turno e l’eventuale caccia in corso) e la conta come al solito. Con i mazzi veri non è mai successo.',
        ),
      ],
    },
    options: {
      heading: 'Opzioni del tavolo',
      blocks: [
        p(
          'Chi comincia: un posto scelto, o estratto a sorte. Scoperta automatica: per i posti scelti il tavolo scopre le carte subito, così quei giocatori non devono cliccare per tutta una partita senza decisioni.',
        ),
        p(
          'La carta al centro: di norma un topo al centro non fa cominciare nessuna caccia (vedi sopra). Una partita può essere creata con la prima lettura: chi comincia dà la caccia al topo al centro e, se la caccia fallisce, il mazzo va al giocatore alla sua destra.',
        ),
      ],
    },
    hidden: {
      heading: 'Che cosa è nascosto',
      blocks: [
        p(
          'Ogni mazzo coperto è nascosto a tutti, compreso chi lo possiede: una carta si vede solo quando viene scoperta. Il mazzo comune, quante carte ha ogni giocatore, i gettoni e il mazzo in uso sono pubblici.',
        ),
        p(
          'Tutti hanno visto le carte vinte da un giocatore, e le regole dicono dove sono finite, quindi una memoria perfetta potrebbe sapere in che ordine torneranno: è un’informazione pubblica, e il tavolo non ne nasconde né ne mostra di più.',
        ),
      ],
    },
  },
  examples: {
    'cat-catches': {
      title: 'Esempio 1: un gatto acchiappa il topo',
      caption:
        'Giovanni scopre un topo con 2 impronte. Teresa, alla sua sinistra, gli dà la caccia e può scoprire 2 carte: prima un formaggio, poi un gatto. Il gatto acchiappa il topo, anche dopo un formaggio: Teresa mette tutto il mazzo comune, 4 carte, sotto il proprio mazzo e prende un gettone. Poi apre un nuovo mazzo comune con la sua carta successiva, e dopo di lei gioca Antonio.',
    },
    'all-cheese': {
      title: 'Esempio 2: solo formaggio',
      caption:
        'Giovanni scopre un topo con 2 impronte, e Teresa scopre due formaggi e nessun gatto. La caccia fallisce: Giovanni, che ha giocato il topo, prende il mazzo comune, 4 carte, senza gettone. Apre un nuovo mazzo, e poi gioca Teresa.',
    },
    'mouse-chain': {
      title: 'Esempio 3: un secondo topo',
      caption:
        'Il topo di Giovanni ha 2 impronte. La prima carta di Teresa è un topo con 3 impronte: si ferma subito e perde la seconda carta, e Giovanni esce dall’inseguimento. Ora Antonio dà la caccia al topo di Teresa con al massimo 3 carte, e la prima è un gatto: Antonio prende il mazzo comune, 4 carte, e un gettone.',
    },
    'centre-mouse': {
      title: 'Esempio 4: un topo al centro',
      caption:
        'La carta distribuita al centro è un topo con 1 impronta. Nessuno l’ha giocato, quindi non fa cominciare nessuna caccia, e Giovanni, che comincia, gioca come al solito. La sua carta è un gatto, messo su un topo: è una caccia riuscita. Giovanni prende il mazzo comune, 2 carte, e un gettone, poi apre un nuovo mazzo.',
    },
  },
  figure: {
    common: 'Il mazzo comune, la prima carta a sinistra',
    centre: 'Centro',
    catch: '{name} prende {n} carte e un gettone',
    miss: '{name} prende {n} carte, senza gettone',
  },
};
