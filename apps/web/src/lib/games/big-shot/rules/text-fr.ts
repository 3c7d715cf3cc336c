/** Les règles de Big Shot en français (RULES.md §2, révision 2), avec les termes de la table. */
import { h3, list, p } from '../../../rules/text.ts';
import type { BigShotRulesText } from './text.ts';

export const fr: BigShotRulesText = {
  contents: 'Sommaire',
  example: 'Exemple',
  sections: {
    overview: {
      heading: 'Le jeu en bref',
      blocks: [
        p(
          'Big Shot (Alex Randolph, Ravensburger 2001) est un jeu de tractations tactiques pour 2 à 4 joueurs, dans une ville en plein boom des années 1920. On enchérit pour des cubes de quatre couleurs et on les pose sur les terrains de la ville. Un terrain plein revient à une couleur — mais les couleurs qui y ont autant de cubes s’annulent, si bien que les cubes posés pour les adversaires comptent autant que les vôtres.',
        ),
        p(
          'Après 18 enchères, votre fortune vaut la valeur de vos propriétés plus votre argent, moins vos dettes. Le plus riche des joueurs qui possèdent au moins 2 propriétés gagne.',
        ),
        p(
          'Cette page explique les règles en version 2.0.0 (la révision du 25 novembre 2026). Une partie créée avant garde la version des règles sous laquelle elle a été créée, et sa table l’indique.',
        ),
      ],
    },
    components: {
      heading: 'Matériel',
      blocks: [
        list(
          'La ville : 13 terrains. 11 portent une valeur en millions de dollars (M) : six terrains pauvres de 9, 10 et 11 M (A9–A11 et B9–B11) et cinq terrains riches H1–H5 (16, 17, 18, 20 et 21 M). Les 2 autres terrains sont des parcs (P1 et P2), qui ne valent rien par eux-mêmes.',
          'Chaque parc touche trois terrains pauvres : P1 touche A9, A10 et A11 ; P2 touche B9, B10 et B11.',
          'Une boucle de 18 cases d’enchères autour de la ville, numérotées de 1 à 18 dans le sens horaire, et le courtier, un pion qui s’y déplace.',
          '72 cubes, 18 de chacune des quatre couleurs : rouge, jaune, noir et blanc.',
          'Des titres de propriété (un par terrain vendu), des reconnaissances de dette de 10 M, de l’argent, une carte d’affaires par couleur et un dé.',
        ),
        p(
          'Les valeurs exactes du plateau imprimé n’ont été trouvées dans aucune source : le serveur utilise celles ci-dessus, rangées dans un seul fichier de données pour pouvoir les corriger.',
        ),
      ],
    },
    setup: {
      heading: 'Mise en place',
      blocks: [
        list(
          'Les 72 cubes sont mélangés et répartis sur les 18 cases, 4 par case. Aucune case ne peut porter 4 cubes d’une même couleur : chacune montre au moins 2 couleurs.',
          'Le courtier part d’une case tirée au hasard.',
          'Chaque joueur tire une carte d’affaires, qui fixe sa couleur, et reçoit 10 M. L’argent est à découvert : chacun voit l’argent de tous.',
          'Chacun lance le dé ; le plus haut commence (en cas d’égalité, on relance).',
        ),
      ],
    },
    broker: {
      heading: 'Un tour, étape 1 : le courtier avance',
      blocks: [
        p(
          'La partie dure exactement 18 tours, une enchère chacun. Le joueur dont c’est le tour — le lanceur — lance le dé et avance le courtier d’autant de cases dans le sens horaire, en ne comptant que les cases qui portent encore des cubes. Les cases vides sont sautées comme si elles n’existaient pas.',
        ),
        p(
          'Les 4 cubes de la case où s’arrête le courtier sont mis aux enchères. Après le tour, le dé passe à gauche. Au 18e tour il ne reste qu’une case pleine, et le courtier l’atteint quel que soit le dé.',
        ),
      ],
    },
    auction: {
      heading: 'Un tour, étape 2 : l’enchère',
      blocks: [
        p(
          'Les enchères commencent par le joueur à gauche du lanceur et tournent dans le sens horaire ; le lanceur enchérit aussi, en dernier au premier tour. Quand vient votre tour, vous :',
        ),
        list(
          'enchérissez un nombre entier de millions, plus haut que la meilleure enchère et pas plus que votre argent (la première enchère vaut au moins 1 M) ; ou',
          'passez, et vous quittez cette enchère.',
        ),
        p(
          'Vous pouvez enchérir sur des cubes qui n’ont pas votre couleur. À court d’argent, vous pouvez emprunter avant d’enchérir (voir Emprunts). Quand il ne reste que le meilleur enchérisseur, il paie son enchère à la banque et prend les 4 cubes.',
        ),
        p('Si personne n’enchérit, le lanceur prend les 4 cubes gratuitement.'),
      ],
    },
    placement: {
      heading: 'Un tour, étape 3 : poser les cubes',
      blocks: [
        p(
          'Celui qui a pris les cubes les pose tous les 4, un à un, sur des terrains invendus : sa couleur, celles des adversaires et celle du mort, répartis ou plusieurs sur un même terrain. Un terrain porte au plus 7 cubes.',
        ),
        p(
          'Un terrain qui reçoit son 7e cube est vendu aussitôt, selon la règle de propriété ci-dessous. La couleur propriétaire pose un titre sous un de ses cubes ; les 6 autres cubes quittent la partie et le terrain est fermé. Les cubes encore en main vont ensuite ailleurs. La place ne manque jamais : au moins 3 terrains restent ouverts toute la partie.',
        ),
      ],
    },
    ownership: {
      heading: 'À qui revient un terrain',
      blocks: [
        p(
          'Comptez les cubes de chaque couleur sur le terrain. Toutes les couleurs qui ont le même nombre de cubes s’annulent — à tous les niveaux, pas seulement en tête. Parmi les couleurs restantes, la plus nombreuse obtient le terrain. S’il n’en reste aucune, le terrain n’a pas de propriétaire.',
        ),
        list(
          '3 / 3 / 1 : les deux trois s’annulent ; la couleur qui a 1 cube obtient le terrain.',
          '2 / 2 / 2 / 1 : les deux s’annulent ; le terrain va à la couleur qui a 1.',
          '3 / 2 / 2 : les deux s’annulent ; il va à la couleur qui a 3.',
          'En fin de partie, 2 / 1 / 1 va au 2 ; un cube seul (1 / 0) obtient son terrain ; 2 / 2 / 1 va au 1.',
          'En fin de partie, 3 / 3 ou 2 / 2 / 1 / 1 laisse le terrain sans propriétaire.',
        ),
        p(
          'Un terrain plein de 7 cubes a toujours un propriétaire ; seuls les terrains attribués en fin de partie peuvent rester sans.',
        ),
      ],
    },
    loans: {
      heading: 'Emprunts',
      blocks: [
        p(
          'Quand c’est à vous d’enchérir, avant d’enchérir, vous pouvez emprunter — au plus une fois par tour (une par enchère). Vous recevez une reconnaissance de dette de 10 M, mais la banque vous verse chaque fois moins : 9 M au premier emprunt, 8 M au deuxième, puis 7, 6, etc. Au plus 9 emprunts rapportent donc quelque chose.',
        ),
        p(
          'Les reconnaissances sont publiques. En fin de partie, chacune vous coûte 10 M. Trois emprunts sur trois tours rapportent 9 + 8 + 7 = 24 M et coûtent 30 M à la fin.',
        ),
        p('Un deuxième emprunt dans le même tour est refusé.'),
      ],
    },
    end: {
      heading: 'Fin de partie et décompte',
      blocks: [
        p(
          'Après la pose du 18e tour, toutes les cases sont vides. Chaque terrain invendu qui porte des cubes est alors attribué selon la règle de propriété, même un cube seul. Les terrains sans cube, ou où toutes les couleurs s’annulent, restent sans propriétaire.',
        ),
        h3('Fortune'),
        list(
          'Chaque propriété vaut sa valeur imprimée — doublée si la même couleur possède aussi un parc voisin. Un parc ne vaut rien par lui-même, et un terrain n’est jamais plus que doublé.',
          'Fortune = valeur des propriétés + argent − 10 M par reconnaissance de dette.',
        ),
        h3('Qui gagne'),
        p(
          'Seul un joueur qui possède au moins 2 propriétés (les parcs comptent) peut gagner. Parmi eux, la plus grande fortune gagne — même négative. Une égalité exacte est une victoire partagée. Si personne n’a 2 propriétés, personne ne gagne (sauf si la table a choisi l’option « la plus grande fortune gagne »).',
        ),
        p(
          'Ainsi, un joueur à 60 M avec une seule propriété perd contre un joueur qui a 2 propriétés et une fortune de −4 M.',
        ),
      ],
    },
    three: {
      heading: 'À trois : le mort',
      blocks: [
        p(
          'La quatrième couleur appartient au mort. Il n’a pas d’argent, n’enchérit jamais et ne lance jamais le dé ; le dé ne passe qu’entre les trois joueurs. Ses cubes sont mis aux enchères et posés comme les autres, et l’on peut même donner un terrain au mort — pour l’ôter aux adversaires. Le mort ne gagne jamais.',
        ),
      ],
    },
    two: {
      heading: 'À deux : deux couleurs chacun',
      blocks: [
        p(
          'Chaque joueur joue deux couleurs, chacune avec sa bourse de 10 M. Les bourses ne s’additionnent jamais.',
        ),
        list(
          'Les emprunts se déclarent avant chaque enchère, pour l’une ou l’autre couleur ou les deux, au plus un par couleur et par tour ; le compte 9, 8, 7… est tenu par couleur.',
          'On enchérit en personne. Le gagnant choisit ensuite laquelle de ses couleurs paie tout le prix : une enchère ne peut donc dépasser l’argent de la couleur la plus riche. Avec 6 M et 7 M vous pouvez enchérir 7, payés entièrement par la couleur à 7 M, mais pas 8.',
          'Les propriétés appartiennent aux couleurs : vos deux couleurs peuvent s’annuler sur un terrain, et un parc ne double que les terrains de sa propre couleur.',
          'Pour gagner, chacune de vos couleurs doit posséder au moins 2 propriétés. Votre fortune est la somme de celles de vos deux couleurs.',
        ),
      ],
    },
    hidden: {
      heading: 'Variante : argent caché',
      blocks: [
        p(
          'Chacun garde son argent caché. Les emprunts se déclarent au début de chaque tour, avant le lancer — quand personne ne sait encore quels cubes seront en vente — une décision par joueur, en commençant par le voisin de gauche du lanceur.',
        ),
        p(
          'Les enchères ne sont pas limitées par l’argent (mais une enchère au-delà de 55 M, plus que quiconque ne peut jamais avoir, est refusée). Si le gagnant ne peut pas payer, il est pris à surenchérir : il joue à découvert pour le reste de la partie, et l’enchère est recommencée avec les mêmes cubes et le même lanceur, sans nouvel emprunt. Dans l’enchère recommencée, ses enchères sont limitées par son argent découvert.',
        ),
        p(
          'Avec l’option « contrôler chaque enchérisseur », à la clôture d’une enchère, quiconque y a enchéri plus que l’argent qu’il avait à ce moment est pris, pas seulement le gagnant.',
        ),
      ],
    },
    options: {
      heading: 'Options d’une table',
      blocks: [
        list(
          'Argent caché : la variante ci-dessus (désactivée par défaut).',
          'Reconnaissances de dette : illimitées (par défaut), 30 comme dans la boîte d’origine, ou 25 comme dans la réédition de 2018.',
          'Si personne n’a 2 propriétés : personne ne gagne (par défaut), ou la plus grande fortune gagne.',
          'Qui est pris à surenchérir (argent caché seulement) : le gagnant (par défaut), ou chaque enchérisseur.',
        ),
      ],
    },
    secrets: {
      heading: 'Ce qui est caché, et à qui',
      blocks: [
        p(
          'Dans le jeu de base rien n’est caché : argent, cubes, enchères, emprunts et titres sont visibles de tous. Avec l’argent caché, chacun ne voit que son propre argent — celui d’un joueur pris à surenchérir, et celui de tous en fin de partie. Reconnaissances, enchères et prix restent publics.',
        ),
      ],
    },
  },
  examples: {
    broker: {
      title: 'Le courtier saute les cases vides',
      caption:
        'Le courtier est sur la case 6, et les cases 7 et 8 sont déjà vides. Le lanceur fait 3 : le courtier compte les cases 9, 10 et 11 et s’arrête sur la 11, dont les 4 cubes sont mis aux enchères.',
    },
    ownership: {
      title: 'Les couleurs à égalité s’annulent',
      caption:
        'Le terrain H5 porte 2 jaunes, 1 rouge et 1 blanc. Le blanc a remporté 2 rouges, 1 jaune et 1 noir pour 4 M et pose les 2 rouges et le jaune sur H5 (en pointillés). H5 a maintenant 7 cubes : rouge 3, jaune 3, blanc 1. Le rouge et le jaune s’annulent : H5 revient au blanc ; les 6 autres cubes quittent la partie et le noir va sur un autre terrain. Si le rouge avait ajouté 2 rouges et 1 noir (rouge 3, jaune 2), H5 serait revenu au rouge.',
    },
    park: {
      title: 'Un parc double les voisins de son propriétaire',
      caption:
        'En fin de partie, le rouge possède le parc P1 et les terrains A9 et A10 qui le touchent ; le blanc possède A11, voisin de P1 lui aussi. Les propriétés du rouge valent 9 × 2 + 10 × 2 = 38 M, le parc 0. A11 ne vaut que 11 M pour le blanc, qui ne possède pas le parc.',
    },
  },
};
