/** English names, values and hints of every game's options (keys: see ../labels.ts). */
export const en: Readonly<Record<string, string>> = {
  'big-cheese.options.scoring.label': 'Dice for scoring',
  'big-cheese.options.scoring.hint': 'How a finished number project scores.',
  'big-cheese.options.scoring.values.d6': 'One six-sided die × the card’s value',
  'big-cheese.options.scoring.values.poly': 'The card’s own die (d4 to d20)',
  'big-cheese.options.scoring.values.fr_two_dice': 'French variant 1: best of two d6 × value',
  'big-cheese.options.scoring.values.fr_many_dice':
    'French variant 2: value d6, keep the best half',
  'big-cheese.options.scoring.values.no_luck': 'No luck: the card’s face value',
  'big-cheese.options.target.label': 'Points to win',
  'big-cheese.options.target.hint':
    'Leave empty for the usual target: 200 with six-sided dice, 40 with the card’s die, 60 without luck. A higher target makes a longer game.',
  'big-cheese.options.exact30.label': 'Exact 30',
  'big-cheese.options.exact30.hint':
    'Only with the card’s own die: the first to reach exactly 30 wins; a roll past 30 scores nothing.',
  'big-cheese.options.specials.label': 'Veto and Big Cheese cards',
  'big-cheese.options.specials.hint': 'Without them the deck has only the 28 number cards.',
  'big-cheese.options.direction.label': 'Bidding goes',
  'big-cheese.options.direction.values.ccw': 'to the right (anticlockwise)',
  'big-cheese.options.direction.values.cw': 'to the left (clockwise)',
  'big-cheese.options.veto_eligibility.label': 'A Veto may be played',
  'big-cheese.options.veto_eligibility.values.not_passed': 'until its holder passes',
  'big-cheese.options.veto_eligibility.values.not_yet_bid':
    'only before its holder bids (French rules)',
  'big-cheese.options.big_cheese_chain.label': 'Big Cheese on a re-roll',
  'big-cheese.options.big_cheese_chain.hint':
    'Whether a second Big Cheese may re-roll a die that a Big Cheese has just re-rolled.',
  'big-cheese.options.no_bid_policy.label': 'When everybody passes',
  'big-cheese.options.no_bid_policy.values.discard_same_opener':
    'the card is discarded and the same player opens again',
  'big-cheese.options.tie_break.label': 'A tie for first place goes to',
  'big-cheese.options.tie_break.values.most_projects':
    'the most scored projects, else a shared win',
  'big-cheese.options.tie_break.values.chance': 'one of the tied players, drawn at random',

  'big-shot.options.hidden_money.label': 'Hidden money',
  'big-shot.options.hidden_money.hint':
    'Cash stays hidden until a player is caught bidding more than they can pay.',
  'big-shot.options.certificate_supply.label': 'Debt certificates in the bank',
  'big-shot.options.certificate_supply.values.unlimited': 'as many as needed',
  'big-shot.options.certificate_supply.values.original_30': '30, as in the original box',
  'big-shot.options.certificate_supply.values.re_edition_25': '25, as in the re-edition',
  'big-shot.options.nobody_eligible.label': 'If nobody owns enough properties',
  'big-shot.options.nobody_eligible.values.no_winner': 'nobody wins',
  'big-shot.options.nobody_eligible.values.highest_fortune': 'the highest fortune wins',
  'big-shot.options.overbid_check.label': 'With hidden money, who is caught bidding too much',
  'big-shot.options.overbid_check.hint':
    'The winner is found out when paying, as at a real table; or, as only a server can, everyone who bid more than their cash.',
  'big-shot.options.overbid_check.values.winner': 'the winner, when paying',
  'big-shot.options.overbid_check.values.any_bidder': 'every bidder, when the auction closes',

  'bon-appetit.options.auto_reveal.label': 'Cards turned over by the server for',
  'bon-appetit.options.auto_reveal.hint':
    'For players who would rather not click through their own turns: the server turns their cards over at once.',
  'bon-appetit.options.starting_seat.label': 'Who starts',
  'bon-appetit.options.starting_seat.values.random': 'drawn at random',
  'bon-appetit.options.initial_card.label': 'The first card in the centre',
  'bon-appetit.options.initial_card.values.hunted':
    'a mouse there is hunted by the starter, as if their right-hand neighbour had played it',
  'bon-appetit.options.initial_card.values.inert': 'starts no hunt',

  'cheesonomics.options.flavour.label': 'Flavour',
  'cheesonomics.options.flavour.hint':
    'Sharp deals each player a supply of market wedges: every sale replaces a market wedge from it, and market symbols allow a swap.',
  'cheesonomics.options.flavour.values.mild': 'Mild',
  'cheesonomics.options.flavour.values.sharp': 'Sharp',
};
