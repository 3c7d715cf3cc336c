/** English words of invitations of a named player (table/InvitePlayer.svelte, ADR 0035). */
export const invitationsEn = {
  'invitePlayer.label': 'Invite a player by username',
  'invitePlayer.hint': 'They get a notification and can take a seat, even in a private game.',
  'invitePlayer.send': 'Invite',
  'invitePlayer.sent': '{name} is invited.',
  'error.USERNAME_NOT_FOUND': 'Nobody has this username.',
  'error.SELF_INVITATION': 'You cannot invite yourself.',
  'error.INVITER_NOT_IN_GAME': 'Only the creator and seated players may invite people.',
  'error.GAME_FULL': 'Every seat is taken.',
  'error.ALREADY_INVITED': 'This player is already invited.',
  'error.TOO_MANY_INVITATIONS': 'You sent many invitations in the last hour. Wait a little.',
};
