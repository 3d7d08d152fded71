'use client';
// The basket as the shop prices it (checkout-account-admin spec §4 "Basket page"; every
// amount on the screen is the server's). React Query asks POST /api/shops/{shopId}/basket through the
// proxy for the stored lines and the receiving choice; the page shows only what it answers.
//
// Two things keep the figures still: the last answer stays on screen while the next is fetched
// (placeholderData: keepPreviousData), and the stored lines are refreshed from an answer (spec §4
// "Refresh from server data") only when it is the answer to what is stored now, through
// refreshFromPriced, which hands back the same array when nothing changed — so the store is written
// at most once per answer and the next request (with quantities cut to stock) answers the same.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Basket, BasketRequest } from '@/contract';
import { BASKET_INPUT_MAX, refreshFromPriced, type BasketLine } from '@/domain/basket';
import { priceBasket } from '@/lib/api/checkout-browser';
import { queryKeys, type PricingKeyInput } from '@/lib/query/keys';
import { basket } from './basket-store';

/** What the basket is priced for: the shop, the method, the delivery address's point, the customer. */
export type PricingInput = PricingKeyInput;

/** What the API is asked: each stored line's id and quantity (the contract caps a line at 99). */
export function pricingRequest(lines: BasketLine[], input: PricingInput): BasketRequest {
  return {
    items: lines.map((l) => ({ id: l.id, quantity: Math.min(l.quantity, BASKET_INPUT_MAX) })),
    receivingMethod: input.method,
    coords: input.method === 'delivery' ? input.coords : null,
  };
}

export function usePricedBasket(lines: BasketLine[], input: PricingInput | null) {
  const request = useMemo(() => (input ? pricingRequest(lines, input) : null), [lines, input]);
  const query = useQuery<Basket>({
    queryKey: input && request ? queryKeys.basketPrice.of(input, request.items) : queryKeys.basketPrice.off,
    queryFn: () => priceBasket(input!.shopId, request!),
    enabled: input !== null && lines.length > 0,
    placeholderData: keepPreviousData,
    // a basket is priced for now: stock and promotions move, and the page asks again on each change anyway
    staleTime: 0,
  });

  const fresh = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (!fresh) return;
    // read the store now, not the render's lines: a click may have landed while the answer travelled
    const now = basket.lines();
    const next = refreshFromPriced(now, fresh);
    if (next !== now) basket.replace(next);
  }, [fresh]);

  return query;
}
