'use client';
// The basket stage of /basket (checkout-account-admin spec §2 "Basket", storefront spec §4 "Basket"):
// the lines (available first, then the out-of-stock ones with their remove action), 'clear basket',
// the free-delivery notice (and, for delivery, how much is left to it) and the shop's special
// information once a shop is chosen, the summary and the checkout button. What would stop the order
// is said here, before checkout, by the checkout's own rules (domain/checkout.ts checkoutBlockers):
// the phone to confirm, pickup-only goods for delivery, delivery unavailable, goods out of stock, the
// minimum with what is missing; the button is enabled only when none applies. A line whose quantity
// a shop change or a stock refresh cut says so until the shopper has seen it. Every amount is the
// server's answer (usePricedBasket); the stored lines only say what the shopper asked for.
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Basket, BasketLine as PricedLine } from '@/contract';
import type { SessionState } from '@/components/auth/session-store';
import { Button } from '@/components/ui/button';
import { basketInputMax, cutNotice, inStockFirst, markCutsSeen, type BasketLine } from '@/domain/basket';
import { checkoutBlockers, type Blocker } from '@/domain/checkout';
import { MEASURE } from '@/domain/measure';
import { shopById } from '@/lib/api/shop-browser';
import { freeDeliveryLeft, freeDeliveryNotice } from '@/lib/basket-page';
import { formatMoney, formatWeight, plural } from '@/lib/format';
import { queryKeys } from '@/lib/query/keys';
import { FALLBACK_IMAGE } from '@/lib/media';
import { basket } from './basket-store';
import { QuantityStepper } from './quantity-stepper';
import s from './basket-page.module.css';

