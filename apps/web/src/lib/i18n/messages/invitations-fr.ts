/** French words of invitations of a named player (the keys of invitations-en.ts). */
import type { invitationsEn } from './invitations-en.ts';

export const invitationsFr: Record<keyof typeof invitationsEn, string> = {
  'invitePlayer.label': 'Inviter un joueur par son nom d’utilisateur',
  'invitePlayer.hint':
    'Il reçoit une notification et peut prendre place, même dans une partie privée.',
  'invitePlayer.send': 'Inviter',
  'invitePlayer.sent': '{name} est invité.',
  'error.USERNAME_NOT_FOUND': 'Personne n’a ce nom d’utilisateur.',
  'error.SELF_INVITATION': 'Vous ne pouvez pas vous inviter vous-même.',
  'error.INVITER_NOT_IN_GAME': 'Seuls le créateur et les joueurs assis peuvent inviter.',
  'error.GAME_FULL': 'Toutes les places sont prises.',
  'error.ALREADY_INVITED': 'Ce joueur est déjà invité.',
  'error.TOO_MANY_INVITATIONS':
    'Vous avez envoyé beaucoup d’invitations dans la dernière heure. Patientez un peu.',
};
