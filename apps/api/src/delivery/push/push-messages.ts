/**
 * The words of a push notification — a title and one line — in the recipient's language, one
 * entry per notification kind (service/inbox/notification-data.ts). They say only what the
 * notification carries: the game's name, seats' display names, a public result, a deadline.
 */
import { games } from '@tavolo/engine';
import type { NotificationKind } from '../../db/schema.ts';
import type { NotificationContent } from '../../service/inbox/notification-data.ts';
import type { Locale } from '../contract.ts';

export interface PushWords {
  readonly title: string;
  readonly body: string;
}

/** What the lines of a locale are given: the notification's data and its formatted values. */
interface Values<Kind extends NotificationKind> {
  readonly data: Extract<NotificationContent, { kind: Kind }>['data'];
  /** The game's title (its engine's), e.g. "The Big Cheese". */
  readonly game: string;
  /** An instant of the data in the recipient's language and time zone. */
  readonly when: (iso: string) => string;
}

type Lines = { readonly [Kind in NotificationKind]: (values: Values<Kind>) => PushWords };

/** "4 h", "90 min": the same in all three languages. */
const span = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;

const winnersOf = (data: Values<'game_finished'>['data']): string =>
  data.placings
    .filter((placing) => placing.winner)
    .map((placing) => placing.displayName)
    .join(', ');

const en: Lines = {
  your_turn: ({ game }) => ({ title: 'Your turn', body: `It is your move in ${game}.` }),
  reminder: ({ game, data }) => ({
    title: 'Move due soon',
    body: `Your move in ${game} is due within ${span(data.beforeSeconds)}.`,
  }),
  game_started: ({ game }) => ({
    title: 'Game started',
    body: `Your game of ${game} has started.`,
  }),
  game_finished: ({ game, data }) => {
    const winners = winnersOf(data);
    return {
      title: 'Game over',
      body:
        winners === ''
          ? `Your game of ${game} is over.`
          : `Your game of ${game} is over: won by ${winners}.`,
    };
  },
  invited: ({ game, data }) => ({
    title: 'Invitation',
    body: `${data.byDisplayName} invited you to a game of ${game}.`,
  }),
  seat_timed_out: ({ game, data }) => ({
    title: 'Time ran out',
    body: `${data.displayName}’s time ran out in ${game}.`,
  }),
  vacation_ending: ({ data, when }) => ({
    title: 'Vacation ending',
    body: `Your vacation ends on ${when(data.endsAt)}.`,
  }),
  game_cleaned_up: ({ game }) => ({
    title: 'Game removed',
    body: `A game of ${game} was removed: nobody moved in it.`,
  }),
  webhook_disabled: ({ data }) => ({
    title: 'Webhook turned off',
    body: `Your webhook to ${data.host} was turned off.`,
  }),
  rematch_offered: ({ game, data }) => ({
    title: 'Rematch?',
    body: `${data.byDisplayName} offers a rematch of ${game}.`,
  }),
  rematch_declined: ({ game, data }) => ({
    title: 'Rematch declined',
    body: `${data.byDisplayName} declined your rematch of ${game}.`,
  }),
  chat_message: ({ game }) => ({
    title: 'New message',
    body: `New message at your table of ${game}.`,
  }),
};

const it: Lines = {
  your_turn: ({ game }) => ({ title: 'Tocca a te', body: `È il tuo turno in ${game}.` }),
  reminder: ({ game, data }) => ({
    title: 'Mossa in scadenza',
    body: `La tua mossa in ${game} scade entro ${span(data.beforeSeconds)}.`,
  }),
  game_started: ({ game }) => ({
    title: 'Partita iniziata',
    body: `La tua partita di ${game} è iniziata.`,
  }),
  game_finished: ({ game, data }) => {
    const winners = winnersOf(data);
    return {
      title: 'Partita finita',
      body:
        winners === ''
          ? `La tua partita di ${game} è finita.`
          : `La tua partita di ${game} è finita: vittoria di ${winners}.`,
    };
  },
  invited: ({ game, data }) => ({
    title: 'Invito',
    body: `${data.byDisplayName} ti ha invitato a una partita di ${game}.`,
  }),
  seat_timed_out: ({ game, data }) => ({
    title: 'Tempo scaduto',
    body: `Il tempo di ${data.displayName} è scaduto in ${game}.`,
  }),
  vacation_ending: ({ data, when }) => ({
    title: 'Fine delle vacanze',
    body: `Le tue vacanze finiscono il ${when(data.endsAt)}.`,
  }),
  game_cleaned_up: ({ game }) => ({
    title: 'Partita rimossa',
    body: `Una partita di ${game} è stata rimossa: nessuno ha mosso.`,
  }),
  webhook_disabled: ({ data }) => ({
    title: 'Webhook disattivato',
    body: `Il tuo webhook verso ${data.host} è stato disattivato.`,
  }),
  rematch_offered: ({ game, data }) => ({
    title: 'Rivincita?',
    body: `${data.byDisplayName} propone la rivincita di ${game}.`,
  }),
  rematch_declined: ({ game, data }) => ({
    title: 'Rivincita rifiutata',
    body: `${data.byDisplayName} ha rifiutato la tua rivincita di ${game}.`,
  }),
  chat_message: ({ game }) => ({
    title: 'Nuovo messaggio',
    body: `Nuovo messaggio al tuo tavolo di ${game}.`,
  }),
};

