/**
 * French messages. There is no French rulebook among the seeds; the terms follow the Italian one
 * word for word where French allows: la pile (one's own face-down pile), la pile commune,
 * retourner une carte, la carte Souris et ses empreintes de pattes, attraper la souris, les jetons
 * « tête de souris ».
 */
import type { MessageKey } from './en.ts';

export const fr: Readonly<Record<MessageKey, string>> = {
  'bon-appetit.title': 'Bon Appétit!',
  'bon-appetit.rules.summary': `Bon Appétit! est un jeu de pur hasard pour 2 à 6 joueurs, signé Haim Shafir : les chats chassent les souris, et les souris courent après le fromage. Il n’y a aucune décision à prendre ; tout le plaisir est de voir les cartes se retourner.

Toutes les cartes sont distribuées face cachée, une pile par joueur (à 2 ou 3 joueurs, on ne joue qu’avec les cartes à dos rouge). La dernière carte est posée face visible au centre de la table et commence la pile commune. Personne ne peut regarder les cartes de sa propre pile, et la table ne les montre jamais.

À votre tour, retournez la carte du dessus de votre pile sur la pile commune. Un fromage ne fait rien, un chat non plus. Une souris porte d’une à trois empreintes de pattes : le joueur suivant la chasse et peut retourner autant de cartes, une à une.

Si le chasseur retourne un chat, il attrape la souris : il glisse toute la pile commune sous sa propre pile et prend un jeton « tête de souris ». S’il ne retourne que des fromages, c’est le joueur de la souris qui remporte la pile commune, sans jeton. S’il retourne une autre souris, il s’arrête aussitôt et le joueur suivant chasse cette nouvelle souris.

Celui qui remporte la pile commune en commence aussitôt une nouvelle avec la carte du dessus de sa pile, puis le jeu continue avec le joueur suivant.

La partie s’arrête dès que le dernier jeton est pris (le neuvième, ou le cinquième à 2 ou 3 joueurs), ou quand un joueur n’a plus de cartes. Le joueur qui a le plus de cartes dans sa pile gagne ; en cas d’égalité, celui qui a le plus de jetons.`,

  'bon-appetit.seat.fallback': 'Joueur {n}',
  'bon-appetit.seat.unknown': 'quelqu’un',
  'bon-appetit.list.and': '{first} et {last}',

  'bon-appetit.card.cheese': 'Fromage',
  'bon-appetit.card.cat': 'Chat',
  'bon-appetit.card.mouse': 'Souris',
  'bon-appetit.card.mouse_paws':
    'Souris à {paws, plural, one {# empreinte} other {# empreintes}} de pattes',
  'bon-appetit.card.paws': '{paws, plural, one {# patte} other {# pattes}}',
  'bon-appetit.card.a.cheese': 'un fromage',
  'bon-appetit.card.a.cat': 'un chat',
  'bon-appetit.card.a.mouse_1': 'une souris à 1 empreinte',
  'bon-appetit.card.a.mouse_2': 'une souris à 2 empreintes',
  'bon-appetit.card.a.mouse_3': 'une souris à 3 empreintes',
  'bon-appetit.count.cheese': '{count, plural, one {# fromage} other {# fromages}}',
  'bon-appetit.count.cat': '{count, plural, one {# chat} other {# chats}}',
  'bon-appetit.count.mouse_1': '{count} souris à 1 empreinte',
  'bon-appetit.count.mouse_2': '{count} souris à 2 empreintes',
  'bon-appetit.count.mouse_3': '{count} souris à 3 empreintes',
  'bon-appetit.pile.empty': 'aucune carte',

  'bon-appetit.end.last_token': 'le dernier jeton a été pris',
  'bon-appetit.end.no_cards': 'un joueur n’a plus de cartes',
  'bon-appetit.end.repeated': 'la même situation est revenue',
  'bon-appetit.end.limit': 'la limite de sécurité de cartes retournées est atteinte',
  'bon-appetit.end.other': 'la partie est terminée',
  'bon-appetit.result.most_cards':
    'Fin de la partie ({reason}) : {who} gagne avec {cards, plural, one {# carte} other {# cartes}}.',
  'bon-appetit.result.tokens':
    'Fin de la partie ({reason}) : {who} gagne aux jetons, avec {cards, plural, one {# carte} other {# cartes}}.',
  'bon-appetit.result.shared':
    'Fin de la partie ({reason}) : {who} se partagent la victoire, avec {cards, plural, one {# carte} other {# cartes}} chacun.',

  'bon-appetit.status.setup': 'Les cartes sont en cours de distribution.',
  'bon-appetit.status.your_turn': 'À vous : retournez la carte du dessus de votre pile.',
  'bon-appetit.status.turn': 'C’est à {name} de retourner une carte.',
  'bon-appetit.status.your_hunt':
    'Vous chassez la souris jouée par {owner} : encore {left, plural, one {# carte} other {# cartes}} à retourner.',
  'bon-appetit.status.hunt':
    '{hunter} chasse la souris jouée par {owner} : encore {left, plural, one {# carte} other {# cartes}} à retourner.',

  'bon-appetit.summary.seat':
    '{name} : {cards, plural, one {# carte} other {# cartes}}, {tokens, plural, one {# jeton} other {# jetons}}',
  'bon-appetit.summary.common':
    'Pile commune : {count, plural, one {# carte} other {# cartes}}, {top} au-dessus.',
  'bon-appetit.summary.common_empty': 'La pile commune est vide.',
  'bon-appetit.summary.supply':
    '{count, plural, one {# jeton reste} other {# jetons restent}} dans la réserve.',

  'bon-appetit.choice.reveal': 'Retourner la carte du dessus de ma pile',
  'bon-appetit.choice.open': 'Retourner ma carte du dessus et commencer une nouvelle pile commune',
  'bon-appetit.choice.hunt': 'Retourner la carte {nth} sur {paws} pour attraper la souris',
  'bon-appetit.choice.other': 'Envoyer « {type} »',
  'bon-appetit.controls.label': 'Votre coup',
  'bon-appetit.controls.none': 'Vous n’avez rien à faire pour l’instant.',
  'bon-appetit.view.invalid': 'Impossible d’afficher cette table.',

  'bon-appetit.label.common': 'Pile commune',
  'bon-appetit.label.last': 'Dernières cartes retournées',
  'bon-appetit.label.deal': 'Centre',
  'bon-appetit.label.empty': 'vide',
  'bon-appetit.label.more': '+{count}',
  'bon-appetit.label.cards': '{count, plural, one {# carte} other {# cartes}}',
  'bon-appetit.label.tokens': '{count, plural, one {# jeton} other {# jetons}}',
  'bon-appetit.label.supply': 'Réserve : {count} sur {total} jetons',
  'bon-appetit.role.you': 'vous',
  'bon-appetit.role.auto': 'automatique',
  'bon-appetit.role.turn': 'à jouer',
  'bon-appetit.role.hunter': 'en chasse',
  'bon-appetit.role.mouseOwner': 'a joué la souris',
  'bon-appetit.role.winner': 'vainqueur',

  'bon-appetit.hunt.title': 'Chasse en cours',
  'bon-appetit.hunt.mouse_of': 'Souris : {owner}',
  'bon-appetit.hunt.hunter': 'Chasse : {hunter}',
  'bon-appetit.hunt.progress': 'Retournées : {done} sur {paws}',
  'bon-appetit.hunt.next': 'Retourne : {name}',

  'bon-appetit.text.caption': 'Joueurs',
  'bon-appetit.text.player': 'Joueur',
  'bon-appetit.text.cards': 'Cartes',
  'bon-appetit.text.tokens': 'Jetons',
  'bon-appetit.text.status': 'État',
  'bon-appetit.text.played': '{name} : {card}',
  'bon-appetit.text.last': 'Dernières cartes retournées : {cards}.',
  'bon-appetit.text.lastLatest':
    'Dernières cartes retournées, les {shown} plus récentes sur {total} (le journal de la partie les donne toutes) : {cards}.',
  'bon-appetit.text.nothing': 'aucune pour l’instant',
  'bon-appetit.text.hunt':
    '{hunter} chasse la souris jouée par {owner}, qui a {paws, plural, one {# empreinte} other {# empreintes}} de pattes : {done, plural, one {# carte retournée} other {# cartes retournées}}, encore {left} à retourner ; la prochaine carte sera retournée par {hunter}.',
  'bon-appetit.text.pile': '{name} : {contents} dans sa pile.',

  'bon-appetit.event.cards_dealt':
    'Les cartes sont distribuées ({size} chacun), avec {centre} face visible au centre ; {name} commence.',
  'bon-appetit.event.revealed_cheese': '{name} retourne un fromage.',
  'bon-appetit.event.revealed_cat': '{name} retourne un chat.',
  'bon-appetit.event.revealed_mouse':
    '{name} retourne une souris à {paws, plural, one {# empreinte} other {# empreintes}} de pattes.',
  'bon-appetit.event.hunt_started':
    '{hunter} chasse la souris jouée par {owner}, avec au plus {paws, plural, one {# carte} other {# cartes}}.',
  'bon-appetit.event.mouse_caught':
    '{name} attrape la souris et remporte la pile commune ({cards, plural, one {# carte} other {# cartes}}) ainsi qu’un jeton.',
  'bon-appetit.event.hunt_failed':
    'Pas de chat : {name} remporte la pile commune ({cards, plural, one {# carte} other {# cartes}}), sans jeton.',
  'bon-appetit.event.turn_started': 'À {name} de jouer.',
  'bon-appetit.event.game_ended.most_cards':
    'Fin de la partie ({reason}) : {who} gagne avec le plus de cartes.',
  'bon-appetit.event.game_ended.tokens':
    'Fin de la partie ({reason}) : à égalité de cartes, {who} gagne aux jetons.',
  'bon-appetit.event.game_ended.shared':
    'Fin de la partie ({reason}) : {who} se partagent la victoire.',
  'bon-appetit.event.unknown': 'Il s’est passé quelque chose à la table.',
};
