// The personal area's first page: who is signed in and the way out. The tabs, orders, profile and
// loyalty of checkout spec §2 come with the personal-area work.
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { formatPhone } from '@/domain/auth-forms';
import s from './personal-area.module.css';

export type PersonalAreaCustomer = {
  name: string;
  phone: string;
  email: string | null;
  hasCard: boolean;
  isPhoneConfirmed: boolean;
  isAdmin: boolean;
};

export function PersonalArea({ customer }: { customer: PersonalAreaCustomer }) {
  return (
    <div className={`container ${s.page}`}>
      <h1 className={s.title}>Личный кабинет</h1>
      <Panel aria-labelledby="pa-profile" className={s.card}>
        <h2 id="pa-profile" className={s.name} data-testid="customer-name">{customer.name}</h2>
        <dl className={s.facts}>
          <div>
            <dt>Телефон</dt>
            <dd data-testid="customer-phone">
              {formatPhone(customer.phone)}
              {!customer.isPhoneConfirmed && <span className={s.warn}> не подтверждён</span>}
            </dd>
          </div>
          {customer.email && (
            <div>
              <dt>Электронная почта</dt>
              <dd>{customer.email}</dd>
            </div>
          )}
          <div>
            <dt>Карта лояльности</dt>
            <dd>{customer.hasCard ? 'Есть: вам доступны цены «По карте»' : 'Нет'}</dd>
          </div>
        </dl>
        <div className={s.actions}>
          {customer.isAdmin && <ButtonLink variant="secondary" href="/admin-order">Заказы магазинов</ButtonLink>}
          {/* a plain link: next/link would prefetch the route, and a GET of /logout signs out */}
          <a href="/logout" className={buttonClass({ variant: 'secondary' })} data-testid="logout">Выйти</a>
        </div>
      </Panel>
    </div>
  );
}