/** French puts a narrow no-break space before a colon. */
const COLON = '\u202f:';

const fr: Lines = {
  your_turn: ({ game }) => ({ title: 'À vous de jouer', body: `C’est votre tour dans ${game}.` }),
  reminder: ({ game, data }) => ({
    title: 'Coup bientôt attendu',
    body: `Votre coup dans ${game} est attendu d’ici ${span(data.beforeSeconds)}.`,
  }),
  game_started: ({ game }) => ({
    title: 'Partie commencée',
    body: `Votre partie de ${game} a commencé.`,
  }),
  game_finished: ({ game, data }) => {
    const winners = winnersOf(data);
    return {
      title: 'Partie terminée',
      body:
        winners === ''
          ? `Votre partie de ${game} est terminée.`
          : `Votre partie de ${game} est terminée${COLON} victoire de ${winners}.`,
    };
  },
  invited: ({ game, data }) => ({
    title: 'Invitation',
    body: `${data.byDisplayName} vous invite à une partie de ${game}.`,
  }),
  seat_timed_out: ({ game, data }) => ({
    title: 'Temps écoulé',
    body: `Le temps de ${data.displayName} est écoulé dans ${game}.`,
  }),
  vacation_ending: ({ data, when }) => ({
    title: 'Fin des vacances',
    body: `Vos vacances se terminent le ${when(data.endsAt)}.`,
  }),
  game_cleaned_up: ({ game }) => ({
    title: 'Partie supprimée',
    body: `Une partie de ${game} a été supprimée${COLON} personne n’y a joué.`,
  }),
  webhook_disabled: ({ data }) => ({
    title: 'Webhook désactivé',
    body: `Votre webhook vers ${data.host} a été désactivé.`,
  }),
  rematch_offered: ({ game, data }) => ({
    title: 'Revanche ?',
    body: `${data.byDisplayName} propose une revanche de ${game}.`,
  }),
  rematch_declined: ({ game, data }) => ({
    title: 'Revanche refusée',
    body: `${data.byDisplayName} a refusé votre revanche de ${game}.`,
  }),
  chat_message: ({ game }) => ({
    title: 'Nouveau message',
    body: `Nouveau message à votre table de ${game}.`,
  }),
};

const LINES: Readonly<Record<Locale, Lines>> = { en, it, fr };

/** The engine's title, or its id for an engine this server no longer knows. */
function gameTitle(content: NotificationContent): string {
  if (!('engine' in content.data)) return '';
  const { engine } = content.data;
  return games.find((module) => module.id === engine)?.title ?? engine;
}

/** The title and line of `content` for a reader of `locale` in `timeZone`. */
export function pushWords(
  content: NotificationContent,
  locale: Locale,
  timeZone: string,
): PushWords {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const base = { game: gameTitle(content), when: (iso: string) => format.format(new Date(iso)) };
  const lines = LINES[locale];
  switch (content.kind) {
    case 'your_turn':
      return lines.your_turn({ ...base, data: content.data });
    case 'reminder':
      return lines.reminder({ ...base, data: content.data });
    case 'game_started':
      return lines.game_started({ ...base, data: content.data });
    case 'game_finished':
      return lines.game_finished({ ...base, data: content.data });
    case 'invited':
      return lines.invited({ ...base, data: content.data });
    case 'seat_timed_out':
      return lines.seat_timed_out({ ...base, data: content.data });
    case 'vacation_ending':
      return lines.vacation_ending({ ...base, data: content.data });
    case 'game_cleaned_up':
      return lines.game_cleaned_up({ ...base, data: content.data });
    case 'webhook_disabled':
      return lines.webhook_disabled({ ...base, data: content.data });
    case 'rematch_offered':
      return lines.rematch_offered({ ...base, data: content.data });
    case 'rematch_declined':
      return lines.rematch_declined({ ...base, data: content.data });
    case 'chat_message':
      return lines.chat_message({ ...base, data: content.data });
  }
}
