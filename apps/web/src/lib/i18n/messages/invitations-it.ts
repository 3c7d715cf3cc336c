/** Italian words of invitations of a named player (the keys of invitations-en.ts). */
import type { invitationsEn } from './invitations-en.ts';

export const invitationsIt: Record<keyof typeof invitationsEn, string> = {
  'invitePlayer.label': 'Invita un giocatore per nome utente',
  'invitePlayer.hint': 'Riceve una notifica e può sedersi, anche in una partita privata.',
  'invitePlayer.send': 'Invita',
  'invitePlayer.sent': '{name} è invitato.',
  'error.USERNAME_NOT_FOUND': 'Nessuno ha questo nome utente.',
  'error.SELF_INVITATION': 'Non puoi invitare te stesso.',
  'error.INVITER_NOT_IN_GAME': 'Solo chi ha creato la partita e chi è seduto può invitare.',
  'error.GAME_FULL': 'Tutti i posti sono occupati.',
  'error.ALREADY_INVITED': 'Questo giocatore è già invitato.',
  'error.TOO_MANY_INVITATIONS': 'Hai mandato molti inviti nell’ultima ora. Aspetta un po’.',
};
