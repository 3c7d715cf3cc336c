/** Noms, valeurs et explications en français des options de chaque jeu (clés : voir ../labels.ts). */
export const fr: Readonly<Record<string, string>> = {
  'big-cheese.options.scoring.label': 'Dés pour les points',
  'big-cheese.options.scoring.hint': 'Ce que rapporte un projet numéroté arrivé à terme.',
  'big-cheese.options.scoring.values.d6': 'Un dé à 6 faces × la valeur de la carte',
  'big-cheese.options.scoring.values.poly': 'Le dé de la carte (du d4 au d20)',
  'big-cheese.options.scoring.values.fr_two_dice':
    'Variante française 1\u00a0: le meilleur de deux d6 × la valeur',
  'big-cheese.options.scoring.values.fr_many_dice':
    'Variante française 2\u00a0: autant de d6 que la valeur, on garde la meilleure moitié',
  'big-cheese.options.scoring.values.no_luck': 'Sans hasard\u00a0: la valeur imprimée sur la carte',
  'big-cheese.options.target.label': 'Points pour gagner',
  'big-cheese.options.target.hint':
    'Laissez vide pour l’objectif habituel\u00a0: 200 avec le dé à 6 faces, 40 avec le dé de la carte, 60 sans hasard. Un objectif plus élevé allonge la partie.',
  'big-cheese.options.exact30.label': '30 exactement',
  'big-cheese.options.exact30.hint':
    'Seulement avec le dé de la carte\u00a0: le premier à atteindre exactement 30 gagne\u00a0; un jet qui dépasse 30 ne rapporte rien.',
  'big-cheese.options.specials.label': 'Cartes Veto et Big Cheese',
  'big-cheese.options.specials.hint':
    'Sans elles, la pioche ne compte que les 28 cartes numérotées.',
  'big-cheese.options.direction.label': 'Les enchères tournent',
  'big-cheese.options.direction.values.ccw':
    'vers la droite (sens inverse des aiguilles d’une montre)',
  'big-cheese.options.direction.values.cw': 'vers la gauche (sens des aiguilles d’une montre)',
  'big-cheese.options.veto_eligibility.label': 'Un Veto peut être joué',
  'big-cheese.options.veto_eligibility.values.not_passed': 'tant que son détenteur n’a pas passé',
  'big-cheese.options.veto_eligibility.values.not_yet_bid':
    'seulement avant que son détenteur ait enchéri (règle française)',
  'big-cheese.options.big_cheese_chain.label': 'Big Cheese sur un nouveau jet',
  'big-cheese.options.big_cheese_chain.hint':
    'Si un second Big Cheese peut faire rejeter un dé qu’un Big Cheese vient de faire rejeter.',
  'big-cheese.options.no_bid_policy.label': 'Quand tout le monde passe',
  'big-cheese.options.no_bid_policy.values.discard_same_opener':
    'la carte est défaussée et le même joueur recommence',
  'big-cheese.options.tie_break.label': 'Une égalité pour la première place revient',
  'big-cheese.options.tie_break.values.most_projects':
    'à qui a le plus de projets payés, sinon victoire partagée',
  'big-cheese.options.tie_break.values.chance': 'à l’un des ex æquo, tiré au sort',

  'big-shot.options.hidden_money.label': 'Argent caché',
  'big-shot.options.hidden_money.hint':
    'L’argent reste caché jusqu’à ce qu’un joueur soit pris à enchérir plus qu’il ne peut payer.',
  'big-shot.options.certificate_supply.label': 'Reconnaissances de dette à la banque',
  'big-shot.options.certificate_supply.values.unlimited': 'autant qu’il en faut',
  'big-shot.options.certificate_supply.values.original_30': '30, comme dans la boîte d’origine',
  'big-shot.options.certificate_supply.values.re_edition_25': '25, comme dans la réédition',
  'big-shot.options.nobody_eligible.label': 'Si personne n’a assez de propriétés',
  'big-shot.options.nobody_eligible.values.no_winner': 'personne ne gagne',
  'big-shot.options.nobody_eligible.values.highest_fortune': 'la plus grande fortune gagne',
  'big-shot.options.overbid_check.label': 'Avec l’argent caché, qui est pris à trop enchérir',
  'big-shot.options.overbid_check.hint':
    'Le gagnant est démasqué en payant, comme à une vraie table ; ou, comme seul un serveur le peut, tous ceux qui ont enchéri plus que leur argent.',
  'big-shot.options.overbid_check.values.winner': 'le gagnant, en payant',
  'big-shot.options.overbid_check.values.any_bidder':
    'chaque enchérisseur, à la clôture des enchères',

  'bon-appetit.options.auto_reveal.label': 'Cartes retournées par le serveur pour',
  'bon-appetit.options.auto_reveal.hint':
    'Pour qui préfère ne pas cliquer à chaque tour\u00a0: le serveur retourne aussitôt ses cartes.',
  'bon-appetit.options.starting_seat.label': 'Qui commence',
  'bon-appetit.options.starting_seat.values.random': 'tiré au sort',
  'bon-appetit.options.initial_card.label': 'La première carte au centre',
  'bon-appetit.options.initial_card.values.hunted':
    'une souris y est chassée par le premier joueur, comme si son voisin de droite l’avait jouée',
  'bon-appetit.options.initial_card.values.inert': 'n’ouvre aucune chasse',

  'cheesonomics.options.flavour.label': 'Saveur',
  'cheesonomics.options.flavour.hint':
    'Corsé donne à chaque joueur une réserve de portions du marché\u00a0: chaque vente remplace une portion du marché, et les symboles du marché permettent un échange.',
  'cheesonomics.options.flavour.values.mild': 'Doux',
  'cheesonomics.options.flavour.values.sharp': 'Corsé',
};
