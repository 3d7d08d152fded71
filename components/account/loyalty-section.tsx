// The loyalty tab, /personal-area/loyalty-ta (checkout spec §2, §3 "Loyalty", §6): the card's
// bonuses for a customer whose card is confirmed and who is not blocked (domain/loyalty.ts
// cardAccess, the rule the API applies); anyone else reads why there is nothing and what to do.
// A server component: which case it is comes with the page, only the card's figures load in the browser.
import { cardAccess } from '@/domain/loyalty';
import { SUPPORT_PHONE } from '@/lib/site';
import type { AccountCustomer } from './account-customer';
import { LoyaltyCard } from './loyalty-card';
import { NoLoyalty } from './no-loyalty';
import s from './personal-area.module.css';

export function LoyaltySection({ customer }: { customer: AccountCustomer }) {
  const access = cardAccess(customer);
  return (
    <section aria-labelledby="pa-loyalty" className={s.page}>
      <h2 id="pa-loyalty" className="visually-hidden">Бонусы</h2>
      {access === 'open'
        ? <LoyaltyCard customerId={customer.id} card={customer.card!} />
        : <NoLoyalty access={access} card={customer.card} supportPhone={SUPPORT_PHONE} />}
    </section>
  );
}
