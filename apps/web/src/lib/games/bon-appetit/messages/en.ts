/**
 * English messages (ICU MessageFormat, as svelte-i18n formats them). Apostrophes are typographic
 * (’) throughout: in ICU a straight apostrophe before a brace starts a quoted literal.
 */
export const en = {
  'bon-appetit.title': 'Bon Appétit!',
  'bon-appetit.rules.summary': `Bon Appétit! is a game of pure luck for 2 to 6 players by Haim Shafir: cats chase mice, and mice chase cheese. There are no decisions to make; the fun is in watching the cards turn.

All the cards are dealt face down, one pile per player (with 2 or 3 players only the red-backed cards are used). The last card goes face up in the centre and starts the common pile. Nobody may look at the cards in their own pile, and the table never shows them.

On your turn, turn over the top card of your pile onto the common pile. A cheese does nothing, and neither does a cat. A mouse shows one to three paw prints: the next player hunts it and may turn over that many cards, one at a time.

If the hunter turns over a cat, the mouse is caught: the hunter puts the whole common pile under their own pile and takes a mouse-face token. If all the hunter’s cards are cheese, the player of the mouse takes the common pile, without a token. If the hunter turns over another mouse, they stop at once and the next player hunts the new mouse.

Whoever takes the common pile starts a new one with the top card of their pile, and play goes on with the player after them.

The game ends as soon as the last token is taken (the ninth, or the fifth with 2 or 3 players), or when a player has no cards left. The player with the most cards in their pile wins; on a tie, the one with more tokens.`,

  'bon-appetit.seat.fallback': 'Player {n}',
  'bon-appetit.seat.unknown': 'someone',
  'bon-appetit.list.and': '{first} and {last}',

  'bon-appetit.card.cheese': 'Cheese',
  'bon-appetit.card.cat': 'Cat',
  'bon-appetit.card.mouse': 'Mouse',
  'bon-appetit.card.mouse_paws':
    'Mouse with {paws, plural, one {# paw print} other {# paw prints}}',
  'bon-appetit.card.paws': '{paws, plural, one {# paw} other {# paws}}',
  'bon-appetit.card.a.cheese': 'a cheese',
  'bon-appetit.card.a.cat': 'a cat',
  'bon-appetit.card.a.mouse_1': 'a mouse with 1 paw print',
  'bon-appetit.card.a.mouse_2': 'a mouse with 2 paw prints',
  'bon-appetit.card.a.mouse_3': 'a mouse with 3 paw prints',
  'bon-appetit.count.cheese': '{count, plural, one {# cheese} other {# cheeses}}',
  'bon-appetit.count.cat': '{count, plural, one {# cat} other {# cats}}',
  'bon-appetit.count.mouse_1': '{count, plural, one {# mouse} other {# mice}} with 1 paw print',
  'bon-appetit.count.mouse_2': '{count, plural, one {# mouse} other {# mice}} with 2 paw prints',
  'bon-appetit.count.mouse_3': '{count, plural, one {# mouse} other {# mice}} with 3 paw prints',
  'bon-appetit.pile.empty': 'no cards',

  'bon-appetit.end.last_token': 'the last token is taken',
  'bon-appetit.end.no_cards': 'a player has no cards left',
  'bon-appetit.end.repeated': 'the same position came round again',
  'bon-appetit.end.limit': 'the safety limit of reveals is reached',
  'bon-appetit.end.other': 'the game has ended',
  'bon-appetit.result.most_cards':
    'Game over ({reason}): {who} wins with {cards, plural, one {# card} other {# cards}}.',
  'bon-appetit.result.tokens':
    'Game over ({reason}): {who} wins on tokens, with {cards, plural, one {# card} other {# cards}}.',
  'bon-appetit.result.shared':
    'Game over ({reason}): {who} share the win, with {cards, plural, one {# card} other {# cards}} each.',

  'bon-appetit.status.setup': 'The cards are being dealt.',
  'bon-appetit.status.your_turn': 'Your turn: turn over the top card of your pile.',
  'bon-appetit.status.turn': '{name}’s turn to turn over a card.',
  'bon-appetit.status.your_hunt':
    'You are hunting {owner}’s mouse: {left, plural, one {# card} other {# cards}} left to turn over.',
  'bon-appetit.status.hunt':
    '{hunter} is hunting {owner}’s mouse: {left, plural, one {# card} other {# cards}} left to turn over.',

  'bon-appetit.summary.seat':
    '{name}: {cards, plural, one {# card} other {# cards}}, {tokens, plural, one {# token} other {# tokens}}',
  'bon-appetit.summary.common':
    'Common pile: {count, plural, one {# card} other {# cards}}, {top} on top.',
  'bon-appetit.summary.common_empty': 'The common pile is empty.',
  'bon-appetit.summary.supply':
    '{count, plural, one {# token is} other {# tokens are}} left in the supply.',

  'bon-appetit.choice.reveal': 'Turn over your top card',
  'bon-appetit.choice.open': 'Turn over your top card to start a new common pile',
  'bon-appetit.choice.hunt': 'Turn over card {nth} of {paws} to catch the mouse',
  'bon-appetit.choice.other': 'Send “{type}”',
  'bon-appetit.controls.label': 'Your move',
  'bon-appetit.controls.none': 'Nothing to do for you right now.',
  'bon-appetit.view.invalid': 'This table cannot be drawn.',

  'bon-appetit.label.common': 'Common pile',
  'bon-appetit.label.last': 'Last turned over',
  'bon-appetit.label.deal': 'Deal',
  'bon-appetit.label.empty': 'empty',
  'bon-appetit.label.more': '+{count}',
  'bon-appetit.label.cards': '{count, plural, one {# card} other {# cards}}',
  'bon-appetit.label.tokens': '{count, plural, one {# token} other {# tokens}}',
  'bon-appetit.label.supply': 'Supply: {count} of {total} tokens',
  'bon-appetit.role.you': 'you',
  'bon-appetit.role.auto': 'automatic',
  'bon-appetit.role.turn': 'to play',
  'bon-appetit.role.hunter': 'hunting',
  'bon-appetit.role.mouseOwner': 'mouse’s player',
  'bon-appetit.role.winner': 'winner',

  'bon-appetit.hunt.title': 'Hunt in progress',
  'bon-appetit.hunt.mouse_of': 'Mouse of {owner}',
  'bon-appetit.hunt.hunter': 'Hunter: {hunter}',
  'bon-appetit.hunt.progress': 'Turned over: {done} of {paws}',
  'bon-appetit.hunt.next': 'Next card: {name}',

  'bon-appetit.text.caption': 'Players',
  'bon-appetit.text.player': 'Player',
  'bon-appetit.text.cards': 'Cards',
  'bon-appetit.text.tokens': 'Tokens',
  'bon-appetit.text.status': 'Status',
  'bon-appetit.text.played': '{name}: {card}',
  'bon-appetit.text.last': 'Last turned over: {cards}.',
  'bon-appetit.text.lastLatest':
    'Last turned over, the latest {shown} of {total} (the game log lists them all): {cards}.',
  'bon-appetit.text.nothing': 'nothing yet',
  'bon-appetit.text.hunt':
    '{hunter} is hunting {owner}’s mouse with {paws, plural, one {# paw print} other {# paw prints}}: {done} turned over, {left} left; the next card comes from {hunter}’s pile.',
  'bon-appetit.text.pile': '{name}’s pile: {contents}.',

  'bon-appetit.event.cards_dealt':
    'The cards are dealt ({size} each), with {centre} face up in the centre; {name} starts.',
  'bon-appetit.event.revealed_cheese': '{name} turns over a cheese.',
  'bon-appetit.event.revealed_cat': '{name} turns over a cat.',
  'bon-appetit.event.revealed_mouse':
    '{name} turns over a mouse with {paws, plural, one {# paw print} other {# paw prints}}.',
  'bon-appetit.event.hunt_started':
    '{hunter} hunts {owner}’s mouse, with up to {paws, plural, one {# card} other {# cards}}.',
  'bon-appetit.event.mouse_caught':
    '{name} catches the mouse and takes the common pile ({cards, plural, one {# card} other {# cards}}) and a token.',
  'bon-appetit.event.hunt_failed':
    'No cat: {name} takes the common pile ({cards, plural, one {# card} other {# cards}}), without a token.',
  'bon-appetit.event.turn_started': 'It is {name}’s turn.',
  'bon-appetit.event.game_ended.most_cards':
    'Game over ({reason}): {who} wins with the most cards.',
  'bon-appetit.event.game_ended.tokens':
    'Game over ({reason}): {who} wins on tokens after a tie on cards.',
  'bon-appetit.event.game_ended.shared': 'Game over ({reason}): {who} share the win.',
  'bon-appetit.event.unknown': 'Something happened at the table.',
} as const satisfies Readonly<Record<string, string>>;

export type MessageKey = keyof typeof en;
