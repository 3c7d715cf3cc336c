/** E-mail en français. */
import type { EmailTexts } from './texts.ts';

export const fr: EmailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  openTable: 'Ouvrir la table',
  openAccount: 'Ouvrir votre compte',
  kinds: {
    your_turn: (_, { game }) => ({
      subject: `À vous de jouer dans ${game}`,
      sentence: `C’est à vous de jouer dans votre partie de ${game}.`,
    }),
    reminder: (data, { game, when, within }) => ({
      subject: `Rappel : votre coup dans ${game}`,
      sentence: `Votre coup dans ${game} est attendu dans moins de ${within(data.beforeSeconds)}, avant le ${when(data.deadline)}.`,
    }),
    game_started: (_, { game }) => ({
      subject: `Votre partie de ${game} a commencé`,
      sentence: `Votre partie de ${game} a commencé.`,
    }),
    game_finished: (data, { game }) => {
      const winners = data.placings.filter((placing) => placing.winner);
      const names = winners.map((placing) => placing.displayName).join(', ');
      return {
        subject: `Votre partie de ${game} est terminée`,
        sentence:
          winners.length === 0
            ? `Votre partie de ${game} est terminée.`
            : `Votre partie de ${game} est terminée : gagnée par ${names}.`,
      };
    },
    invited: (data, { game }) => ({
      subject: `${data.byDisplayName} vous invite à ${game}`,
      sentence: `${data.byDisplayName} vous invite à une partie de ${game}.`,
    }),
    seat_timed_out: (data, { game }) => ({
      subject: `Temps écoulé dans ${game}`,
      sentence: `Le temps de ${data.displayName} est écoulé dans ${game} ; le serveur a joué à sa place.`,
    }),
    vacation_ending: (data, { when }) => ({
      subject: 'Vos vacances se terminent',
      sentence: `Vos vacances se terminent le ${when(data.endsAt)} ; vos pendules repartiront.`,
    }),
    game_cleaned_up: (_, { game }) => ({
      subject: `Une partie de ${game} a été supprimée`,
      sentence: `Une partie de ${game} a été supprimée : personne n’y a joué.`,
    }),
    webhook_disabled: (data) => ({
      subject: `Votre webhook vers ${data.host} a été désactivé`,
      sentence:
        data.reason === 'gone'
          ? `Votre webhook vers ${data.host} a été désactivé : le destinataire a répondu qu’il n’existe plus.`
          : `Votre webhook vers ${data.host} a été désactivé après ${String(data.failures)} livraisons échouées d’affilée.`,
    }),
    rematch_offered: (data, { game }) => ({
      subject: `${data.byDisplayName} propose une revanche`,
      sentence: `${data.byDisplayName} propose une revanche de votre partie de ${game} : acceptez-la ou refusez-la à la table.`,
    }),
    rematch_declined: (data, { game }) => ({
      subject: `Revanche de ${game} refusée`,
      sentence: `${data.byDisplayName} a refusé votre revanche de ${game}.`,
    }),
    chat_message: (_, { game }) => ({
      subject: `Nouveau message à votre table de ${game}`,
      sentence: `Il y a un nouveau message dans la discussion des joueurs de votre partie de ${game}.`,
    }),
  },
  kindNames: {
    your_turn: 'vos tours',
    reminder: 'les rappels',
    game_started: 'les parties qui commencent',
    game_finished: 'les parties qui se terminent',
    invited: 'les invitations',
    seat_timed_out: 'les temps écoulés',
    vacation_ending: 'la fin de vos vacances',
    game_cleaned_up: 'les parties supprimées',
    webhook_disabled: 'les webhooks désactivés',
    rematch_offered: 'les propositions de revanche',
    rematch_declined: 'les revanches refusées',
    chat_message: 'discussion de table',
  },
  unsubscribe: (what) => `Ne plus recevoir d’e-mails sur ${what}`,
  footer: 'Vous recevez ce message car vous avez donné cette adresse à votre compte Tavolo.',
  digestSubject: (count) => `Tavolo : ${count} nouvelle${count === 1 ? '' : 's'} de vos parties`,
  digestIntro: 'Voici ce qui s’est passé dans vos parties :',
  verificationSubject: 'Confirmez votre adresse e-mail pour Tavolo',
  verificationIntro: (address) =>
    `Confirmez que ${address} est votre adresse : Tavolo n’y enverra rien d’autre avant cela.`,
  verificationAction: 'Confirmer cette adresse',
  verificationExpiry: 'Le lien est valable 24 heures.',
  verificationIgnore: 'Si vous n’avez rien demandé, ignorez ce message.',
};
