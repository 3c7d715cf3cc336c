/** English words of the push notification settings (merged by index.ts; it and fr match). */
export const pushEn = {
  'push.title': 'Notifications on this device',
  'push.intro': 'Get a notification on this device when it is your turn, even with Tavolo closed.',
  'push.unsupported': 'This browser cannot receive push notifications.',
  'push.needsInstall':
    'On iPhone and iPad, add Tavolo to your Home Screen (Share, then Add to Home Screen) and open it from there to turn notifications on.',
  'push.denied':
    'Notifications are blocked for this site: allow them in your browser’s settings, then try again.',
  'push.on': 'This device receives your notifications.',
  'push.off': 'This device does not receive your notifications.',
  'push.subscribe': 'Notify me on this device',
  'push.unsubscribe': 'Stop notifications on this device',
  'push.subscribed': 'Done: this device will be notified.',
  'push.unsubscribed': 'Done: this device will not be notified any more.',
  'push.failed': 'This browser could not subscribe: {reason}',
};
