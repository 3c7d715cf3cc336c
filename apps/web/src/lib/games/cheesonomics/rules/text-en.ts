/** The Cheesonomics rules in English (RULES.md §4, revision 2), in the table's own words. */
import { h3, list, p } from '../../../rules/text.ts';
import type { CheesonomicsRulesText } from './text.ts';

export const en: CheesonomicsRulesText = {
  contents: 'Contents',
  example: 'Example',
  sections: {
    overview: {
      heading: 'The game in brief',
      blocks: [
        p(
          'Cheesonomics (Dale Tolley, Eagle-Gryphon Games 2014) is a cheese-trading game for 2 to 5 players. You churn wedges of cheese out of your rivals’ hands, produce them onto your wheel, and sell them when the market pays well — each sale changes the market. Whoever has the most curds (the game’s money) at the end wins.',
        ),
        p(
          'Two flavours can be played: Mild, the base game, and Sharp, in which players also hold market wedges and reshape the market themselves.',
        ),
        p(
          'This page explains rules version 2.0.0 (the revision of 25 November 2026). A game created earlier keeps the rules version it was created with, and its table says so.',
        ),
      ],
    },
    components: {
      heading: 'Components',
      blocks: [
        list(
          '100 cheese wedges. Each shows one animal — cow, sheep, goat, yak or reindeer — and one colour — red, orange, yellow, green or blue: 4 wedges of each animal and colour pair. Half of them also carry a market symbol (bell, shears, mountains, plough or pail), which matters only in Sharp; the table marks them with ✦.',
          '25 market wedges, two-sided: each side shows a colour, and some sides carry a “+1” ribbon. The two sides of a wedge show different colours.',
          'Curds, the money (the bank never runs out).',
          '5 cheese knives — cheddar, Edam, feta, Gouda and parmesan — and the serving tray, with one space for each of the 10 categories: the 5 colours and the 5 animals.',
        ),
        p(
          'A category is a colour or an animal. Your wheel is your public display of produced wedges; your sold wedges go face down into your fulfilment pile (“Sold” at the table).',
        ),
        p(
          'What is printed on each side of the market wedges was not found in any source: the server uses placeholder data, kept in one file so it can be corrected.',
        ),
      ],
    },
    setup: {
      heading: 'Setup (Mild)',
      blocks: [
        list(
          'The cheese wedges are shuffled into a face-down draw pile. Unseen wedges are removed from its top: 60 with 2 players, 40 with 3, 20 with 4, none with 5.',
          '15 market wedges are laid out as they come, in 3 wheels of 5: the side that comes up is random. The other 10 are removed from the game (in Sharp they are dealt, see Sharp).',
          'Each player is dealt 5 cheese wedges as a hand, and a random knife.',
          'The player whose knife comes first alphabetically (cheddar, Edam, feta, Gouda, parmesan) starts; play goes clockwise.',
        ),
        h3('Prices'),
        p(
          'The market sets the price of each colour: 1 curd for every market wedge whose face-up side shows that colour, 2 if that side has a “+1” ribbon. A colour with no face-up side has no price and cannot be sold.',
        ),
      ],
    },
    turn: {
      heading: 'Your turn',
      blocks: [
        p(
          'At the start of your turn, take your knife back if it lies on the tray. Then do exactly one of three actions: Churn, Produce or Sell.',
        ),
      ],
    },
    churn: {
      heading: 'Churn: take wedges and protect a category',
      blocks: [
        p(
          'Name a category — a colour or an animal — that no other player’s knife covers. In turn order, each opponent:',
        ),
        list(
          'gives you one wedge of that category, if they have one (their choice, if they have several); or',
          'if they have none, shows their whole hand to you alone, and you take any one wedge from it.',
        ),
        p(
          'Keep the wedges you like, then give exactly one wedge back to each opponent — one you just received or one you already held — so every hand returns to its size. Nothing is revealed between these returns.',
        ),
        p(
          'Finally put your knife on that category’s space of the tray: until the start of your next turn, nobody else may churn it. The protection is narrow: it covers the category named, not the wedges of that category.',
        ),
      ],
    },
    produce: {
      heading: 'Produce: put wedges on your wheel',
      blocks: [
        p(
          'Choose a category and move all the wedges of that category in your hand (at least one) onto your wheel, face up. Wheels are fully public.',
        ),
        p(
          'Then draw from the cheese pile back up to 5 wedges in hand, or until the pile runs out. This is the only draw in the game. If the pile is empty during or after your draw, the end of the game is triggered (see End of the game).',
        ),
      ],
    },
    sell: {
      heading: 'Sell: cash in and moove the market',
      blocks: [
        p(
          'You can sell only wedges already on your wheel, so never on your first turn. Choose 1 to 3 wedges of your wheel that all share one category — one colour, or one animal of any colours.',
        ),
        list(
          'Each wedge’s colour must be face up somewhere in the market; a colour absent from the market cannot be sold (it still counts at the end).',
          'Each wedge earns the current price of its own colour, all taken before the market changes.',
          'The sold wedges go face down into your fulfilment pile.',
        ),
        h3('Moove the market'),
        p(
          'Then flip exactly one market wedge whose face-up side shows a colour you just sold, so its other side faces up. Flipping usually lowers the price of what you sold and raises another colour. After selling cows, there is no “cow” market wedge: flip one showing the colour of one of the cows sold. In Mild no new market wedge ever enters play: the market changes only by flipping.',
        ),
      ],
    },
    sharp: {
      heading: 'Sharp',
      blocks: [
        p('Everything in Mild still applies, with these changes.'),
        list(
          'Setup: the 10 leftover market wedges are dealt to the players as their supply — 2 each with 4 or 5 players, 3 each with 3, 5 each with 2. Any left over form the market’s discard pile.',
          'After a sale, you must first replace a market wedge showing a colour you sold with one from your supply, with the side up of your choice. You may not look at the hidden side of market wedges when you choose.',
          'Then, if the discard pile holds any wedge, you take one of them (you may inspect both sides of all of them), and only then does the wedge you removed join the pile. If the pile is empty, you keep the removed wedge. Your supply never changes size.',
          'Then flip a market wedge of a colour you sold, as in Mild — skipped if no such wedge is left after the replacement.',
          '“Market symbol” is not a category you may churn.',
        ),
        h3('The optional moove'),
        p(
          'If at least one wedge you sold carries a market symbol, you may, once, at the end of your turn, either:',
        ),
        list(
          'discard one wedge of your supply and draw another from the discard pile: you choose among the wedges that were there before yours (you may inspect them), then yours joins the pile; or',
          'give one wedge of your supply to an opponent and take one of theirs: that opponent shows you their supply so you can choose.',
        ),
      ],
    },
    end: {
      heading: 'End of the game and scoring',
      blocks: [
        p(
          'The end is triggered when a Produce empties the cheese pile. The players after the trigger player, up to the player before the starting player, may each make one final sale at current prices, without changing the market (no flip, no replacement, no moove). No other action is allowed. If the player to the starting player’s right triggers the end, the game ends at once.',
        ),
        list(
          'Liquidation: each player gets 1 curd for every wedge still on their wheel. Wedges in hand are worth nothing.',
          'Animal bonuses: for each animal, whoever sold the most wedges of it (all colours) gets that many curds. Everyone who ties gets the full amount.',
          'The player with the most curds wins. A tie goes to whoever sold the most different colours; if still tied, the victory is shared.',
        ),
        p(
          'For example, if Dale sold 5 cows, 3 sheep and 4 goats, and Alana 5 cows, 5 sheep and 2 goats, Dale gets 4 (goats) and Alana 5 (sheep), and both get 5 for the cows: Dale +9, Alana +10.',
        ),
      ],
    },
    secrets: {
      heading: 'What is hidden from whom',
      blocks: [
        list(
          'Your hand is seen by you alone — and by a churner you show it to. A wedge given or returned is known to the two players involved.',
          'The order of the draw pile and the wedges removed at setup are seen by nobody.',
          'Wheels, the face-up sides of the market, the knives and everyone’s curds are public.',
          'Your fulfilment pile is yours to see; others see only how many wedges it holds (each sale is shown when it is made).',
          'The hidden side of a market wedge in the market is seen by nobody until it is flipped — in Mild too.',
          'Sharp: your supply is yours alone (shown to an opponent who swaps with you); the discard pile is seen only by a player drawing from it, in a fixed order that does not tell what was discarded last.',
        ),
        p('When the game is over, everything is revealed.'),
      ],
    },
  },
  examples: {
    knife: {
      title: 'The knife protects a category, not the wedges',
      caption:
        'The cheddar player churns blue and ends with the cheddar knife on blue. Until cheddar’s next turn, nobody else may churn blue. The Edam player may still churn goat, and takes the cheddar player’s blue goat. At the start of their next turn the cheddar player lifts the knife and may churn blue again.',
    },
    price: {
      title: 'Prices, a sale and the flip',
      caption:
        'Three market wedges show blue, two with a “+1” ribbon, so blue sells at 1 + 2 + 2 = 5 curds. Dale sells his 3 blue wedges for 15 curds. He must then flip one of the three blue market wedges: flipping a ribbon one lowers blue to 3, flipping the plain one to 4, and the colour on the other side gains.',
    },
    limits: {
      title: 'Only colours in the market can be sold',
      caption:
        'The wheel holds 2 green cows and 1 red cow, and no market wedge shows green. Selling “cows” can include only the red cow, for 4 curds. Afterwards one of the four red market wedges must be flipped.',
    },
  },
};
