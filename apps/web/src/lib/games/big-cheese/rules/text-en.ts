/** The Big Cheese's rulebook in English (structure in text.ts; terms as the table uses them). */
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
          'You are rats, vice-presidents of the Rat Financial Enterprise, competing for the retiring President’s Big Cheese. You win by scoring points with projects: you buy each project in an open auction, paying with your workers, and a project pays out only once all the workers you put on it have come back to you.',
        ),
        p(
          'The Big Cheese is for 3 to 6 players. There is no hand to hide and no secret to keep: everything except the order of the deck is in plain view.',
        ),
      ],
    },
    components: {
      heading: 'Components',
      blocks: [
        p(
          'A deck of 36 cards: four copies each of the number cards 2, 4, 6, 8, 10, 12 and 20 (28 number cards), plus 4 Veto and 4 Big Cheese cards. Cards are printed on one side only.',
        ),
        p(
          'Workers: 10 for each player (14 in the “no luck” variant, 4 of them held in reserve). Workers that are not on a project are your free workers.',
        ),
        p(
          'Dice: by default one die for each number card, the polyhedral d4, d6, d8, d10, d12 and d20; in the one-d6 game a single six-sided die. The table rolls every die and shows every roll to everyone.',
        ),
      ],
    },
    setup: {
      heading: 'Setup',
      blocks: [
        p(
          'Shuffle the deck and lay it face up: only its top card can be seen. Every player starts with 10 free workers, no projects, no cards in hand and a score of 0.',
        ),
        p('The first opener, the player who bids first, is chosen at random.'),
      ],
    },
    auction: {
      heading: 'The auction',
      blocks: [
        p(
          'The game is a series of auctions. In each one, the face-up top card of the deck is the project on offer, and the players bid workers for it.',
        ),
      ],
    },
    bidding: {
      heading: 'Bidding',
      blocks: [
        p(
          'The opener acts first. Turns then go round the table in the table’s direction (counter-clockwise unless the game was created clockwise), skipping anyone who has passed.',
        ),
        p(
          'On your turn you do exactly one thing. Bid: offer more workers than the current high bid, but never more than your free workers; the first bid of an auction is at least 1. Pass: you are out of this auction for good. Or play a Veto, if you hold one (see Special cards).',
        ),
        p(
          'A player with no free workers can only pass or play a Veto. The opener too may pass without bidding.',
        ),
      ],
    },
    winning: {
      heading: 'Winning an auction, and workers coming back',
      blocks: [
        p(
          'The auction ends when only one player is still in and holds the high bid. That player wins the card at that price: they put the workers they bid on the card, which becomes one of their projects.',
        ),
        p(
          'At the same moment, every other project on the table, everyone’s, the winner’s older projects included, loses one worker, which goes back to its owner’s free workers. The card just won does not lose one.',
        ),
        p(
          'So a project bought for 3 workers matures after three more auctions that someone wins, however long ago it was bought. A project left with no workers is mature: it pays out at once (see below).',
        ),
        p('The winner of an auction opens the next one.'),
      ],
    },
    'no-bid': {
      heading: 'When everybody passes',
      blocks: [
        p(
          'If every player passes without anyone bidding, the card goes to the discard pile. No worker moves and no project advances; the next card is turned up and the same player opens again.',
        ),
        p(
          'Should a whole run through the deck and the discard pile pass without anyone winning an auction, the game ends and the highest score wins (ties as at the end of the game).',
        ),
      ],
    },
    payout: {
      heading: 'Mature projects pay out',
      blocks: [
        p(
          'After an auction is won and the workers have come back, every mature project pays out. A mature Veto or Big Cheese is not scored: it goes into its owner’s hand, to be used later. This happens first, so a Big Cheese that matures now can already be used on a number card that matures now.',
        ),
      ],
    },
    dice: {
      heading: 'What a number card scores',
      blocks: [
        p(
          'With polyhedral dice (the default), roll the die with as many faces as the card’s number, d4 for the 4 up to d20 for the 20, and score the roll. For the 2, roll any die: an odd result scores 1, an even result scores 2.',
        ),
        p('With a single d6, roll it and multiply by the card’s number: a 12 rolling 4 scores 48.'),
        p(
          'After paying out, the number card goes to the discard pile. Only one way of scoring is used in a game.',
        ),
      ],
    },
    'payout-order': {
      heading: 'In what order projects pay out',
      blocks: [
        p(
          'Number projects pay out owner by owner, starting with the auction’s winner and going on in the bidding direction. The order only matters when you hold a Big Cheese or play Exact 30: under Exact 30, an owner with several mature projects chooses which pays out first.',
        ),
      ],
    },
    specials: {
      heading: 'Special cards',
      blocks: [
        p(
          'Veto and Big Cheese cards are bought in auctions like any project and mature the same way. A matured special stays in its owner’s hand until used, then goes to the discard pile. Everyone can see who holds which specials, since they were won in open auctions.',
        ),
      ],
    },
    veto: {
      heading: 'Veto',
      blocks: [
        p(
          'Play a Veto on your own turn in an auction, instead of bidding or passing, even if you could not afford to outbid, as long as you have not passed in this auction. (A game may be created with the French reading instead: only while you have not yet bid in this auction.)',
        ),
        p(
          'The Veto and the card on offer both go to the discard pile. Every bid made so far is void, no worker moves and no project advances. The next card is turned up and the same opener opens the auction again. Several vetoes may follow one another.',
        ),
      ],
    },
    'big-cheese': {
      heading: 'Big Cheese',
      blocks: [
        p(
          'After the die has been rolled for one of your own number projects, you may discard a Big Cheese to roll it again. The new roll must be kept, even if it is worse. With the one-d6 game, the new roll is multiplied by the card’s number again.',
        ),
        p(
          'You may play another Big Cheese on the new roll (unless the game was created without chaining). Whenever you hold a Big Cheese after a roll for your project, the table asks you to keep the roll or play a Big Cheese before the score is counted.',
        ),
      ],
    },
    deck: {
      heading: 'When the deck runs out',
      blocks: [
        p(
          'When a new card must be turned up and the deck is empty, the discard pile is shuffled into a new face-up deck. This happens after the last auction’s payouts, so the cards just discarded are shuffled in too.',
        ),
        p(
          'The discard pile holds paid-out number cards, vetoed cards, used specials and cards nobody bid on. If the deck and the discard pile are both empty, every card is on a project or in a hand: the game ends and the highest score wins.',
        ),
      ],
    },
    end: {
      heading: 'End of the game and ties',
      blocks: [
        p(
          'The target is 40 points with polyhedral dice, 200 with a single d6 or the French dice variants, and 60 in the “no luck” variant; the game’s creator may set a higher target.',
        ),
        p(
          'The check is made after all the payouts of an auction. If at least one player has reached the target, the game ends and the highest score wins.',
        ),
        p(
          'On a tie for the highest score, the tied player with more scored projects wins; if they are still tied, they share the win. A game may instead be created to settle ties by drawing one of the tied players at random.',
        ),
      ],
    },
    variants: {
      heading: 'Variants and table options',
      blocks: [
        p(
          'The game’s creator picks the variant and options when creating the table; they are shown with the game.',
        ),
      ],
    },
    'exact-30': {
      heading: 'Exact 30',
      blocks: [
        p(
          'Only with polyhedral dice. A payout that would take your score above 30 is ignored: the card goes to the discard pile, scores nothing and does not count as a scored project. You may still play a Big Cheese on a roll that overshoots.',
        ),
        p(
          'The first player to reach exactly 30 wins. If several reach 30 in the same payouts, the one with more scored projects wins.',
        ),
      ],
    },
    'french-dice': {
      heading: 'The French dice variants',
      blocks: [
        p(
          'Two dice: roll two six-sided dice, keep the higher, and multiply it by the card’s number. A Big Cheese re-rolls one of the two dice, chosen by you, and the higher die is kept again. Target 200.',
        ),
        p(
          'Many dice: roll as many six-sided dice as the card’s number (2 for the 2, up to 20 for the 20), keep the higher half of them, and score twice their sum. A Big Cheese re-rolls any of those dice you choose. Target 200.',
        ),
      ],
    },
    'no-luck': {
      heading: 'No luck (French variant)',
      blocks: [
        p(
          'Each player has 14 workers: 10 free and 4 in reserve. A mature number project scores its number at once, with no dice. The first to 60 wins.',
        ),
        p(
          'When one of your Big Cheese cards matures, you trade it at once for 2 workers from your reserve, who join your free workers, and the card is discarded. Each player may hire at most 4 workers (two Big Cheese cards), and the whole table at most twice the number of players. After a limit is reached, a Big Cheese still matures but hires nobody: you might still buy one just to keep it from someone else. The Veto works as usual.',
        ),
      ],
    },
    'table-options': {
      heading: 'Other table options',
      blocks: [
        p(
          'Without the specials: the 8 Veto and Big Cheese cards are left out and the deck has 28 number cards. Direction: bidding goes counter-clockwise (the default) or clockwise. Who may Veto: anyone who has not passed (the default) or anyone who has not yet bid. Big Cheese on a re-roll: allowed (the default) or not. Ties: most scored projects then a shared win (the default), or drawn at random. Target: any score at least the variant’s target.',
        ),
      ],
    },
    hidden: {
      heading: 'What is hidden',
      blocks: [
        p(
          'Only the order of the deck under its face-up top card is hidden, from everyone, and after a reshuffle the new order is hidden too. Everything else is public: free workers, projects and their workers, specials held, scores, every die roll and the discard pile.',
        ),
      ],
    },
  },
  examples: {
    'worker-timing': {
      title: 'Example: when projects mature',
      caption:
        'Three players, P1, P2 and P3, bid clockwise. Step 1: P1 wins the 8 for 3 workers. Step 2: P2 wins the 6 for 2, and the 8 gives back one worker (3 left to 2). Step 3: P1 wins the 4 for only 1; the 8 and the 6 each give back one (1 left each). Step 4: P3 wins the 10 for 1, and the 8, the 6 and the 4 all reach 0 and mature together, although the 4 was won only one auction earlier. They pay out from the winner onward: P1’s 8 rolls 5 and P1’s 4 rolls 2 (7 points), then P2’s 6 rolls 3. P3, the winner, opens the next auction, on the 12.',
    },
    veto: {
      title: 'Example: a Veto',
      caption:
        'Step 1: P2 wins a Veto for 1 worker. Step 2: P1 wins the 2 for 1; the Veto matures and goes to P2’s hand. Step 3: the 20 is on offer and P1, the opener, bids 4. P2, who has not passed, plays the Veto instead of bidding: the 20 and the Veto go to the discard pile, P1’s bid is void, no worker moves and P1’s 2 keeps its worker. The 4 is turned up and P1 opens again.',
    },
    'big-cheese': {
      title: 'Example: a Big Cheese used at once',
      caption:
        'Step 1: P1 wins a Big Cheese for 2 workers. Step 2: P1 wins the 8 for 1, and the Big Cheese gives back a worker. Step 3: P2 wins the 2; P1’s Big Cheese and 8 both mature in the same payout. The Big Cheese goes to P1’s hand first, so when the 8’s d8 shows 1 P1 may use it at once. Step 4: P1 plays the Big Cheese and rolls again: 7, which must be kept. The 8 scores 7, and the 8 and the Big Cheese go to the discard pile.',
    },
    'exact-30': {
      title: 'Example: Exact 30',
      caption:
        'With Exact 30, P1 reaches 26 points: the 20 rolls 20 (step 2) and the 8 rolls 6 (step 3). Step 4: P2 wins the 2, and P1’s 10 matures and rolls 7. 26 + 7 would pass 30, so the payout is ignored: the 10 goes to the discard pile, scores nothing, and P1 stays on 26. A roll of 4 would have made exactly 30 and won the game.',
    },
  },
  figure: {
    player: 'P{n}',
    step: 'Step {n}',
    score: 'Scores: {n}',
    dice: 'Dice: {n}',
    discard: 'Discarded: {n}',
    opener: 'Opens: {name}',
    offer: 'On offer',
  },
};
