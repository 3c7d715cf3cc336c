/** The Big Shot rules in English (RULES.md §2, revision 2), in the table's own words. */
import { h3, list, p } from '../../../rules/text.ts';
import type { BigShotRulesText } from './text.ts';

export const en: BigShotRulesText = {
  contents: 'Contents',
  example: 'Example',
  sections: {
    overview: {
      heading: 'The game in brief',
      blocks: [
        p(
          'Big Shot (Alex Randolph, Ravensburger 2001) is a game of tactical dealing for 2 to 4 players in a booming 1920s city. You bid for cubes of four colours and place them on the city’s lots. When a lot is full it goes to one colour — but colours with equal numbers of cubes cancel each other, so the cubes you place for your rivals matter as much as your own.',
        ),
        p(
          'After 18 auctions, your fortune is the value of your properties plus your cash, minus your debts. The richest player who owns at least 2 properties wins.',
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
          'The city: 13 lots. 11 carry a value in millions of dollars (M): six poorer lots of 9, 10 and 11 M (A9–A11 and B9–B11) and five rich lots H1–H5 (16, 17, 18, 20 and 21 M). The other 2 lots are parks (P1 and P2), worth nothing themselves.',
          'Each park touches three poor lots: P1 touches A9, A10 and A11; P2 touches B9, B10 and B11.',
          'A ring of 18 auction spaces around the city, numbered 1 to 18 clockwise, and the broker, a pawn that moves on it.',
          '72 cubes, 18 in each of four colours: red, yellow, black and white.',
          'Titles (one goes on each sold lot), debt certificates of 10 M, money, one business card per colour and a die.',
        ),
        p(
          'The exact values of the printed board were not found in any source: the server uses the values above, kept in one data file so they can be corrected.',
        ),
      ],
    },
    setup: {
      heading: 'Setup',
      blocks: [
        list(
          'The 72 cubes are shuffled onto the 18 spaces, 4 per space. No space may hold 4 cubes of one colour: every space shows at least 2 colours.',
          'The broker starts on a random space.',
          'Each player draws a business card, which sets their colour, and receives 10 M. Money is open: everybody can see everybody’s cash.',
          'Everyone rolls the die; the highest roll starts (ties roll again).',
        ),
      ],
    },
    broker: {
      heading: 'A turn, step 1: the broker moves',
      blocks: [
        p(
          'The game lasts exactly 18 turns, one auction each. The player whose turn it is — the roller — rolls the die and moves the broker clockwise that many spaces, counting only spaces that still hold cubes. Empty spaces are skipped as if they were not there.',
        ),
        p(
          'The 4 cubes on the space where the broker stops are the lot on offer. After the turn the die passes to the left. On the 18th turn only one full space is left, and the broker reaches it whatever the roll.',
        ),
      ],
    },
    auction: {
      heading: 'A turn, step 2: the auction',
      blocks: [
        p(
          'Bidding starts with the player to the roller’s left and goes clockwise; the roller bids too, last in the first round. On your turn to bid you either:',
        ),
        list(
          'bid a whole number of millions, higher than the current high bid and no more than your cash (the first bid is at least 1 M); or',
          'pass, and you are out of this auction.',
        ),
        p(
          'You may bid for cubes that include none of your colour. Short of money, you may take a loan before you bid (see Loans). When only the high bidder is left, they pay their bid to the bank and take the 4 cubes.',
        ),
        p('If nobody bids at all, the roller takes the 4 cubes for free.'),
      ],
    },
    placement: {
      heading: 'A turn, step 3: placing the cubes',
      blocks: [
        p(
          'Whoever took the cubes places all 4 of them, one at a time, on unsold lots: their own colour, their rivals’ and the dummy’s alike, spread out or several on one lot. A lot holds at most 7 cubes.',
        ),
        p(
          'When a lot receives its 7th cube it is sold at once, by the ownership rule below. The owning colour puts a title under one of its cubes there; the other 6 cubes leave the game and the lot is closed. Any cubes still in hand are then placed elsewhere. There is always room: at least 3 lots stay open all game.',
        ),
      ],
    },
    ownership: {
      heading: 'Who owns a lot',
      blocks: [
        p(
          'Count the cubes of each colour on the lot. All colours with the same count cancel each other — at every level, not only among the leaders. Of the colours left, the one with the most cubes owns the lot. If no colour is left, nobody owns it.',
        ),
        list(
          '3 / 3 / 1: the two threes cancel; the colour with 1 cube owns the lot.',
          '2 / 2 / 2 / 1: the twos cancel; the colour with 1 owns it.',
          '3 / 2 / 2: the twos cancel; the colour with 3 owns it.',
          'At the end, 2 / 1 / 1 goes to the 2; a single cube (1 / 0) owns its lot; 2 / 2 / 1 goes to the 1.',
          'At the end, 3 / 3 or 2 / 2 / 1 / 1 leaves the lot with no owner.',
        ),
        p(
          'A full lot of 7 cubes always has an owner; only lots resolved at the end of the game can stay unowned.',
        ),
      ],
    },
    loans: {
      heading: 'Loans',
      blocks: [
        p(
          'On your own turn to bid, before bidding, you may take one loan — at most one per turn (one per auction). You receive a debt certificate of 10 M, but the bank pays you less each time: 9 M for your first loan, 8 M for the second, then 7, 6 and so on. So at most 9 loans can ever pay anything.',
        ),
        p(
          'Certificates are public. At the end of the game each one costs you 10 M. Taking 3 loans on 3 turns brings 9 + 8 + 7 = 24 M and costs 30 M at the end.',
        ),
        p('A second loan in the same turn is refused.'),
      ],
    },
    end: {
      heading: 'End of the game and scoring',
      blocks: [
        p(
          'After the 18th turn’s cubes are placed, every space is empty. Every unsold lot that holds cubes is now resolved by the ownership rule, even a single cube on its own. Lots without cubes, or where every colour cancels, stay unowned.',
        ),
        h3('Fortune'),
        list(
          'Each property is worth its printed value — doubled if the same colour also owns a park it touches. A park is worth nothing itself, and a lot is never more than doubled.',
          'Fortune = value of your properties + your cash − 10 M for each debt certificate.',
        ),
        h3('Who wins'),
        p(
          'Only a player who owns at least 2 properties (parks count) may win. Among them, the highest fortune wins — even a negative one. An exact tie is a shared victory. If nobody owns 2 properties, nobody wins (unless the table chose the option “the highest fortune wins”).',
        ),
        p(
          'So a player with 60 M and a single property loses to a player with 2 properties and a fortune of −4 M.',
        ),
      ],
    },
    three: {
      heading: 'Three players: the dummy',
      blocks: [
        p(
          'The fourth colour belongs to the dummy. It has no money, never bids and never rolls; the die passes only among the three players. Its cubes are auctioned and placed like any others, and you may even make the dummy the owner of a lot — which takes that lot away from your rivals. The dummy never wins.',
        ),
      ],
    },
    two: {
      heading: 'Two players: two colours each',
      blocks: [
        p(
          'Each player plays two colours, each with its own purse of 10 M. The purses are never combined.',
        ),
        list(
          'Loans are declared before each auction, for either colour or both, at most one per colour per turn; the 9, 8, 7… count is kept per colour.',
          'The players bid as persons. The winner then chooses which one of their colours pays the whole price, so a bid can be no higher than the cash of the richer colour. With 6 M and 7 M you may bid 7, paid entirely by the 7 M colour, but not 8.',
          'Properties belong to colours: your two colours can cancel each other on a lot, and a park doubles only lots of its own colour.',
          'To win, each of your colours must own at least 2 properties. Your fortune is the sum of both colours’ fortunes.',
        ),
      ],
    },
    hidden: {
      heading: 'Variant: hidden money',
      blocks: [
        p(
          'Everyone keeps their cash hidden. Loans are declared at the start of each turn, before the roll — nobody knows yet which cubes will be on offer — one decision per player, starting with the roller’s left neighbour.',
        ),
        p(
          'Bids are not limited by cash (but a bid above 55 M, more than anyone can ever hold, is refused). When the winner cannot pay their bid, they are caught overbidding: they must play with their cash open for the rest of the game, and the auction is repeated with the same cubes and roller, with no new loans. In the repeat their bids are limited by their open cash.',
        ),
        p(
          'With the option “check every bidder”, when an auction closes every player whose highest bid in it was more than their cash at the time is caught, not only the winner.',
        ),
      ],
    },
    options: {
      heading: 'Options of a table',
      blocks: [
        list(
          'Hidden money: the variant above (off by default).',
          'Supply of debt certificates: unlimited (default), 30 as in the original box, or 25 as in the 2018 re-edition.',
          'If nobody owns 2 properties: nobody wins (default), or the highest fortune wins.',
          'Who is caught overbidding (hidden money only): the winner (default), or every bidder.',
        ),
      ],
    },
    secrets: {
      heading: 'What is hidden from whom',
      blocks: [
        p(
          'In the base game nothing is hidden: cash, cubes, bids, loans and titles are open to all. With hidden money each player sees only their own cash — everybody’s once a player is caught overbidding (theirs) or the game is over. Certificates, bids and prices stay public.',
        ),
      ],
    },
  },
  examples: {
    broker: {
      title: 'The broker skips empty spaces',
      caption:
        'The broker stands on space 6, and spaces 7 and 8 are already empty. The roller rolls 3: the broker counts spaces 9, 10 and 11 and stops on space 11, whose 4 cubes go to auction.',
    },
    ownership: {
      title: 'Equal colours cancel',
      caption:
        'Lot H5 holds 2 yellow, 1 red and 1 white. White has won 2 red, 1 yellow and 1 black for 4 M and puts the 2 red and the yellow on H5 (drawn dashed). H5 now has 7 cubes: red 3, yellow 3, white 1. Red and yellow cancel, so white owns H5; the other 6 cubes leave the game and the black cube goes to another lot. Had red added 2 red and 1 black instead (red 3, yellow 2), red would own it.',
    },
    park: {
      title: 'A park doubles its owner’s neighbours',
      caption:
        'At the end, red owns park P1 and the lots A9 and A10 beside it; white owns A11, also beside P1. Red’s properties are worth 9 × 2 + 10 × 2 = 38 M, the park itself 0. White’s A11 is worth only 11 M, since white does not own the park.',
    },
  },
};
