/** Les règles de Cheesonomics en français (RULES.md §4, révision 2), avec les termes de la table. */
import { h3, list, p } from '../../../rules/text.ts';
import type { CheesonomicsRulesText } from './text.ts';

export const fr: CheesonomicsRulesText = {
  contents: 'Sommaire',
  example: 'Exemple',
  sections: {
    overview: {
      heading: 'Le jeu en bref',
      blocks: [
        p(
          'Cheesonomics (Dale Tolley, Eagle-Gryphon Games 2014) est un jeu de négoce fromager pour 2 à 5 joueurs. On baratte des portions de fromage dans la main des adversaires, on les produit dans sa meule et on les vend quand le marché paie bien — et chaque vente change le marché. À la fin, le joueur qui a le plus de caillés (la monnaie du jeu) gagne.',
        ),
        p(
          'On peut jouer en deux saveurs : Doux, le jeu de base, et Corsé, où les joueurs ont aussi des portions de marché et façonnent eux-mêmes le marché.',
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
          '100 portions de fromage. Chacune montre un animal — vache, brebis, chèvre, yak ou renne — et une couleur — rouge, orange, jaune, vert ou bleu : 4 portions par paire animal et couleur. La moitié porte aussi un symbole de marché (cloche, cisailles, montagnes, charrue ou seau), qui ne compte qu’en Corsé ; la table les marque d’un ✦.',
          '25 portions de marché à deux faces : chaque face montre une couleur, et certaines portent un ruban « +1 ». Les deux faces d’une portion ont des couleurs différentes.',
          'Des caillés, la monnaie (la banque ne s’épuise jamais).',
          '5 couteaux à fromage — cheddar, édam, feta, gouda et parmesan — et le plateau de service, avec une case pour chacune des 10 catégories : les 5 couleurs et les 5 animaux.',
        ),
        p(
          'Une catégorie est une couleur ou un animal. Votre meule est l’étalage public des portions que vous avez produites ; vos portions vendues vont face cachée dans votre pile de livraisons (« Vendues » à la table).',
        ),
        p(
          'Ce qui est imprimé sur chaque face des portions de marché n’a été trouvé dans aucune source : le serveur utilise des données provisoires, rangées dans un seul fichier pour pouvoir les corriger.',
        ),
      ],
    },
    setup: {
      heading: 'Mise en place (Doux)',
      blocks: [
        list(
          'Les portions de fromage sont mélangées en une pioche face cachée. On en retire du dessus, sans les regarder : 60 à 2 joueurs, 40 à 3, 20 à 4, aucune à 5.',
          '15 portions de marché sont disposées comme elles viennent, en 3 roues de 5 : la face visible est due au hasard. Les 10 autres quittent la partie (en Corsé elles sont distribuées, voir Corsé).',
          'Chaque joueur reçoit 5 portions de fromage en main, et un couteau au hasard.',
          'Le joueur dont le couteau vient en premier dans l’ordre alphabétique (cheddar, édam, feta, gouda, parmesan) commence ; on joue dans le sens horaire.',
        ),
        h3('Les prix'),
        p(
          'Le marché fixe le prix de chaque couleur : 1 caillé par portion de marché dont la face visible montre cette couleur, 2 si cette face porte un ruban « +1 ». Une couleur sans face visible n’a pas de prix et ne peut pas être vendue.',
        ),
      ],
    },
    turn: {
      heading: 'Votre tour',
      blocks: [
        p(
          'Au début de votre tour, reprenez votre couteau s’il est sur le plateau. Puis faites exactement une des trois actions : Baratter, Produire ou Vendre.',
        ),
      ],
    },
    churn: {
      heading: 'Baratter : prendre des portions et protéger une catégorie',
      blocks: [
        p(
          'Nommez une catégorie — une couleur ou un animal — que ne couvre le couteau d’aucun autre joueur. Dans l’ordre du tour, chaque adversaire :',
        ),
        list(
          'vous donne une portion de cette catégorie, s’il en a (il choisit laquelle, s’il en a plusieurs) ; ou',
          's’il n’en a pas, vous montre toute sa main, à vous seul, et vous y prenez la portion de votre choix.',
        ),
        p(
          'Gardez les portions que vous voulez, puis rendez exactement une portion à chaque adversaire — une que vous venez de recevoir ou une que vous aviez déjà — pour que chaque main retrouve sa taille. Rien n’est révélé entre ces restitutions.',
        ),
        p(
          'Enfin posez votre couteau sur la case de cette catégorie du plateau : jusqu’au début de votre prochain tour, personne d’autre ne peut la baratter. La protection est étroite : elle couvre la catégorie nommée, pas les portions de cette catégorie.',
        ),
      ],
    },
    produce: {
      heading: 'Produire : poser des portions dans sa meule',
      blocks: [
        p(
          'Choisissez une catégorie et posez dans votre meule, face visible, toutes les portions de cette catégorie que vous avez en main (au moins une). Les meules sont entièrement publiques.',
        ),
        p(
          'Puis piochez jusqu’à avoir de nouveau 5 portions en main, ou jusqu’à épuisement de la pioche. C’est la seule pioche du jeu. Si la pioche est vide pendant ou après votre pioche, la fin de partie est déclenchée (voir Fin de partie).',
        ),
      ],
    },
    sell: {
      heading: 'Vendre : encaisser et meuhver le marché',
      blocks: [
        p(
          'On ne vend que des portions déjà dans sa meule, donc jamais au premier tour. Choisissez de 1 à 3 portions de votre meule d’une même catégorie — une couleur, ou un animal de n’importe quelles couleurs.',
        ),
        list(
          'La couleur de chaque portion doit être visible quelque part au marché ; une couleur absente du marché ne peut pas être vendue (elle compte quand même à la fin).',
          'Chaque portion rapporte le prix actuel de sa propre couleur, relevé avant que le marché change.',
          'Les portions vendues vont face cachée dans votre pile de livraisons.',
        ),
        h3('Meuhver le marché'),
        p(
          'Retournez ensuite exactement une portion de marché dont la face visible montre une couleur que vous venez de vendre, pour montrer son autre face. Retourner baisse en général le prix de ce que vous avez vendu et monte une autre couleur. Après avoir vendu des vaches, il n’y a pas de portion « vache » au marché : retournez-en une de la couleur d’une des vaches vendues. En Doux aucune nouvelle portion n’entre jamais au marché : il ne change qu’en retournant.',
        ),
      ],
    },
    sharp: {
      heading: 'Corsé',
      blocks: [
        p('Tout ce qui vaut en Doux s’applique, avec ces changements.'),
        list(
          'Mise en place : les 10 portions de marché restantes sont distribuées aux joueurs comme réserve — 2 chacun à 4 ou 5 joueurs, 3 chacun à 3, 5 chacun à 2. Celles qui restent forment la défausse du marché.',
          'Après une vente, vous devez d’abord remplacer une portion de marché montrant une couleur vendue par une de votre réserve, avec la face visible de votre choix. Pour choisir, vous ne pouvez pas regarder la face cachée des portions de marché.',
          'Puis, si la défausse contient des portions, vous en prenez une (vous pouvez examiner les deux faces de toutes), et seulement ensuite la portion retirée rejoint la défausse. Si la défausse est vide, vous gardez la portion retirée. Votre réserve garde toujours la même taille.',
          'Puis retournez une portion de marché d’une couleur vendue, comme en Doux — étape sautée s’il n’en reste aucune après le remplacement.',
          '« Symbole de marché » n’est pas une catégorie que l’on peut baratter.',
        ),
        h3('Le meuhvement facultatif'),
        p(
          'Si au moins une portion vendue porte un symbole de marché, vous pouvez, une fois, à la fin de votre tour :',
        ),
        list(
          'défausser une portion de votre réserve et en piocher une autre dans la défausse : vous choisissez parmi celles qui y étaient avant la vôtre (vous pouvez les examiner), puis la vôtre rejoint la défausse ; ou',
          'donner une portion de votre réserve à un adversaire et prendre une des siennes : cet adversaire vous montre sa réserve pour que vous choisissiez.',
        ),
      ],
    },
    end: {
      heading: 'Fin de partie et décompte',
      blocks: [
        p(
          'La fin est déclenchée quand une production vide la pioche. Les joueurs qui suivent le déclencheur, jusqu’à celui qui précède le premier joueur, peuvent chacun faire une dernière vente aux prix actuels, sans changer le marché (ni retournement, ni remplacement, ni meuhvement). Aucune autre action n’est permise. Si c’est le joueur à droite du premier joueur qui déclenche la fin, la partie s’arrête aussitôt.',
        ),
        list(
          'Liquidation : chaque joueur reçoit 1 caillé par portion restée dans sa meule. Les portions en main ne valent rien.',
          'Primes par animal : pour chaque animal, qui en a vendu le plus (toutes couleurs) reçoit autant de caillés. Chaque ex æquo reçoit la prime entière.',
          'Le joueur qui a le plus de caillés gagne. À égalité, celui qui a vendu le plus de couleurs différentes l’emporte ; si l’égalité demeure, la victoire est partagée.',
        ),
        p(
          'Par exemple, si Dale a vendu 5 vaches, 3 brebis et 4 chèvres, et Alana 5 vaches, 5 brebis et 2 chèvres, Dale reçoit 4 (chèvres) et Alana 5 (brebis), et tous deux 5 pour les vaches : Dale +9, Alana +10.',
        ),
      ],
    },
    secrets: {
      heading: 'Ce qui est caché, et à qui',
      blocks: [
        list(
          'Votre main n’est vue que de vous — et de celui qui baratte, si vous la lui montrez. Une portion donnée ou rendue est connue des deux joueurs concernés.',
          'L’ordre de la pioche et les portions retirées à la mise en place ne sont vus de personne.',
          'Les meules, les faces visibles du marché, les couteaux et les caillés de chacun sont publics.',
          'Votre pile de livraisons n’est vue que de vous ; les autres n’en voient que le nombre (chaque vente est montrée quand elle a lieu).',
          'La face cachée d’une portion au marché n’est vue de personne tant qu’elle n’est pas retournée — en Doux aussi.',
          'Corsé : votre réserve n’est vue que de vous (montrée à l’adversaire qui échange avec vous) ; la défausse n’est vue que de qui y pioche, dans un ordre fixe qui ne dit pas ce qui a été défaussé en dernier.',
        ),
        p('Quand la partie est finie, tout est révélé.'),
      ],
    },
  },
  examples: {
    knife: {
      title: 'Le couteau protège une catégorie, pas les portions',
      caption:
        'Le joueur au cheddar baratte le bleu et finit avec le couteau cheddar sur le bleu. Jusqu’à son prochain tour, personne d’autre ne peut baratter le bleu. Le joueur à l’édam peut en revanche baratter la chèvre, et prend la chèvre bleue du joueur au cheddar. Au début de son tour suivant, le joueur au cheddar reprend son couteau et peut de nouveau baratter le bleu.',
    },
    price: {
      title: 'Les prix, une vente et le retournement',
      caption:
        'Trois portions de marché montrent le bleu, dont deux avec un ruban « +1 » : le bleu vaut 1 + 2 + 2 = 5 caillés. Dale vend ses 3 portions bleues pour 15 caillés. Il doit ensuite retourner une des trois portions bleues du marché : en retournant une à ruban, le bleu tombe à 3 ; en retournant celle sans ruban, à 4 ; et la couleur de l’autre face monte.',
    },
    limits: {
      title: 'On ne vend que les couleurs présentes au marché',
      caption:
        'La meule porte 2 vaches vertes et 1 vache rouge, et aucune portion de marché ne montre le vert. Une vente de « vaches » ne peut comprendre que la vache rouge, pour 4 caillés. Ensuite, une des quatre portions rouges du marché doit être retournée.',
    },
  },
};
