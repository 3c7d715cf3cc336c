import type { RuleViolation } from '../../kernel/index.ts';

/** Stable refusal codes of Cheesonomics (the kernel adds GAME_OVER, NOT_YOUR_TURN, …). */
export const CheesonomicsCode = {
  NotNow: 'NOT_NOW',
  CategoryProtected: 'CATEGORY_PROTECTED',
  NothingToProduce: 'NOTHING_TO_PRODUCE',
  WedgeNotInHand: 'WEDGE_NOT_IN_HAND',
  WedgeDoesNotMatch: 'WEDGE_DOES_NOT_MATCH',
  NoReturnOwed: 'NO_RETURN_OWED',
  BadSaleSize: 'BAD_SALE_SIZE',
  SaleNotOneCategory: 'SALE_NOT_ONE_CATEGORY',
  WedgeNotOnWheel: 'WEDGE_NOT_ON_WHEEL',
  ColourNotInMarket: 'COLOUR_NOT_IN_MARKET',
  SlotNotSoldColour: 'SLOT_NOT_SOLD_COLOUR',
  NotInSupply: 'NOT_IN_SUPPLY',
  NotInDiscard: 'NOT_IN_DISCARD',
  DiscardPileEmpty: 'DISCARD_PILE_EMPTY',
  NotAnOpponent: 'NOT_AN_OPPONENT',
} as const;

export function refusal(code: string, message: string): RuleViolation {
  return { code, message };
}

export function notNow(what: string): RuleViolation {
  return refusal(CheesonomicsCode.NotNow, `You cannot ${what} now.`);
}
