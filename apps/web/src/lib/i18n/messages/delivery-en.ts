/**
 * English words of the delivery preferences (issue 18): where each kind of notification goes
 * besides the inbox, quiet hours, the digest (merged by index.ts; it and fr have the same keys).
 */
export const deliveryEn = {
  'delivery.title': 'Notifications',
  'delivery.intro':
    'Your inbox always gets every notification. Choose what else reaches you, and when.',
  'delivery.email': 'E-mail',
  'delivery.push': 'Push',
  'delivery.webhook': 'Webhooks',
  'delivery.emailOf': 'E-mail for “{kind}”',
  'delivery.pushOf': 'Push for “{kind}”',
  'delivery.webhookOf': 'Webhooks for “{kind}”',
  'delivery.mode.immediate': 'At once',
  'delivery.mode.digest': 'Daily digest',
  'delivery.mode.never': 'Never',
  'delivery.kind.your_turn': 'Your turn',
  'delivery.kind.reminder': 'Deadline reminders',
  'delivery.kind.game_started': 'A game started',
  'delivery.kind.game_finished': 'A game finished',
  'delivery.kind.invited': 'Invitations',
  'delivery.kind.seat_timed_out': 'Someone’s time ran out',
  'delivery.kind.vacation_ending': 'Your vacation is ending',
  'delivery.kind.game_cleaned_up': 'A game was removed',
  'delivery.quiet': 'Quiet hours: no e-mail or push',
  'delivery.quietFrom': 'From',
  'delivery.quietTo': 'To',
  'delivery.quietNote': 'In your time zone ({zone}). What comes meanwhile is sent when they end.',
  'delivery.digestHour': 'Send the daily digest at',
  'delivery.language': 'Language of e-mail and push',
  'delivery.save': 'Save notification settings',
  'delivery.saved': 'Notification settings saved.',
} as const;
