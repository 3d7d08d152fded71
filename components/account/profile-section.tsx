'use client';
// The profile tab (checkout-account-admin spec §2, §4 "Profile blocks"): email, phone, the loyalty
// card and personal data, the notification settings and this month's order count. Each block reads
// the customer as the API has them now; a change reads them again (spec §4: success refreshes the
// customer), and the session too, whose name, card flag and phone state the header shows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { isAwaitingPayment } from '@/domain/order-status';
import { updateSession } from '@/components/auth/session-store';
import { Loading } from '@/components/ui/loading';
import { Panel } from '@/components/ui/panel';
import { customerOrders } from '@/lib/api/account-browser';
import { customer as readCustomer, monthlyOrders, settings as readSettings } from '@/lib/api/profile-browser';
import { queryKeys } from '@/lib/query/keys';
import { CardBlock } from './profile/card-block';
import { CodeChangeBlock } from './profile/code-change-block';
import { PersonalBlock } from './profile/personal-block';
import { SettingsBlock } from './profile/settings-block';
import s from './profile/profile.module.css';

export function ProfileSection({ customerId }: { customerId: number }) {
  const router = useRouter();
  const client = useQueryClient();
  const me = useQuery({ queryKey: queryKeys.account.customer(customerId), queryFn: () => readCustomer(customerId), staleTime: 0 });
  const settings = useQuery({ queryKey: queryKeys.account.settings(customerId), queryFn: () => readSettings(customerId) });
  const stats = useQuery({ queryKey: queryKeys.account.stats(customerId), queryFn: () => monthlyOrders(customerId) });
  // an order awaiting online payment expires within the hour, so it is always among the newest 50
  const orders = useQuery({ queryKey: queryKeys.account.ordersPage(customerId, 1), queryFn: () => customerOrders(customerId, 1) });
  const awaiting = orders.data?.['hydra:member'].find((o) => isAwaitingPayment(o.status))?.id ?? null;

  const changed = async () => {
    await client.invalidateQueries({ queryKey: queryKeys.account.customer(customerId) });
    await updateSession();
    // the page's head (name, phone) is rendered on the server
    router.refresh();
  };

  const c = me.data;
  return (
    <section aria-labelledby="pa-profile" className={s.grid} data-testid="profile">
      <h2 id="pa-profile" className="visually-hidden">Профиль</h2>
      {me.isPending && <Loading rows={4} testId="profile-loading" />}
      {me.isError && <p role="alert">Не удалось загрузить профиль. Обновите страницу.</p>}
      {c && (
        <>
          <PersonalBlock customer={c} onChanged={changed} />
          <CodeChangeBlock kind="phone" customerId={customerId} current={c.phone || null} confirmed={c.isPhoneConfirmed} onChanged={changed} />
          <CodeChangeBlock kind="email" customerId={customerId} current={c.email} confirmed={c.isEmailConfirmed} onChanged={changed} />
          <CardBlock card={c.card} confirmed={c.isCardConfirmed} awaitingOrderId={awaiting} onChanged={changed} />
        </>
      )}
      {settings.data && (
        <SettingsBlock customerId={customerId} settings={settings.data} onSaved={(v) => client.setQueryData(queryKeys.account.settings(customerId), v)} />
      )}
      {settings.isError && <p role="alert">Не удалось загрузить настройки уведомлений.</p>}
      <Panel title="Заказы в этом месяце" data-testid="profile-stats">
        <p className={s.stat} data-testid="month-orders">{stats.data ?? '…'}</p>
      </Panel>
    </section>
  );
}
