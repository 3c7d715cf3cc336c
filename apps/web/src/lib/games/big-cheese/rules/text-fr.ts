/** The Big Cheese's rulebook in French (structure in text.ts; terms as the table uses them). */
import { p } from '../../../rules/text.ts';
import type { RulesText } from './text.ts';

export const fr: RulesText = {
  example: 'Exemple',
  contents: 'Sommaire',
  version:
    'Cette page explique les règles les plus récentes (révision 2 des règles de Tavolo) ; une partie créée avant garde la version des règles avec laquelle elle a été créée.',
  sections: {
    overview: {
      heading: 'Le jeu en bref',
      blocks: [
        p(
          'Vous êtes des rats, vice-présidents de la Rat Financial Enterprise, qui se disputent le Big Cheese du Président partant à la retraite. On gagne en marquant des points avec des projets : chaque projet s’achète aux enchères, à découvert, en payant avec ses sous-fifres, et ne rapporte qu’une fois que tous les sous-fifres placés dessus sont revenus.',
        ),
        p(
          'The Big Cheese se joue de 3 à 6 joueurs. Pas de main à cacher, pas de secret : tout est visible de tous, sauf l’ordre de la pile.',
        ),
      ],
    },
    components: {
      heading: 'Matériel',
      blocks: [
        p(
          'Un paquet de 36 cartes : quatre exemplaires de chacune des cartes numérotées 2, 4, 6, 8, 10, 12 et 20 (28 cartes numérotées), plus 4 cartes Veto et 4 cartes Big Cheese. Les cartes ne sont imprimées que d’un côté.',
        ),
        p(
          'Sous-fifres : 10 par joueur (14 dans la variante « sans hasard », dont 4 en réserve). Les sous-fifres qui ne sont pas sur un projet sont vos sous-fifres disponibles.',
        ),
        p(
          'Dés : par défaut un dé par carte numérotée, les polyédriques d4, d6, d8, d10, d12 et d20 ; dans la partie à un seul d6, un dé à six faces. La table lance chaque dé et montre chaque jet à tous.',
        ),
      ],
    },
    setup: {
      heading: 'Mise en place',
      blocks: [
        p(
          'On mélange le paquet et on le pose face visible : seule sa carte du dessus se voit. Chaque joueur commence avec 10 sous-fifres disponibles, aucun projet, aucune carte en main et un score de 0.',
        ),
        p('Le premier joueur, celui qui enchérit en premier, est tiré au sort.'),
      ],
    },
    auction: {
      heading: 'Les enchères',
      blocks: [
        p(
          'La partie est une suite d’enchères. Dans chacune, la carte du dessus de la pile, face visible, est le projet aux enchères, et les joueurs enchérissent en sous-fifres pour l’obtenir.',
        ),
      ],
    },
    bidding: {
      heading: 'Enchérir',
      blocks: [
        p(
          'Le premier joueur agit d’abord. Puis on tourne dans le sens de la table (antihoraire, sauf si la partie a été créée dans le sens horaire), en sautant ceux qui ont passé.',
        ),
        p(
          'À votre tour, vous faites une seule chose. Enchérir : proposer plus de sous-fifres que la meilleure enchère, mais jamais plus que vos sous-fifres disponibles ; la première enchère d’une vente est d’au moins 1. Passer : vous êtes hors de cette enchère pour de bon. Ou jouer un Veto, si vous en avez un (voir Cartes spéciales).',
        ),
        p(
          'Un joueur sans sous-fifre disponible ne peut que passer ou jouer un Veto. Le premier joueur aussi peut passer sans enchérir.',
        ),
      ],
    },
    winning: {
      heading: 'Remporter une enchère, et le retour des sous-fifres',
      blocks: [
        p(
          'L’enchère se termine quand il ne reste qu’un joueur en lice et qu’il détient la meilleure enchère. Il remporte la carte à ce prix : il place dessus les sous-fifres enchéris, et la carte devient l’un de ses projets.',
        ),
        p(
          'Au même moment, chaque autre projet sur la table, de tous les joueurs, y compris les projets plus anciens du gagnant, perd un sous-fifre, qui redevient disponible pour son propriétaire. La carte qui vient d’être remportée n’en perd pas.',
        ),
        p(
          'Ainsi un projet acheté 3 sous-fifres arrive à terme après trois autres enchères remportées par quelqu’un, quel que soit le moment où il a été acheté. Un projet qui n’a plus de sous-fifre est arrivé à terme : il rapporte aussitôt (voir plus bas).',
        ),
        p('Le gagnant d’une enchère est le premier joueur de la suivante.'),
      ],
    },
    'no-bid': {
      heading: 'Quand tout le monde passe',
      blocks: [
        p(
          'Si tous les joueurs passent sans que personne n’enchérisse, la carte va à la défausse. Aucun sous-fifre ne bouge et aucun projet n’avance ; on retourne la carte suivante et le même joueur ouvre de nouveau.',
        ),
        p(
          'Si un tour complet de la pile et de la défausse se passait sans que personne ne remporte d’enchère, la partie s’arrête et le meilleur score gagne (égalités comme en fin de partie).',
        ),
      ],
    },
    payout: {
      heading: 'Les projets arrivés à terme rapportent',
      blocks: [
        p(
          'Après une enchère remportée et le retour des sous-fifres, chaque projet arrivé à terme rapporte. Un Veto ou un Big Cheese arrivé à terme ne marque pas : il va dans la main de son propriétaire, qui s’en servira plus tard. Cela se fait d’abord, si bien qu’un Big Cheese qui arrive à terme maintenant peut déjà servir pour une carte numérotée qui arrive à terme maintenant.',
        ),
      ],
    },
    dice: {
      heading: 'Ce que rapporte une carte numérotée',
      blocks: [
        p(
          'Avec les dés polyédriques (par défaut), on lance le dé qui a autant de faces que le numéro de la carte, le d4 pour le 4 jusqu’au d20 pour le 20, et on marque le résultat. Pour le 2, on lance n’importe quel dé : un résultat impair vaut 1, un résultat pair vaut 2.',
        ),
        p(
          'Avec un seul d6, on le lance et on multiplie par le numéro de la carte : un 12 qui fait 4 rapporte 48.',
        ),
        p(
          'Après avoir rapporté, la carte numérotée va à la défausse. Une partie n’utilise qu’une seule façon de marquer.',
        ),
      ],
    },
    'payout-order': {
      heading: 'Dans quel ordre les projets rapportent',
      blocks: [
        p(
          'Les projets numérotés rapportent propriétaire par propriétaire, en commençant par le gagnant de l’enchère et en continuant dans le sens des enchères. L’ordre ne compte que si vous avez un Big Cheese ou si l’on joue à 30 exactement : dans ce cas, celui qui a plusieurs projets arrivés à terme choisit lequel rapporte d’abord.',
        ),
      ],
    },
    specials: {
      heading: 'Cartes spéciales',
      blocks: [
        p(
          'Les cartes Veto et Big Cheese s’achètent aux enchères comme tout projet et arrivent à terme de la même façon. Une carte spéciale arrivée à terme reste dans la main de son propriétaire jusqu’à ce qu’il s’en serve, puis va à la défausse. Chacun sait qui détient quelles cartes spéciales, puisqu’elles ont été remportées à découvert.',
        ),
      ],
    },
    veto: {
      heading: 'Veto',
      blocks: [
        p(
          'On joue un Veto à son tour pendant une enchère, au lieu d’enchérir ou de passer, même sans pouvoir surenchérir, tant qu’on n’a pas passé dans cette enchère. (Une partie peut être créée avec la lecture française : seulement tant qu’on n’a pas encore enchéri dans cette enchère.)',
        ),
        p(
          'Le Veto et la carte aux enchères vont tous deux à la défausse. Toutes les enchères faites jusque-là sont annulées, aucun sous-fifre ne bouge et aucun projet n’avance. On retourne la carte suivante et le même premier joueur rouvre l’enchère. Plusieurs Veto peuvent se suivre.',
        ),
      ],
    },
    'big-cheese': {
      heading: 'Big Cheese',
      blocks: [
        p(
          'Après le jet du dé pour l’un de vos propres projets numérotés, vous pouvez défausser un Big Cheese pour le relancer. Le nouveau jet doit être gardé, même s’il est moins bon. Dans la partie à un seul d6, le nouveau jet est de nouveau multiplié par le numéro de la carte.',
        ),
        p(
          'Vous pouvez jouer un autre Big Cheese sur le nouveau jet (sauf si la partie a été créée sans). Chaque fois que vous avez un Big Cheese après un jet pour votre projet, la table vous demande de garder le jet ou de jouer un Big Cheese avant de compter les points.',
        ),
      ],
    },
    deck: {
      heading: 'Quand la pile est épuisée',
      blocks: [
        p(
          'Quand il faut retourner une carte et que la pile est vide, on mélange la défausse pour en faire une nouvelle pile face visible. Cela se fait après les gains de la dernière enchère, si bien que les cartes tout juste défaussées sont mélangées aussi.',
        ),
        p(
          'La défausse reçoit les cartes numérotées qui ont rapporté, les cartes frappées d’un Veto, les cartes spéciales utilisées et les cartes sur lesquelles personne n’a enchéri. Si la pile et la défausse sont toutes deux vides, chaque carte est sur un projet ou en main : la partie s’arrête et le meilleur score gagne.',
        ),
      ],
    },
    end: {
      heading: 'Fin de partie et égalités',
      blocks: [
        p(
          'L’objectif est de 40 points avec les dés polyédriques, de 200 avec un seul d6 ou les variantes françaises de dés, et de 60 dans la variante « sans hasard » ; le créateur de la partie peut fixer un objectif plus élevé.',
        ),
        p(
          'On vérifie après tous les gains d’une enchère. Si au moins un joueur a atteint l’objectif, la partie s’arrête et le meilleur score gagne.',
        ),
        p(
          'En cas d’égalité pour le meilleur score, gagne le joueur à égalité qui a le plus de projets ayant marqué ; s’ils sont encore à égalité, ils partagent la victoire. Une partie peut aussi être créée pour trancher les égalités en tirant au sort l’un des ex æquo.',
        ),
      ],
    },
    variants: {
      heading: 'Variantes et options de la table',
      blocks: [
        p(
          'Le créateur de la partie choisit la variante et les options en créant la table ; elles sont affichées avec la partie.',
        ),
      ],
    },
    'exact-30': {
      heading: '30 exactement',
      blocks: [
        p(
          'Seulement avec les dés polyédriques. Un gain qui ferait dépasser 30 à votre score est ignoré : la carte va à la défausse, ne marque rien et ne compte pas comme projet ayant marqué. Vous pouvez tout de même jouer un Big Cheese sur un jet qui dépasse.',
        ),
        p(
          'Le premier à atteindre exactement 30 gagne. Si plusieurs joueurs atteignent 30 lors des mêmes gains, celui qui a le plus de projets ayant marqué gagne.',
        ),
      ],
    },
    'french-dice': {
      heading: 'Les variantes françaises de dés',
      blocks: [
        p(
          'Deux dés : on lance deux dés à six faces, on garde le plus haut et on le multiplie par le numéro de la carte. Un Big Cheese relance l’un des deux dés, choisi par vous, et l’on garde de nouveau le plus haut. Objectif 200.',
        ),
        p(
          'Beaucoup de dés : on lance autant de dés à six faces que le numéro de la carte (2 pour le 2, jusqu’à 20 pour le 20), on garde la moitié la plus haute et l’on marque deux fois leur somme. Un Big Cheese relance les dés que vous choisissez. Objectif 200.',
        ),
      ],
    },
    'no-luck': {
      heading: 'Sans hasard (variante française)',
      blocks: [
        p(
          'Chaque joueur a 14 sous-fifres : 10 disponibles et 4 en réserve. Un projet numéroté arrivé à terme rapporte aussitôt son numéro, sans dé. Le premier à 60 gagne.',
        ),
        p(
          'Quand l’un de vos Big Cheese arrive à terme, vous l’échangez aussitôt contre 2 sous-fifres de votre réserve, qui deviennent disponibles, et la carte va à la défausse. Chaque joueur peut embaucher au plus 4 sous-fifres (deux Big Cheese), et toute la table au plus deux fois le nombre de joueurs. Une limite atteinte, un Big Cheese arrive quand même à terme mais n’embauche personne : on peut l’acheter rien que pour en priver un autre. Le Veto fonctionne comme d’habitude.',
        ),
      ],
    },
    'table-options': {
      heading: 'Autres options de la table',
      blocks: [
        p(
          'Sans cartes spéciales : les 8 cartes Veto et Big Cheese sont retirées et le paquet compte 28 cartes numérotées. Sens : les enchères tournent dans le sens antihoraire (par défaut) ou horaire. Qui peut jouer un Veto : qui n’a pas passé (par défaut) ou qui n’a pas encore enchéri. Big Cheese sur un nouveau jet : permis (par défaut) ou non. Égalités : le plus de projets ayant marqué, puis victoire partagée (par défaut), ou tirage au sort. Objectif : tout score au moins égal à celui de la variante.',
        ),
      ],
    },
    hidden: {
      heading: 'Ce qui est caché',
      blocks: [
        p(
          'Seul l’ordre de la pile sous sa carte visible est caché, à tous, et après un mélange le nouvel ordre l’est aussi. Tout le reste est public : sous-fifres disponibles, projets et leurs sous-fifres, cartes spéciales en main, scores, chaque jet de dé et la défausse.',
        ),
      ],
    },
  },
  examples: {
    'worker-timing': {
      title: 'Exemple : quand les projets arrivent à terme',
      caption:
        'Trois joueurs, J1, J2 et J3, enchérissent dans le sens horaire. Étape 1 : J1 remporte le 8 pour 3 sous-fifres. Étape 2 : J2 remporte le 6 pour 2, et le 8 rend un sous-fifre (de 3 à 2). Étape 3 : J1 remporte le 4 pour 1 seul ; le 8 et le 6 en rendent chacun un (1 chacun). Étape 4 : J3 remporte le 10 pour 1, et le 8, le 6 et le 4 tombent tous à 0 et arrivent à terme ensemble, bien que le 4 n’ait été remporté qu’une enchère plus tôt. Ils rapportent à partir du gagnant : le 8 de J1 fait 5 et le 4 de J1 fait 2 (7 points), puis le 6 de J2 fait 3. J3, le gagnant, ouvre l’enchère suivante, sur le 12.',
    },
    veto: {
      title: 'Exemple : un Veto',
      caption:
        'Étape 1 : J2 remporte un Veto pour 1 sous-fifre. Étape 2 : J1 remporte le 2 pour 1 ; le Veto arrive à terme et va dans la main de J2. Étape 3 : le 20 est aux enchères et J1, premier joueur, enchérit 4. J2, qui n’a pas passé, joue le Veto au lieu d’enchérir : le 20 et le Veto vont à la défausse, l’enchère de J1 est annulée, aucun sous-fifre ne bouge et le 2 de J1 garde son sous-fifre. On retourne le 4 et J1 ouvre de nouveau.',
    },
    'big-cheese': {
      title: 'Exemple : un Big Cheese joué aussitôt',
      caption:
        'Étape 1 : J1 remporte un Big Cheese pour 2 sous-fifres. Étape 2 : J1 remporte le 8 pour 1, et le Big Cheese rend un sous-fifre. Étape 3 : J2 remporte le 2 ; le Big Cheese et le 8 de J1 arrivent à terme lors des mêmes gains. Le Big Cheese va d’abord dans la main de J1, si bien que quand le d8 du 8 fait 1, J1 peut s’en servir aussitôt. Étape 4 : J1 joue le Big Cheese et relance : 7, qu’il faut garder. Le 8 rapporte 7, et le 8 et le Big Cheese vont à la défausse.',
    },
    'exact-30': {
      title: 'Exemple : 30 exactement',
      caption:
        'À 30 exactement, J1 atteint 26 points : le 20 fait 20 (étape 2) et le 8 fait 6 (étape 3). Étape 4 : J2 remporte le 2, et le 10 de J1 arrive à terme et fait 7. 26 + 7 dépasserait 30, donc le gain est ignoré : le 10 va à la défausse, ne rapporte rien, et J1 reste à 26. Un 4 aurait fait exactement 30 et gagné la partie.',
    },
  },
  figure: {
    player: 'J{n}',
    step: 'Étape {n}',
    score: 'Scores : {n}',
    dice: 'Dés : {n}',
    discard: 'Défaussées : {n}',
    opener: 'Ouvre : {name}',
    offer: 'Aux enchères',
  },
};
