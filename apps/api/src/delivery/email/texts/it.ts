/** E-mail in italiano. */
import type { EmailTexts } from './texts.ts';

export const it: EmailTexts = {
  greeting: (name) => `Ciao ${name},`,
  openTable: 'Apri il tavolo',
  openAccount: 'Apri il tuo account',
  kinds: {
    your_turn: (_, { game }) => ({
      subject: `Tocca a te in ${game}`,
      sentence: `Tocca a te nella tua partita di ${game}.`,
    }),
    reminder: (data, { game, when, within }) => ({
      subject: `Promemoria: la tua mossa in ${game}`,
      sentence: `La tua mossa in ${game} scade entro ${within(data.beforeSeconds)}, il ${when(data.deadline)}.`,
    }),
    game_started: (_, { game }) => ({
      subject: `La tua partita di ${game} è iniziata`,
      sentence: `La tua partita di ${game} è iniziata.`,
    }),
    game_finished: (data, { game }) => {
      const winners = data.placings.filter((placing) => placing.winner);
      const names = winners.map((placing) => placing.displayName).join(', ');
      return {
        subject: `La tua partita di ${game} è finita`,
        sentence:
          winners.length === 0
            ? `La tua partita di ${game} è finita.`
            : `La tua partita di ${game} è finita: ha vinto ${names}.`,
      };
    },
    invited: (data, { game }) => ({
      subject: `${data.byDisplayName} ti ha invitato a ${game}`,
      sentence: `${data.byDisplayName} ti ha invitato a una partita di ${game}.`,
    }),
    seat_timed_out: (data, { game }) => ({
      subject: `Tempo scaduto in ${game}`,
      sentence: `Il tempo di ${data.displayName} è scaduto in ${game}; il server ha mosso al suo posto.`,
    }),
    vacation_ending: (data, { when }) => ({
      subject: 'La tua vacanza sta per finire',
      sentence: `La tua vacanza finisce il ${when(data.endsAt)}; i tuoi orologi ripartiranno.`,
    }),
    game_cleaned_up: (_, { game }) => ({
      subject: `Una partita di ${game} è stata rimossa`,
      sentence: `Una partita di ${game} è stata rimossa: nessuno vi ha mosso.`,
    }),
    webhook_disabled: (data) => ({
      subject: `Il tuo webhook verso ${data.host} è stato disattivato`,
      sentence:
        data.reason === 'gone'
          ? `Il tuo webhook verso ${data.host} è stato disattivato: il destinatario ha risposto che non esiste più.`
          : `Il tuo webhook verso ${data.host} è stato disattivato dopo ${String(data.failures)} consegne fallite di fila.`,
    }),
    rematch_offered: (data, { game }) => ({
      subject: `${data.byDisplayName} propone la rivincita`,
      sentence: `${data.byDisplayName} propone la rivincita della tua partita di ${game}: accettala o rifiutala al tavolo.`,
    }),
    rematch_declined: (data, { game }) => ({
      subject: `Rivincita di ${game} rifiutata`,
      sentence: `${data.byDisplayName} ha rifiutato la tua rivincita di ${game}.`,
    }),
    chat_message: (_, { game }) => ({
      subject: `Nuovo messaggio al tuo tavolo di ${game}`,
      sentence: `C'è un nuovo messaggio nella chat dei giocatori della tua partita di ${game}.`,
    }),
  },
  kindNames: {
    your_turn: 'i tuoi turni',
    reminder: 'i promemoria',
    game_started: 'le partite che iniziano',
    game_finished: 'le partite che finiscono',
    invited: 'gli inviti',
    seat_timed_out: 'i tempi scaduti',
    vacation_ending: 'la fine delle tue vacanze',
    game_cleaned_up: 'le partite rimosse',
    webhook_disabled: 'i webhook disattivati',
    rematch_offered: 'le proposte di rivincita',
    rematch_declined: 'le rivincite rifiutate',
    chat_message: 'chat del tavolo',
  },
  unsubscribe: (what) => `Non ricevere più e-mail su ${what}`,
  footer: 'Ricevi questo messaggio perché hai dato questo indirizzo al tuo account Tavolo.',
  digestSubject: (count) => `Tavolo: ${count} novità dalle tue partite`,
  digestIntro: 'Ecco cosa è successo nelle tue partite:',
  verificationSubject: 'Conferma il tuo indirizzo e-mail per Tavolo',
  verificationIntro: (address) =>
    `Conferma che ${address} è il tuo indirizzo: Tavolo non vi invierà altro finché non lo fai.`,
  verificationAction: 'Conferma questo indirizzo',
  verificationExpiry: 'Il link vale 24 ore.',
  verificationIgnore: 'Se non l’hai chiesto tu, ignora questo messaggio.',
};
