/** French messages of the table's controls, status lines, drawing and text description. */
import type { enUi } from './en-ui.ts';

export const frUi: Readonly<Record<keyof typeof enUi, string>> = {
  'cheesonomics.status.over': 'La partie est terminée. Victoire : {seats}.',
  'cheesonomics.prompt.action': 'À vous : baratter, produire ou vendre.',
  'cheesonomics.prompt.give':
    '{churner} baratte « {category} » : donnez-lui une de vos portions correspondantes.',
  'cheesonomics.prompt.pick':
    '{shown} n’a pas de « {category} » : prenez la portion de votre choix dans la main qu’on vous montre.',
  'cheesonomics.prompt.return': 'Rendez une portion à chaque adversaire.',
  'cheesonomics.prompt.flip': 'Retournez une portion de marché d’une couleur vendue ({colours}).',
  'cheesonomics.prompt.replace':
    'Remplacez une portion de marché d’une couleur vendue ({colours}) par une des vôtres.',
  'cheesonomics.prompt.replenish':
    'Prenez une portion de marché dans la défausse pour votre réserve.',
  'cheesonomics.prompt.moove':
    'Vous avez vendu une portion avec un symbole de marché : vous pouvez faire un meuhvement, ou y renoncer.',
  'cheesonomics.prompt.moove_draw': 'Prenez la portion de marché de votre choix dans la défausse.',
  'cheesonomics.prompt.steal':
    'Donnez à {target} une de vos portions de marché et prenez-lui une des siennes.',
  'cheesonomics.prompt.final':
    'Vente finale : vous pouvez vendre une dernière fois aux prix actuels, ou passer.',
  'cheesonomics.prompt.other': 'À vous.',
  'cheesonomics.waiting.action': 'En attente de {seat} : baratter, produire ou vendre.',
  'cheesonomics.waiting.give':
    'En attente de {seat}, qui donne à {churner} une portion « {category} ».',
  'cheesonomics.waiting.pick':
    'En attente de {churner}, qui prend une portion dans la main de {shown}.',
  'cheesonomics.waiting.return': 'En attente de {seat}, qui rend une portion à chaque adversaire.',
  'cheesonomics.waiting.flip':
    'En attente de {seat}, qui retourne une portion de marché ({colours}).',
  'cheesonomics.waiting.replace':
    'En attente de {seat}, qui remplace une portion de marché ({colours}).',
  'cheesonomics.waiting.replenish':
    'En attente de {seat}, qui prend une portion de marché dans la défausse.',
  'cheesonomics.waiting.moove': 'En attente de {seat}, qui peut faire un meuhvement.',
  'cheesonomics.waiting.moove_draw':
    'En attente de {seat}, qui prend une portion de marché dans la défausse.',
  'cheesonomics.waiting.steal':
    'En attente de {seat}, qui échange une portion de marché avec {target}.',
  'cheesonomics.waiting.final': 'En attente de {seat} : vente finale ou passe.',
  'cheesonomics.waiting.other': 'En attente de {seat}.',

  'cheesonomics.q.type': 'Que faites-vous ?',
  'cheesonomics.q.churn': 'Quelle couleur ou quel animal barattez-vous ?',
  'cheesonomics.q.produce': 'Quelle couleur ou quel animal produisez-vous ?',
  'cheesonomics.q.give': 'Quelle portion donnez-vous ?',
  'cheesonomics.q.pick': 'Quelle portion prenez-vous ?',
  'cheesonomics.q.flip': 'Quelle portion de marché retournez-vous ?',
  'cheesonomics.q.replace_slot': 'Quelle portion de marché remplacez-vous ?',
  'cheesonomics.q.replace_wedge': 'Laquelle de vos portions de marché prend sa place ?',
  'cheesonomics.q.replace_side': 'Quelle face reste visible ?',
  'cheesonomics.q.take': 'Quelle portion de marché prenez-vous ?',
  'cheesonomics.q.moove_discard': 'Laquelle de vos portions de marché défaussez-vous ?',
  'cheesonomics.q.moove_steal': 'De qui voulez-vous voir les portions de marché ?',
  'cheesonomics.q.swap_give': 'Laquelle de vos portions de marché donnez-vous ?',
  'cheesonomics.q.swap_take': 'Laquelle des siennes prenez-vous ?',
  'cheesonomics.q.other': 'Choisissez :',
  'cheesonomics.q.sale':
    'Ajoutez des portions de votre meule (de 1 à 3, d’une seule couleur ou d’un seul animal) :',
  'cheesonomics.q.return': 'Quelle portion rendez-vous à {seat} ?',

  'cheesonomics.act.churn': 'Baratter',
  'cheesonomics.act.produce': 'Produire',
  'cheesonomics.act.sell': 'Vendre',
  'cheesonomics.act.give': 'Donner une portion',
  'cheesonomics.act.pick': 'Prendre une portion',
  'cheesonomics.act.return_wedge': 'Rendre une portion',
  'cheesonomics.act.flip': 'Retourner une portion de marché',
  'cheesonomics.act.replace': 'Remplacer une portion de marché',
  'cheesonomics.act.take_from_discard': 'Prendre dans la défausse',
  'cheesonomics.act.decline_moove': 'Pas de meuhvement',
  'cheesonomics.act.moove_discard': 'Meuhvement : défausser et repiocher',
  'cheesonomics.act.moove_steal': 'Meuhvement : échanger avec un adversaire',
  'cheesonomics.act.swap_supply': 'Échanger des portions de marché',
  'cheesonomics.act.final_sell': 'Vente finale',
  'cheesonomics.act.decline_final_sell': 'Pas de vente finale',

  'cheesonomics.opt.slot': 'Portion de marché {n} (roue {wheel}) : {side}',
  'cheesonomics.opt.side_a': 'Face A visible : {side}',
  'cheesonomics.opt.side_b': 'Face B visible : {side}',

  'cheesonomics.sum.churn': 'baratter « {category} ».',
  'cheesonomics.sum.produce':
    'produire « {category} » : toutes vos portions correspondantes vont dans votre meule.',
  'cheesonomics.sum.sell': 'vendre {wedges}.',
  'cheesonomics.sum.final_sell': 'vente finale : {wedges}.',
  'cheesonomics.sum.give': 'donner une portion à {seat} : {wedge}.',
  'cheesonomics.sum.pick': 'prendre une portion dans la main de {seat} : {wedge}.',
  'cheesonomics.sum.return': 'à {seat} : {wedge}',
  'cheesonomics.sum.slot': 'la portion de marché {n} ({side})',
  'cheesonomics.sum.flip': 'retourner {slot}.',
  'cheesonomics.sum.replace': 'remplacer {slot} par votre portion ({wedge}), qui montre {side}.',
  'cheesonomics.sum.take_from_discard': 'prendre dans la défausse la portion de marché ({wedge}).',
  'cheesonomics.sum.moove_discard':
    'défausser votre portion de marché ({wedge}), puis en prendre une dans la défausse.',
  'cheesonomics.sum.moove_steal': 'voir les portions de marché de {seat}, puis en échanger une.',
  'cheesonomics.sum.swap_supply':
    'donner votre portion de marché ({give}) et prendre la sienne ({take}).',
  'cheesonomics.sum.decline_moove': 'pas de meuhvement.',
  'cheesonomics.sum.decline_final_sell': 'pas de vente finale.',

  'cheesonomics.ctl.on_board': 'Sur la table : {question}',
  'cheesonomics.board.changed':
    'Entouré sur la table : ce qui a changé depuis votre dernier coup d’œil ({count}).',
  'cheesonomics.ctl.add': 'Ajouter {wedge} (prix {price})',
  'cheesonomics.ctl.sale_full': 'Aucune autre portion ne peut entrer dans cette vente.',
  'cheesonomics.ctl.chosen': 'Choisies : {wedges}.',
  'cheesonomics.ctl.changed': 'La table a changé : choisissez à nouveau.',
  'cheesonomics.ctl.nothing': 'Rien n’est encore choisi.',
  'cheesonomics.ctl.your_move': 'Votre coup :',
  'cheesonomics.ctl.undo': 'Annuler',
  'cheesonomics.ctl.reset': 'Recommencer',
  'cheesonomics.ctl.send': 'Envoyer',
  'cheesonomics.ctl.sending': 'Envoi…',
  'cheesonomics.ctl.no_view': 'La table n’est pas disponible.',
  'cheesonomics.ctl.queue': 'Envoi de vos portions rendues : encore {n}.',
  'cheesonomics.ctl.stop': 'Arrêter l’envoi',
  'cheesonomics.ctl.dropped':
    'La table a changé avant l’envoi de toutes vos portions rendues : choisissez à nouveau les autres.',
  'cheesonomics.ctl.in_words': 'La table en toutes lettres',

  'cheesonomics.board.side_a': 'A',
  'cheesonomics.board.side_b': 'B',
  'cheesonomics.board.empty': 'vide',
  'cheesonomics.board.market': 'Marché',
  'cheesonomics.board.draw_pile': 'Pioche : {n}',
  'cheesonomics.board.discard': 'défausse : {n}',
  'cheesonomics.board.wheel': 'Roue {n}',
  'cheesonomics.board.prices': 'Prix',
  'cheesonomics.board.tray': 'Plateau',
  'cheesonomics.board.knife': 'couteau {knife}',
  'cheesonomics.board.knife_on': 'couteau {knife} sur « {category} »',
  'cheesonomics.board.hand': 'main {n}',
  'cheesonomics.board.sold': 'vendues {n}',
  'cheesonomics.board.supply': 'réserve {n}',
  'cheesonomics.board.you': '(vous)',
  'cheesonomics.board.wheel_list': 'Meule',
  'cheesonomics.board.your_hand': 'Votre main',
  'cheesonomics.board.hand_list': 'Main',
  'cheesonomics.board.sold_list': 'Vendues',
  'cheesonomics.board.supply_list': 'Portions de marché',
  'cheesonomics.board.shown_hand': 'Main de {seat}, montrée à vous',
  'cheesonomics.board.shown_supply': 'Portions de marché de {seat}, montrées à vous',
  'cheesonomics.board.discard_list': 'Défausse',

  'cheesonomics.words.game':
    'Cheesonomics {flavour}, {n} joueurs ; {pile} portions dans la pioche.',
  'cheesonomics.words.price': '{colour} {n}',
  'cheesonomics.words.prices': 'Prix : {list}.',
  'cheesonomics.words.slot': '{n} : {side}',
  'cheesonomics.words.slot_revealed': '{n} : {side} (autre face {other})',
  'cheesonomics.words.market': 'Portions de marché visibles : {list}.',
  'cheesonomics.words.knife_on': 'couteau {knife} ({seat}) sur « {category} »',
  'cheesonomics.words.tray_empty': 'Aucun couteau sur le plateau.',
  'cheesonomics.words.tray': 'Plateau : {list}.',
  'cheesonomics.words.player':
    '{seat} : {curds}, couteau {knife}, {hand} portions en main, {sold} vendues.',
  'cheesonomics.words.wheel': 'Meule : {wedges}.',
  'cheesonomics.words.supply_size': 'Portions de marché en réserve : {n}.',
  'cheesonomics.words.hand': 'Main : {wedges}.',
  'cheesonomics.words.sold': 'Vendues : {wedges}.',
  'cheesonomics.words.supply': 'Réserve : {wedges}.',
  'cheesonomics.words.shown_hand': '{seat} vous montre sa main : {wedges}.',
  'cheesonomics.words.shown_supply': '{seat} vous montre ses portions de marché : {wedges}.',
  'cheesonomics.words.discard': 'Défausse : {wedges}.',
};
