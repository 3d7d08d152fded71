// The promotions' rule, operator and result kinds as the back office names them (Russian), in the
// order the form offers them. Kept here, not in contract/: the browser takes only types from there.
import type { PromotionResult, PromotionRule } from '@/contract';

export type RuleType = PromotionRule['type'];
export type Operator = PromotionRule['operator'];
export type ResultType = PromotionResult['type'];

export const RULE_LABELS: Record<RuleType, string> = {
  orderAmount: 'Сумма заказа, ₽',
  goodsWeight: 'Вес товаров, кг',
  anyGoods: 'Число разных товаров',
  orderCashType: 'Способ оплаты (номер)',
  firstOrderOnly: 'Заказов покупателя до этого',
  maxCustomerApplies: 'Раз акция уже применена к покупателю',
  otherPromotionApplies: 'Других подходящих акций',
};
export const OPERATOR_LABELS: Record<Operator, string> = { lt: 'меньше', lte: 'не больше', eq: 'равно', gte: 'не меньше', gt: 'больше' };
export const RESULT_LABELS: Record<ResultType, string> = {
  freeDelivery: 'Бесплатная доставка', discountAmount: 'Скидка, ₽', percentAmount: 'Скидка, %',
};
export const RULE_TYPES = Object.keys(RULE_LABELS) as RuleType[];
export const OPERATORS = Object.keys(OPERATOR_LABELS) as Operator[];
export const RESULT_TYPES = Object.keys(RESULT_LABELS) as ResultType[];
/** Rules that count goods (none picked: every good). */
export const GOODS_RULES = new Set<RuleType>(['anyGoods', 'goodsWeight']);
