/**
 * English words of the slow-play pages: time controls, clocks, move times, the away summary and
 * the calendar feed (merged into the app's messages by index.ts; it and fr have the same keys).
 */
export const slowPlayEn = {
  'timeControl.none': 'No time limit',
  'timeControl.perMove': '{time} per move',
  'timeControl.bank': 'Bank of {initial}, {increment} added per move, up to {cap}',
  'timeControl.legend': 'Time control',
  'timeControl.kind.none': 'No time limit',
  'timeControl.kind.per_move': 'A fixed time for each move',
  'timeControl.kind.bank': 'A time bank with an increment per move',
  'timeControl.moveTime': 'Time for each move',
  'timeControl.initial': 'Starting bank',
  'timeControl.increment': 'Added after each move',
  'timeControl.cap': 'Bank at most',
  'timeControl.unitOf': 'Unit of {field}',
  'timeControl.unit.minutes': 'minutes',
  'timeControl.unit.hours': 'hours',
  'timeControl.unit.days': 'days',
  'timeControl.hint': 'From 1 minute to 30 days per move; a bank holds at most 60 days.',
  'timeControl.label': 'Time control: {control}',

  'clock.title': 'Clocks',
  'clock.running': '{name}: {time} left, running',
  'clock.stopped': '{name}: {time} left',

  'moveTimes.title': 'Move times',
  'moveTimes.player': 'Player',
  'moveTimes.moves': 'Moves',
  'moveTimes.average': 'Average time per move',
  'moveTimes.timeouts': 'Timeouts',
  'moveTimes.none': '–',
  'log.timedOut': 'Time ran out: the server moved for this seat.',
  'log.new': 'new',

  'away.title': 'While you were away',
  'away.intro':
    '{count, plural, one {# move was made} other {# moves were made}} since your last visit. They are marked “new” in the log.',
  'away.entry': '{name}: {text}',
  'away.more': '{count, plural, one {and # more entry} other {and # more entries}}',
  'away.dismiss': 'Dismiss',

  'calendar.title': 'Calendar feed',
  'calendar.intro':
    'Subscribe to this address in your calendar application: it shows each game where it is your move, at the moment your time runs out. Anyone with the address sees your deadlines: keep it to yourself.',
  'calendar.none': 'You have no calendar address yet.',
  'calendar.current': 'Your calendar address was made on {time}; it starts with {prefix}.',
  'calendar.make': 'Make a calendar address',
  'calendar.remake': 'Make a new address (the old one stops working)',
  'calendar.created': 'Copy this address now: it will not be shown again.',
  'calendar.url': 'Calendar address',
  'calendar.copy': 'Copy the address',
  'calendar.copied': 'Address copied.',

  'error.TIME_CONTROL_OUT_OF_RANGE':
    'This time control is out of range: from 1 minute to 30 days per move, a bank of at most 60 days.',
  'error.CALENDAR_FEED_NOT_FOUND': 'This calendar address does not exist any more.',
  'error.SEEN_VERSION_AHEAD': 'The game has not got that far yet.',
} as const;
