'use client';
// The confirm stage of /basket (checkout-account-admin spec §2 "Checkout blocks", §4 "Checkout",
// "Checkout button rules", §5 "Checkout"). The basket page (components/basket/) renders it and
// moves to the success stage when onPlaced is called. Owned by the checkout work (issue 9).
import type { ReceivingChoice } from '@/components/receiving/receiving-store';

export type CheckoutStageProps = {
  shopId: number;
  receiving: ReceivingChoice;
  /** the basket's lines as the shopper holds them */
  lines: { id: number; quantity: number }[];
  onBack: () => void;
  /** the order exists; the page shows the success stage (online payment redirects to the payment form instead) */
  onPlaced: (orderId: number) => void;
};

export function CheckoutStage({ onBack }: CheckoutStageProps) {
  return (
    <section aria-label="Оформление заказа">
      <button type="button" onClick={onBack}>Вернуться в корзину</button>
    </section>
  );
}
