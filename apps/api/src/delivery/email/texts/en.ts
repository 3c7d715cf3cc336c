/** E-mail in English. */
import type { EmailTexts } from './texts.ts';

export const en: EmailTexts = {
  greeting: (name) => `Hello ${name},`,
  openTable: 'Open the table',
  openAccount: 'Open your account',
  kinds: {
    your_turn: (_, { game }) => ({
      subject: `Your turn in ${game}`,
      sentence: `It is your turn in your game of ${game}.`,
    }),
    reminder: (data, { game, when, within }) => ({
      subject: `Reminder: your move in ${game}`,
      sentence: `Your move in ${game} is due within ${within(data.beforeSeconds)}, by ${when(data.deadline)}.`,
    }),
    game_started: (_, { game }) => ({
      subject: `Your game of ${game} has started`,
      sentence: `Your game of ${game} has started.`,
    }),
    game_finished: (data, { game }) => {
      const winners = data.placings.filter((placing) => placing.winner);
      const names = winners.map((placing) => placing.displayName).join(', ');
      return {
        subject: `Your game of ${game} is over`,
        sentence:
          winners.length === 0
            ? `Your game of ${game} is over.`
            : `Your game of ${game} is over: won by ${names}.`,
      };
    },
    invited: (data, { game }) => ({
      subject: `${data.byDisplayName} invited you to ${game}`,
      sentence: `${data.byDisplayName} invited you to a game of ${game}.`,
    }),
    seat_timed_out: (data, { game }) => ({
      subject: `Time ran out in ${game}`,
      sentence: `${data.displayName}'s time ran out in ${game}; the server moved for them.`,
    }),
    vacation_ending: (data, { when }) => ({
      subject: 'Your vacation is ending',
      sentence: `Your vacation ends on ${when(data.endsAt)}; your clocks will run again.`,
    }),
    game_cleaned_up: (_, { game }) => ({
      subject: `A game of ${game} was removed`,
      sentence: `A game of ${game} was removed: nobody moved in it.`,
    }),
    webhook_disabled: (data) => ({
      subject: `Your webhook to ${data.host} was turned off`,
      sentence:
        data.reason === 'gone'
          ? `Your webhook to ${data.host} was turned off: the receiver answered that it is gone.`
          : `Your webhook to ${data.host} was turned off after ${String(data.failures)} failed deliveries in a row.`,
    }),
    rematch_offered: (data, { game }) => ({
      subject: `${data.byDisplayName} offers a rematch`,
      sentence: `${data.byDisplayName} offers a rematch of your game of ${game}: accept or decline it at the table.`,
    }),
    rematch_declined: (data, { game }) => ({
      subject: `Rematch of ${game} declined`,
      sentence: `${data.byDisplayName} declined your rematch of ${game}.`,
    }),
    chat_message: (_, { game }) => ({
      subject: `New message at your table of ${game}`,
      sentence: `There is a new message in the players' chat of your game of ${game}.`,
    }),
  },
  kindNames: {
    your_turn: 'your turns',
    reminder: 'reminders',
    game_started: 'games starting',
    game_finished: 'games ending',
    invited: 'invitations',
    seat_timed_out: 'timeouts',
    vacation_ending: 'your vacations ending',
    game_cleaned_up: 'removed games',
    webhook_disabled: 'webhooks turned off',
    rematch_offered: 'rematch offers',
    rematch_declined: 'declined rematches',
    chat_message: 'table chat',
  },
  unsubscribe: (what) => `Stop e-mails about ${what}`,
  footer: 'You receive this because you gave this address to your Tavolo account.',
  digestSubject: (count) => `Tavolo: ${count} update${count === 1 ? '' : 's'} from your games`,
  digestIntro: 'Here is what happened in your games:',
  verificationSubject: 'Confirm your e-mail address for Tavolo',
  verificationIntro: (address) =>
    `Please confirm that ${address} is your address: Tavolo sends nothing else to it until you do.`,
  verificationAction: 'Confirm this address',
  verificationExpiry: 'The link works for 24 hours.',
  verificationIgnore: 'If you did not ask for this, ignore this message.',
};
