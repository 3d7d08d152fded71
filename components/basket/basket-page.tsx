'use client';
// /basket in three stages (checkout-account-admin spec §2 "Basket", §4 "Basket page"): basket →
// confirm (<CheckoutStage>) → success; confirm's back returns to the basket.
// The confirm stage closes by itself when the shop or the receiving method changes (spec §4
// "Checkout"). After an order the basket is cleared, the server data is asked anew and the address
// becomes /basket?order={id}, which opens the success stage directly on a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/components/auth/session-store';
import { CheckoutStage } from '@/components/checkout/checkout-stage';
import { useReceiving } from '@/components/receiving/receiving-store';
import { ButtonLink } from '@/components/ui/button';
import { beginCheckoutEvent, pageViewEvent } from '@/lib/basket-page';
import { BasketStage } from './basket-stage';
import { useBasketLines, basket } from './basket-store';
import { pushEvent } from './data-layer';
import { SuccessStage } from './success-stage';
import { usePricedBasket, type PricingInput } from './use-priced-basket';
import s from './basket-page.module.css';

type Stage = { name: 'basket' } | { name: 'confirm'; choice: string } | { name: 'success'; orderId: number };

const noop = () => () => {};

type Props = {
  /** the shop of the `shop` cookie, or the default one: what the page prices with before a receiving choice */
  cookieShopId: number;
  /** ?order={id}: open on the success stage */
  orderId: number | null;
};

export function BasketPage({ cookieShopId, orderId }: Props) {
  const [stage, setStage] = useState<Stage>(orderId !== null ? { name: 'success', orderId } : { name: 'basket' });
  const lines = useBasketLines();
  const receiving = useReceiving();
  const session = useSession();
  const queryClient = useQueryClient();
  // localStorage exists only after hydration: until then say nothing rather than 'empty'
  const hydrated = useSyncExternalStore(noop, () => true, () => false);

  const shopId = receiving.shopId ?? cookieShopId;
  // no method yet: the page prices for pickup from the cookie's shop and asks for a choice
  const method = receiving.method ?? 'pickup';
  const coords = method === 'delivery' ? receiving.address?.coordinates ?? null : null;
  const [lat, lon] = coords ?? [];
  const customerId = session.user?.id ?? null;
  const input = useMemo<PricingInput | null>(
    () => (hydrated && session.status === 'ready'
      ? { shopId, method, coords: lat !== undefined && lon !== undefined ? [lat, lon] : null, customerId }
      : null),
    [hydrated, session.status, shopId, method, lat, lon, customerId],
  );
  const priced = usePricedBasket(lines, stage.name === 'success' ? null : input);

  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    pushEvent(pageViewEvent(window.location.pathname, document.title));
  }, []);
  // initiate-checkout fires on load (checkout spec §2), once the basket's first priced answer is here:
  // its figures are the server's
  const checkoutSent = useRef(false);
  const firstPriced = priced.data && !priced.isPlaceholderData ? priced.data : null;
  useEffect(() => {
    if (checkoutSent.current || !firstPriced || stage.name !== 'basket') return;
    checkoutSent.current = true;
    const names = new Map(basket.lines().map((l) => [l.id, l.name]));
    pushEvent(beginCheckoutEvent(firstPriced, names));
  }, [firstPriced, stage.name]);

  const choice = `${shopId}:${receiving.method}`;
  // the checkout was opened for another shop or method: back to the basket (derived, no effect needed)
  const current: Stage['name'] = stage.name === 'confirm' && stage.choice !== choice ? 'basket' : stage.name;

  const toTop = () => window.scrollTo({ top: 0 });
  const checkout = () => {
    setStage({ name: 'confirm', choice });
    toTop();
  };
  const placed = (id: number) => {
    basket.clear();
    // promotions (first order, per-customer limits) and everything else priced change with an order
    void queryClient.invalidateQueries();
    window.history.replaceState(null, '', `/basket?order=${id}`);
    setStage({ name: 'success', orderId: id });
    toTop();
  };

  if (stage.name === 'success') {
    return <div className={`container ${s.page}`}><SuccessStage orderId={stage.orderId} /></div>;
  }
  if (!hydrated) {
    return (
      <div className={`container ${s.page}`}>
        <h1>Корзина</h1>
        <div className={s.empty}><BasketPicture /><p className={s.loading}>Загружаем корзину…</p></div>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className={`container ${s.page}`}>
        <h1>Корзина</h1>
        <div className={s.empty} data-testid="basket-empty">
          <BasketPicture />
          <p className={s.emptyTitle}>Корзина пуста</p>
          <p>Загляните в каталог или на страницу акций — там много вкусного.</p>
          <ButtonLink href="/catalog" className={s.cta}>Перейти в каталог</ButtonLink>
        </div>
      </div>
    );
  }
  if (current === 'confirm' && receiving.method !== null) {
    return (
      <div className={`container ${s.page}`}>
        <h1>Оформление заказа</h1>
        <CheckoutStage
          shopId={shopId}
          receiving={receiving}
          lines={lines.map((l) => ({ id: l.id, quantity: l.quantity, name: l.name, measureId: l.measureId, measure: l.measure }))}
          onBack={() => { setStage({ name: 'basket' }); toTop(); }}
          onPlaced={placed}
        />
      </div>
    );
  }
  return (
    <div className={`container ${s.page}`}>
      <BasketStage
        lines={lines}
        priced={priced}
        chosenShopId={receiving.shopId}
        needsReceiving={receiving.method === null}
        method={method}
        session={session}
        onCheckout={checkout}
      />
    </div>
  );
}

/** In the server's HTML, so a first visitor's basket paints its largest thing at once: before it,
 * that was the receiving popup's text, seconds later (LCP 4.1 s). */
function BasketPicture() {
  return <img src="/images/basket.svg" alt="" width={200} height={150} fetchPriority="high" className={s.picture} />;
}
