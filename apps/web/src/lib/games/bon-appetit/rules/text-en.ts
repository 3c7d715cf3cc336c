/** Bon Appétit!'s rulebook in English (structure in text.ts; terms as the table uses them). */
import { p } from '../../../rules/text.ts';
import type { RulesText } from './text.ts';

export const en: RulesText = {
  example: 'Example',
  contents: 'Contents',
  version:
    'This page explains the newest rules (revision 2 of Tavolo’s rules); a game created earlier keeps the rules version it was created with.',
  sections: {
    overview: {
      heading: 'The game in brief',
      blocks: [
        p(
          'Bon Appétit! is a game of pure luck for 2 to 6 players by Haim Shafir (AMIGO, 2004): cats chase mice, and mice chase cheese. Whoever ends with the most cards wins.',
        ),
        p(
          'There are no decisions to make: on your turn you only turn over a card, and everything else follows from the rules. The fun is in watching the cards turn; the table can even turn your cards for you.',
        ),
      ],
    },
    components: {
      heading: 'Components',
      blocks: [
        p(
          '90 cards: 58 cheese, 18 mice and 14 cats. Each mouse shows 1, 2 or 3 paw prints; the rulebook does not say how many of each, so Tavolo uses 6 of each.',
        ),
        p(
          'With 2 or 3 players only the red-backed cards are used. The rulebook does not list them; Tavolo uses half of each kind: 29 cheese, 9 mice (3 with each number of paw prints) and 7 cats, 45 cards.',
        ),
        p('9 mouse-face tokens.'),
      ],
    },
    setup: {
      heading: 'Setup',
      blocks: [
        p('Put 9 tokens in the supply with 4 to 6 players, 5 with 2 or 3 players.'),
        p(
          'Shuffle the cards in use and deal all but one, face down, one at a time, as evenly as possible: some players may get one card more. The last card goes face up in the centre and starts the common pile.',
        ),
        p(
          'Each player squares their cards into a face-down pile. Nobody may look at their own cards, and the table never shows them.',
        ),
        p(
          'In the box the youngest player starts; on Tavolo the game’s creator picks the starting player, or they are drawn at random. Play goes clockwise, to the left.',
        ),
      ],
    },
    turn: {
      heading: 'Your turn',
      blocks: [
        p('Turn over the top card of your pile and put it face up on the common pile.'),
        p(
          'A cheese: nothing happens, and the next player goes. A cat on a cheese or on another cat: nothing happens either. A cat put on a mouse catches it (see The first centre card: outside a hunt, only the centre card can be a mouse on top).',
        ),
        p(
          'A mouse: the next player, on your left, hunts it and may turn over as many cards as the mouse has paw prints.',
        ),
      ],
    },
    hunt: {
      heading: 'Hunting a mouse',
      blocks: [
        p(
          'The hunter turns over cards from their own pile one at a time onto the common pile, at most as many as the hunted mouse’s paw prints. What happens depends on each card.',
        ),
      ],
    },
    cat: {
      heading: 'A cat: the mouse is caught',
      blocks: [
        p(
          'As soon as the hunter turns over a cat, the mouse is caught. The hunter puts the whole common pile under their own pile and takes 1 token from the supply. A cat after one or more cheeses still catches.',
        ),
      ],
    },
    'all-cheese': {
      heading: 'Only cheese: the mouse gets away',
      blocks: [
        p(
          'A cheese does nothing and the hunter goes on, if they have cards left to turn over. If all the hunter’s cards are cheese, the hunt fails: the player of the mouse takes the whole common pile, without a token.',
        ),
      ],
    },
    'another-mouse': {
      heading: 'Another mouse: the hunt passes on',
      blocks: [
        p(
          'If the hunter turns over a mouse, they stop at once and lose any cards they had left to turn over. The player after the hunter now hunts the new mouse, with as many cards as its paw prints, and the player of the first mouse drops out of the chase.',
        ),
        p(
          'This can happen any number of times. When a hunt fails, the pile goes to the player of the mouse being hunted at that moment.',
        ),
      ],
    },
    'out-of-cards': {
      heading: 'A hunter without cards',
      blocks: [
        p(
          'If the hunter runs out of cards in the middle of a hunt, the cards they could not turn over count as cheese: the player of the mouse takes the pile. Then the end of the game is checked.',
        ),
      ],
    },
    'new-pile': {
      heading: 'After someone takes the common pile',
      blocks: [
        p(
          'Whoever takes the common pile at once starts a new one by turning over the top card of their own pile. That card has its usual effect: if it is a mouse, the next player hunts it, and if that hunt fails the player who opened the pile takes it.',
        ),
        p(
          'Play then goes on with the player after them. So after a failed hunt the player of the mouse takes the pile and opens a new one, and then the hunter plays again.',
        ),
      ],
    },
    'centre-card': {
      heading: 'The first centre card',
      blocks: [
        p(
          'Nobody put the card dealt to the centre there, and a hunt starts only when a player puts a mouse on the pile. So a mouse in the centre starts no hunt: the starting player plays as usual. The mouse stays on top until it is covered: a cat put on it wins the pile and a token, as a catch; a cheese or a mouse covers it and play goes on as usual.',
        ),
      ],
    },
    'won-cards': {
      heading: 'Where won cards go',
      blocks: [
        p(
          'The common pile goes under the taker’s own pile as it lies, face up, without being turned over. So the last card played onto it is the first of those cards to be drawn again. Nothing becomes visible: the cards above cover their faces and their backs lie on the table.',
        ),
        p(
          'Revision 2 corrected this point: games created earlier turned the common pile over as one block, so that the card played first came back first.',
        ),
      ],
    },
    end: {
      heading: 'End of the game',
      blocks: [
        p(
          'The game ends at once when the last token of the supply is taken (the ninth, or the fifth with 2 or 3 players), right after the catcher has taken the pile. It is the last token handed out that counts, not a player’s own ninth.',
        ),
        p(
          'The game also ends when a player has no cards left. This is checked whenever no hunt is under way: after a pile is taken, and after a card turned over on a normal turn that was not a mouse. A player whose last card was a mouse waits for the hunt, which may hand them the pile.',
        ),
      ],
    },
    winner: {
      heading: 'Who wins',
      blocks: [
        p(
          'The player with the most cards in their own pile wins. On a tie, the tied player with more tokens wins; if they are still tied, they share the win. Cards left in the common pile at the end belong to nobody.',
        ),
      ],
    },
    endless: {
      heading: 'A game that would never end',
      blocks: [
        p(
          'With no decisions and no chance after the deal, a game is a fixed sequence, and the rules do not promise that it ends: a small deck could go round in a circle. The table ends the game the first time a whole position comes round again (every pile in order, the common pile, the tokens, whose turn it is and any hunt under way) and scores it as usual. With the real decks this has never been seen.',
        ),
      ],
    },
    options: {
      heading: 'Table options',
      blocks: [
        p(
          'Starting player: a chosen seat, or drawn at random. Automatic reveals: for the seats chosen, the table turns over cards at once, so those players need not click through a game without decisions.',
        ),
        p(
          'The centre card: by default a centre mouse starts no hunt (see above). A game may be created with the first reading instead: the starting player hunts a centre mouse and, if that hunt fails, the player on their right takes the pile.',
        ),
      ],
    },
    hidden: {
      heading: 'What is hidden',
      blocks: [
        p(
          'Every face-down pile is hidden from everyone, its owner included: a card is shown only when it is turned over. The common pile, how many cards each player has, the tokens and which deck is in use are public.',
        ),
        p(
          'Everyone saw the cards a player won, and the rules say where they went, so a perfect memory could tell the order in which they will come back: that is public knowledge, and the table never hides or shows more than that.',
        ),
      ],
    },
  },
  examples: {
    'cat-catches': {
      title: 'Example 1: a cat catches the mouse',
      caption:
        'Giovanni turns over a mouse with 2 paw prints. Teresa, on his left, hunts it and may turn over 2 cards: first a cheese, then a cat. The cat catches the mouse, even after a cheese: Teresa puts the whole common pile, 4 cards, under her pile and takes a token. She then opens a new common pile with her next card, and Antonio plays after her.',
    },
    'all-cheese': {
      title: 'Example 2: only cheese',
      caption:
        'Giovanni turns over a mouse with 2 paw prints, and Teresa turns over two cheeses and no cat. The hunt fails: Giovanni, who played the mouse, takes the common pile, 4 cards, without a token. He opens a new pile, and then Teresa plays.',
    },
    'mouse-chain': {
      title: 'Example 3: a second mouse',
      caption:
        'Giovanni’s mouse has 2 paw prints. Teresa’s first card is a mouse with 3 paw prints: she stops at once and loses her second card, and Giovanni drops out of the chase. Antonio now hunts Teresa’s mouse with up to 3 cards, and his first is a cat: Antonio takes the common pile, 4 cards, and a token.',
    },
    'centre-mouse': {
      title: 'Example 4: a mouse in the centre',
      caption:
        'The card dealt to the centre is a mouse with 1 paw print. Nobody played it, so it starts no hunt, and Giovanni, the starting player, plays as usual. His card is a cat, put on a mouse: that is a catch. Giovanni takes the common pile, 2 cards, and a token, then opens a new pile.',
    },
  },
  figure: {
    common: 'The common pile, first card on the left',
    centre: 'Centre',
    catch: '{name} takes {n} cards and a token',
    miss: '{name} takes {n} cards, no token',
  },
};