const AuthDialog = dynamic(() => import('@/components/auth/auth-dialog'), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

type Props = {
  lines: BasketLine[];
  priced: { data: Basket | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** the shop the shopper chose in the receiving popup; null before a choice (the page prices with the default shop) */
  chosenShopId: number | null;
  /** no receiving method yet: the page asks for one */
  needsReceiving: boolean;
  /** what the basket is priced for (pickup before a choice) */
  method: 'delivery' | 'pickup';
  session: SessionState;
  onCheckout: () => void;
};

/** What the line's price is per: a piece, a kilogram, 100 g. */
const perUnit = (line: BasketLine) => (line.measureId === MEASURE.per100g ? '100 г' : line.measure);

/** The shop's special information, sanitised by the one allowlist (loaded only when there is some). */
function useSpecialInfo(shopId: number | null) {
  return useQuery({
    queryKey: queryKeys.shopSpecialInfo(shopId),
    enabled: shopId !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const shop = await shopById(shopId!);
      if (!shop?.specialInfo?.trim()) return null;
      // the API sanitises when written; the page does it again before setting HTML (and loads the parser only here)
      const { safeHtml } = await import('@/domain/safe-html');
      return safeHtml(shop.specialInfo) || null;
    },
  });
}

function Line({ line, item }: { line: BasketLine; item: PricedLine | undefined }) {
  const out = item ? item.isOutOfStock : line.isOutOfStock;
  const cut = cutNotice(line);
  return (
    <li className={`${s.line} ${out ? s.lineOut : ''}`} data-testid="basket-line" data-good-id={line.id} data-out-of-stock={out}>
      <img src={line.hasImage ? line.image : FALLBACK_IMAGE} alt="" width={72} height={72} className={s.image} />
      <div className={s.info}>
        <Link href={`/product/${line.id}`} className={s.name}>{line.name}</Link>
        {!out && item && <span className={s.unitPrice}>{formatMoney(item.price)} / {perUnit(line)}</span>}
        {!out && cut && <span className={s.cut} data-testid="basket-line-cut">{cut}</span>}
      </div>
      {out ? (
        <>
          <span className={s.out} data-testid="basket-line-out">Нет в наличии</span>
          <button type="button" className={s.removeText} onClick={() => basket.remove(line.id)} aria-label={`Удалить: ${line.name}`}>
            Удалить
          </button>
        </>
      ) : (
        <>
          <div className={s.stepper}>
            <QuantityStepper line={line} name={line.name} max={basketInputMax(line)} size="basket" />
          </div>
          <div className={s.amount} data-testid="basket-line-amount">
            {/* a line the server has not priced yet shows no figure rather than a local guess */}
            {item ? formatMoney(item.amount) : <span className={s.pending} aria-label="Считаем">…</span>}
          </div>
          <button type="button" className={s.remove} aria-label={`Удалить: ${line.name}`} onClick={() => basket.remove(line.id)}>
            ×
          </button>
        </>
      )}
    </li>
  );
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={strong ? s.totalRow : s.row}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function Summary({ data }: { data: Basket }) {
  const promotion = data.promotion;
  return (
    <dl className={s.figures}>
      <Row label={`Товары (${data.availableItemsCount})`} value={formatMoney(data.amount)} testId="basket-amount" />
      {data.grossWeight > 0 && <Row label="Вес" value={formatWeight(data.grossWeight)} testId="basket-weight" />}
      {data.packetCostInfo.packetAmount > 0 && (
        <Row
          label={`Пакеты (${data.packetCostInfo.packetNum} ${plural(data.packetCostInfo.packetNum, 'пакет', 'пакета', 'пакетов')})`}
          value={formatMoney(data.packetCostInfo.packetAmount)}
          testId="basket-packets"
        />
      )}
      <Row label="Сборка и упаковка" value={formatMoney(data.packagingCost)} testId="basket-packaging" />
      {data.isDelivery && (
        <Row
          label="Доставка"
          value={!data.isDeliveryAvailable || data.deliveryCost === null ? 'недоступна' : data.deliveryCost === 0 ? 'бесплатно' : formatMoney(data.deliveryCost)}
          testId="basket-delivery"
        />
      )}
      {promotion && (
        <Row
          label={`Акция «${promotion.title}»`}
          value={promotion.discountAmount > 0 ? `−${formatMoney(promotion.discountAmount)}` : 'бесплатная доставка'}
          testId="basket-promotion"
        />
      )}
      <Row label="Итого" value={formatMoney(data.total)} testId="basket-total" strong />
    </dl>
  );
}

/** A rule that stops the order, with the way past it: how much is missing, where the phone is confirmed. */
function BlockerLine({ blocker }: { blocker: Blocker }) {
  if (blocker.rule === 'minAmount') {
    return (
      <li>
        {blocker.message} <b data-testid="basket-min-missing">Добавьте товаров ещё на {formatMoney(blocker.missing)}.</b>
      </li>
    );
  }
  if (blocker.rule === 'phoneNotConfirmed') {
    return <li>{blocker.message} <Link href="/personal-area/profile" className={s.blockerLink}>Подтвердить телефон</Link></li>;
  }
  return <li>{blocker.message}</li>;
}

export function BasketStage({ lines, priced, chosenShopId, needsReceiving, method, session, onCheckout }: Props) {
  const [signingIn, setSigningIn] = useState(false);
  const [clearing, setClearing] = useState(false);
  const router = useRouter();
  // the cut quantities shown now have been seen once the shopper leaves the stage or the page
  useEffect(() => {
    const seen = () => basket.replace(markCutsSeen(basket.lines()));
    window.addEventListener('pagehide', seen);
    return () => {
      window.removeEventListener('pagehide', seen);
      seen();
    };
  }, []);
  const specialInfo = useSpecialInfo(chosenShopId);
  const data = priced.data;
  const items = new Map((data?.items ?? []).map((i) => [i.id, i]));
  const isOut = (l: BasketLine) => items.get(l.id)?.isOutOfStock ?? l.isOutOfStock;
  const ordered = inStockFirst(lines, isOut);
  const available = data ? data.availableItemsCount : lines.filter((l) => !isOut(l)).length;
  const notice = data && chosenShopId !== null ? freeDeliveryNotice(data.freeDeliveryFrom, data.maxFreeWeight) : null;
  const left = data && chosenShopId !== null && method === 'delivery' && data.isDeliveryAvailable ? freeDeliveryLeft(data.freeDeliveryFrom, data.amount) : null;
  const guest = session.status === 'ready' && session.user === null;
  const user = session.user;
  // the checkout's own rules, every one that fails (a guest has no phone to confirm: the hint asks to sign in)
  const blockers = data ? checkoutBlockers({ isPhoneConfirmed: user ? user.isPhoneConfirmed : null, method, basket: data }) : [];
  // the confirm stage needs a receiving method (its address or shop blocks show it) and a basket the rules let through
  const canCheckout = user !== null && available > 0 && !needsReceiving && !!data && !priced.isError && blockers.length === 0;

  return (
    <>
      <h1>Корзина</h1>
      <div className={s.layout}>
        <div className={s.main}>
          {needsReceiving && (
            <p className={s.prompt} data-testid="receiving-prompt">
              Уточните способ получения заказа — доставка или самовывоз: от него зависят цены, наличие и стоимость доставки.
              Пока показаны цены магазина по умолчанию.
            </p>
          )}
          {notice && <p className={s.notice} data-testid="free-delivery-notice">{notice}</p>}
          {notice && left && <p className={s.progress} data-testid="free-delivery-progress">{left}</p>}
          {blockers.length > 0 && (
            <ul id="basket-blockers" className={s.blockers} data-testid="basket-blockers" aria-label="Что мешает оформить заказ">
              {blockers.map((b) => <BlockerLine key={b.rule} blocker={b} />)}
            </ul>
          )}
          {specialInfo.data && (
            <div className={s.special} data-testid="shop-special-info" dangerouslySetInnerHTML={{ __html: specialInfo.data }} />
          )}
          <div className={s.linesHead}>
            <p className={s.count} data-testid="basket-lines-count">Товаров в корзине: {lines.length}</p>
            {/* checkout spec §2: 'clear basket' navigates with remove=all (basket-url.tsx does it), once confirmed: it cannot be undone */}
            <Button variant="ghost" size="sm" onClick={() => setClearing(true)} aria-haspopup="dialog" data-testid="basket-clear">
              Очистить корзину
            </Button>
          </div>
          <ul className={s.lines} data-testid="basket-lines">
            {ordered.map((line) => <Line key={line.id} line={line} item={items.get(line.id)} />)}
          </ul>
        </div>
        <aside className={s.summary} aria-label="Итог" aria-busy={priced.isFetching} data-testid="basket-summary">
          {data ? (
            <Summary data={data} />
          ) : priced.isError ? null : (
            <p className={s.calculating}>Считаем стоимость…</p>
          )}
          {priced.isError && (
            <div className={s.error} role="alert">
              <p>Не удалось рассчитать стоимость корзины.</p>
              <Button variant="secondary" size="sm" onClick={() => void priced.refetch()}>Повторить</Button>
            </div>
          )}
          <Button
            size="xl"
            block
            disabled={!canCheckout}
            onClick={onCheckout}
            aria-describedby={guest ? 'checkout-hint' : blockers.length > 0 ? 'basket-blockers' : undefined}
            data-testid="basket-checkout"
          >
            Оформить заказ
          </Button>
          {guest && (
            <p id="checkout-hint" className={s.hint} data-testid="basket-checkout-hint">
              Чтобы оформить заказ,{' '}
              <button type="button" className={s.linkButton} onClick={() => setSigningIn(true)}>войдите или зарегистрируйтесь</button>.
            </p>
          )}
          {session.user !== null && needsReceiving && (
            <p className={s.hint} data-testid="basket-checkout-receiving">Выберите способ получения заказа, чтобы оформить его.</p>
          )}
          {session.user !== null && available === 0 && (
            <p className={s.hint}>В корзине нет товаров в наличии.</p>
          )}
        </aside>
      </div>
      {signingIn && guest && <AuthDialog onClose={() => setSigningIn(false)} />}
      {clearing && (
        <ConfirmDialog
          title="Очистить корзину?"
          tone="danger"
          confirmLabel="Очистить"
          cancelLabel="Отмена"
          testId="basket-clear-confirm"
          onConfirm={() => router.replace('/basket?remove=all', { scroll: false })}
          onClose={() => setClearing(false)}
        >
          Все товары будут удалены из корзины. Это действие нельзя отменить.
        </ConfirmDialog>
      )}
    </>
  );
}
