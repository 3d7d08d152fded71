// The back office's outbox (staging): a phone to look up, then the latest messages sent to it, newest
// first, with the code each carries. A plain GET form: the page works without JavaScript.
import Link from 'next/link';
import type { OutboxMessage } from '@/contract';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHead } from '@/components/ui/page-head';
import s from './outbox.module.css';

type Props = {
  viewer: string;
  phone: string;
  state: 'ask' | 'bad-phone' | 'no-outbox' | 'found';
  messages?: OutboxMessage[];
};

const when = (iso: string) => new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });

export function OutboxPage({ viewer, phone, state, messages = [] }: Props) {
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Заказы магазинов', href: '/admin-order' }, { label: 'Сообщения' }]} />
      <PageHead title="Сообщения покупателям">
        <Link href="/personal-area">{viewer}</Link>
      </PageHead>
      <p className={s.muted}>SMS и письма, которые магазин без шлюза сохранил у себя (тестовый режим): коды регистрации, ссылки и пароли восстановления.</p>
      <form method="get" className={s.form}>
        <label htmlFor="outbox-phone">Телефон</label>
        <input id="outbox-phone" name="phone" inputMode="tel" defaultValue={phone} placeholder="79001234567" maxLength={20} required />
        <button type="submit">Показать</button>
      </form>
      {state === 'bad-phone' && <p role="alert" className={s.error}>Номер телефона: 11 цифр, начиная с 7.</p>}
      {state === 'no-outbox' && <p role="alert" className={s.muted}>Локальных сообщений нет: SMS и письма уходят через шлюз.</p>}
      {state === 'found' && messages.length === 0 && <p className={s.muted}>Сообщений на этот номер нет.</p>}
      {messages.length > 0 && (
        <ul className={s.list} data-testid="outbox-messages">
          {messages.map((m) => (
            <li key={`${m.createdAt}-${m.text}`} className={s.card}>
              <p className={s.muted}>{when(m.createdAt)}</p>
              <p className={s.text}>{m.text}</p>
              {m.code && <p>Код: <strong>{m.code}</strong></p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
