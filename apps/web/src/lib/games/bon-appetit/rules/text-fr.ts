/** Bon Appétit!'s rulebook in French (structure in text.ts; terms as the table uses them). */
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
          'Bon Appétit! est un jeu de pur hasard pour 2 à 6 joueurs, signé Haim Shafir (AMIGO, 2004) : les chats chassent les souris, et les souris courent après le fromage. Celui qui finit avec le plus de cartes gagne.',
        ),
        p(
          'Il n’y a aucune décision à prendre : à votre tour vous ne faites que retourner une carte, et tout le reste découle des règles. Tout le plaisir est de voir les cartes se retourner ; la table peut même les retourner pour vous.',
        ),
      ],
    },
    components: {
      heading: 'Matériel',
      blocks: [
        p(
          '90 cartes : 58 fromages, 18 souris et 14 chats. Chaque souris porte 1, 2 ou 3 empreintes ; la règle ne dit pas combien il y en a de chaque sorte, Tavolo en utilise donc 6 de chaque.',
        ),
        p(
          'À 2 ou 3 joueurs, on n’utilise que les cartes au dos rouge. La règle ne les énumère pas ; Tavolo prend la moitié de chaque sorte : 29 fromages, 9 souris (3 pour chaque nombre d’empreintes) et 7 chats, soit 45 cartes.',
        ),
        p('9 jetons en forme de tête de souris.'),
      ],
    },
    setup: {
      heading: 'Mise en place',
      blocks: [
        p('On met 9 jetons dans la réserve à 4, 5 ou 6 joueurs, 5 à 2 ou 3 joueurs.'),
        p(
          'On mélange les cartes utilisées et on les distribue toutes sauf une, face cachée, une à une, aussi également que possible : certains joueurs peuvent en avoir une de plus. La dernière carte va face visible au centre et commence la pile commune.',
        ),
        p(
          'Chaque joueur forme avec ses cartes une pile face cachée. Personne ne peut regarder ses propres cartes, et la table ne les montre jamais.',
        ),
        p(
          'Dans la boîte, le plus jeune commence ; sur Tavolo, le créateur de la partie choisit qui commence, ou c’est tiré au sort. On joue dans le sens horaire, vers la gauche.',
        ),
      ],
    },
    turn: {
      heading: 'Votre tour',
      blocks: [
        p(
          'Retournez la carte du dessus de votre pile et posez-la face visible sur la pile commune.',
        ),
        p(
          'Un fromage : il ne se passe rien, et c’est au joueur suivant. Un chat sur un fromage ou sur un autre chat : il ne se passe rien non plus. Un chat posé sur une souris l’attrape (voir La première carte du centre : hors d’une chasse, seule la carte du centre peut être une souris sur le dessus).',
        ),
        p(
          'Une souris : le joueur suivant, à votre gauche, la chasse et peut retourner autant de cartes que la souris a d’empreintes.',
        ),
      ],
    },
    hunt: {
      heading: 'La chasse à la souris',
      blocks: [
        p(
          'Le chasseur retourne les cartes de sa propre pile une à une sur la pile commune, au plus autant que la souris chassée a d’empreintes. Ce qui se passe dépend de chaque carte.',
        ),
      ],
    },
    cat: {
      heading: 'Un chat : la souris est attrapée',
      blocks: [
        p(
          'Dès que le chasseur retourne un chat, la souris est attrapée. Le chasseur met toute la pile commune sous sa propre pile et prend 1 jeton dans la réserve. Un chat après un ou plusieurs fromages attrape quand même.',
        ),
      ],
    },
    'all-cheese': {
      heading: 'Que du fromage : la souris s’échappe',
      blocks: [
        p(
          'Un fromage ne fait rien et le chasseur continue, s’il lui reste des cartes à retourner. Si toutes les cartes du chasseur sont des fromages, la chasse échoue : le joueur de la souris prend toute la pile commune, sans jeton.',
        ),
      ],
    },
    'another-mouse': {
      heading: 'Une autre souris : la chasse passe',
      blocks: [
        p(
          'Si le chasseur retourne une souris, il s’arrête aussitôt et perd les cartes qu’il lui restait à retourner. Le joueur après le chasseur chasse à présent la nouvelle souris, avec autant de cartes que ses empreintes, et le joueur de la première souris sort de la poursuite.',
        ),
        p(
          'Cela peut arriver autant de fois que nécessaire. Quand une chasse échoue, la pile va au joueur de la souris chassée à ce moment-là.',
        ),
      ],
    },
    'out-of-cards': {
      heading: 'Un chasseur sans cartes',
      blocks: [
        p(
          'Si le chasseur n’a plus de cartes au milieu d’une chasse, les cartes qu’il n’a pas pu retourner comptent comme des fromages : le joueur de la souris prend la pile. Puis on vérifie la fin de partie.',
        ),
      ],
    },
    'new-pile': {
      heading: 'Après qu’un joueur a pris la pile commune',
      blocks: [
        p(
          'Celui qui prend la pile commune en commence aussitôt une nouvelle en retournant la carte du dessus de sa propre pile. Cette carte a son effet habituel : si c’est une souris, le joueur suivant la chasse, et si cette chasse échoue, la pile va à celui qui l’a ouverte.',
        ),
        p(
          'On continue ensuite avec le joueur suivant. Ainsi, après une chasse ratée, le joueur de la souris prend la pile et en ouvre une nouvelle, puis le chasseur rejoue.',
        ),
      ],
    },
    'centre-card': {
      heading: 'La première carte du centre',
      blocks: [
        p(
          'Personne n’a posé la carte distribuée au centre, et une chasse ne commence que quand un joueur pose une souris sur la pile. Une souris au centre ne lance donc aucune chasse : le premier joueur joue normalement. La souris reste sur le dessus jusqu’à ce qu’on la couvre : un chat posé dessus remporte la pile et un jeton, comme une capture ; un fromage ou une souris la couvre et le jeu continue normalement.',
        ),
      ],
    },
    'won-cards': {
      heading: 'Où vont les cartes gagnées',
      blocks: [
        p(
          'La pile commune passe sous la pile de celui qui la prend telle qu’elle est, face visible, sans la retourner. Ainsi la dernière carte jouée est la première de ces cartes à revenir en jeu. Rien ne devient visible : les cartes du dessus en couvrent les faces et leur dos repose sur la table.',
        ),
        p(
          'La révision 2 a corrigé ce point : les parties créées avant retournaient la pile commune d’un bloc, si bien que la carte jouée en premier revenait en premier.',
        ),
      ],
    },
    end: {
      heading: 'Fin de partie',
      blocks: [
        p(
          'La partie s’arrête aussitôt quand le dernier jeton de la réserve est pris (le neuvième, ou le cinquième à 2 ou 3 joueurs), juste après que le chasseur a pris la pile. C’est le dernier jeton distribué qui compte, pas le neuvième jeton d’un joueur.',
        ),
        p(
          'La partie s’arrête aussi quand un joueur n’a plus de cartes. On le vérifie chaque fois qu’aucune chasse n’est en cours : après qu’une pile a été prise, et après une carte retournée lors d’un tour normal qui n’était pas une souris. Un joueur dont la dernière carte était une souris attend l’issue de la chasse, qui peut lui donner la pile.',
        ),
      ],
    },
    winner: {
      heading: 'Qui gagne',
      blocks: [
        p(
          'Le joueur qui a le plus de cartes dans sa pile gagne. En cas d’égalité, celui des ex æquo qui a le plus de jetons gagne ; s’ils sont encore à égalité, ils partagent la victoire. Les cartes restées dans la pile commune à la fin n’appartiennent à personne.',
        ),
      ],
    },
    endless: {
      heading: 'Une partie qui ne finirait jamais',
      blocks: [
        p(
          'Sans décision ni hasard après la distribution, une partie est une suite fixe, et les règles ne promettent pas qu’elle se termine : un petit paquet pourrait tourner en rond. La table arrête la partie la première fois qu’une situation entière revient (chaque pile dans l’ordre, la pile commune, les jetons, le joueur dont c’est le tour et la chasse en cours) et la compte normalement. Avec les vrais paquets, cela n’a jamais été vu.',
        ),
      ],
    },
    options: {
      heading: 'Options de la table',
      blocks: [
        p(
          'Premier joueur : une place choisie, ou tirée au sort. Retournement automatique : pour les places choisies, la table retourne les cartes aussitôt, pour que ces joueurs n’aient pas à cliquer tout au long d’une partie sans décision.',
        ),
        p(
          'La carte du centre : par défaut une souris au centre ne lance aucune chasse (voir plus haut). Une partie peut être créée avec la première lecture : le premier joueur chasse la souris du centre et, si cette chasse échoue, le joueur à sa droite prend la pile.',
        ),
      ],
    },
    hidden: {
      heading: 'Ce qui est caché',
      blocks: [
        p(
          'Chaque pile face cachée est cachée à tous, son propriétaire compris : une carte ne se voit que quand elle est retournée. La pile commune, le nombre de cartes de chaque joueur, les jetons et le paquet utilisé sont publics.',
        ),
        p(
          'Tout le monde a vu les cartes gagnées par un joueur, et les règles disent où elles sont allées, si bien qu’une mémoire parfaite pourrait connaître l’ordre dans lequel elles reviendront : c’est une information publique, et la table n’en cache ni n’en montre davantage.',
        ),
      ],
    },
  },
  examples: {
    'cat-catches': {
      title: 'Exemple 1 : un chat attrape la souris',
      caption:
        'Giovanni retourne une souris à 2 empreintes. Teresa, à sa gauche, la chasse et peut retourner 2 cartes : d’abord un fromage, puis un chat. Le chat attrape la souris, même après un fromage : Teresa met toute la pile commune, 4 cartes, sous sa pile et prend un jeton. Elle ouvre ensuite une nouvelle pile commune avec sa carte suivante, et Antonio joue après elle.',
    },
    'all-cheese': {
      title: 'Exemple 2 : que du fromage',
      caption:
        'Giovanni retourne une souris à 2 empreintes, et Teresa retourne deux fromages et aucun chat. La chasse échoue : Giovanni, qui a joué la souris, prend la pile commune, 4 cartes, sans jeton. Il ouvre une nouvelle pile, puis Teresa joue.',
    },
    'mouse-chain': {
      title: 'Exemple 3 : une deuxième souris',
      caption:
        'La souris de Giovanni a 2 empreintes. La première carte de Teresa est une souris à 3 empreintes : elle s’arrête aussitôt et perd sa deuxième carte, et Giovanni sort de la poursuite. Antonio chasse maintenant la souris de Teresa avec jusqu’à 3 cartes, et la première est un chat : Antonio prend la pile commune, 4 cartes, et un jeton.',
    },
    'centre-mouse': {
      title: 'Exemple 4 : une souris au centre',
      caption:
        'La carte distribuée au centre est une souris à 1 empreinte. Personne ne l’a jouée, elle ne lance donc aucune chasse, et Giovanni, le premier joueur, joue normalement. Sa carte est un chat, posé sur une souris : c’est une capture. Giovanni prend la pile commune, 2 cartes, et un jeton, puis ouvre une nouvelle pile.',
    },
  },
  figure: {
    common: 'La pile commune, première carte à gauche',
    centre: 'Centre',
    catch: '{name} prend {n} cartes et un jeton',
    miss: '{name} prend {n} cartes, sans jeton',
  },
};
